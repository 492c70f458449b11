/**
 * The clock lives at the edge: the app asks it for "now" and passes moments into the pure core.
 * Tests use a fixed or manual clock.
 */
import { momentFromEpoch } from '../core/moment.js';
import type { Moment } from '../core/types.js';

export interface Clock {
  now(): Moment;
}

export const systemClock = (zone = 'UTC'): Clock => ({ now: () => momentFromEpoch(Date.now(), zone) });

export function fixedClock(at: Moment): Clock & { set(at: Moment): void } {
  let current = at;
  return {
    now: () => current,
    set(next: Moment) {
      current = next;
    },
  };
}
