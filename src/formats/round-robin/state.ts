/**
 * The round robin's state: the draw (pairing numbers and the Berger schedule they give) and the
 * results in a persistent list, newest first, so that a fold never copies them.
 */

import type { Setup } from '../../core/format.js';
import { findInList, type List } from '../../core/list.js';
import type { RecordedGame } from '../../core/results.js';
import { roundRobinSchedule, type ScheduledGame } from '../../core/round-robin.js';
import { type Moment, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import type { RoundRobinConfig } from './config.js';
import type { GameResult } from './events.js';

export type RecordedResult = RecordedGame<GameResult>;

/** What stays fixed once the pairing numbers are known: the schedule and its lookup. */
export interface RoundRobinDraw {
  readonly config: RoundRobinConfig;
  /** Pairing numbers: order[0] has number 1. */
  readonly order: readonly ParticipantId[];
  readonly seed?: string;
  /** Rounds (1-based round i at index i-1) of games by pairing number. */
  readonly schedule: readonly (readonly ScheduledGame[])[];
  /** Pairing number of each participant (1-based, the inverse of `order`). */
  readonly numbers: ReadonlyMap<ParticipantId, number>;
  /**
   * The 1-based rounds of every scheduled game, by white's and black's pairing numbers: the game
   * w–b has its rounds at `((w - 1) * n + (b - 1)) * cycles + c` for c < cycles (0: no more rounds).
   * A flat array, so that checking a result costs two lookups, not a search.
   */
  readonly rounds: Int32Array;
}

export interface RoundRobinState {
  readonly draw: RoundRobinDraw;
  /** Every result recorded, newest first (a correction stands before what it corrects). */
  readonly results: List<RecordedResult> | null;
  readonly resultCount: number;
  /** When each round's first result came in (by round): its moment where it has no date. */
  readonly begun?: ReadonlyMap<number, Moment>;
  /** The rounds' dates as the director set them (by round). */
  readonly dates?: ReadonlyMap<number, Moment>;
}

/** When a round is played: its date, else the moment its first result came in. */
export const roundMoment = (state: RoundRobinState, round: number): Moment | undefined =>
  state.dates?.get(round) ?? state.begun?.get(round);

export function makeDraw(
  config: RoundRobinConfig,
  order: readonly ParticipantId[],
  seed?: string,
): RoundRobinDraw {
  const n = order.length;
  const { cycles } = config;
  const schedule = roundRobinSchedule(n, cycles);
  const numbers = new Map(order.map((id, i) => [id, i + 1]));
  const rounds = new Int32Array(n * n * cycles);
  for (const round of schedule) {
    for (const g of round) {
      if (g.black === null) continue;
      let slot = ((g.white - 1) * n + (g.black - 1)) * cycles;
      while (rounds[slot] !== 0) slot++;
      rounds[slot] = g.round + 1;
    }
  }
  return { config, order, schedule, numbers, rounds, ...(seed !== undefined ? { seed } : {}) };
}

export function initialState(setup: Setup<RoundRobinConfig>): RoundRobinState {
  return {
    draw: makeDraw(
      setup.config,
      setup.participants.map((p) => p.id),
    ),
    results: null,
    resultCount: 0,
  };
}

/** Whether play has begun: then nobody joins and the numbers stay. */
export const hasStarted = (state: RoundRobinState): boolean => state.resultCount > 0;

export function isScheduled(
  state: RoundRobinState,
  round: number,
  white: ParticipantId,
  black: ParticipantId,
): boolean {
  const { numbers, rounds, order, config } = state.draw;
  const w = numbers.get(white);
  const b = numbers.get(black);
  if (w === undefined || b === undefined) return false;
  const first = ((w - 1) * order.length + (b - 1)) * config.cycles;
  for (let c = 0; c < config.cycles; c++) {
    const r = rounds[first + c] as number;
    if (r === round) return true;
    if (r === 0) return false;
  }
  return false;
}

/** The result currently standing for a game, if any (the latest in fold order). */
export const findResult = (
  state: RoundRobinState,
  round: number,
  white: ParticipantId,
  black: ParticipantId,
): RecordedResult | undefined =>
  findInList(state.results, (r) => r.round === round && r.white === white && r.black === black);

/** Nobody joins once the numbers are drawn or play has begun. */
export const canRegister = (state: RoundRobinState): Refusal | undefined =>
  hasStarted(state) || state.draw.seed !== undefined
    ? refusal('ERR_STARTED', 'the round robin has begun; nobody can join any more')
    : undefined;
