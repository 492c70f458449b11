/**
 * Maximum-weight matching in a general graph for edge lists with number weights: Edmonds'
 * blossom algorithm with the primal-dual method of Galil ("Efficient algorithms for finding
 * maximum matching in graphs", 1986), O(n³), solved by the one blossom implementation,
 * `matching-incremental.ts` (exact integer arithmetic). Pairing engines use it to find the best
 * complete pairing under soft constraints: give every allowed pair a weight (higher = more
 * wanted) and ask for `maxCardinality` so that as many pairs as possible are formed first and
 * the weight decides among those.
 *
 * Vertices are 0..n-1; weights are safe integers (exact duals).
 */
import { IncrementalMatching } from './matching-incremental.js';

export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: number;
}

export interface MatchingOptions {
  /** Maximise the number of pairs first, then the weight among matchings of that size. */
  readonly maxCardinality?: boolean;
}

/** `mate[v]` is v's partner, or -1 when v stays unmatched. */
export type Mates = readonly number[];

/** The pairs of a matching, each once, lower vertex first, in vertex order. */
export function matchedPairs(mate: Mates): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let v = 0; v < mate.length; v++) {
    const w = mate[v] as number;
    if (w > v) pairs.push([v, w]);
  }
  return pairs;
}

/** Total weight of the matched edges (the heaviest edge counts where several join one pair). */
export function matchingWeight(edges: readonly WeightedEdge[], mate: Mates): number {
  const best = new Map<string, number>();
  for (const e of edges) {
    if (mate[e.u] !== e.v) continue;
    const key = e.u < e.v ? `${e.u}:${e.v}` : `${e.v}:${e.u}`;
    best.set(key, Math.max(best.get(key) ?? Number.NEGATIVE_INFINITY, e.weight));
  }
  let total = 0;
  for (const w of best.values()) total += w;
  return total;
}

/**
 * A maximum-weight matching (or, with `maxCardinality`, a maximum-weight one among the matchings
 * of maximum size). Self-loops are ignored; parallel edges are allowed.
 */
export function maximumWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  options: MatchingOptions = {},
): number[] {
  const usable = edges.filter((e) => e.u !== e.v && e.u >= 0 && e.v >= 0);
  for (const e of usable) {
    if (e.u >= vertexCount || e.v >= vertexCount)
      throw new RangeError(`edge ${e.u}–${e.v} (${e.weight}) does not fit ${vertexCount} vertices`);
    if (!Number.isSafeInteger(e.weight))
      throw new RangeError(`edge ${e.u}–${e.v}: weight ${e.weight} is not a safe integer`);
  }
  // The heaviest of parallel edges counts.
  const best = new Map<number, bigint>();
  for (const e of usable) {
    const key = e.u < e.v ? e.u * vertexCount + e.v : e.v * vertexCount + e.u;
    const w = BigInt(e.weight);
    const old = best.get(key);
    if (old === undefined || w > old) best.set(key, w);
  }
  // With maxCardinality every edge gets a bonus above twice the sum of all weights, so one
  // more pair always outweighs any difference in weight; without it, only gains count.
  let bonus = 0n;
  if (options.maxCardinality === true) {
    for (const w of best.values()) bonus += w < 0n ? -w : w;
    bonus = 2n * bonus + 1n;
  }
  const matcher = new IncrementalMatching(vertexCount);
  for (const [key, w] of best) {
    const weight = w + bonus;
    if (weight > 0n) matcher.setWeight(Math.floor(key / vertexCount), key % vertexCount, weight);
  }
  return matcher.solve();
}
