/**
 * The limb store against bigint arithmetic: sums of four values of up to a few hundred bits,
 * of either sign, their sign (`sign`, and `sign3` of three) and their stored value, halving, and values kept through a widening.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import { LimbSlots, ZERO } from './limbs.js';

const wide = fc.oneof(
  fc.bigInt({ min: -(1n << 300n), max: 1n << 300n }),
  fc.bigInt({ min: -(1n << 60n), max: 1n << 60n }),
  fc.constantFrom(0n, 1n, -1n, (1n << 50n) - 1n, 1n << 50n, -(1n << 50n), (1n << 100n) - 1n),
);

describe('LimbSlots', () => {
  it('adds, compares and halves as bigints do', () => {
    fc.assert(
      fc.property(fc.tuple(wide, wide, wide, wide), ([a, b, c, d]) => {
        const num = new LimbSlots(6);
        for (const [i, x] of [a, b, c, d].entries()) num.set(i + 1, x);
        const sum = a + b - c - d;
        expect(num.sign(1, 2, 3, 4)).toBe(sum > 0n ? 1 : sum < 0n ? -1 : 0);
        const three = a + b - c;
        expect(num.sign3(1, 2, 3)).toBe(three > 0n ? 1 : three < 0n ? -1 : 0);
        num.store(5, 1, 2, 3, 4);
        expect(num.get(5)).toBe(sum);
        expect(num.isZero(5)).toBe(sum === 0n);
        expect(num.isOdd(5)).toBe((sum & 1n) === 1n);
        num.halve(5);
        expect(num.get(5)).toBe(sum >> 1n);
        num.store(1, 1, 1, ZERO, ZERO);
        expect(num.get(1)).toBe(2n * a);
      }),
      { numRuns: runs(1000), seed: 28 },
    );
  });

  it('refuses a sum that would outgrow the top limb rather than lose bits', () => {
    const num = new LimbSlots(2);
    num.set(1, 1n << 75n);
    expect(() => {
      for (let i = 0; i < 30; i++) num.store(1, 1, 1, ZERO, ZERO);
    }).toThrow(RangeError);
  });

  it('keeps every value when a wider one widens the slots, and when it grows', () => {
    const num = new LimbSlots(3);
    num.set(1, -12345678901234567890n);
    num.store(2, ZERO, ZERO, 1, ZERO);
    num.grow(5);
    num.set(4, 1n << 500n);
    expect(num.get(1)).toBe(-12345678901234567890n);
    expect(num.get(2)).toBe(12345678901234567890n);
    expect(num.get(4)).toBe(1n << 500n);
    expect(num.get(3)).toBe(0n);
  });
});
