/**
 * Swiss views: the generic ones (standings with the chosen tie-breaks, rounds with boards and
 * results, due results) and the format's own: a round's pairings by board, the crosstable, a
 * player's card and the round's explanation (C.04.1 i) as data for the pages.
 */
import { formatRational, type Rational, rational } from '../../core/rational.js';
import { CHESS_RESULT_TEXT, CHESS_SIDES } from '../../core/results.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import {
  type ColumnSpec,
  type DueItem,
  type PairingView,
  type RoundView,
  type StandingsTable,
  standingsTable,
} from '../../core/views.js';
import type { GameResult } from './events.js';
import { outcomeSheets, type SheetLine, totalOf } from './sheet.js';
import { computeStandings, tieBreakInput } from './standings.js';
import { gameKey, initialRanking, ratingOf, type SwissState } from './state.js';
import { averageRatingOfOpponents, performanceRating, type TieBreakEdition } from './tiebreaks/index.js';

export { computeStandings } from './standings.js';

const display = (r: Rational): string => formatRational(r, 2, true);

export function standings(state: SwissState): StandingsTable {
  const { chain, rows } = computeStandings(state);
  const tieBreaks = chain.slice(1);
  return standingsTable(
    [['points', 'col.points'], ['games', 'col.games'], ...tieBreaks.map((c): ColumnSpec => [c.id, c.label])],
    rows,
    (r) => ({
      points: display(r.points),
      games: String(r.games),
      ...Object.fromEntries(
        tieBreaks.map((c) => {
          const v = r.tieBreaks.get(c.id);
          return [c.id, v === undefined ? '' : display(v)];
        }),
      ),
    }),
    tieBreaks.length > 0 ? [EDITION_NOTE[state.tieBreakEdition]] : [],
    tieBreaks.length > 0 ? [{ key: `sw.standings.edition.${state.tieBreakEdition}` }] : [],
  );
}

/** Which edition of C.07 16 the tie-breaks follow (formats/swiss/index.ts), said under the standings. */
const EDITION_NOTE: Record<TieBreakEdition, string> = {
  'c07-2023':
    'Tie-breaks by FIDE C.07 (2023), unplayed rounds counted by the 2023 text, under which this tournament began.',
  'c07-2026': 'Tie-breaks by FIDE C.07 (2023), unplayed rounds as amended from 1 March 2026.',
};

export const RESULT_TEXT: Record<GameResult, string> = CHESS_RESULT_TEXT;

export function rounds(state: SwissState): RoundView[] {
  const out: RoundView[] = state.rounds.map((paired) => {
    const r = paired.round;
    const pairings = boardsOf(state, paired).map(
      ({ board, white, black, result }): PairingView =>
        black === null
          ? { board, first: white, second: null, resultMessage: { key: 'swiss.bye.pab' } }
          : { board, first: white, second: black, ...(result ? { result: RESULT_TEXT[result] } : {}) },
    );
    const done = paired.pairs.filter((p) => state.results.has(gameKey(r, p.white, p.black))).length;
    const status = done === 0 ? 'paired' : done === paired.pairs.length ? 'complete' : 'playing';
    return {
      id: String(r),
      label: 'round.label',
      params: { n: r },
      ...(paired.pairedAt ? { at: paired.pairedAt } : {}),
      status,
      pairings,
      sides: CHESS_SIDES,
    };
  });
  for (let r = state.rounds.length + 1; r <= state.config.rounds; r++)
    out.push({ id: String(r), label: 'round.label', params: { n: r }, status: 'planned', pairings: [] });
  return out;
}

/** The results missing in the rounds paired. */
export function due(state: SwissState, asOf: Moment): DueItem[] {
  return state.rounds.flatMap((paired) =>
    paired.pairs
      .filter((p) => !state.results.has(gameKey(paired.round, p.white, p.black)))
      .map(
        (p): DueItem => ({
          code: 'due.result-missing',
          severity: 'due',
          due: asOf,
          participantIds: [p.white, p.black],
          message: `Round ${paired.round}: result of ${p.white} – ${p.black} is missing`,
          params: { round: String(paired.round) },
        }),
      ),
  );
}

/** A round's games in board order with their results (C.04.2 board order as the engine gave it), the pairing bye last. */
interface BoardGame {
  readonly board: number;
  readonly white: ParticipantId;
  /** Null for the pairing bye. */
  readonly black: ParticipantId | null;
  readonly result?: GameResult;
}

function boardsOf(state: SwissState, paired: SwissState['rounds'][number]): BoardGame[] {
  const boards: BoardGame[] = paired.pairs.map((p, i) => {
    const found = state.results.get(gameKey(paired.round, p.white, p.black));
    return { board: i + 1, white: p.white, black: p.black, ...(found ? { result: found.result } : {}) };
  });
  if (paired.bye !== null) boards.push({ board: boards.length + 1, white: paired.bye, black: null });
  return boards;
}

/** One board of a round: the players with their scores before the round and the result. */
export interface Board extends BoardGame {
  /** Points in tenths before the round. */
  readonly whitePoints: number;
  readonly blackPoints: number | null;
}

/** A round's boards in order (C.04.2 board order as the engine gave it), the pairing bye last. */
export function pairingsOf(state: SwissState, round: number): Board[] {
  const paired = state.rounds[round - 1];
  if (!paired) return [];
  const sheets = outcomeSheets(state);
  const before = (id: ParticipantId) => totalOf((sheets.get(id) ?? []).filter((l) => l.round < round));
  return boardsOf(state, paired).map((b) => ({
    ...b,
    whitePoints: before(b.white),
    blackPoints: b.black === null ? null : before(b.black),
  }));
}

/** A crosstable row: the player and, per round, his line (opponent by starting rank). */
export interface CrosstableRow {
  readonly participantId: ParticipantId;
  readonly place: number;
  readonly number: number;
  readonly rating: number;
  readonly points: Rational;
  readonly lines: readonly SheetLine[];
  readonly tieBreaks: ReadonlyMap<string, Rational>;
}

export function crosstable(state: SwissState): CrosstableRow[] {
  const sheets = outcomeSheets(state);
  return computeStandings(state).rows.map((r) => ({
    participantId: r.participantId,
    place: r.place,
    number: r.number,
    rating: ratingOf(state, r.participantId),
    points: r.points,
    lines: sheets.get(r.participantId) ?? [],
    tieBreaks: r.tieBreaks,
  }));
}

/** A crosstable cell as chess-results writes it: `12w1`, `3b½`, `-` … (opponent's starting rank). */
export function cellText(line: SheetLine, numbers: ReadonlyMap<ParticipantId, number>): string {
  const score = line.outcome === 'win' ? '1' : line.outcome === 'draw' ? '½' : '0';
  switch (line.kind) {
    case 'played':
      return `${numbers.get(line.opponent as ParticipantId) ?? '?'}${line.colour}${score}`;
    case 'forfeit-win':
      return `${numbers.get(line.opponent as ParticipantId) ?? '?'}${line.colour}+`;
    case 'forfeit-loss':
      return `${numbers.get(line.opponent as ParticipantId) ?? '?'}${line.colour}−`;
    case 'pab':
      return `bye ${score}`;
    case 'half-bye':
    case 'full-bye':
    case 'zero-bye':
      return `− ${score}`;
    case 'absent':
      return '−';
  }
}

/** The starting ranks (pairing numbers of the initial ranking). */
export const startingRanks = (state: SwissState): Map<ParticipantId, number> =>
  new Map(initialRanking(state).map((id, i) => [id, i + 1]));

/** A player's card: his games and byes, colours, points, the opponents' average and his performance. */
export interface PlayerCard {
  readonly participantId: ParticipantId;
  readonly number: number;
  readonly rating: number;
  readonly points: Rational;
  readonly lines: readonly (SheetLine & {
    readonly opponentRating: number | null;
    readonly after: Rational;
  })[];
  readonly whites: number;
  readonly blacks: number;
  readonly averageOpponents: number;
  readonly performance: number;
  readonly withdrawnFrom?: number;
}

export function playerCard(state: SwissState, id: ParticipantId): PlayerCard | undefined {
  if (!state.players.includes(id)) return undefined;
  const { rows } = computeStandings(state);
  const row = rows.find((r) => r.participantId === id);
  const sheets = outcomeSheets(state);
  const lines = sheets.get(id) ?? [];
  const input = tieBreakInput(state, sheets);
  let running = 0;
  const withdrawn = state.withdrawn.get(id);
  return {
    participantId: id,
    number: row?.number ?? 0,
    rating: ratingOf(state, id),
    points: row?.points ?? rational(0),
    lines: lines.map((l) => {
      running += l.points;
      return {
        ...l,
        opponentRating: l.opponent === null ? null : ratingOf(state, l.opponent),
        after: rational(running, 10),
      };
    }),
    whites: lines.filter((l) => l.kind === 'played' && l.colour === 'w').length,
    blacks: lines.filter((l) => l.kind === 'played' && l.colour === 'b').length,
    averageOpponents: averageRatingOfOpponents(input, id),
    performance: performanceRating(input, id),
    ...(withdrawn === undefined ? {} : { withdrawnFrom: withdrawn }),
  };
}

/** Why a player was paired as he was (C.04.1 i), read from the engine's data. */
export interface ExplanationLine {
  readonly participantId: ParticipantId;
  /** Score group in tenths, when the engine names it. */
  readonly scoreGroup: number | null;
  readonly float: 'up' | 'down' | 'none';
  readonly floatRule: string | null;
  readonly colour: 'white' | 'black' | null;
  readonly colourRule: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The round's explanation by player, in board order; a pairing set by hand has none. */
export function explanationOf(state: SwissState, round: number): ExplanationLine[] {
  const paired = state.rounds[round - 1];
  if (!paired) return [];
  const lines: ExplanationLine[] = [];
  for (const e of paired.explanation) {
    const number = typeof e.number === 'number' ? e.number : e.player;
    const id = typeof number === 'number' ? paired.order[number - 1] : undefined;
    if (id === undefined) continue;
    lines.push({
      participantId: id,
      scoreGroup: typeof e.scoreGroup === 'number' ? e.scoreGroup : null,
      float: e.float === 'up' || e.float === 'down' ? e.float : 'none',
      floatRule: text(e.floatReason ?? e.floatRule),
      colour: e.colour === 'w' ? 'white' : e.colour === 'b' ? 'black' : null,
      colourRule: text(e.colourReason ?? e.colourRule),
    });
  }
  const board = new Map(
    paired.pairs.flatMap(
      (p, i) =>
        [
          [p.white, i],
          [p.black, i],
        ] as const,
    ),
  );
  return lines.sort((a, b) => (board.get(a.participantId) ?? 1e9) - (board.get(b.participantId) ?? 1e9));
}
