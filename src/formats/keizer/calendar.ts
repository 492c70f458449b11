/**
 * The club's clock (KZ-11, KZ-12): the notice deadline and the pairing publication on each
 * evening, as moments in the club's time zone, so that summer time never moves a deadline.
 */
import { DateTime } from 'luxon';
import { isAfter } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { KeizerState } from './state.js';

/** The moment of a wall-clock time on a date in a zone. */
export function localMoment(date: string, time: string, zone: string): Moment {
  const [hour, minute] = time.split(':').map(Number);
  const dt = DateTime.fromISO(date, { zone }).set({ hour: hour ?? 0, minute: minute ?? 0 });
  return dt.toISO({ suppressMilliseconds: true }) as Moment;
}

/** KZ-11: notices until this moment count as with notice. Undefined while the evening is unplanned. */
export function noticeDeadline(state: KeizerState, round: number): Moment | undefined {
  const date = state.evenings.get(round);
  const c = state.config.calendar;
  return date === undefined ? undefined : localMoment(date, c.noticeDeadline, c.timeZone);
}

/** KZ-12: when the evening's pairing becomes public. */
export function publicationMoment(state: KeizerState, round: number): Moment | undefined {
  const date = state.evenings.get(round);
  const c = state.config.calendar;
  return date === undefined ? undefined : localMoment(date, c.publication, c.timeZone);
}

/** KZ-11: a notice at `at` for `round` comes too late. */
export function isLateNotice(state: KeizerState, round: number, at: Moment): boolean {
  const deadline = noticeDeadline(state, round);
  return deadline !== undefined && isAfter(at, deadline);
}

/** The calendar day after a date (YYYY-MM-DD). */
export const dayAfter = (date: string): string =>
  DateTime.fromISO(date).plus({ days: 1 }).toISODate() as string;

/**
 * KZ-8: a club team match earns 2/3 when played "on the club evening or the day after" (the
 * seed). The dates it may fall on, and the moment that window closes; undefined while unplanned.
 */
export function teamMatchWindow(
  state: KeizerState,
  round: number,
): { dates: string[]; closes: Moment } | undefined {
  const date = state.evenings.get(round);
  if (date === undefined) return undefined;
  return {
    dates: [date, dayAfter(date)],
    closes: localMoment(dayAfter(dayAfter(date)), '00:00', state.config.calendar.timeZone),
  };
}
