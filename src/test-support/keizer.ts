/**
 * A Keizer season for tests, on the one harness (given.ts): a rated field, the club's evenings
 * as moments, and the evening's routine (plan, pair, results), so that tests read like a club
 * evening: `s.do(at(1, '18:00'), { type: 'PairRound', round: 1 })`.
 */
import type { StoredEvent } from '../core/events.js';
import type { Participant } from '../core/participant.js';
import { localMoment } from '../formats/keizer/calendar.js';
import type { KeizerConfig } from '../formats/keizer/config.js';
import { keizer } from '../formats/keizer/index.js';
import type { KeizerState } from '../formats/keizer/state.js';
import { configOf, Scenario } from './given.js';

export const keizerConfig = (overrides: Record<string, unknown> = {}, preset = 'dsc'): KeizerConfig =>
  configOf(keizer, overrides, preset);

/** Players p1 … pn with ratings descending from 2000 in steps of 10. */
export function field(n: number, prefix = 'p'): Participant[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `Player ${i + 1}`,
    rating: 2000 - 10 * i,
  }));
}

/** The evening of round r: Thursdays from 2025-09-04, Amsterdam time. */
export function eveningDate(round: number): string {
  const d = new Date(Date.UTC(2025, 8, 4 + 7 * (round - 1)));
  return d.toISOString().slice(0, 10);
}

/** A wall-clock time on the evening of round r, in the club's zone (summer time included). */
export const at = (round: number, time = '20:00'): string =>
  localMoment(eveningDate(round), time, 'Europe/Amsterdam');

/** A Keizer season driven through the one harness, with the evening's routine in one call each. */
export class SeasonDriver extends Scenario<KeizerState> {
  constructor(
    participants: readonly Participant[],
    config: KeizerConfig = keizerConfig(),
    events: readonly StoredEvent[] = [],
  ) {
    super(keizer, { config, participants }, events);
  }

  /** Plans weekly evenings for rounds 1..n. */
  plan(rounds: number): this {
    this.do('2025-08-20T12:00:00+02:00', {
      type: 'PlanEvenings',
      evenings: Array.from({ length: rounds }, (_, i) => ({ round: i + 1, date: eveningDate(i + 1) })),
    });
    return this;
  }

  /** Pairs round r at 18:00 and returns its games. */
  pair(round: number): readonly { white: string; black: string }[] {
    this.do(at(round, '18:00'), { type: 'PairRound', round });
    return this.state().rounds.get(round)?.games ?? [];
  }

  result(round: number, white: string, black: string, result: string, time = '22:00'): void {
    this.do(at(round, time), { type: 'RecordResult', round, white, black, result });
  }
}
