import { describe, expect, it } from 'vitest';
import { type Criterion, numericCriterion, rankByChain } from './ranking.js';
import { makeRational, rational } from './rational.js';

// A small crosstable: points, and who beat whom (for head-to-head).
const points: Record<string, number> = { a: 3, b: 3, c: 3, d: 1, e: 1 };
const beat = new Set(['a>b', 'b>c', 'a>c', 'd>e']);
const wins: Record<string, number> = { a: 2, b: 1, c: 3, d: 1, e: 0 };

const byPoints = numericCriterion<string>('points', 'col.points', (p) => points[p] ?? 0);
const headToHead: Criterion<string> = {
  id: 'h2h',
  label: 'tb.head-to-head',
  value: (p, group) => rational(group.filter((q) => beat.has(`${p}>${q}`)).length),
};
const byWins = numericCriterion<string>('wins', 'tb.wins', (p) => wins[p] ?? 0);

describe('rankByChain', () => {
  it('splits by the first criterion, then breaks ties within each tied group only', () => {
    const ranked = rankByChain(['e', 'd', 'c', 'b', 'a'], [byPoints, headToHead]);
    expect(ranked.map((r) => `${r.place}${r.tied ? '=' : ''}${r.player}`)).toEqual([
      '1a',
      '2b',
      '3c',
      '4d',
      '5e',
    ]);
  });

  it('a group-relative criterion is evaluated within the tied group', () => {
    const ranked = rankByChain(['a', 'b', 'c', 'd', 'e'], [byPoints, headToHead]);
    expect(makeRational(ranked.find((r) => r.player === 'a')?.values.get('h2h') ?? rational(-1))).toBe('2');
    expect(makeRational(ranked.find((r) => r.player === 'd')?.values.get('h2h') ?? rational(-1))).toBe('1');
  });

  it('the order of the chain matters (wins before head-to-head)', () => {
    const ranked = rankByChain(['a', 'b', 'c', 'd', 'e'], [byPoints, byWins, headToHead]);
    expect(ranked.slice(0, 3).map((r) => r.player)).toEqual(['c', 'a', 'b']);
  });

  it('players still tied at the end share the place of the first of them', () => {
    const ranked = rankByChain(['a', 'b', 'c', 'd', 'e'], [byPoints]);
    expect(ranked.map((r) => r.place)).toEqual([1, 1, 1, 4, 4]);
    expect(ranked.every((r) => r.tied)).toBe(true);
  });

  it('absolute criteria are reported for every player', () => {
    const ranked = rankByChain(['a', 'd'], [byPoints, byWins]);
    expect(ranked.every((r) => r.values.has('wins'))).toBe(true);
  });
});
