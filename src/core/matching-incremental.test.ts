/**
 * The incremental matcher against a from-scratch solve: random dense graphs, then random weight
 * changes at a few vertices and fixed pairs, each re-solve compared by total weight with a new
 * matcher solving the same weights from scratch, and with brute force on small graphs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import { IncrementalMatching } from './matching-incremental.js';

/** The best total weight over every matching of the vertices `open` (small only). */
function bruteForce(open: readonly number[], w: (u: number, v: number) => bigint): bigint {
  const [first, ...rest] = open;
  if (first === undefined) return 0n;
  let best = bruteForce(rest, w);
  for (const u of rest) {
    const total =
      w(first, u) +
      bruteForce(
        rest.filter((x) => x !== u),
        w,
      );
    if (total > best) best = total;
  }
  return best;
}

/**
 * The best total weight over every matching of the vertices `open` (up to about 16), by subsets:
 * the best of a set leaves its lowest vertex unmatched or pairs it with one of the others.
 * Number arithmetic, for small weights.
 */
function bestBySubsets(open: readonly number[], w: (u: number, v: number) => bigint): bigint {
  const k = open.length;
  const weight = open.map((u) => open.map((v) => (u === v ? 0 : Number(w(u, v)))));
  const best = new Float64Array(1 << k);
  const lowest = (mask: number): number => 31 - Math.clz32(mask & -mask);
  for (let mask = 1; mask < 1 << k; mask++) {
    const row = weight[lowest(mask)] as number[];
    const rest = mask & (mask - 1);
    let b = best[rest] as number;
    for (let r = rest; r !== 0; r &= r - 1) {
      const j = lowest(r);
      const t = (row[j] as number) + (best[rest & ~(1 << j)] as number);
      if (t > b) b = t;
    }
    best[mask] = b;
  }
  return BigInt(best[(1 << k) - 1] as number);
}

/** The total weight of the pairs of `mate` among the vertices `open`. */
function totalOf(
  mate: readonly number[],
  open: readonly number[],
  w: (u: number, v: number) => bigint,
): bigint {
  let total = 0n;
  for (const v of open) {
    const u = mate[v] as number;
    if (u > v) total += w(u, v);
  }
  return total;
}

/** The matcher's weights mirrored in a table: `set` writes both, `w` reads the table. */
function mirrored(m: IncrementalMatching, n: number) {
  const weight = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const w = (u: number, v: number): bigint => (weight[u] as bigint[])[v] as bigint;
  const set = (u: number, v: number, x: bigint): void => {
    if (u === v) return;
    m.setWeight(u, v, x);
    (weight[u] as bigint[])[v] = x;
    (weight[v] as bigint[])[u] = x;
  };
  return { w, set };
}

function checkMatching(mate: readonly number[]): void {
  for (const [v, u] of mate.entries()) if (u !== -1) expect(mate[u]).toBe(v);
}

/** The weights of every pair of 16 vertices, few distinct (as in a Dutch window): many ties, many tight edges. */
const fewWeights = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 120, maxLength: 120 });
/** A set of up to 16 vertices. */
const vertexMask = fc.integer({ min: 0, max: 0xffff });

/** Solves, and checks the matching against the best by subsets of the vertices `open`. */
function solveAsBest(
  m: IncrementalMatching,
  open: readonly number[],
  w: (u: number, v: number) => bigint,
): number[] {
  const mate = m.solve();
  checkMatching(mate);
  expect(totalOf(mate, open, w)).toBe(bestBySubsets(open, w));
  return mate;
}

/** Sets every pair u < v of n vertices to the next of `values`, row by row. */
function setEvery(
  n: number,
  set: (u: number, v: number, x: bigint) => void,
  values: readonly number[],
): void {
  let k = 0;
  for (let v = 0; v < n; v++) for (let u = 0; u < v; u++) set(u, v, BigInt(values[k++] as number));
}

describe('IncrementalMatching', () => {
  it('keeps a maximum-weight matching through weight changes and fixed pairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.constantFrom(0n, 49n, 50n, 51n, 120n, 400n),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.bigInt({ min: 0n, max: 40n })), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.array(fc.tuple(fc.nat(), fc.bigInt({ min: 0n, max: 40n })), { maxLength: 8 }),
            fc.boolean(),
          ),
          { maxLength: 8 },
        ),
        (n, shift, initial, steps) => {
          const m = new IncrementalMatching(n);
          const { w, set: setLow } = mirrored(m, n);
          // Wide weights (a high field above a low one, as the Dutch weights are) across the
          // matcher's number limbs of 50 bits: duals and slacks then carry between limbs.
          const set = (u: number, v: number, x: bigint): void =>
            setLow(u, v, shift === 0n ? x : ((x >> 3n) << shift) | (x & 7n));
          const fixed = new Array<number>(n).fill(-1);
          for (const [a, b, w] of initial) set(a % n, b % n, w);
          const compare = (): number[] => {
            const mate = m.solve();
            checkMatching(mate);
            const open = [...Array(n).keys()].filter((v) => fixed[v] === -1);
            const fresh = new IncrementalMatching(open.length);
            for (const [i, u] of open.entries())
              for (const [j, v] of open.entries()) if (j > i && w(u, v) > 0n) fresh.setWeight(i, j, w(u, v));
            const best = fresh.solve();
            let got = 0n;
            for (const v of open) {
              const u = mate[v] as number;
              if (u > v) got += w(u, v);
            }
            let want = 0n;
            for (const [i, j] of best.entries()) if (j > i) want += w(open[i] as number, open[j] as number);
            expect(got).toBe(want);
            if (open.length <= 8) expect(got).toBe(bruteForce(open, w));
            return mate;
          };
          compare();
          for (const [vRaw, changes, doFix] of steps) {
            const open = [...Array(n).keys()].filter((v) => fixed[v] === -1);
            if (open.length < 2) break;
            const v = open[vRaw % open.length] as number;
            for (const [uRaw, w] of changes) {
              const u = open[uRaw % open.length] as number;
              set(v, u, w);
            }
            const mate = compare();
            const u = mate[v] as number;
            if (doFix && u !== -1) {
              m.fix(v, u);
              fixed[v] = u;
              fixed[u] = v;
            }
          }
        },
      ),
      { numRuns: runs(300), seed: 28 },
    );
  });

  it('swaps two pairs along tight edges only when the matching stays optimal', () => {
    let swaps = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 10 }),
        // Dense, with few distinct weights: many optimal matchings, so that swaps happen.
        fc.array(fc.bigInt({ min: 1n, max: 3n }), { minLength: 45, maxLength: 45 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 }),
        (n, weights, tries) => {
          const m = new IncrementalMatching(n);
          const { w, set } = mirrored(m, n);
          let k = 0;
          for (let v = 0; v < n; v++) for (let u = 0; u < v; u++) set(u, v, weights[k++] as bigint);
          /** The weight of the pairs among the vertices still taking part. */
          const total = (mate: readonly number[]): bigint =>
            mate.reduce((sum, u, v) => (u > v && m.isActive(v) ? sum + w(u, v) : sum), 0n);
          const open = (): number[] => [...Array(n).keys()].filter((v) => m.isActive(v));
          let mate = m.solve();
          for (const [uRaw, vRaw] of tries) {
            const live = open();
            if (live.length < 4) break;
            const u = live[uRaw % live.length] as number;
            const v = live[vRaw % live.length] as number;
            if (u === v || mate[u] === v) continue;
            const before = mate;
            if (!m.swapTight(u, v)) {
              expect(m.solve()).toEqual(before);
              continue;
            }
            swaps++;
            mate = m.solve();
            checkMatching(mate);
            expect(mate[u]).toBe(v);
            expect(mate[before[u] as number]).toBe(before[v]);
            expect(total(mate)).toBe(bruteForce(live, w));
            m.fix(u, v);
            mate = m.solve();
            expect(total(mate)).toBe(bruteForce(open(), w));
          }
        },
      ),
      { numRuns: runs(300), seed: 30 },
    );
    expect(swaps).toBeGreaterThan(0);
  });

  it('matches only the vertices taking part, as they join and leave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.bigInt({ min: 0n, max: 40n })), { maxLength: 60 }),
        fc.array(
          fc.tuple(
            fc.array(fc.nat(), { minLength: 2, maxLength: 4 }),
            fc.array(fc.tuple(fc.nat(), fc.nat(), fc.bigInt({ min: 0n, max: 40n })), { maxLength: 8 }),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        (n, initial, steps) => {
          const m = new IncrementalMatching(n, false);
          const { w, set } = mirrored(m, n);
          for (const [a, b, x] of initial) set(a % n, b % n, x);
          for (const [toggle, changes] of steps) {
            // Two vertices change sides at a time, so that an even count takes part.
            const [a, b] = toggle.map((t) => t % n);
            if (a === undefined || b === undefined || a === b) continue;
            for (const v of [a, b]) {
              if (m.isActive(v)) m.deactivate(v);
              else m.activate(v);
            }
            for (const [u, v, x] of changes) set(u % n, v % n, x);
            const open = [...Array(n).keys()].filter((v) => m.isActive(v));
            if (open.length % 2 === 1) continue;
            const mate = m.solve();
            checkMatching(mate);
            let got = 0n;
            for (const [v, u] of mate.entries()) {
              if (u === -1) continue;
              expect(m.isActive(v) && m.isActive(u)).toBe(true);
              if (u > v) got += w(u, v);
            }
            expect(got).toBe(bruteForce(open, w));
          }
        },
      ),
      { numRuns: runs(300), seed: 29 },
    );
  });

  it('repairs the optimum when many vertices are freed at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fewWeights,
        fc.array(fc.tuple(vertexMask, fewWeights, fc.boolean()), { minLength: 1, maxLength: 6 }),
        (n, initial, steps) => {
          const m = new IncrementalMatching(n);
          const { w, set } = mirrored(m, n);
          const fixed = new Array<boolean>(n).fill(false);
          setEvery(n, set, initial);
          let open = [...Array(n).keys()];
          let mate = solveAsBest(m, open, w);
          for (const [mask, weights, doFix] of steps) {
            if (open.length < 2) break;
            // Every edge at a vertex of the mask changes: up to all of them freed in one solve.
            let k = 0;
            for (const v of open)
              for (const u of open)
                if (u < v && ((mask >> u) & 1 || (mask >> v) & 1))
                  set(u, v, BigInt(weights[k++ % 120] as number));
            mate = solveAsBest(m, open, w);
            // Fixing a pair frees its neighbours' partners too, as the Dutch procedure does.
            const v = open[mask % open.length] as number;
            const u = mate[v] as number;
            if (doFix && u !== -1) {
              m.fix(v, u);
              fixed[v] = fixed[u] = true;
              open = open.filter((x) => !fixed[x]);
              mate = solveAsBest(m, open, w);
            }
          }
        },
      ),
      { numRuns: runs(300), seed: 31 },
    );
  });

  it('matches whole groups of vertices joining and leaving at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fewWeights,
        fc.array(
          fc.tuple(
            vertexMask,
            fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 5 })), { maxLength: 8 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (n, initial, steps) => {
          const m = new IncrementalMatching(n, false);
          const { w, set } = mirrored(m, n);
          setEvery(n, set, initial);
          for (const [mask, changes] of steps) {
            // The vertices of the mask change sides, a whole score group entering the window or
            // leaving it; one more joins or leaves when the count would be odd.
            for (let v = 0; v < n; v++) {
              if (!((mask >> v) & 1)) continue;
              if (m.isActive(v)) m.deactivate(v);
              else m.activate(v);
            }
            const count = [...Array(n).keys()].filter((v) => m.isActive(v)).length;
            if (count % 2 === 1) {
              const v = mask % n;
              if (m.isActive(v)) m.deactivate(v);
              else m.activate(v);
            }
            for (const [a, b, x] of changes) set(a % n, b % n, BigInt(x));
            const open = [...Array(n).keys()].filter((v) => m.isActive(v));
            const mate = solveAsBest(m, open, w);
            for (const [v, u] of mate.entries())
              if (u !== -1) expect(m.isActive(v) && m.isActive(u)).toBe(true);
          }
        },
      ),
      { numRuns: runs(300), seed: 32 },
    );
  });

  it('re-solves a larger graph after many vertices are freed as a fresh solve does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 60 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 1000 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (n, seed, steps) => {
          const m = new IncrementalMatching(n);
          const { w, set } = mirrored(m, n);
          // A small linear congruential generator: the weights of a large graph from one number.
          let state = seed;
          const next = (below: number): number => {
            state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
            return (state >>> 8) % below;
          };
          for (let v = 0; v < n; v++) for (let u = 0; u < v; u++) set(u, v, BigInt(next(7)));
          const open = [...Array(n).keys()];
          const compare = (): void => {
            const mate = m.solve();
            checkMatching(mate);
            const fresh = new IncrementalMatching(n);
            for (let v = 0; v < n; v++)
              for (let u = 0; u < v; u++) if (w(u, v) > 0n) fresh.setWeight(u, v, w(u, v));
            expect(totalOf(mate, open, w)).toBe(totalOf(fresh.solve(), open, w));
          };
          compare();
          for (const [freed, stepSeed] of steps) {
            state = stepSeed;
            for (let i = 0; i < freed; i++) {
              const v = next(n);
              for (let u = 0; u < n; u++) if (u !== v) set(u, v, BigInt(next(7)));
            }
            compare();
          }
        },
      ),
      { numRuns: runs(100), seed: 33 },
    );
  });
});
