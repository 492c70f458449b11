/**
 * Instants of moments without a calendar library: reading an ISO-8601 moment with an offset as
 * milliseconds since the epoch, ordering moments, and writing an instant as a UTC moment. The
 * store and the command line start with these alone, so Luxon (moment.ts, for calendar and zone
 * arithmetic) loads only where it is used (issue 16). Nothing here reads the clock.
 */
import type { Moment } from './types.js';

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;
export const two = (s: string, i: number): number => digit(s, i) * 10 + digit(s, i + 1);

/** The moment `instantOf` read last and its instant: a log's neighbours often share a moment (an import's all do). */
let lastMoment: string | undefined;
let lastInstant = 0;

/**
 * Milliseconds since the epoch: the total order of moments. Folds call this for every event, so
 * the usual shapes (`2026-03-02T18:00:00+01:00`, `…Z`, with or without seconds and fractions)
 * are read directly; anything else goes through Date.parse. The last moment read is remembered.
 */
export function instantOf(m: Moment): number {
  if (m !== lastMoment) {
    lastInstant = readInstant(m);
    lastMoment = m;
  }
  return lastInstant;
}

function readInstant(m: string): number {
  const n = m.length;
  if (n < 17 || m.charCodeAt(10) !== 84 /* T */) return Date.parse(m);
  let i = 16;
  let seconds = 0;
  let millis = 0;
  if (m.charCodeAt(i) === 58 /* : */) {
    seconds = two(m, i + 1);
    i += 3;
    if (m.charCodeAt(i) === 46 /* . */) {
      let scale = 100;
      i += 1;
      while (i < n && m.charCodeAt(i) >= 48 && m.charCodeAt(i) <= 57) {
        millis += digit(m, i) * scale;
        scale /= 10;
        i += 1;
      }
      millis = Math.floor(millis);
    }
  }
  let offset = 0;
  const sign = m.charCodeAt(i);
  if (sign === 90 /* Z */ && i === n - 1) offset = 0;
  else if ((sign === 43 || sign === 45) && i === n - 6)
    offset = (sign === 45 ? -1 : 1) * (two(m, i + 1) * 60 + two(m, i + 4));
  else return Date.parse(m);
  const year = digit(m, 0) * 1000 + digit(m, 1) * 100 + two(m, 2);
  return Date.UTC(year, two(m, 5) - 1, two(m, 8), two(m, 11), two(m, 14), seconds, millis) - offset * 60_000;
}

export function compareMoments(a: Moment, b: Moment): number {
  return instantOf(a) - instantOf(b);
}

export const isBefore = (a: Moment, b: Moment): boolean => instantOf(a) < instantOf(b);
export const isAfter = (a: Moment, b: Moment): boolean => instantOf(a) > instantOf(b);

export function maxMoment(a: Moment, b: Moment): Moment {
  return instantOf(a) >= instantOf(b) ? a : b;
}

/**
 * The UTC moment of an instant (`2026-03-02T17:00:00Z`, milliseconds only when there are any),
 * written as Luxon writes it: years outside 0–9999 with a sign and six digits.
 */
export function utcMomentOf(ms: number): Moment {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) throw new RangeError(`cannot format ${ms} as a moment`);
  const iso = date.toISOString();
  return (iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso) as Moment;
}
