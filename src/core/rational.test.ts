/**
 * Exact points: every operation written out with its exact result, and every way a result or an
 * intermediate product could leave the exact range (2^53) throwing instead of rounding. The values
 * are worked by hand (fractions in lowest terms, denominators positive).
 */
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  equals,
  formatHalves,
  formatRational,
  makeRational,
  max,
  min,
  mul,
  mulInt,
  neg,
  parseInputRational,
  parseRational,
  type Rational,
  rational,
  sub,
  sum,
  withinInputLimit,
  ZERO,
} from './rational.js';

const r = (n: number, d = 1): Rational => rational(n, d);
const text = (a: Rational): string => makeRational(a);

describe('rationals in lowest terms', () => {
  it.each([
    [6, -4, '-3/2'],
    [0, -5, '0'],
    [-10, -4, '5/2'],
    [12, 4, '3'],
    [7, 1, '7'],
  ])('rational(%i, %i) is %s', (n, d, expected) => {
    expect(text(rational(n, d))).toBe(expected);
  });

  it('zero has no sign and denominator 1', () => {
    expect(rational(0, -5)).toEqual({ n: 0, d: 1 });
    expect(Object.is(rational(-0, 3).n, -0)).toBe(false);
  });

  it('refuses what is not a fraction of integers', () => {
    expect(() => rational(1, 0)).toThrow('denominator 0');
    expect(() => rational(0.5, 1)).toThrow(RangeError);
    expect(() => rational(2 ** 53, 1)).toThrow('exact range');
  });
});

describe('arithmetic, exactly', () => {
  it.each([
    ['1/2 + 1/3', '5/6', add(r(1, 2), r(1, 3))],
    ['1/6 + 1/10 (over 30, not 60)', '4/15', add(r(1, 6), r(1, 10))],
    ['50/3 + 100/3', '50', add(r(50, 3), r(100, 3))],
    ['1/3 − 1/2', '-1/6', sub(r(1, 3), r(1, 2))],
    ['−(2/3)', '-2/3', neg(r(2, 3))],
    ['2/3 × 9/4', '3/2', mul(r(2, 3), r(9, 4))],
    ['3/4 ÷ 3/8', '2', div(r(3, 4), r(3, 8))],
    ['−1/2 ÷ 1/4', '-2', div(r(-1, 2), r(1, 4))],
    ['5/6 × 3', '5/2', mulInt(r(5, 6), 3)],
    ['1/2 + 1/3 + 1/6', '1', sum([r(1, 2), r(1, 3), r(1, 6)])],
    ['nothing', '0', sum([])],
  ])('%s = %s', (_, expected, value) => {
    expect(text(value)).toBe(expected);
  });

  it('3000 thirds sum to exactly 1000 (a Keizer season of thirds)', () => {
    expect(text(sum(Array.from({ length: 3000 }, () => r(1, 3))))).toBe('1000');
  });

  it('compares, including equal values written differently', () => {
    expect(compare(r(2, 3), r(3, 5))).toBe(1);
    expect(compare(r(3, 5), r(2, 3))).toBe(-1);
    expect(compare(r(1, 3), rational(2, 6))).toBe(0);
    expect(compare(r(-1, 2), ZERO)).toBe(-1);
    expect(equals(r(1, 3), rational(2, 6))).toBe(true);
    expect(text(min(r(1, 3), r(1, 4)))).toBe('1/4');
    expect(text(max(r(1, 3), r(1, 4)))).toBe('1/3');
  });

  it('a product too large on its way is cancelled crosswise first: 2^30/q × q/2^29 = 2', () => {
    const q = 1073741827; // odd, about 2^30: both plain products would be near 2^60
    expect(text(mul(r(2 ** 30, q), r(q, 2 ** 29)))).toBe('2');
    expect(text(mulInt(r(2 ** 52, 3), 3))).toBe(String(2 ** 52));
  });
});

describe('leaving the exact range throws, never rounds', () => {
  // 4503599627370497/3 − 3002399751580331/2 is exactly 1/6, but the cross products
  // 9007199254740994 and 9007199254740993 are beyond 2^53: as floats the second becomes
  // 9007199254740992, and a sum checked only at the end would return 2/6 = 1/3.
  const a = r(4503599627370497, 3);
  const b = r(3002399751580331, 2);

  it('a sum whose cross product leaves the range', () => {
    expect(() => add(a, neg(b))).toThrow(RangeError);
    expect(() => sub(a, b)).toThrow(RangeError);
  });

  it('a comparison whose cross product leaves the range', () => {
    expect(() => compare(a, b)).toThrow(RangeError);
  });

  it('a sum of like fractions that leaves the range', () => {
    expect(() => add(r(Number.MAX_SAFE_INTEGER), r(1))).toThrow(RangeError);
  });

  it.each([
    ['a product', () => mul(r(2 ** 27), r(2 ** 27))],
    ['a product of denominators', () => mul(r(1, 2 ** 27), r(1, 2 ** 27))],
    ['a quotient', () => div(r(2 ** 27), r(1, 2 ** 27))],
    ['a multiple', () => mulInt(r(2 ** 52), 4)],
    ['a display scaled to its decimals', () => formatRational(r(2 ** 50, 3), 4)],
  ])('%s', (_, operation) => {
    expect(operation).toThrow(RangeError);
  });

  it('division by zero', () => {
    expect(() => div(r(1), ZERO)).toThrow('division by zero');
  });
});

describe('text', () => {
  it.each([
    ['3', '3'],
    ['-1.5', '-3/2'],
    ['1/3', '1/3'],
    ['2 1/2', '5/2'],
    ['-2 1/2', '-5/2'],
    ['½', '1/2'],
    ['0.25', '1/4'],
  ])('parses %s as %s, and makes it back', (input, exact) => {
    const value = parseRational(input) as Rational;
    expect(text(value)).toBe(exact);
    expect(parseRational(text(value))).toEqual(value);
  });

  it('reads nothing else', () => {
    expect(parseRational('1/0')).toBeUndefined();
    expect(parseRational('one')).toBeUndefined();
  });

  // Issue 26: text beyond the exact range is no number (it used to throw a RangeError, a 500).
  it.each(['9007199254740993', '-9007199254740993', '1.00000000000000000001', '1/99999999999999999999'])(
    'reads %s, beyond the exact range, as nothing',
    (input) => expect(parseRational(input)).toBeUndefined(),
  );

  it.each([
    ['1000000', true],
    ['-1000000', true],
    ['1000000.0001', false],
    ['0.0001', true],
    ['0.00001', false],
    ['1/10000', true],
    ['1/10001', false],
    ['9007199254740991', false],
  ])('entered %s is within the input limit: %s', (input, within) => {
    expect(parseInputRational(input) !== undefined).toBe(within);
    expect(withinInputLimit(parseRational(input) as Rational)).toBe(within);
  });

  it.each([
    [r(71, 2), 2, false, '35.50'],
    [r(1, 3), 2, false, '0.33'],
    [r(2, 3), 2, false, '0.67'],
    [r(1, 8), 2, false, '0.13'],
    [r(-1, 8), 2, false, '-0.13'],
    [r(-1, 1000), 2, false, '0.00'],
    [r(5, 2), 0, false, '3'],
    [r(71, 2), 2, true, '35.5'],
    [r(3), 2, true, '3'],
  ])('formatRational(%o, %i, trim %s) is %s (half away from zero)', (value, decimals, trim, expected) => {
    expect(formatRational(value, decimals, trim)).toBe(expected);
  });
});

describe('half points, one way everywhere', () => {
  it.each([
    [0, '0'],
    [1, '½'],
    [2, '1'],
    [3, '1½'],
    [31, '15½'],
    [-1, '−½'],
    [-3, '−1½'],
    [-4, '−2'],
  ])('SD-2, TX-7 %i halves read "%s"', (halves, expected) => {
    expect(formatHalves(halves)).toBe(expected);
  });

  it('counts only whole halves', () => {
    expect(() => formatHalves(1.5)).toThrow(RangeError);
  });
});
