/**
 * Deadlines that stand still during known vacations, and the yearly vacation allowance
 * (the pyramid's PYR-15; format-neutral, any format with deadlines may use it).
 *
 * A deadline is a number of days after a start moment. Vacations are ranges of calendar dates.
 * Every vacation date inside the window from the start's date to the deadline's date adds one
 * day, and the window grows with it, so a deadline that lands in a vacation moves past its end:
 * "14 days, not counting the days you were away". Dates are read in the start moment's own
 * offset (its first ten characters), so no time zone database is needed and the arithmetic is
 * exact: a moment with a fixed offset plus n days is exactly n × 24 hours later.
 */
import { addDays, instantOf } from './moment.js';
import { err, type Moment, ok, type Result } from './types.js';

/** A calendar date, `2026-03-02`. */
export type IsoDate = string;

/** A closed range of calendar dates: both ends belong to it. */
export interface DateRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

export interface Deadline {
  readonly start: Moment;
  /** The days the rule grants. */
  readonly days: number;
  /** Vacation days added (PYR-15). */
  readonly extension: number;
}

/** Milliseconds in a day: the step of every deadline here (moments carry fixed offsets). */
export const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a calendar date. */
const dayNumber = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function parseIsoDate(input: unknown): Result<IsoDate, string> {
  if (typeof input !== 'string' || !ISO_DATE.test(input)) {
    return err(`"${String(input)}" is not a calendar date such as 2026-03-02`);
  }
  const year = Number(input.slice(0, 4));
  const month = Number(input.slice(5, 7));
  const day = Number(input.slice(8, 10));
  const days = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
  if (days === undefined || day < 1 || day > days) return err(`${input} is not a valid date`);
  return ok(input);
}

export function parseDateRange(from: unknown, to: unknown): Result<DateRange, string> {
  const start = parseIsoDate(from);
  if (!start.ok) return start;
  const end = parseIsoDate(to);
  if (!end.ok) return end;
  if (end.value < start.value) return err(`the range ends (${end.value}) before it begins (${start.value})`);
  return ok({ from: start.value, to: end.value });
}

/** The calendar date of a moment in its own offset. */
export const dateOf = (m: Moment): IsoDate => m.slice(0, 10);

/** Number of dates in a range. */
const rangeDays = (r: DateRange): number => dayNumber(r.to) - dayNumber(r.from) + 1;

export const rangeCovers = (r: DateRange, date: IsoDate): boolean => r.from <= date && date <= r.to;

/** Sorted, disjoint ranges covering the same dates; touching ranges are joined. */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: DateRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && dayNumber(r.from) <= dayNumber(last.to) + 1) {
      if (r.to > last.to) out[out.length - 1] = { from: last.from, to: r.to };
    } else {
      out.push(r);
    }
  }
  return out;
}

/**
 * The deadline `days` days after `start`, extended by every vacation date in its window. The
 * window is the start's date through the deadline's date; once a vacation begins inside it, the
 * whole vacation is added, because the growing window then reaches its end. `startDate` is the
 * start's calendar date where the vacations are dated (a club's zone), if not the start's own.
 */
export function deadline(
  start: Moment,
  days: number,
  vacations: readonly DateRange[] = [],
  startDate: IsoDate = dateOf(start),
): Deadline {
  // Vacations over before the start cannot matter; old ones pile up over the years.
  const relevant = vacations.filter((r) => r.to >= startDate);
  if (relevant.length === 0) return { start, days, extension: 0 };
  const first = dayNumber(startDate);
  let extension = 0;
  for (const r of mergeRanges(relevant)) {
    const from = Math.max(dayNumber(r.from), first);
    const to = dayNumber(r.to);
    if (to < from) continue;
    if (from > first + days + extension) break;
    extension += to - from + 1;
  }
  return { start, days, extension };
}

const OFFSET = /(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The deadline as a moment in the start's offset. Equal to `addDays(start, days)`, computed
 * without a date library for the common whole-second moments, because folds ask for it often.
 */
export function deadlineMoment(d: Deadline): Moment {
  const total = d.days + d.extension;
  const offset = OFFSET.exec(d.start);
  if (
    !offset ||
    d.start.length !== 19 + (offset[0] as string).length ||
    offset[0] === '+00:00' ||
    offset[0] === '-00:00'
  ) {
    return addDays(d.start, total);
  }
  const sign = offset[2] === '-' ? -1 : 1;
  const shift = offset[1] === 'Z' ? 0 : sign * (Number(offset[3]) * 60 + Number(offset[4])) * 60_000;
  const local = new Date(instantOf(d.start) + total * DAY_MS + shift).toISOString().slice(0, 19);
  return `${local}${offset[0]}` as Moment;
}

/** Milliseconds since the epoch; equal to `instantOf(deadlineMoment(d))` for moments with an offset. */
export const deadlineInstant = (d: Deadline): number => instantOf(d.start) + (d.days + d.extension) * DAY_MS;

/** Vacation days per calendar year (overlapping announcements counted once). */
export function daysPerYear(ranges: readonly DateRange[]): ReadonlyMap<number, number> {
  const perYear = new Map<number, number>();
  for (const r of mergeRanges(ranges)) {
    let from = r.from;
    while (from <= r.to) {
      const year = Number(from.slice(0, 4));
      const yearEnd = `${year}-12-31`;
      const to = r.to < yearEnd ? r.to : yearEnd;
      perYear.set(year, (perYear.get(year) ?? 0) + rangeDays({ from, to }));
      from = `${year + 1}-01-01`;
    }
  }
  return perYear;
}

export interface AllowanceExcess {
  readonly year: number;
  readonly used: number;
  readonly allowance: number;
  readonly excess: number;
}

/** Years in which the vacation days exceed the yearly allowance. */
export function allowanceExcess(ranges: readonly DateRange[], allowance: number): AllowanceExcess[] {
  return [...daysPerYear(ranges)]
    .filter(([, used]) => used > allowance)
    .sort(([a], [b]) => a - b)
    .map(([year, used]) => ({ year, used, allowance, excess: used - allowance }));
}
