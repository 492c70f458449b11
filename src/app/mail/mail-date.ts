/**
 * The moment of a mail's date (RFC 5322 §3.3, `Tue, 3 Mar 2026 10:15:02 +0100 (CET)`), read
 * without a calendar library: `arbiter mail ingest` reads the `Date` header of every mail, and
 * Luxon's reading of it asked ICU for the system's locale and ran Luxon's parser in each process
 * (docs/mail.md). It reads what Luxon's `DateTime.fromRFC2822` reads and gives the same
 * moment (`mail-date.test.ts` compares the two), except that `UT` is read as +00:00 as RFC 5322
 * says (Luxon has no offset for it).
 */
import type { Moment } from '../../core/types.js';

const DATE =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s)?(\d{1,2})\s(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s(\d{2,4})\s(\d\d):(\d\d)(?::(\d\d))?\s(?:(UT|GMT|[ECMP][SD]T)|([Zz])|(?:([+-])(\d\d)(\d\d)))$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The obsolete zone names of RFC 5322 §4.3, in minutes east of UTC. */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  GMT: 0,
  EDT: -4 * 60,
  EST: -5 * 60,
  CDT: -5 * 60,
  CST: -6 * 60,
  MDT: -6 * 60,
  MST: -7 * 60,
  PDT: -7 * 60,
  PST: -8 * 60,
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `+01:00` for 60 minutes east of UTC, `Z` for none. */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The moment of an RFC 5322 date, keeping its offset; undefined for anything else. */
export function momentOfMailDate(text: string): Moment | undefined {
  const cleaned = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = DATE.exec(cleaned);
  if (!m) return undefined;
  const [, weekday, dayText, monthText, yearText, hourText, minuteText, secondText, zone, military, sign] = m;
  const number = (i: number) => Number(m[i]);
  const year = (yearText as string).length === 2 ? untruncated(number(4)) : number(4);
  const month = MONTHS.indexOf(monthText as string) + 1;
  const [day, hour, minute] = [Number(dayText), Number(hourText), Number(minuteText)];
  const second = secondText === undefined ? 0 : Number(secondText);
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  const valid =
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    (weekday === undefined || WEEKDAYS[calendar.getUTCDay()] === weekday);
  if (!valid) return undefined;
  const offset =
    zone !== undefined
      ? (ZONES[zone] as number)
      : military !== undefined
        ? 0
        : (sign === '-' ? -1 : 1) * (number(11) * 60 + number(12));
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${offsetText(offset)}` as Moment;
}

/** A two-digit year: 61–99 in the 1900s, 00–60 in the 2000s (as Luxon reads them). */
const untruncated = (year: number): number => (year > 60 ? 1900 + year : 2000 + year);
