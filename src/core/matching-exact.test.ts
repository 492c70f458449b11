import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import { type ExactEdge, maximumWeightMatchingExact } from './matching-exact.js';

/** The best matching weight by trying every matching (small n only). */
function bruteForceBest(n: number, edges: readonly ExactEdge[]): bigint {
  const w = new Map<string, bigint>();
  for (const e of edges) {
    if (e.u === e.v || e.weight <= 0n) continue;
    const key = e.u < e.v ? `${e.u}:${e.v}` : `${e.v}:${e.u}`;
    const old = w.get(key);
    if (old === undefined || e.weight > old) w.set(key, e.weight);
  }
  const used = new Array<boolean>(n).fill(false);
  const walk = (from: number): bigint => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) return 0n;
    used[v] = true;
    let best = walk(v + 1);
    for (let u = v + 1; u < n; u++) {
      const edge = w.get(`${v}:${u}`);
      if (used[u] || edge === undefined) continue;
      used[u] = true;
      const total = edge + walk(v + 1);
      if (total > best) best = total;
      used[u] = false;
    }
    used[v] = false;
    return best;
  };
  return walk(0);
}

const weightOf = (edges: readonly ExactEdge[], mate: readonly number[]): bigint => {
  let total = 0n;
  for (let v = 0; v < mate.length; v++) {
    const u = mate[v] as number;
    if (u <= v) continue;
    let best = -1n;
    for (const e of edges)
      if (((e.u === v && e.v === u) || (e.u === u && e.v === v)) && e.weight > best) best = e.weight;
    expect(best > 0n).toBe(true);
    total += best;
  }
  return total;
};

describe('maximumWeightMatchingExact', () => {
  it('finds the heaviest matching where the weights exceed 2^53 and differ only in low bits', () => {
    const big = 1n << 200n;
    const edges: ExactEdge[] = [
      { u: 0, v: 1, weight: big + 3n },
      { u: 2, v: 3, weight: big + 3n },
      { u: 0, v: 2, weight: big + 4n },
      { u: 1, v: 3, weight: big + 3n },
    ];
    // 0–1 + 2–3 = 2·big + 6 ties with 0–2 + 1–3 = 2·big + 7: the second is heavier by one.
    const mate = maximumWeightMatchingExact(4, edges);
    expect(mate).toEqual([2, 3, 0, 1]);
  });

  it('agrees with a brute-force oracle on random graphs with huge weights', () => {
    const graphs = fc.integer({ min: 1, max: 9 }).chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.array(
          fc.record({
            u: fc.integer({ min: 0, max: n - 1 }),
            v: fc.integer({ min: 0, max: n - 1 }),
            high: fc.integer({ min: 0, max: 3 }),
            low: fc.integer({ min: 0, max: 40 }),
          }),
          { maxLength: 24 },
        ),
      ),
    );
    fc.assert(
      fc.property(graphs, ([n, raw]) => {
        const edges = raw.map((e) => ({ u: e.u, v: e.v, weight: (BigInt(e.high) << 120n) + BigInt(e.low) }));
        const mate = maximumWeightMatchingExact(n, edges);
        for (let v = 0; v < n; v++) {
          const u = mate[v] as number;
          if (u !== -1) expect(mate[u]).toBe(v);
        }
        expect(weightOf(edges, mate)).toBe(bruteForceBest(n, edges));
      }),
      { numRuns: runs(300) },
    );
  });
});
