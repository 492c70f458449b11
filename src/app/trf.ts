/**
 * A FIDE TRF (TRF-2026, core/trf.ts) of a competition of chess games: the round robin (its
 * Berger rounds), a Keizer season (its crosstable) and the pyramid (its rated games, PYR-8).
 * Names are those the audience may see (HL-10). Points are the chess points of the codes written
 * (tag 162's defaults), the rank is the competition's own place; the round dates (tag 132) are
 * the Keizer evenings, the round robin's first result of each round and the pyramid's first game
 * of each round; docs/publication.md records every mapping.
 */
import type { StoredEvent } from '../core/events.js';
import { isAfter } from '../core/moment.js';
import type { Roster } from '../core/participant.js';
import { publicName } from '../core/participant.js';
import {
  makeTrf,
  TRF_DEFAULT_HALVES,
  type TrfColour,
  type TrfPlayer,
  type TrfResult,
  type TrfTag,
} from '../core/trf.js';
import type { Moment, ParticipantId } from '../core/types.js';
import type { StandingsTable } from '../core/views.js';
import { crosstable, gameOf, type KeizerState, type OutcomeKind } from '../formats/keizer/index.js';
import { type PyramidState, ratedGames } from '../formats/pyramid/index.js';
import { findResult, type GameResult, type RoundRobinState } from '../formats/round-robin/index.js';
import type { Audience } from './present.js';

/** The formats whose games are chess games and can be written as a TRF. */
export const TRF_FORMATS = ['round-robin', 'keizer', 'pyramid'] as const;

/** One player's round from his side, the opponent still an id. */
interface Side {
  readonly opponent?: ParticipantId;
  readonly colour: TrfColour;
  readonly result: TrfResult;
}

/** The rounds of a competition as TRF sees them: players in starting-rank order, a row each. */
interface Sheet {
  readonly players: readonly ParticipantId[];
  readonly rounds: ReadonlyMap<ParticipantId, readonly Side[]>;
  /** `YYYY-MM-DD` per round, where the competition knows it. */
  readonly dates: readonly string[];
  /** The rounds the competition will have in all, where it knows them (tag 142). */
  readonly total?: number;
}

const NOT_PAIRED: Side = { colour: '-', result: ' ' };

/** Round robin: results by the Berger schedule; the bye of an odd field scores as configured. */
const RR_CODES: Record<GameResult, readonly [TrfResult, TrfResult]> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['=', '='],
  '+-': ['+', '-'],
  '-+': ['-', '+'],
  '--': ['-', '-'],
};

/**
 * Round robin: a round's date is the day its first result took effect (the round robin schedules
 * no dates); events after `asOf` do not count, and a round without a result has none.
 */
function roundRobinDates(rounds: number, events: readonly StoredEvent[], asOf: Moment): string[] {
  const first: (Moment | undefined)[] = Array.from({ length: rounds });
  for (const e of events) {
    if (e.type !== 'ResultRecorded' || isAfter(e.at, asOf)) continue;
    const i = (e.payload as { round: number }).round - 1;
    const known = first[i];
    if (i >= 0 && i < rounds && (known === undefined || isAfter(known, e.at))) first[i] = e.at;
  }
  return first.map((at) => at?.slice(0, 10) ?? '');
}

function roundRobinSheet(state: RoundRobinState, events: readonly StoredEvent[], asOf: Moment): Sheet {
  const { order, schedule } = state.draw;
  const rounds = new Map(order.map((id) => [id, [] as Side[]]));
  const byeCode: TrfResult = state.draw.config.points.bye === '0' ? 'Z' : 'U';
  schedule.forEach((games, r) => {
    for (const g of games) {
      const white = order[g.white - 1] as ParticipantId;
      if (g.black === null) {
        rounds.get(white)?.push({ colour: '-', result: byeCode });
        continue;
      }
      const black = order[g.black - 1] as ParticipantId;
      const result = findResult(state, r + 1, white, black)?.result;
      const [w, b] = result ? RR_CODES[result] : [' ', ' '];
      rounds.get(white)?.push({ opponent: black, colour: 'w', result: w as TrfResult });
      rounds.get(black)?.push({ opponent: white, colour: 'b', result: b as TrfResult });
    }
  });
  return {
    players: order,
    rounds,
    dates: roundRobinDates(schedule.length, events, asOf),
    total: schedule.length,
  };
}

/** Keizer outcomes (KZ-7) as TRF codes: games as played, a bye as a pairing-allocated bye, every absence as zero. */
const KEIZER_CODES: Record<OutcomeKind, TrfResult> = {
  none: ' ',
  win: '1',
  draw: '=',
  loss: '0',
  pending: ' ',
  bye: 'U',
  stranded: 'U',
  notice: 'Z',
  'team-match': 'Z',
  'signed-off': 'Z',
  'not-paired': 'Z',
  'late-notice': 'Z',
  'no-show': '-',
};

function keizerSheet(state: KeizerState): Sheet {
  const table = crosstable(state);
  const players = state.players.map((p) => p.id);
  const rounds = new Map<ParticipantId, Side[]>(
    players.map((id) => [id, table.rounds.map(() => NOT_PAIRED)]),
  );
  for (const row of table.rows) {
    rounds.set(
      row.participantId,
      row.cells.map((cell, k): Side => {
        const result = KEIZER_CODES[cell.outcome];
        if (!cell.opponent) return { colour: '-', result };
        // A game without a result yet: its colours are the pairing's.
        const record = cell.colour ? undefined : state.rounds.get(table.rounds[k] ?? 0);
        const game = record ? gameOf(record, row.participantId) : undefined;
        const white = cell.colour ? cell.colour === 'white' : game?.white === row.participantId;
        return { opponent: cell.opponent, colour: white ? 'w' : 'b', result };
      }),
    );
  }
  // KZ-1: each round is played on its club evening.
  return { players, rounds, dates: table.rounds.map((r) => state.evenings.get(r) ?? '') };
}

/**
 * Pyramid (PYR-8): the final played games in date order, each in the first round in which
 * neither player has a game yet after his last one — so every player's games keep their order.
 */
function pyramidSheet(state: PyramidState, asOf: Moment, roster: Roster): Sheet {
  const games = ratedGames(state, asOf);
  const next = new Map<ParticipantId, number>();
  const placed = games.map((g) => {
    const round = Math.max(next.get(g.white) ?? 0, next.get(g.black) ?? 0);
    next.set(g.white, round + 1);
    next.set(g.black, round + 1);
    return { ...g, round };
  });
  const roundCount = Math.max(0, ...next.values());
  const players = [...roster.keys()];
  const rounds = new Map<ParticipantId, Side[]>(
    players.map((id) => [id, Array.from({ length: roundCount }, () => NOT_PAIRED)]),
  );
  const dates: string[] = Array.from({ length: roundCount }, () => '');
  const codes: Record<string, readonly [TrfResult, TrfResult]> = { '1-0': ['1', '0'], '0-1': ['0', '1'] };
  for (const g of placed) {
    const [w, b] = codes[g.result] ?? ['=', '='];
    (rounds.get(g.white) as Side[])[g.round] = { opponent: g.black, colour: 'w', result: w };
    (rounds.get(g.black) as Side[])[g.round] = { opponent: g.white, colour: 'b', result: b };
    if (!dates[g.round]) dates[g.round] = g.startedAt.slice(0, 10);
  }
  return { players, rounds, dates };
}

export interface TrfInput {
  readonly format: string;
  readonly name: string;
  readonly state: unknown;
  readonly roster: Roster;
  readonly standings: StandingsTable;
  readonly audience: Audience;
  readonly asOf: Moment;
  /** The competition's log, for the round robin's round dates (the days of its first results). */
  readonly events?: readonly StoredEvent[];
}

function sheetOf(input: TrfInput): Sheet | undefined {
  switch (input.format) {
    case 'round-robin':
      return roundRobinSheet(input.state as RoundRobinState, input.events ?? [], input.asOf);
    case 'keizer':
      return keizerSheet(input.state as KeizerState);
    case 'pyramid':
      return pyramidSheet(input.state as PyramidState, input.asOf, input.roster);
    default:
      return undefined;
  }
}

/**
 * TRF-16 dates the rounds in round order (tag 132): a round dated before the one ahead of it
 * (a pyramid's round of games begun earlier, a round robin's result recorded early) takes the
 * date of the round ahead.
 */
function inRoundOrder(dates: readonly string[]): string[] {
  let latest = '';
  return dates.map((d) => {
    if (d === '') return d;
    if (d > latest) latest = d;
    return latest;
  });
}

/** `YYYY-MM-DD` as TRF's `YYYY/MM/DD` (dates of start and end) or `YY/MM/DD` (round dates). */
const slashed = (day: string, short = false): string => (short ? day.slice(2) : day).replaceAll('-', '/');

/** The rounds up to the last one with a result written (TRF leaves a round without one blank). */
const lastResult = (rounds: readonly { readonly result: TrfResult }[]): number =>
  rounds.findLastIndex((r) => r.result !== ' ') + 1;

/** The competition as a TRF file's text, or undefined for a format whose games are not chess games. */
export function makeCompetitionTrf(input: TrfInput): string | undefined {
  const sheet = sheetOf(input);
  if (!sheet) return undefined;
  const rankOf = new Map(sheet.players.map((id, i) => [id, i + 1]));
  const placeOf = new Map(input.standings.rows.map((r) => [r.participantId, r.place]));
  // TRF-16 gives every player a rank: those the standings no longer show (players who left)
  // rank after them, in starting-rank order.
  let unplaced = Math.max(0, ...placeOf.values());
  for (const id of sheet.players) if (!placeOf.has(id)) placeOf.set(id, ++unplaced);
  const players = sheet.players.map((id): TrfPlayer => {
    const p = input.roster.get(id);
    const sides = sheet.rounds.get(id) ?? [];
    const rounds = sides.map((s) => ({
      opponent: s.opponent ? (rankOf.get(s.opponent) ?? 0) : 0,
      colour: s.colour,
      result: s.result,
    }));
    const fideId = p?.attributes?.fideId;
    return {
      startRank: rankOf.get(id) ?? 0,
      sex: '',
      title: '',
      name: p ? (input.audience === 'director' ? p.name : publicName(p)) : id,
      rating: p?.rating ?? 0,
      federation: '',
      fideId: input.audience === 'director' && fideId !== undefined ? String(fideId) : '',
      birthDate: '',
      halves: rounds.reduce((sum, r) => sum + TRF_DEFAULT_HALVES[r.result], 0),
      rank: placeOf.get(id) ?? 0,
      rounds,
      line: 0,
    };
  });
  const dates = inRoundOrder(sheet.dates);
  const days = dates.filter((d) => d !== '');
  const written = Math.max(0, ...players.map((p) => lastResult(p.rounds)));
  const total = Math.max(written, sheet.total ?? 0);
  const tags: TrfTag[] = [
    { tag: '012', text: input.name },
    ...(days.length > 0
      ? [
          { tag: '042', text: slashed(days[0] as string) },
          { tag: '052', text: slashed(days.at(-1) as string) },
        ]
      : []),
    { tag: '062', text: String(players.length) },
    { tag: '072', text: String(players.filter((p) => p.rating > 0).length) },
    { tag: '092', text: input.format },
    // The number of rounds: TRF-16 knows no tournament of none.
    ...(total > 0 ? [{ tag: '142', text: String(total) }] : []),
  ];
  return makeTrf({
    tags,
    roundDates:
      days.length > 0 ? dates.slice(0, Math.max(written, 1)).map((d) => (d ? slashed(d, true) : '')) : [],
    players,
  });
}
