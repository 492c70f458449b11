import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRankAttributes,
  leagueRankOf,
  makeRank,
  notationOf,
  parseRank,
  parseRealRank,
  type RankNotation,
  rankAtStep,
  realRankOf,
  stepOf,
} from './rank.js';

describe('HL-1 the kyu/dan scale as steps', () => {
  // HL-1: d dan → d, k kyu → 1 − k.
  it.each([
    ['dan', 3, 3],
    ['dan', 1, 1],
    ['kyu', 1, 0],
    ['kyu', 2, -1],
    ['kyu', 15, -14],
  ] as const)('HL-1 %s %i is step %i', (kind, n, step) => {
    expect(stepOf({ kind, n })).toBe(step);
    expect(rankAtStep(step)).toEqual({ kind, n });
  });

  it('HL-1 a rank difference is the difference of steps: 1 dan to 2 kyu is two steps', () => {
    expect(stepOf({ kind: 'dan', n: 1 }) - stepOf({ kind: 'kyu', n: 2 })).toBe(2);
  });

  it('HL-1 property: rankAtStep inverts stepOf', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), (step) => {
        expect(stepOf(rankAtStep(step))).toBe(step);
      }),
    );
  });
});

describe('HL-3 league rank', () => {
  it('HL-3 league rank = real rank step + modifier: 1 Dan-I plays like 1 kyu', () => {
    expect(leagueRankOf(stepOf({ kind: 'dan', n: 1 }), -1)).toBe(stepOf({ kind: 'kyu', n: 1 }));
  });

  it('HL-3 11 Kyu+IV plays like 7 kyu', () => {
    expect(leagueRankOf(stepOf({ kind: 'kyu', n: 11 }), 4)).toBe(stepOf({ kind: 'kyu', n: 7 }));
  });
});

describe('HL-4 notation', () => {
  // The seed's examples (1 Dan-I, 11 Kyu+IV) and the rules page's (3 Kyu, 2 Dan+XII).
  it.each([
    ['1 Dan-I', { rank: { kind: 'dan', n: 1 }, modifier: -1 }],
    ['11 Kyu+IV', { rank: { kind: 'kyu', n: 11 }, modifier: 4 }],
    ['3 Kyu', { rank: { kind: 'kyu', n: 3 }, modifier: 0 }],
    ['2 Dan+XII', { rank: { kind: 'dan', n: 2 }, modifier: 12 }],
    ['5 Kyu-XLIV', { rank: { kind: 'kyu', n: 5 }, modifier: -44 }],
    ['1 Kyu+MMXXVI', { rank: { kind: 'kyu', n: 1 }, modifier: 2026 }],
    ['4 Dan-MMMCMXCIX', { rank: { kind: 'dan', n: 4 }, modifier: -3999 }],
    ['20 Kyu+MMMMMCD', { rank: { kind: 'kyu', n: 20 }, modifier: 5400 }],
  ] as const)('HL-4 "%s" round-trips', (text, notation) => {
    expect(parseRank(text)).toEqual(notation);
    expect(makeRank(notation as RankNotation)).toBe(text);
  });

  it.each([
    ['1 dan-i', '1 Dan-I'],
    ['11 kyu + iv', '11 Kyu+IV'],
    ['1 Dan −I', '1 Dan-I'],
    ['3k', '3 Kyu'],
    ['2d+xii', '2 Dan+XII'],
    ['  3 Kyū ', '3 Kyu'],
    ['1-dan', '1 Dan'],
  ])('HL-4 "%s" is read as %s', (text, canonical) => {
    const parsed = parseRank(text);
    expect(parsed && makeRank(parsed)).toBe(canonical);
  });

  it.each(['', '0 Kyu', '3', 'Kyu', '3 Kyu+', '3 Kyu+IIII', '3 Kyu+4', '3 Pawn', '1 Dan-I-I', '1 Dan+0'])(
    'HL-4 "%s" is not a rank',
    (text) => {
      expect(parseRank(text)).toBeUndefined();
    },
  );

  it('HL-4 the modifier is left out when it is 0; league ranks are never printed as ranks', () => {
    expect(notationOf(stepOf({ kind: 'kyu', n: 3 }), 0)).toBe('3 Kyu');
    // 1 dan with modifier −1 has the league rank of 1 kyu but is written 1 Dan-I, not 1 Kyu.
    expect(notationOf(1, -1)).toBe('1 Dan-I');
  });

  it('HL-4 property: parseRank inverts makeRank, including large modifiers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('kyu' as const, 'dan' as const),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -50_000, max: 50_000 }),
        (kind, n, modifier) => {
          const notation = { rank: { kind, n }, modifier };
          expect(parseRank(makeRank(notation))).toEqual(notation);
        },
      ),
    );
  });
});

describe('HL-2 real rank and its source', () => {
  const fallback = stepOf({ kind: 'kyu', n: 15 });

  it('HL-2 FESA comes before NSR and the estimate', () => {
    expect(realRankOf({ fesaRank: '2 Kyu', nsrRank: '1 Dan', estimatedRank: '5 Kyu' }, fallback)).toEqual({
      step: -1,
      source: 'FESA',
      assumed: false,
    });
  });

  it('HL-2 NSR comes before the estimate', () => {
    expect(realRankOf({ nsrRank: '1 Dan', estimatedRank: '5 Kyu' }, fallback)).toEqual({
      step: 1,
      source: 'NSR',
      assumed: false,
    });
  });

  it('HL-2 the estimate when there is nothing else', () => {
    expect(realRankOf({ estimatedRank: '5 Kyu' }, fallback)).toEqual({
      step: -4,
      source: 'estimate',
      assumed: false,
    });
  });

  it("HL-2 without any rank the league's default estimate stands in, marked as assumed", () => {
    expect(realRankOf(undefined, fallback)).toEqual({ step: -14, source: 'estimate', assumed: true });
  });

  it('HL-2 a real rank has no modifier and stays within 1–50 kyu, 1–9 dan', () => {
    expect(parseRealRank('1 Dan-I')).toBeUndefined();
    expect(parseRealRank('51 Kyu')).toBeUndefined();
    expect(parseRealRank('10 Dan')).toBeUndefined();
    expect(parseRealRank('9 Dan')).toEqual({ kind: 'dan', n: 9 });
  });

  it('HL-2 an unreadable rank attribute is refused with its path', () => {
    expect(checkRankAttributes({ nsrRank: 'strong' })).toMatchObject({
      code: 'ERR_INVALID_RANK',
      path: 'participant.attributes.nsrRank',
    });
    expect(checkRankAttributes({ fesaRank: 3 })).toMatchObject({ code: 'ERR_INVALID_RANK' });
    expect(checkRankAttributes({ fesaRank: '3 Kyu', club: 'Berlin' })).toBeUndefined();
  });
});
