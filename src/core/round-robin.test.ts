import { describe, expect, it } from 'vitest';
import { bergerRounds, roundRobinSchedule } from './round-robin.js';

const show = (n: number) =>
  bergerRounds(n).map((r) => r.map((g) => `${g.white}-${g.black ?? 'bye'}`).join(' '));

describe('Berger tables (FIDE Handbook C.05, Annex 1)', () => {
  it('4 players', () => {
    expect(show(4)).toEqual(['1-4 2-3', '4-3 1-2', '2-4 3-1']);
  });

  it('6 players', () => {
    expect(show(6)).toEqual(['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1']);
  });

  it('5 players: number 6 is the bye', () => {
    expect(show(5)).toEqual([
      '1-bye 2-5 3-4',
      '4-bye 5-3 1-2',
      '2-bye 3-1 4-5',
      '5-bye 1-4 2-3',
      '3-bye 4-2 5-1',
    ]);
  });

  it.each([2, 3, 4, 7, 10, 13, 20])(
    '%i players: everyone meets everyone exactly once, colours within one',
    (n) => {
      const met = new Map<string, number>();
      const whites = new Array(n + 1).fill(0);
      for (const round of bergerRounds(n)) {
        const seen = new Set<number>();
        for (const g of round) {
          for (const p of [g.white, g.black]) {
            if (p === null) continue;
            expect(seen.has(p)).toBe(false);
            seen.add(p);
          }
          if (g.black !== null) {
            const key = [g.white, g.black].sort((a, b) => a - b).join('-');
            met.set(key, (met.get(key) ?? 0) + 1);
            whites[g.white] += 1;
          }
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
      const games = n - 1;
      for (let p = 1; p <= n; p++) expect(Math.abs(2 * whites[p] - games)).toBeLessThanOrEqual(1);
    },
  );

  it('double round robin reverses colours in the second cycle', () => {
    const rounds = roundRobinSchedule(4, 2);
    expect(rounds).toHaveLength(6);
    expect(rounds[3]?.map((g) => `${g.white}-${g.black}`)).toEqual(['4-1', '3-2']);
    expect(rounds[3]?.[0]?.round).toBe(3);
  });
});
