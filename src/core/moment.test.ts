import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import {
  addDays,
  addDuration,
  atLocalTime,
  instantOf,
  localDate,
  moment,
  parseMoment,
  zoneDate,
} from './moment.js';

describe('moments', () => {
  it('accept only date-times with an offset', () => {
    expect(parseMoment('2026-03-02T18:00:00+01:00').ok).toBe(true);
    expect(parseMoment('2026-03-02T18:00Z').ok).toBe(true);
    expect(parseMoment('2026-03-02T18:00:00.250-05:30').ok).toBe(true);
    expect(parseMoment('2026-03-02T18:00:00')).toMatchObject({ ok: false });
    expect(parseMoment('2026-03-02')).toMatchObject({ ok: false });
    expect(parseMoment('2026-02-30T18:00:00+01:00')).toMatchObject({ ok: false });
    expect(parseMoment(42)).toMatchObject({ ok: false });
  });

  it('accepts exactly what Luxon accepts (the plain checks are a shortcut, not another rule)', () => {
    const d2 = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        d2,
        d2,
        d2,
        d2,
        fc.option(d2, { nil: undefined }),
        fc.oneof(
          fc.constant('Z'),
          fc.tuple(fc.constantFrom('+', '-'), d2, d2).map(([s, h, m]) => `${s}${h}:${m}`),
        ),
        (year, month, day, hour, minute, second, offset) => {
          const text = `${year}-${month}-${day}T${hour}:${minute}${second === undefined ? '' : `:${second}`}${offset}`;
          expect(parseMoment(text).ok, text).toBe(DateTime.fromISO(text, { setZone: true }).isValid);
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('instantOf agrees with Date.parse on every shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.integer({ min: -14 * 4, max: 14 * 4 }).map((q) => q * 15),
        fc.constantFrom('s', 'ms', 'min'),
        (ms, offsetMinutes, shape) => {
          const local = new Date(ms + offsetMinutes * 60_000).toISOString();
          const sign = offsetMinutes < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          const offset =
            offsetMinutes === 0 && shape === 's'
              ? 'Z'
              : `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          const body =
            shape === 'ms' ? local.slice(0, 23) : shape === 's' ? local.slice(0, 19) : local.slice(0, 16);
          const m = moment(body + offset);
          expect(instantOf(m)).toBe(Date.parse(m));
        },
      ),
    );
  });

  it('day arithmetic keeps the wall-clock time and offset', () => {
    expect(addDays(moment('2026-03-02T18:00:00+01:00'), 14)).toBe('2026-03-16T18:00:00+01:00');
  });

  it('a local time in a named zone follows daylight saving time (KZ-11 17:00 deadline)', () => {
    expect(atLocalTime(moment('2026-03-02T10:00:00Z'), '17:00', 'Europe/Amsterdam')).toBe(
      '2026-03-02T17:00:00+01:00',
    );
    expect(atLocalTime(moment('2026-06-02T10:00:00Z'), '17:00', 'Europe/Amsterdam')).toBe(
      '2026-06-02T17:00:00+02:00',
    );
  });
});

describe('addDuration', () => {
  it('PYR-9, PYR-10 adds calendar months in the moment’s own offset, clamping to the month’s last day', () => {
    expect(addDuration(moment('2026-01-31T10:00:00+01:00'), { months: 1 })).toBe('2026-02-28T10:00:00+01:00');
    expect(addDuration(moment('2026-03-02T18:00:00+01:00'), { months: 12 })).toBe(
      '2027-03-02T18:00:00+01:00',
    );
  });

  it('PYR-9 adds years: 29 February becomes 28 February in a common year', () => {
    expect(addDuration(moment('2024-02-29T09:30:00Z'), { years: 1 })).toBe('2025-02-28T09:30:00Z');
  });
});

describe('zoneDate', () => {
  it('PYR-15 gives the same calendar date as localDate, also in the hours around a change of offset', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    // Every 10 minutes of the two days around the changes of 2026 in Berlin, and random instants.
    const around = ['2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z'].flatMap((start) =>
      Array.from({ length: 288 }, (_, i) => new Date(Date.parse(start) + i * 600_000).toISOString()),
    );
    for (const zone of zones)
      for (const m of around)
        expect(zoneDate(moment(m), zone), `${m} ${zone}`).toBe(localDate(moment(m), zone));
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2060-01-01') }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const m = moment(new Date(ms).toISOString());
          expect(zoneDate(m, zone)).toBe(localDate(m, zone));
        },
      ),
      { numRuns: runs(500) },
    );
  });
});
