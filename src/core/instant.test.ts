/**
 * instant.ts reads and writes moments without Luxon (issue 16: the command line starts without
 * it). Luxon stays the reference: every reading and writing here must agree with it.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import { compareMoments, instantOf, maxMoment, utcMomentOf } from './instant.js';
import { moment } from './moment.js';

const luxonMillis = (m: string): number => DateTime.fromISO(m, { setZone: true }).toMillis();
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

describe('instantOf reads moments as Luxon does', () => {
  it('any offset to the minute, with or without seconds, with fractions of 1 to 9 digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 0, 1) }),
        fc.integer({ min: -18 * 60, max: 18 * 60 }),
        fc.constantFrom('min', 's', 'fraction'),
        fc.stringMatching(/^\d{1,9}$/),
        fc.boolean(),
        (ms, offsetMinutes, shape, fraction, zulu) => {
          const local = new Date(ms + offsetMinutes * 60_000).toISOString();
          const abs = Math.abs(offsetMinutes);
          const offset =
            zulu && offsetMinutes === 0
              ? 'Z'
              : `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
          const body =
            shape === 'min'
              ? local.slice(0, 16)
              : shape === 's'
                ? local.slice(0, 19)
                : `${local.slice(0, 19)}.${fraction}`;
          const m = moment(body + offset);
          expect(instantOf(m), m).toBe(luxonMillis(m));
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('moments around daylight saving changes, written by Luxon in named zones', () => {
    const zones = ['Europe/Amsterdam', 'America/New_York', 'Australia/Lord_Howe', 'America/St_Johns'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 2020, max: 2030 }),
        fc.constantFrom(2, 3, 4, 9, 10, 11),
        fc.integer({ min: 0, max: 31 * 24 * 60 - 1 }).map((minute) => minute * 60_000),
        fc.integer({ min: 0, max: 59_999 }),
        (zone, year, month, within, millis) => {
          const ms = Date.UTC(year, month, 1) + within + millis;
          const m = DateTime.fromMillis(ms, { zone }).toISO();
          expect(m).not.toBeNull();
          expect(instantOf(moment(m as string)), m as string).toBe(ms);
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('the same wall-clock time twice at the end of summer time is an hour apart; the spring gap is a second', () => {
    const first = moment('2026-10-25T02:30:00+02:00');
    const second = moment('2026-10-25T02:30:00+01:00');
    expect(compareMoments(second, first)).toBe(luxonMillis(second) - luxonMillis(first));
    expect(compareMoments(second, first)).toBe(3_600_000);
    expect(maxMoment(first, second)).toBe(second);
    const before = moment('2026-03-29T01:59:59+01:00');
    const after = moment('2026-03-29T03:00:00+02:00');
    expect(compareMoments(after, before)).toBe(luxonMillis(after) - luxonMillis(before));
    expect(compareMoments(after, before)).toBe(1000);
  });
});

describe('utcMomentOf writes instants as Luxon does', () => {
  const luxonUtc = (ms: number) =>
    DateTime.fromMillis(ms, { zone: 'UTC' }).toISO({ suppressMilliseconds: true });

  it('over the whole range of dates, expanded years included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(utcMomentOf(ms)).toBe(luxonUtc(ms));
      }),
      { numRuns: runs(3000) },
    );
  });

  it('whole seconds without milliseconds, and back to the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 0, 1) }), (ms) => {
        const whole = ms - (ms % 1000);
        expect(utcMomentOf(whole)).toBe(luxonUtc(whole));
        expect(utcMomentOf(whole)).toMatch(/:\d\dZ$/);
        expect(instantOf(utcMomentOf(ms))).toBe(ms);
      }),
      { numRuns: runs(1000) },
    );
  });

  it('refuses what is not an instant', () => {
    expect(() => utcMomentOf(Number.NaN)).toThrow(RangeError);
    expect(() => utcMomentOf(8.64e15 + 1)).toThrow(RangeError);
  });
});
