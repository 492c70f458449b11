/**
 * The weighted graph of the players to pair, kept between the many matchings one round needs:
 * the Dutch procedure changes a few weights, asks again for the best matching, and reads which
 * pairs it holds. `partner[v]` is v's partner, or v itself when v stays unpaired.
 */
import { maximumWeightMatchingExact } from '../../../core/matching-exact.js';

export class PairingGraph {
  private readonly weights: bigint[][];
  partner: number[];

  constructor(readonly size: number) {
    this.weights = Array.from({ length: size }, () => new Array<bigint>(size).fill(0n));
    this.partner = Array.from({ length: size }, (_, v) => v);
  }

  set(u: number, v: number, weight: bigint): void {
    (this.weights[u] as bigint[])[v] = weight;
    (this.weights[v] as bigint[])[u] = weight;
  }

  get(u: number, v: number): bigint {
    return (this.weights[u] as bigint[])[v] as bigint;
  }

  /** Recomputes the best matching under the current weights. */
  solve(): number[] {
    const edges: { u: number; v: number; weight: bigint }[] = [];
    for (let u = 0; u < this.size; u++) {
      const row = this.weights[u] as bigint[];
      for (let v = u + 1; v < this.size; v++) {
        const weight = row[v] as bigint;
        if (weight > 0n) edges.push({ u, v, weight });
      }
    }
    const mate = maximumWeightMatchingExact(this.size, edges);
    this.partner = mate.map((m, v) => (m === -1 ? v : m));
    return this.partner;
  }

  /** Fixes u–v: their edge gets `weight`, every other edge of theirs none. */
  fix(u: number, v: number, weight: bigint): void {
    for (let x = 0; x < this.size; x++) {
      if (x !== u) this.set(u, x, x === v ? weight : 0n);
      if (x !== v) this.set(v, x, x === u ? weight : 0n);
    }
  }
}
