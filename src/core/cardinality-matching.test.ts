import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import {
  firstPerfectMatching,
  hasPerfectMatching,
  maximumCardinalityMatching,
  maximumMatching,
} from './cardinality-matching.js';

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
      fc.property(randomGraph(1, 11), ([n, edges]) => {
        const adj = graph(n, edges);
        expectMaximum(adj, maximumMatching(adj));
      }),
      { numRuns: runs(300) },
    );
  });

  it('SD-8 property: starting from any valid partial matching gives a maximum matching', () => {
    fc.assert(
      fc.property(
        randomGraph(2, 10),
        fc.array(fc.integer({ min: 0, max: 29 }), { maxLength: 6 }),
        ([n, edges], picks) => {
          const adj = graph(n, edges);
          const start = new Int32Array(n).fill(-1);
          const flat = adj.flatMap((ws, v) => ws.map((w) => [v, w] as const));
          for (const k of picks) {
            const e = flat[k % Math.max(flat.length, 1)];
            if (!e || start[e[0]] !== -1 || start[e[1]] !== -1) continue;
            start[e[0]] = e[1];
            start[e[1]] = e[0];
          }
          expectMaximum(adj, maximumMatching(adj, start));
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

/** A random graph on `min`…`max` vertices: up to 30 edges, loops and repeats included (`graph` drops them). */
function randomGraph(min: number, max: number) {
  return fc.integer({ min, max }).chain((n) => {
    const vertex = fc.integer({ min: 0, max: n - 1 });
    return fc.tuple(fc.constant(n), fc.array(fc.tuple(vertex, vertex), { maxLength: 30 }));
  });
}

/** The matching is one, and as large as brute force finds. */
function expectMaximum(adj: number[][], mate: Int32Array): void {
  expect(isMatching(adj, mate)).toBe(true);
  expect(size(mate)).toBe(bruteMaximum(adj));
}

const edgeSet = (edges: readonly [number, number][]) => {
  const set = new Set(edges.map(([u, v]) => (u < v ? `${u}:${v}` : `${v}:${u}`)));
  return (u: number, v: number) => set.has(u < v ? `${u}:${v}` : `${v}:${u}`);
};

/** The lexicographically first perfect matching by plain backtracking (exponential; small n only). */
function bruteFirst(n: number, allowed: (u: number, v: number) => boolean, priority: number[]) {
  const mate = new Array<number>(n).fill(-1);
  const walk = (): boolean => {
    const u = priority.find((x) => mate[x] === -1);
    if (u === undefined) return true;
    for (const v of priority) {
      if (v === u || mate[v] !== -1 || !allowed(u, v)) continue;
      mate[u] = v;
      mate[v] = u;
      if (walk()) return true;
      mate[u] = mate[v] = -1;
    }
    return false;
  };
  return walk() ? mate : undefined;
}

function bruteMaxSize(n: number, allowed: (u: number, v: number) => boolean): number {
  const used = new Array<boolean>(n).fill(false);
  const walk = (from: number): number => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) return 0;
    used[v] = true;
    let best = walk(v + 1);
    for (let w = v + 1; w < n; w++) {
      if (used[w] || !allowed(v, w)) continue;
      used[w] = true;
      best = Math.max(best, 1 + walk(v + 1));
      used[w] = false;
    }
    used[v] = false;
    return best;
  };
  return walk(0);
}

const graphs = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
      maxLength: 30,
    }),
    fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
  ),
);

describe('maximumCardinalityMatching', () => {
  it('finds the perfect matching through a blossom', () => {
    // 5-cycle 0..4 plus a pendant 5 on vertex 2: perfect only with 2–5.
    const allowed = edgeSet([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [2, 5],
    ]);
    const mate = maximumCardinalityMatching(6, allowed);
    expect(mate[2]).toBe(5);
    expect(mate.every((m) => m !== -1)).toBe(true);
  });

  it('property: the size equals the brute-force maximum', () => {
    fc.assert(
      fc.property(graphs, ([n, edges]) => {
        const allowed = edgeSet(edges.filter(([u, v]) => u !== v));
        const mate = maximumCardinalityMatching(n, allowed);
        mate.forEach((w, v) => {
          if (w !== -1) {
            expect(mate[w]).toBe(v);
            expect(allowed(v, w)).toBe(true);
          }
        });
        expect(mate.filter((w) => w !== -1).length / 2).toBe(bruteMaxSize(n, allowed));
      }),
      { numRuns: runs(400) },
    );
  });
});

describe('firstPerfectMatching', () => {
  it('1 plays 2 unless they met, then 1 plays 3 — and backtracks instead of dead-ending', () => {
    // 0–1 and 4–5 have met. The greedy walk 0–2, 1–3 dead-ends at 4–5; the exact answer moves 1 on.
    const forbidden = new Set(['0:1', '4:5']);
    const allowed = (u: number, v: number) => !forbidden.has(u < v ? `${u}:${v}` : `${v}:${u}`);
    expect(firstPerfectMatching(6, allowed, [0, 1, 2, 3, 4, 5])).toEqual([2, 4, 0, 5, 1, 3]);
  });

  it('returns undefined when no perfect matching exists', () => {
    expect(firstPerfectMatching(4, edgeSet([[0, 1]]), [0, 1, 2, 3])).toBeUndefined();
    expect(firstPerfectMatching(3, () => true, [0, 1, 2])).toBeUndefined();
  });

  it('a preference list orders the partners of one vertex (a bye slot choosing its player)', () => {
    const mate = firstPerfectMatching(
      4,
      () => true,
      [3, 0, 1, 2],
      (u) => (u === 3 ? [2, 1, 0] : []),
    );
    expect(mate?.[3]).toBe(2);
    expect(mate?.[0]).toBe(1);
  });

  it('property: equals the first perfect matching found by exhaustive backtracking', () => {
    fc.assert(
      fc.property(graphs, ([n, edges, priority]) => {
        const allowed = edgeSet(edges.filter(([u, v]) => u !== v));
        expect(firstPerfectMatching(n, allowed, priority)).toEqual(bruteFirst(n, allowed, priority));
      }),
      { numRuns: runs(500) },
    );
  });
});
