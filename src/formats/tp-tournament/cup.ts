/**
 * TX-8 the cup: knock-out matches of N games between two players, in a bracket fixed by the
 * seeding (TX-12). A match is won by the higher TP total; a tie by more games won, then by the
 * higher total of stones, then by tie-break games (first to win; over time loses at once).
 * Winners meet the winner of the neighbouring match in the next round.
 *
 * Decisions: the match is decided after all N games (the seed: "after all games of a match"),
 * even when the lead can no longer be caught. TX-5 in the cup: a player loses the match in
 * which his no-shows go over the limit, and any match he is in once he is out of the
 * tournament; matches decided before stand. Losing semi-finalists share third place (no
 * third-place match in the rules).
 */

import { perState } from '../../core/memo.js';
import type { ParticipantId } from '../../core/types.js';
import { makeGameId, makeMatchId, matchOf, parseGameId } from './game-id.js';
import { decidingWinner } from './points.js';
import type { GameResult, Pair } from './result.js';
import { type NoShowRecord, noShowRecords, type ScoredGame, scoredGame } from './results.js';
import type { RecordedOverride, TpState } from './state.js';

export type MatchStatus = 'waiting' | 'bye' | 'open' | 'tie-break' | 'decided';
export type MatchDecidedBy = 'tp' | 'wins' | 'stones' | 'tie-break' | 'bye' | 'excluded' | 'override';

export interface CupGame {
  readonly id: string;
  readonly scored?: ScoredGame;
}

export interface TiebreakGame {
  readonly id: string;
  readonly players: Pair<ParticipantId>;
  readonly result: GameResult;
  readonly winner?: ParticipantId;
}

export interface MatchTotals {
  /** Tenths. */
  readonly tp: Pair<number>;
  readonly won: Pair<number>;
  readonly stones: Pair<number>;
}

export interface CupMatch {
  readonly id: string;
  readonly round: number;
  /** 1-based position in its round. */
  readonly index: number;
  /** Null: a bye in round 1, or a winner still to come later on. */
  readonly players: Pair<ParticipantId | null>;
  readonly seeds: Pair<number | null>;
  readonly games: readonly CupGame[];
  readonly totals: MatchTotals;
  readonly tiebreaks: readonly TiebreakGame[];
  /** The next tie-break game to play, while one is needed. */
  readonly nextTiebreak?: string;
  readonly status: MatchStatus;
  readonly winner?: ParticipantId;
  readonly decidedBy?: MatchDecidedBy;
  readonly override?: RecordedOverride<'match-winner'>;
}

export interface Bracket {
  readonly size: number;
  /** rounds[0] is the first round; the last round holds the final. */
  readonly rounds: readonly (readonly CupMatch[])[];
  readonly champion?: ParticipantId;
  /** Final places of everyone knocked out so far (and the champion). */
  readonly placings: readonly { readonly participantId: ParticipantId; readonly place: number }[];
}

const ZERO_PAIR: Pair<number> = [0, 0];

/**
 * A match resolver for one state: a match's players are the winners of its two feeder matches,
 * resolved on demand and remembered, so asking for one match touches only its part of the tree.
 */
function resolver(state: TpState, draw: NonNullable<TpState['cup']>) {
  const seedOf = new Map(draw.order.map((id, i) => [id, i + 1]));
  const seed = (p: ParticipantId | null): number | null => (p === null ? null : (seedOf.get(p) ?? null));
  const known = new Map<string, CupMatch>();
  const match = (round: number, index: number): CupMatch => {
    const id = makeMatchId(round, index);
    const cached = known.get(id);
    if (cached) return cached;
    const players: Pair<ParticipantId | null> =
      round === 1
        ? [draw.slots[2 * index - 2] ?? null, draw.slots[2 * index - 1] ?? null]
        : [match(round - 1, 2 * index - 1).winner ?? null, match(round - 1, 2 * index).winner ?? null];
    const built = buildMatch(state, round, index, players, [seed(players[0]), seed(players[1])]);
    known.set(id, built);
    return built;
  };
  return match;
}

const roundsOf = (size: number): number => Math.log2(size);

export const bracket = perState((state: TpState): Bracket | undefined => {
  const draw = state.cup;
  if (!draw) return undefined;
  const match = resolver(state, draw);
  const rounds = Array.from({ length: roundsOf(draw.slots.length) }, (_, r) =>
    Array.from({ length: draw.slots.length / 2 ** (r + 1) }, (_, i) => match(r + 1, i + 1)),
  );
  const final = rounds[rounds.length - 1]?.[0];
  return {
    size: draw.slots.length,
    rounds,
    ...(final?.winner ? { champion: final.winner } : {}),
    placings: placings(rounds),
  };
});

/** One match, resolving only the matches that feed it; undefined where the bracket has none. */
export function cupMatch(state: TpState, round: number, index: number): CupMatch | undefined {
  const draw = state.cup;
  if (!draw || round < 1 || round > roundsOf(draw.slots.length)) return undefined;
  if (index < 1 || index > draw.slots.length / 2 ** round) return undefined;
  return resolver(state, draw)(round, index);
}

function buildMatch(
  state: TpState,
  round: number,
  index: number,
  players: Pair<ParticipantId | null>,
  seeds: Pair<number | null>,
): CupMatch {
  const id = makeMatchId(round, index);
  const base = {
    id,
    round,
    index,
    players,
    seeds,
    games: [],
    totals: { tp: ZERO_PAIR, won: ZERO_PAIR, stones: ZERO_PAIR },
    tiebreaks: [],
  };
  const [a, b] = players;
  if (a === null || b === null) {
    const only = a ?? b;
    // Round 1 nulls are byes (the top seeds get them); later a null is a winner still to come.
    if (round === 1 && only !== null) return { ...base, status: 'bye', winner: only, decidedBy: 'bye' };
    return { ...base, status: 'waiting' };
  }
  const pair: Pair<ParticipantId> = [a, b];
  const games: CupGame[] = Array.from({ length: state.config.cup.gamesPerMatch }, (_, g) => {
    const gameId = makeGameId({ kind: 'cup', round, match: index, game: g + 1 });
    const scored = scoredGame(state, gameId, true);
    return scored ? { id: gameId, scored } : { id: gameId };
  });
  const totals = totalsOf(games, pair);
  const played = { ...base, games, totals };
  const override = state.overrides.matchWinner.get(id);
  if (override && pair.includes(override.override.winner))
    return {
      ...played,
      status: 'decided',
      winner: override.override.winner,
      decidedBy: 'override',
      override,
    };
  const complete = games.every((g) => g.scored);
  const records = noShowRecords(state);
  const out = pair.filter((p) => losesByExclusion(records.get(p), id, complete));
  if (out.length === 1) {
    return {
      ...played,
      status: 'decided',
      winner: pair.find((p) => p !== out[0]) as ParticipantId,
      decidedBy: 'excluded',
    };
  }
  if (!complete || out.length === 2) return { ...played, status: 'open' };
  // TX-8: TP, then games won, then stones.
  for (const [key, by] of [
    ['tp', 'tp'],
    ['won', 'wins'],
    ['stones', 'stones'],
  ] as const) {
    const [x, y] = totals[key];
    if (x !== y) return { ...played, status: 'decided', winner: x > y ? a : b, decidedBy: by };
  }
  const tb = readTiebreaks(state, round, index, pair);
  return tb.winner
    ? { ...played, tiebreaks: tb.games, status: 'decided', winner: tb.winner, decidedBy: 'tie-break' }
    : { ...played, tiebreaks: tb.games, status: 'tie-break', nextTiebreak: tb.next };
}

/** TX-5: out in the match his limit was passed in, and in any unfinished match after. */
function losesByExclusion(record: NoShowRecord | undefined, match: string, complete: boolean): boolean {
  if (!record?.excluded) return false;
  const trigger = record.trigger ? parseGameId(record.trigger) : undefined;
  return !complete || (trigger !== undefined && matchOf(trigger) === match);
}

function totalsOf(games: readonly CupGame[], players: Pair<ParticipantId>): MatchTotals {
  const sum = (f: (s: ScoredGame, side: 0 | 1) => number): Pair<number> => [
    games.reduce((acc, g) => acc + (g.scored ? f(g.scored, 0) : 0), 0),
    games.reduce((acc, g) => acc + (g.scored ? f(g.scored, 1) : 0), 0),
  ];
  const aligned = (s: ScoredGame, side: 0 | 1) =>
    s.standing.players[0] === players[0] ? side : side === 0 ? 1 : 0;
  return {
    tp: sum((s, side) => s.tp[aligned(s, side)]),
    won: sum((s, side) => (s.breakdown.outcome[aligned(s, side)] === 2 ? 1 : 0)),
    stones: sum((s, side) => s.breakdown.stones[aligned(s, side)]),
  };
}

/** TX-8: tie-break games in order until someone wins one. */
function readTiebreaks(state: TpState, round: number, match: number, players: Pair<ParticipantId>) {
  const games: TiebreakGame[] = [];
  for (let n = 1; ; n++) {
    const id = makeGameId({ kind: 'tiebreak', round, match, n });
    const recorded = state.results.get(id);
    if (!recorded?.players.every((p) => players.includes(p))) return { games, next: id };
    const winner = decidingWinner(recorded.result, recorded.players);
    games.push({ id, players: recorded.players, result: recorded.result, ...(winner ? { winner } : {}) });
    if (winner) return { games, winner };
  }
}

/** Champion 1, runner-up 2, losing semi-finalists 3, quarter-finalists 5 … (places shared). */
function placings(
  rounds: readonly (readonly CupMatch[])[],
): { participantId: ParticipantId; place: number }[] {
  const out: { participantId: ParticipantId; place: number }[] = [];
  const last = rounds.length;
  const final = rounds[last - 1]?.[0];
  if (final?.winner) out.push({ participantId: final.winner, place: 1 });
  for (let r = last; r >= 1; r--) {
    const place = 2 ** (last - r) + 1;
    for (const m of rounds[r - 1] ?? []) {
      if (!m.winner || m.decidedBy === 'bye') continue;
      const loser = m.players.find((p) => p !== null && p !== m.winner);
      if (loser) out.push({ participantId: loser, place });
    }
  }
  return out;
}

/** The match a cup or tie-break game belongs to, if the bracket has it. */
export function matchById(b: Bracket, match: string): CupMatch | undefined {
  for (const round of b.rounds) for (const m of round) if (m.id === match) return m;
  return undefined;
}
