import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandSizes, quantiles, splitBands } from './quantiles.js';

describe('quantiles (SD-7)', () => {
  it.each([
    // [n, k, sizes] — larger bands first
    [12, 4, [3, 3, 3, 3]],
    [14, 6, [3, 3, 2, 2, 2, 2]],
    [41, 6, [7, 7, 7, 7, 7, 6]],
    [10, 6, [2, 2, 2, 2, 1, 1]],
    [5, 6, [1, 1, 1, 1, 1, 0]],
  ])('SD-7 %i players in %i bands: %j', (n, k, sizes) => {
    expect(bandSizes(n, k)).toEqual(sizes);
  });

  it('SD-4 the top quartile is the short one for remainder 3', () => {
    expect(bandSizes(11, 4, 'smaller-first')).toEqual([2, 3, 3, 3]);
  });

  it('SD-7 bands are consecutive slices of the ranked list', () => {
    expect(quantiles(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(() => splitBands(['a'], [2])).toThrow(RangeError);
  });

  it('SD-7 property: sizes add up, differ by at most one, and are ordered as asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 12 }), (n, k) => {
        for (const order of ['larger-first', 'smaller-first'] as const) {
          const sizes = bandSizes(n, k, order);
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const sorted = [...sizes].sort((a, b) => (order === 'larger-first' ? b - a : a - b));
          expect(sizes).toEqual(sorted);
        }
      }),
    );
  });
});
