import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import { matchedPairs, matchingWeight, maximumWeightMatching, type WeightedEdge } from './matching.js';

/** Every matching of the graph, by recursion over the lowest unmatched vertex (small n only). */
function bruteForce(n: number, edges: readonly WeightedEdge[]): { weight: number; size: number }[] {
  const best = new Map<string, number>();
  for (const e of edges) {
    if (e.u === e.v) continue;
    const key = e.u < e.v ? `${e.u}:${e.v}` : `${e.v}:${e.u}`;
    best.set(key, Math.max(best.get(key) ?? Number.NEGATIVE_INFINITY, e.weight));
  }
  const out: { weight: number; size: number }[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (from: number, weight: number, size: number): void => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) {
      out.push({ weight, size });
      return;
    }
    used[v] = true;
    walk(v + 1, weight, size);
    for (let w = v + 1; w < n; w++) {
      const edge = best.get(`${v}:${w}`);
      if (used[w] || edge === undefined) continue;
      used[w] = true;
      walk(v + 1, weight + edge, size + 1);
      used[w] = false;
    }
    used[v] = false;
  };
  walk(0, 0, 0);
  return out;
}

/** Edges as text, `'0-1:5 1-2:11'`: vertices joined by a dash, then the weight. */
const edgeList = (text: string): WeightedEdge[] =>
  text.split(' ').map((e) => {
    const [u, v, weight] = e.split(/[-:]/).map(Number) as [number, number, number];
    return { u, v, weight };
  });

const isMatching = (n: number, mate: readonly number[], edges: readonly WeightedEdge[]): boolean =>
  mate.length === n &&
  mate.every(
    (w, v) =>
      w === -1 || (mate[w] === v && edges.some((e) => (e.u === v && e.v === w) || (e.u === w && e.v === v))),
  );

const graphs = fc.integer({ min: 1, max: 9 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(
      fc.record({
        u: fc.integer({ min: 0, max: n - 1 }),
        v: fc.integer({ min: 0, max: n - 1 }),
        weight: fc.integer({ min: -5, max: 30 }),
      }),
      { maxLength: 24 },
    ),
  ),
);

describe('maximumWeightMatching (Edmonds–Galil blossom)', () => {
  it('takes the heavier of two crossing choices', () => {
    const edges = edgeList('0-1:5 1-2:11 2-3:5');
    expect(maximumWeightMatching(4, edges)).toEqual([-1, 2, 1, -1]);
    expect(maximumWeightMatching(4, edges, { maxCardinality: true })).toEqual([1, 0, 3, 2]);
  });

  it('handles an odd cycle (a blossom) with a stem', () => {
    // Triangle 0-1-2 with stem 2-3 and 0-4: the optimum needs the blossom to be expanded.
    const edges = edgeList('0-1:8 1-2:9 0-2:10 2-3:7 0-4:7');
    const mate = maximumWeightMatching(5, edges);
    expect(matchingWeight(edges, mate)).toBe(7 + 9);
    expect(matchedPairs(mate)).toEqual([
      [0, 4],
      [1, 2],
    ]);
  });

  it('nested blossoms that must be relabelled (the classic S-blossom expansion case)', () => {
    const edges = edgeList('1-2:19 1-3:20 1-8:8 2-3:25 2-4:18 3-5:18 4-5:13 4-7:7 5-6:7');
    expect(maximumWeightMatching(9, edges)).toEqual([-1, 8, 3, 2, 7, 6, 5, 4, 1]);
  });

  it('an empty graph leaves everyone unmatched', () => {
    expect(maximumWeightMatching(3, [])).toEqual([-1, -1, -1]);
  });

  it('property: the weight equals the brute-force optimum on small random graphs', () => {
    fc.assert(
      fc.property(graphs, ([n, edges]) => {
        const mate = maximumWeightMatching(n, edges);
        expect(isMatching(n, mate, edges)).toBe(true);
        const best = Math.max(...bruteForce(n, edges).map((m) => m.weight));
        expect(matchingWeight(edges, mate)).toBe(best);
      }),
      { numRuns: runs(400) },
    );
  });

  it('property: with maxCardinality, the size is maximum and the weight best among maximum matchings', () => {
    fc.assert(
      fc.property(graphs, ([n, edges]) => {
        const mate = maximumWeightMatching(n, edges, { maxCardinality: true });
        expect(isMatching(n, mate, edges)).toBe(true);
        const all = bruteForce(n, edges);
        const size = Math.max(...all.map((m) => m.size));
        const best = Math.max(...all.filter((m) => m.size === size).map((m) => m.weight));
        expect(matchedPairs(mate).length).toBe(size);
        expect(matchingWeight(edges, mate)).toBe(best);
      }),
      { numRuns: runs(400) },
    );
  });

  it('refuses an edge outside the vertex range', () => {
    expect(() => maximumWeightMatching(2, [{ u: 0, v: 2, weight: 1 }])).toThrow(RangeError);
  });
});
