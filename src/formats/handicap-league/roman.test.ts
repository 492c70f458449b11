import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRoman, parseRoman } from './roman.js';

describe('Roman numerals of the modifier (HL-4)', () => {
  // Classical numerals, and thousands beyond 3999 as repeated M (modifiers have no limit, HL-7).
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [12, 'XII'],
    [14, 'XIV'],
    [40, 'XL'],
    [99, 'XCIX'],
    [444, 'CDXLIV'],
    [1994, 'MCMXCIV'],
    [3999, 'MMMCMXCIX'],
    [4000, 'MMMM'],
    [12_345, `${'M'.repeat(12)}CCCXLV`],
  ])('HL-4 %i is written %s and read back', (value, text) => {
    expect(makeRoman(value)).toBe(text);
    expect(parseRoman(text)).toBe(value);
  });

  it.each(['', 'IIII', 'VV', 'IC', 'XM', 'IL', 'VX', 'MCMC', 'ABC', '0', 'I I'])(
    'HL-4 "%s" is not a canonical numeral',
    (text) => {
      expect(parseRoman(text)).toBeUndefined();
    },
  );

  it('HL-4 lower case reads like upper case', () => {
    expect(parseRoman('xii')).toBe(12);
  });

  it.each([0, -1, 1.5, Number.NaN])('HL-4 %s has no numeral', (value) => {
    expect(() => makeRoman(value)).toThrow(RangeError);
  });

  it('HL-4 property: every positive integer round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (n) => {
        expect(parseRoman(makeRoman(n))).toBe(n);
      }),
    );
  });
});
