/**
 * `momentOfMailDate` (RFC 5322 §3.3) against Luxon's `DateTime.fromRFC2822`, which it replaces on
 * the ingest path: the dates mail programs write, the boundaries of each field, and random dates
 * and near-dates compared with Luxon.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { momentOfMailDate } from './mail-date.js';

const luxon = (text: string): string | undefined => {
  const cleaned = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const dt = DateTime.fromRFC2822(cleaned, { setZone: true });
  return dt.isValid ? (dt.toISO({ suppressMilliseconds: true }) ?? undefined) : undefined;
};

describe('momentOfMailDate', () => {
  it.each([
    // [date header, moment]: as mail programs write them
    ['Tue, 3 Mar 2026 10:15:02 +0100 (CET)', '2026-03-03T10:15:02+01:00'],
    ['Mon, 5 Jan 2026 08:00:00 +0100', '2026-01-05T08:00:00+01:00'],
    ['5 Jan 2026 08:00 -0000', '2026-01-05T08:00:00Z'],
    ['Sun, 01 Mar 2026 07:00:00 +0000', '2026-03-01T07:00:00Z'],
    ['Sun, 1 Mar 2026 07:00:00 GMT', '2026-03-01T07:00:00Z'],
    ['Sun, 1 Mar 2026 07:00:00 UT', '2026-03-01T07:00:00Z'],
    ['Sun, 1 Mar 2026 07:00:00 z', '2026-03-01T07:00:00Z'],
    ['Sun, 1 Mar 2026 07:00:00 EST', '2026-03-01T07:00:00-05:00'],
    ['Sun, 1 Mar 2026 07:00:00 PDT', '2026-03-01T07:00:00-07:00'],
    ['Sun, 1 Mar 2026 07:00:00 -0330', '2026-03-01T07:00:00-03:30'],
    ['Sun, 1 Mar 2026 07:00:00 -0030', '2026-03-01T07:00:00-00:30'],
    ['Sun,\r\n 1 Mar 2026\t07:00:00 (a comment) +0530', '2026-03-01T07:00:00+05:30'],
    ['1 Mar 26 07:00 +0100', '2026-03-01T07:00:00+01:00'],
    // two-digit years: 60 is the last of the 2000s, 61 the first of the 1900s
    ['1 Mar 60 07:00 +0100', '2060-03-01T07:00:00+01:00'],
    ['1 Mar 61 07:00 +0100', '1961-03-01T07:00:00+01:00'],
    // the boundaries of day, hour, minute and second
    ['29 Feb 2024 23:59:59 +0100', '2024-02-29T23:59:59+01:00'],
    ['29 Feb 2026 10:00 +0100', undefined],
    ['31 Apr 2026 10:00 +0100', undefined],
    ['0 Apr 2026 10:00 +0100', undefined],
    ['1 Apr 2026 24:00 +0100', undefined],
    ['1 Apr 2026 10:60 +0100', undefined],
    ['1 Apr 2026 10:00:60 +0100', undefined],
    // a weekday that is not the date's
    ['Mon, 1 Mar 2026 07:00:00 +0000', undefined],
    ['gestern', undefined],
    ['', undefined],
  ])('%j is %j', (text, moment) => {
    expect(momentOfMailDate(text)).toBe(moment);
  });

  it('reads every date as Luxon does (random dates, weekdays and zones, right and wrong)', () => {
    let seed = 24;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)] as T;
    const weekdays = ['', 'Mon, ', 'Tue, ', 'Wed, ', 'Thu, ', 'Fri, ', 'Sat, ', 'Sun, '];
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Mai',
    ];
    const zones = [
      '+0100',
      '-0000',
      '+0000',
      '-0930',
      '+1400',
      'GMT',
      'Z',
      'EDT',
      'CST',
      'MST',
      'PST',
      'CET',
    ];
    const two = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i < 5000; i++) {
      const year = pick([String(1990 + next(80)), two(next(100)), String(next(1000))]);
      const seconds = next(3) === 0 ? '' : `:${two(next(61))}`;
      const text = `${pick(weekdays)}${next(33)} ${pick(months)} ${year} ${two(next(25))}:${two(next(61))}${seconds} ${pick(zones)}`;
      expect(momentOfMailDate(text), text).toBe(luxon(text));
    }
  });
});
