/**
 * Golden values of the lots: every recorded draw replays from its seed, so the generator's
 * output must never change. The numbers below were written down from the generator as it drew
 * the draws already recorded (sfc32 seeded through cyrb128, fifteen warm-up draws); if one of
 * these tests fails, old competitions would replay differently — add an algorithm instead.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLot, LOT_ALGORITHM, LOT_ALGORITHMS, lotFields, recordLot, replayLot } from './lot.js';

const uints = (seed: string, n: number): number[] => {
  const lot = createLot(seed);
  return Array.from({ length: n }, () => lot.next() * 2 ** 32);
};

describe('lot: the sfc32-cyrb128 sequence', () => {
  it.each([
    ['', [1107544583, 3909583239, 2034962903, 3495914441, 3864185502, 1507065440, 3945394690, 2295909381]],
    ['a', [1043828261, 739282752, 4103753723, 3440620921, 1899903262, 988185845, 3975980394, 3573500339]],
    [
      'lot-3f9a',
      [2802202924, 2244009439, 538355501, 2185526285, 3651356493, 3994758495, 1749949362, 65505357],
    ],
    [
      'demo-round-robin-2026',
      [220207339, 1011183753, 3972045623, 2472412941, 1510420792, 2665105123, 2964690380, 841358139],
    ],
    [
      'Zürich ♞ 2026',
      [70337680, 3467981949, 1085944292, 3052545818, 2102034837, 1890342034, 4278498276, 754056821],
    ],
  ])('seed %j draws its first eight numbers', (seed, expected) => {
    expect(uints(seed, 8)).toEqual(expected);
  });

  it.each([
    ['', 3928807037],
    ['a', 637225752],
    ['lot-3f9a', 20969524],
    ['demo-round-robin-2026', 1774121310],
    ['Zürich ♞ 2026', 1592031624],
  ])('seed %j: a hash of its first 10 000 draws', (seed, expected) => {
    const lot = createLot(seed);
    let hash = 0;
    for (let i = 0; i < 10_000; i++) hash = (Math.imul(hash, 31) + ((lot.next() * 2 ** 32) >>> 0)) >>> 0;
    expect(hash).toBe(expected);
  });

  it('next() is the 32-bit draw divided by 2^32, in [0, 1)', () => {
    const lot = createLot('lot-3f9a');
    expect(lot.next()).toBe(2802202924 / 2 ** 32);
    expect(lot.next()).toBe(2244009439 / 2 ** 32);
  });
});

describe('lot: integers, shuffles and picks', () => {
  it.each([
    ['', [0, 1, 1, 8, 89, 350, 3945394690]],
    ['a', [0, 0, 2, 8, 44, 230, 3975980394]],
    ['lot-3f9a', [0, 1, 0, 5, 85, 930, 1749949362]],
    ['demo-round-robin-2026', [0, 0, 2, 5, 35, 620, 2964690380]],
    ['Zürich ♞ 2026', [0, 1, 0, 7, 48, 440, 4278498276]],
  ])('seed %j: below(1, 2, 3, 10, 100, 1000, 2^32) in turn', (seed, expected) => {
    const lot = createLot(seed);
    expect([1, 2, 3, 10, 100, 1000, 2 ** 32].map((n) => lot.below(n))).toEqual(expected);
  });

  it.each([
    ['', 'ajehbgfdic', 'x'],
    ['a', 'aegdijfhbc', 'x'],
    ['lot-3f9a', 'cjahifdbeg', 'y'],
    ['demo-round-robin-2026', 'gbjfdiehca', 'x'],
    ['Zürich ♞ 2026', 'gbjdfiecha', 'x'],
  ])('seed %j shuffles a … j into %s and picks %s of x, y, z', (seed, shuffled, picked) => {
    expect(
      createLot(seed)
        .shuffle([...'abcdefghij'])
        .join(''),
    ).toBe(shuffled);
    expect(createLot(seed).pick(['x', 'y', 'z'])).toBe(picked);
  });

  it('a shuffle of twenty (Fisher–Yates from the back)', () => {
    expect(createLot('deck').shuffle(Array.from({ length: 20 }, (_, i) => i + 1))).toEqual([
      20, 1, 14, 18, 19, 17, 13, 2, 15, 11, 6, 16, 8, 5, 4, 12, 3, 7, 10, 9,
    ]);
  });

  it('a shuffle leaves its input alone', () => {
    const items = Object.freeze(['a', 'b', 'c']);
    createLot('x').shuffle(items);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('refuses what it cannot draw', () => {
    expect(() => createLot('x').below(0)).toThrow(RangeError);
    expect(() => createLot('x').below(1.5)).toThrow(RangeError);
    expect(() => createLot('x').pick([])).toThrow(RangeError);
  });
});

describe('lot: the algorithm recorded with the seed', () => {
  const payload = z.strictObject(lotFields);

  it('new draws record the algorithm of new draws', () => {
    expect(recordLot('s')).toEqual({ seed: 's', algorithm: 'sfc32-cyrb128' });
    expect(LOT_ALGORITHM).toBe('sfc32-cyrb128');
    expect(LOT_ALGORITHMS).toEqual(['sfc32-cyrb128']);
  });

  it('a draw recorded without an algorithm replays with sfc32-cyrb128', () => {
    const lot = replayLot({ seed: 'lot-3f9a' });
    expect(lot.next() * 2 ** 32).toBe(2802202924);
    expect(replayLot({ seed: 'a', algorithm: 'sfc32-cyrb128' }).next() * 2 ** 32).toBe(1043828261);
  });

  it('a payload without the algorithm is valid; an unknown algorithm is refused by name', () => {
    expect(payload.safeParse({ seed: 's' }).success).toBe(true);
    const refused = payload.safeParse({ seed: 's', algorithm: 'mersenne' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      '"mersenne" is not a lot algorithm this Arbiter knows (sfc32-cyrb128)',
    );
  });
});
