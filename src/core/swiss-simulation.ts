/**
 * Random Swiss tournaments, replayable from a seed: players with ratings, rounds paired by New
 * Swiss and decided by an Elo-like coin. Property tests and benchmarks use them to exercise the
 * pairing engine on realistic histories; nothing here is a rule.
 */
import { createLot } from './lot.js';
import { pairNewSwiss, type SwissOptions, type SwissPlayer, type SwissRound } from './swiss.js';
import type { Refusal, Result } from './types.js';

export interface SimulatedPlayer {
  readonly id: string;
  readonly rating: number;
  wins: number;
  byes: number;
  readonly opponents: string[];
  lastOpponent?: string;
}

export interface SimulationOptions extends SwissOptions {
  readonly players: number;
  readonly rounds: number;
  readonly seed: string;
  /** Called with each round's input and outcome (for timing or checks). */
  readonly onRound?: (
    round: number,
    field: readonly SwissPlayer[],
    result: Result<SwissRound, Refusal>,
  ) => void;
  /** Pairs a round; defaults to New Swiss (lets a benchmark time exactly the pairing call). */
  readonly pair?: (field: readonly SwissPlayer[]) => Result<SwissRound, Refusal>;
}

/** Standing order: wins, then rating, then id. */
function standingOrder(players: readonly SimulatedPlayer[]): SimulatedPlayer[] {
  return [...players].sort((a, b) => b.wins - a.wins || b.rating - a.rating || (a.id < b.id ? -1 : 1));
}

export const swissFieldOf = (players: readonly SimulatedPlayer[]): SwissPlayer[] =>
  standingOrder(players).map((p) => ({
    id: p.id,
    score: p.wins,
    byes: p.byes,
    opponents: p.opponents,
    ...(p.lastOpponent === undefined ? {} : { lastOpponent: p.lastOpponent }),
  }));

/** Plays `rounds` rounds; stops early (returning the players so far) if a round cannot be paired. */
export function simulateSwiss(options: SimulationOptions): SimulatedPlayer[] {
  const lot = createLot(options.seed);
  const players: SimulatedPlayer[] = Array.from({ length: options.players }, (_, i) => ({
    id: `p${i + 1}`,
    rating: 1000 + lot.below(1200),
    wins: 0,
    byes: 0,
    opponents: [],
  }));
  const byId = new Map(players.map((p) => [p.id, p]));
  const pair = options.pair ?? ((field) => pairNewSwiss(field, options));
  for (let round = 1; round <= options.rounds; round++) {
    const field = swissFieldOf(players);
    const result = pair(field);
    options.onRound?.(round, field, result);
    if (!result.ok) return players;
    for (const p of players) delete p.lastOpponent;
    for (const pairing of result.value.pairings) {
      if (pairing.kind === 'bye') {
        const p = byId.get(pairing.player) as SimulatedPlayer;
        p.wins += 1;
        p.byes += 1;
        continue;
      }
      const a = byId.get(pairing.first) as SimulatedPlayer;
      const b = byId.get(pairing.second) as SimulatedPlayer;
      const expectA = 1 / (1 + 10 ** ((b.rating - a.rating) / 400));
      const coin = lot.next();
      if (coin < 0.01) {
        a.wins += 0.5;
        b.wins += 0.5;
      } else if (coin < 0.01 + 0.99 * expectA) a.wins += 1;
      else b.wins += 1;
      a.opponents.push(b.id);
      b.opponents.push(a.id);
      a.lastOpponent = b.id;
      b.lastOpponent = a.id;
    }
  }
  return players;
}
