/**
 * Round-robin views: the outcome sheet (one row per player and game, the single source for points
 * and tie-breaks), standings by the configured chain, rounds with pairings, and due results.
 */
import { type Criterion, numericCriterion, rankByChain } from '../../core/ranking.js';
import {
  add,
  formatRational,
  mul,
  parseRational,
  type Rational,
  rational,
  ZERO,
} from '../../core/rational.js';
import { CHESS_RESULT_TEXT, CHESS_SIDES } from '../../core/results.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import {
  type ColumnSpec,
  type DueItem,
  type RoundView,
  type StandingsTable,
  standingsTable,
} from '../../core/views.js';
import type { RoundRobinConfig, TieBreak } from './config.js';
import type { GameResult } from './events.js';
import { type RecordedResult, type RoundRobinState, roundMoment } from './state.js';

/** One line of a player's outcome sheet. */
export interface SheetLine {
  readonly round: number;
  readonly opponent: ParticipantId | null;
  readonly colour: 'white' | 'black' | null;
  /** Game score for tie-breaks: 1, 1/2 or 0 (a forfeit counts as its result). */
  readonly score: Rational;
  readonly points: Rational;
  readonly won: boolean;
  readonly played: boolean;
}

const pts = (text: string): Rational => parseRational(text) ?? ZERO;

export function currentResults(state: RoundRobinState): Map<string, RecordedResult> {
  const byGame = new Map<string, RecordedResult>();
  for (let cell = state.results; cell; cell = cell.tail) {
    const r = cell.head;
    const key = `${r.round}:${r.white}:${r.black}`;
    if (!byGame.has(key)) byGame.set(key, r);
  }
  return byGame;
}

export function outcomeSheets(state: RoundRobinState): Map<ParticipantId, SheetLine[]> {
  const p = state.draw.config.points;
  const sheets = new Map<ParticipantId, SheetLine[]>(state.draw.order.map((id) => [id, []]));
  const results = currentResults(state);
  const push = (id: ParticipantId, line: SheetLine) => sheets.get(id)?.push(line);
  for (const round of state.draw.schedule) {
    for (const g of round) {
      const r = g.round + 1;
      const white = state.draw.order[g.white - 1] as ParticipantId;
      if (g.black === null) {
        push(white, {
          round: r,
          opponent: null,
          colour: null,
          score: ZERO,
          points: pts(p.bye),
          won: false,
          played: false,
        });
        continue;
      }
      const black = state.draw.order[g.black - 1] as ParticipantId;
      const found = results.get(`${r}:${white}:${black}`);
      if (!found) continue;
      const [w, b] = sides(found.result, p);
      push(white, { round: r, opponent: black, colour: 'white', ...w });
      push(black, { round: r, opponent: white, colour: 'black', ...b });
    }
  }
  return sheets;
}

type Side = { score: Rational; points: Rational; won: boolean; played: boolean };

function sides(result: GameResult, p: RoundRobinConfig['points']): [Side, Side] {
  const one = rational(1);
  const half = rational(1, 2);
  switch (result) {
    case '1-0':
      return [
        { score: one, points: pts(p.win), won: true, played: true },
        { score: ZERO, points: pts(p.loss), won: false, played: true },
      ];
    case '0-1':
      return [
        { score: ZERO, points: pts(p.loss), won: false, played: true },
        { score: one, points: pts(p.win), won: true, played: true },
      ];
    case '1/2-1/2':
      return [
        { score: half, points: pts(p.draw), won: false, played: true },
        { score: half, points: pts(p.draw), won: false, played: true },
      ];
    case '+-':
      return [
        { score: one, points: pts(p.forfeitWin), won: true, played: false },
        { score: ZERO, points: pts(p.forfeitLoss), won: false, played: false },
      ];
    case '-+':
      return [
        { score: ZERO, points: pts(p.forfeitLoss), won: false, played: false },
        { score: one, points: pts(p.forfeitWin), won: true, played: false },
      ];
    case '--':
      return [
        { score: ZERO, points: pts(p.forfeitLoss), won: false, played: false },
        { score: ZERO, points: pts(p.forfeitLoss), won: false, played: false },
      ];
  }
}

const total = (lines: readonly SheetLine[], f: (l: SheetLine) => Rational): Rational =>
  lines.reduce((acc, l) => add(acc, f(l)), ZERO);

export interface RoundRobinStanding {
  readonly participantId: ParticipantId;
  readonly place: number;
  readonly tied: boolean;
  readonly points: Rational;
  readonly games: number;
  readonly tieBreaks: ReadonlyMap<string, Rational>;
}

export function computeStandings(
  state: RoundRobinState,
  ratings: ReadonlyMap<ParticipantId, number> = new Map(),
) {
  const sheets = outcomeSheets(state);
  const points = new Map([...sheets].map(([id, lines]) => [id, total(lines, (l) => l.points)]));
  const number = new Map(state.draw.order.map((id, i) => [id, i + 1]));
  const criteria: Record<TieBreak, Criterion<ParticipantId>> = {
    // Points scored in the games among the players still tied (FIDE "direct encounter").
    'head-to-head': {
      id: 'head-to-head',
      label: 'tb.head-to-head',
      value: (id, group) => {
        const tied = new Set(group);
        return total(sheets.get(id) ?? [], (l) =>
          l.opponent !== null && tied.has(l.opponent) ? l.points : ZERO,
        );
      },
    },
    wins: numericCriterion('wins', 'tb.wins', (id) => (sheets.get(id) ?? []).filter((l) => l.won).length),
    // Sum over games of game score × the opponent's points.
    'sonneborn-berger': numericCriterion('sonneborn-berger', 'tb.sonneborn-berger', (id) =>
      total(sheets.get(id) ?? [], (l) =>
        l.opponent === null ? ZERO : mul(l.score, points.get(l.opponent) ?? ZERO),
      ),
    ),
    rating: numericCriterion('rating', 'tb.rating', (id) => ratings.get(id) ?? 0),
    // Lower pairing number first: negate so that higher is better.
    number: numericCriterion('number', 'tb.number', (id) => -(number.get(id) ?? 0)),
  };
  const chain = [
    numericCriterion<ParticipantId>('points', 'col.points', (id) => points.get(id) ?? ZERO),
    ...state.draw.config.tieBreaks.map((t) => criteria[t]),
  ];
  return {
    chain,
    rows: rankByChain(state.draw.order, chain).map(
      (e): RoundRobinStanding => ({
        participantId: e.player,
        place: e.place,
        tied: e.tied,
        points: points.get(e.player) ?? ZERO,
        games: (sheets.get(e.player) ?? []).filter((l) => l.opponent !== null).length,
        tieBreaks: e.values,
      }),
    ),
  };
}

export function standings(state: RoundRobinState): StandingsTable {
  const { chain, rows } = computeStandings(state);
  const tieBreaks = chain.slice(1).filter((c) => c.id !== 'number');
  return standingsTable(
    [['points', 'col.points'], ['games', 'col.games'], ...tieBreaks.map((c): ColumnSpec => [c.id, c.label])],
    rows,
    (r) => ({
      points: formatRational(r.points, 2, true),
      games: String(r.games),
      ...Object.fromEntries(
        tieBreaks.map((c) => {
          const v = r.tieBreaks.get(c.id);
          return [c.id, v === undefined ? '' : formatRational(v, 2, true)];
        }),
      ),
    }),
  );
}

const DISPLAY: Record<GameResult, string> = CHESS_RESULT_TEXT;

/**
 * The current result of each game by round and white (a player has one game a round): the
 * rounds view looks up 10,000 games of a 200-player round robin without a key string each.
 */
function resultsByRound(state: RoundRobinState): Map<number, Map<ParticipantId, RecordedResult>> {
  const byRound = new Map<number, Map<ParticipantId, RecordedResult>>();
  for (let cell = state.results; cell; cell = cell.tail) {
    const r = cell.head;
    let round = byRound.get(r.round);
    if (!round) byRound.set(r.round, (round = new Map()));
    // Newest first: a game's first entry is its current result.
    if (!round.has(r.white)) round.set(r.white, r);
  }
  return byRound;
}

export function rounds(state: RoundRobinState): RoundView[] {
  const results = resultsByRound(state);
  const { order } = state.draw;
  return state.draw.schedule.map((round, i) => {
    const r = i + 1;
    const played = results.get(r);
    let games = 0;
    let done = 0;
    const pairings = round.map((g, board) => {
      const white = order[g.white - 1] as ParticipantId;
      if (g.black === null) return { board: board + 1, first: white, second: null };
      const black = order[g.black - 1] as ParticipantId;
      const found = played?.get(white);
      games += 1;
      if (!found || found.black !== black) return { board: board + 1, first: white, second: black };
      done += 1;
      return { board: board + 1, first: white, second: black, result: DISPLAY[found.result] };
    });
    const status = done === 0 ? 'paired' : done === games ? 'complete' : 'playing';
    const at = roundMoment(state, r);
    return {
      id: String(r),
      label: `Round ${r}`,
      ...(at ? { at } : {}),
      status,
      pairings,
      sides: CHESS_SIDES,
    } satisfies RoundView;
  });
}

/** Games without a result in any round before the latest round that has one. */
export function due(state: RoundRobinState, asOf: Moment): DueItem[] {
  const all = rounds(state);
  const latest = all.reduce((m, r, i) => (r.status !== 'paired' ? i : m), -1);
  const items: DueItem[] = [];
  for (const round of all.slice(0, latest + 1)) {
    for (const p of round.pairings) {
      if (p.second !== null && p.result === undefined) {
        items.push({
          code: 'due.result-missing',
          severity: 'due',
          due: asOf,
          participantIds: [p.first, p.second],
          message: `Round ${round.id}: result of ${p.first} – ${p.second} is missing`,
          params: { round: round.id },
        });
      }
    }
  }
  return items;
}
