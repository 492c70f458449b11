import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowanceExcess,
  type DateRange,
  daysPerYear,
  deadline,
  deadlineInstant,
  deadlineMoment,
  mergeRanges,
  parseDateRange,
  parseIsoDate,
} from './deadline.js';
import { addDays, instantOf, moment } from './moment.js';

const start = moment('2026-03-02T18:00:00+01:00');
const range = (from: string, to: string): DateRange => ({ from, to });

describe('deadline (PYR-15)', () => {
  it('PYR-15 without vacations a 14-day deadline is the same wall-clock time 14 days later', () => {
    expect(deadlineMoment(deadline(start, 14))).toBe('2026-03-16T18:00:00+01:00');
  });

  it('PYR-15 a vacation inside the window extends the deadline by its days', () => {
    const d = deadline(start, 14, [range('2026-03-10', '2026-03-12')]);
    expect(d.extension).toBe(3);
    expect(deadlineMoment(d)).toBe('2026-03-19T18:00:00+01:00');
  });

  it('PYR-15 the day of the challenge counts when the vacation covers it', () => {
    expect(deadline(start, 14, [range('2026-02-25', '2026-03-04')]).extension).toBe(3);
  });

  it('PYR-15 a vacation covering the deadline day moves the deadline past its end', () => {
    const d = deadline(start, 14, [range('2026-03-16', '2026-03-20')]);
    expect(d.extension).toBe(5);
    expect(deadlineMoment(d)).toBe('2026-03-21T18:00:00+01:00');
  });

  it('PYR-15 a vacation the extension reaches extends it again', () => {
    // 3 days in the window push the deadline to 03-19, where the second vacation begins.
    const d = deadline(start, 14, [range('2026-03-05', '2026-03-07'), range('2026-03-19', '2026-03-22')]);
    expect(d.extension).toBe(7);
  });

  it('PYR-15 vacations after the deadline or before the start change nothing', () => {
    expect(
      deadline(start, 14, [range('2026-03-17', '2026-03-30'), range('2026-02-01', '2026-03-01')]).extension,
    ).toBe(0);
  });

  it('PYR-15 overlapping vacations of challenger and defender count each day once', () => {
    expect(
      deadline(start, 14, [range('2026-03-05', '2026-03-08'), range('2026-03-07', '2026-03-09')]).extension,
    ).toBe(5);
  });

  it('PYR-15 the instant agrees with the moment’s calendar arithmetic', () => {
    const d = deadline(moment('2026-10-20T23:30:00+02:00'), 4, [range('2026-10-22', '2026-10-23')]);
    expect(deadlineInstant(d)).toBe(instantOf(deadlineMoment(d)));
  });

  it('PYR-15 property: the extension equals the vacation days inside the extended window', () => {
    const day = fc.integer({ min: 0, max: 80 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, fc.integer({ min: 0, max: 15 })), { maxLength: 6 }),
        fc.integer({ min: 0, max: 30 }),
        (spans, days) => {
          const base = moment('2026-03-01T12:00:00+01:00');
          const ranges = spans.map(([from, length]) =>
            range(addDays(base, from).slice(0, 10), addDays(base, from + length).slice(0, 10)),
          );
          const d = deadline(base, days, ranges);
          const last = addDays(base, days + d.extension).slice(0, 10);
          let inside = 0;
          for (let k = 0; k <= days + d.extension; k++) {
            const date = addDays(base, k).slice(0, 10);
            if (ranges.some((r) => r.from <= date && date <= r.to)) inside += 1;
          }
          expect(d.extension).toBe(inside);
          expect(last >= base.slice(0, 10)).toBe(true);
          expect(deadline(base, days, [...ranges].reverse()).extension).toBe(d.extension);
        },
      ),
    );
  });
});

describe('dates and ranges', () => {
  it('PYR-15 vacation dates: parseIsoDate accepts real dates only', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
    expect(parseIsoDate('2026-02-29').ok).toBe(false);
    expect(parseIsoDate('2000-02-29').ok).toBe(true);
    expect(parseIsoDate('1900-02-29').ok).toBe(false);
    expect(parseIsoDate('2026-04-31').ok).toBe(false);
    expect(parseIsoDate('2026-13-01').ok).toBe(false);
    expect(parseIsoDate('2026-3-2').ok).toBe(false);
  });

  it('PYR-15 vacation ranges: parseDateRange refuses a range that ends before it begins', () => {
    expect(parseDateRange('2026-07-10', '2026-07-01')).toMatchObject({ ok: false });
    expect(parseDateRange('2026-07-01', '2026-07-01')).toMatchObject({ ok: true });
  });

  it('PYR-15 mergeRanges joins overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        range('2026-07-10', '2026-07-20'),
        range('2026-07-01', '2026-07-09'),
        range('2026-08-01', '2026-08-02'),
      ]),
    ).toEqual([range('2026-07-01', '2026-07-20'), range('2026-08-01', '2026-08-02')]);
  });
});

describe('yearly allowance (PYR-15)', () => {
  it('PYR-15 vacation days are counted per calendar year, split at new year', () => {
    const perYear = daysPerYear([range('2026-12-28', '2027-01-03'), range('2027-01-02', '2027-01-05')]);
    expect([...perYear]).toEqual([
      [2026, 4],
      [2027, 5],
    ]);
  });

  it('PYR-15 days beyond the 6 weeks a year are flagged as excess', () => {
    const ranges = [range('2026-06-01', '2026-07-05'), range('2026-08-01', '2026-08-10')];
    expect(allowanceExcess(ranges, 42)).toEqual([{ year: 2026, used: 45, allowance: 42, excess: 3 }]);
    expect(allowanceExcess(ranges.slice(0, 1), 42)).toEqual([]);
  });

  it('PYR-15 boundary: exactly 42 days is within the allowance, the 43rd day is the first excess', () => {
    // 1 June … 12 July 2026 is 42 days, 1 June … 13 July is 43.
    expect(allowanceExcess([range('2026-06-01', '2026-07-12')], 42)).toEqual([]);
    expect(allowanceExcess([range('2026-06-01', '2026-07-13')], 42)).toEqual([
      { year: 2026, used: 43, allowance: 42, excess: 1 },
    ]);
  });
});
