/**
 * Moments: ISO-8601 timestamps with an explicit offset. The engine orders events by their instant;
 * deadline arithmetic keeps the offset (or a named time zone) of the moment it starts from.
 * Nothing here reads the clock.
 */
import { DateTime, Duration } from 'luxon';
import { instantOf, two, utcMomentOf } from './instant.js';
import { err, type Moment, ok, type Result } from './types.js';

export { compareMoments, instantOf, isAfter, isBefore, maxMoment } from './instant.js';

const MOMENT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a moment of the pattern is plainly valid: a real calendar day, hours 0–23, minutes and
 * seconds 0–59, an offset within ±18:00. Luxon accepts all of these; checking them by hand keeps
 * the checks of a long log (every event has two moments) cheap. Anything else goes to Luxon.
 */
function plainlyValid(m: string): boolean {
  const year = two(m, 0) * 100 + two(m, 2);
  const month = two(m, 5);
  const day = two(m, 8);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (DAYS_IN_MONTH[month - 1] as number) + (leap ? 1 : 0)) return false;
  if (two(m, 11) > 23 || two(m, 14) > 59) return false;
  if (m.charCodeAt(16) === 58 /* : */ && two(m, 17) > 59) return false;
  if (m.endsWith('Z')) return true;
  const n = m.length;
  return two(m, n - 5) * 60 + two(m, n - 2) <= 18 * 60 && two(m, n - 2) <= 59;
}

/** Accepts only full date-times with an offset; a bare local time is ambiguous and refused. */
export function parseMoment(input: unknown): Result<Moment, string> {
  if (typeof input !== 'string') return err('a moment must be a string such as 2026-03-02T18:00:00+01:00');
  if (!MOMENT_PATTERN.test(input)) {
    return err(`"${input}" is not an ISO-8601 moment with an offset (e.g. 2026-03-02T18:00:00+01:00)`);
  }
  if (plainlyValid(input)) return ok(input as Moment);
  const dt = DateTime.fromISO(input, { setZone: true });
  if (!dt.isValid)
    return err(`"${input}" is not a valid date and time (${dt.invalidExplanation ?? dt.invalidReason})`);
  return ok(input as Moment);
}

export function isMoment(input: unknown): input is Moment {
  return parseMoment(input).ok;
}

/** Trusted conversion for literals in code and tests; throws on a malformed moment. */
export function moment(input: string): Moment {
  const parsed = parseMoment(input);
  if (!parsed.ok) throw new RangeError(parsed.error);
  return parsed.value;
}

const toMoment = (dt: DateTime): Moment => {
  const iso = dt.toISO({ suppressMilliseconds: true });
  if (iso === null) throw new RangeError(`cannot format ${dt.invalidExplanation ?? 'an invalid date'}`);
  return iso as Moment;
};

const fromMoment = (m: Moment): DateTime => DateTime.fromISO(m, { setZone: true });

/** Calendar arithmetic in the moment's own offset: `addDays(m, 14)` is the same wall-clock time 14 days later. */
export function addDays(m: Moment, days: number): Moment {
  return toMoment(fromMoment(m).plus({ days }));
}

/** Calendar arithmetic in the moment's own offset; months and years keep the day of the month where it exists. */
export function addDuration(
  m: Moment,
  duration: {
    years?: number;
    months?: number;
    days?: number;
    hours?: number;
    minutes?: number;
    seconds?: number;
  },
): Moment {
  return toMoment(fromMoment(m).plus(Duration.fromObject(duration)));
}

/** The moment at a wall-clock time (`17:00`) on the calendar date of `on` in a named zone (`Europe/Amsterdam`). */
export function atLocalTime(on: Moment, time: string, zone: string): Moment {
  const [hour, minute] = time.split(':').map(Number);
  const local = fromMoment(on).setZone(zone);
  if (!local.isValid) throw new RangeError(`unknown time zone "${zone}"`);
  return toMoment(local.set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 }));
}

/** The calendar date (`2026-03-02`) of a moment in a zone, or in its own offset. */
export function localDate(m: Moment, zone?: string): string {
  const dt = zone ? fromMoment(m).setZone(zone) : fromMoment(m);
  return dt.toISODate() ?? '';
}

/** A zone's offsets (minutes) at the start and the end of UTC days, keyed `zone day`. */
const DAY_OFFSETS = new Map<string, readonly [number, number]>();
const DAY = 86_400_000;

/**
 * `localDate(m, zone)` for folds that ask at every event: a zone changes its offset at most once
 * a day, so the offsets at a UTC day's start and end, remembered, give every other day's dates
 * without a calendar library.
 */
export function zoneDate(m: Moment, zone: string): string {
  const t = instantOf(m);
  const day = Math.floor(t / DAY);
  const key = `${zone} ${day}`;
  let offsets = DAY_OFFSETS.get(key);
  if (!offsets) {
    if (DAY_OFFSETS.size > 20_000) DAY_OFFSETS.clear();
    offsets = [
      DateTime.fromMillis(day * DAY, { zone }).offset,
      DateTime.fromMillis((day + 1) * DAY - 1, { zone }).offset,
    ];
    DAY_OFFSETS.set(key, offsets);
  }
  if (offsets[0] !== offsets[1] || Number.isNaN(offsets[0])) return localDate(m, zone);
  return new Date(t + offsets[0] * 60_000).toISOString().slice(0, 10);
}

/** Convenience for edges that hold a JS Date (the clock lives there, never in core). */
export function momentFromEpoch(ms: number, zone = 'UTC'): Moment {
  return zone === 'UTC' ? utcMomentOf(ms) : toMoment(DateTime.fromMillis(ms, { zone }));
}

export function isValidZone(zone: string): boolean {
  return DateTime.fromMillis(0).setZone(zone).isValid;
}
