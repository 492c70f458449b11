import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeRange,
  formatPlace,
  isPlace,
  levelCount,
  levelOfSlot,
  levelStart,
  mayChallengeLevel,
  placeOfSlot,
  reach,
  slotOf,
} from './formula.js';

const rangeText = (level: number): string => {
  const r = challengeRange(level);
  if (!r) return '-';
  const levels: number[] = [];
  for (let l = r.from; l <= r.to; l++) levels.push(l);
  return levels.join('-');
};

describe('the challenge formula (PYR-3)', () => {
  // The seed's table "Die Herausforderungsmöglichkeiten", literally (Ebene → darf herausfordern).
  it.each([
    [2, '1'],
    [3, '2'],
    [4, '3'],
    [5, '3-4'],
    [6, '4-5'],
    [7, '4-5-6'],
    [8, '5-6-7'],
    [9, '6-7-8'],
    [10, '6-7-8-9'],
    [11, '7-8-9-10'],
    [12, '8-9-10-11'],
  ])('PYR-3 the seed table: level %i may challenge %s', (level, levels) => {
    expect(rangeText(level)).toBe(levels);
  });

  // rules/pyramid.md: the formula extends the table to any depth.
  it.each([
    [13, '8-9-10-11-12'],
    [14, '9-10-11-12-13'],
    [15, '9-10-11-12-13-14'],
    [16, '10-11-12-13-14-15'],
  ])('PYR-3 the extension: level %i may challenge %s', (level, levels) => {
    expect(rangeText(level)).toBe(levels);
  });

  it('PYR-3 the pharaoh challenges nobody and may be challenged from level 2 only', () => {
    expect(challengeRange(1)).toBeUndefined();
    expect(mayChallengeLevel(2, 1)).toBe(true);
    expect(mayChallengeLevel(3, 1)).toBe(false);
  });

  it('PYR-3 same-level and downward challenges are never allowed', () => {
    for (let l = 1; l <= 40; l++) {
      expect(mayChallengeLevel(l, l)).toBe(false);
      expect(mayChallengeLevel(l, l + 1)).toBe(false);
    }
  });

  it('PYR-3 reach(L) is the smallest M < L with L ≤ M + reach(M), for any depth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3000 }), (level) => {
        const r = reach(level);
        expect(r).toBeLessThan(level);
        expect(level).toBeLessThanOrEqual(r + reach(r));
        // No smaller M reaches L: the first that would is reported (one expectation, not one per M).
        let earlier: number | undefined;
        for (let m = 1; m < r && earlier === undefined; m++) if (level <= m + reach(m)) earlier = m;
        expect(earlier).toBeUndefined();
      }),
    );
  });

  it('PYR-3 the allowed levels are exactly reach(L) … L − 1 (the formula read level by level)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 400 }), (level) => {
        const allowed: number[] = [];
        for (let d = 1; d < level; d++) if (level <= d + reach(d)) allowed.push(d);
        const r = challengeRange(level);
        expect(allowed[0]).toBe(r?.from);
        expect(allowed.at(-1)).toBe(r?.to);
        expect(allowed.length).toBe((r?.to ?? 0) - (r?.from ?? 0) + 1);
        for (const d of allowed) expect(mayChallengeLevel(level, d)).toBe(true);
      }),
    );
  });
});

describe('levels and places (PYR-1)', () => {
  it('PYR-1 level L has L places, numbered left to right', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9, 10].map((s) => formatPlace(placeOfSlot(s)))).toEqual([
      '(1,1)',
      '(2,1)',
      '(2,2)',
      '(3,1)',
      '(3,2)',
      '(3,3)',
      '(4,1)',
      '(4,4)',
      '(5,1)',
    ]);
    expect(levelStart(5)).toBe(10);
    expect(levelCount(10)).toBe(4);
    expect(levelCount(11)).toBe(5);
  });

  it('PYR-1 slotOf and placeOfSlot are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (slot) => {
        const place = placeOfSlot(slot);
        expect(isPlace(place)).toBe(true);
        expect(slotOf(place)).toBe(slot);
        expect(levelOfSlot(slot)).toBe(place.level);
      }),
    );
  });

  it('PYR-1 a place beyond its level is no place', () => {
    expect(isPlace({ level: 3, index: 4 })).toBe(false);
    expect(isPlace({ level: 3, index: 0 })).toBe(false);
  });
});
