import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPerfectMatching, maximumMatching } from './perfect-matching.js';

const graph = (n: number, edges: readonly (readonly [number, number])[]): number[][] => {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    if (a === b || adj[a]?.includes(b)) continue;
    adj[a]?.push(b);
    adj[b]?.push(a);
  }
  return adj;
};

/** Brute force: the largest number of disjoint edges. */
function bruteMaximum(adj: number[][], used = new Set<number>(), from = 0): number {
  let v = from;
  while (v < adj.length && used.has(v)) v++;
  if (v >= adj.length) return 0;
  used.add(v);
  let best = bruteMaximum(adj, used, v + 1);
  for (const w of adj[v] as number[]) {
    if (used.has(w)) continue;
    used.add(w);
    best = Math.max(best, 1 + bruteMaximum(adj, used, v + 1));
    used.delete(w);
  }
  used.delete(v);
  return best;
}

const size = (mate: Int32Array) => mate.filter((m) => m !== -1).length / 2;

const isMatching = (adj: number[][], mate: Int32Array) =>
  [...mate].every((m, v) => m === -1 || (mate[m] === v && (adj[v] as number[]).includes(m)));

describe('maximum matching (the exact oracle behind SD-8)', () => {
  it('SD-8 finds the perfect matching of an odd cycle plus a pendant edge (needs a blossom)', () => {
    // Triangle 0-1-2 with 2-3 and 0-4, 4-5: greedy 0-1 leaves 2-3 and 4-5, but start from 1-2.
    const adj = graph(6, [
      [0, 1],
      [1, 2],
      [2, 0],
      [2, 3],
      [0, 4],
      [4, 5],
    ]);
    const start = Int32Array.from([-1, 2, 1, -1, 5, 4]);
    expect(hasPerfectMatching(adj, start)).toBe(true);
    expect(hasPerfectMatching(adj)).toBe(true);
  });

  it('SD-8 reports that a star has no perfect matching', () => {
    expect(
      hasPerfectMatching(
        graph(4, [
          [0, 1],
          [0, 2],
          [0, 3],
        ]),
      ),
    ).toBe(false);
  });

  it('SD-8 property: the matching is valid and as large as brute force finds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 11 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
              maxLength: 30,
            }),
          ),
        ),
        ([n, edges]) => {
          const adj = graph(n, edges);
          const mate = maximumMatching(adj);
          expect(isMatching(adj, mate)).toBe(true);
          expect(size(mate)).toBe(bruteMaximum(adj));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('SD-8 property: starting from any valid partial matching gives a maximum matching', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
              maxLength: 30,
            }),
            fc.array(fc.integer({ min: 0, max: 29 }), { maxLength: 6 }),
          ),
        ),
        ([n, edges, picks]) => {
          const adj = graph(n, edges);
          const start = new Int32Array(n).fill(-1);
          const flat = adj.flatMap((ws, v) => ws.map((w) => [v, w] as const));
          for (const k of picks) {
            const e = flat[k % Math.max(flat.length, 1)];
            if (!e || start[e[0]] !== -1 || start[e[1]] !== -1) continue;
            start[e[0]] = e[1];
            start[e[1]] = e[0];
          }
          const mate = maximumMatching(adj, start);
          expect(isMatching(adj, mate)).toBe(true);
          expect(size(mate)).toBe(bruteMaximum(adj));
        },
      ),
      { numRuns: 300 },
    );
  });
});
