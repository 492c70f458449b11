/**
 * The weighted graph of the players to pair, kept between the many matchings one round needs:
 * the Dutch procedure changes a few weights, asks again for the best matching, and reads which
 * pairs it holds. `partner[v]` is v's partner, or v itself when v stays unpaired.
 */
import { maximumWeightMatchingExact } from '../../../core/matching-exact.js';

export class PairingGraph {
  private readonly weights: bigint[][];
  partner: number[];
  /** The partner a pair was fixed with, or -1. */
  private readonly fixedTo: number[];

  constructor(readonly size: number) {
    this.weights = Array.from({ length: size }, () => new Array<bigint>(size).fill(0n));
    this.partner = Array.from({ length: size }, (_, v) => v);
    this.fixedTo = new Array<number>(size).fill(-1);
  }

  set(u: number, v: number, weight: bigint): void {
    (this.weights[u] as bigint[])[v] = weight;
    (this.weights[v] as bigint[])[u] = weight;
  }

  get(u: number, v: number): bigint {
    return (this.weights[u] as bigint[])[v] as bigint;
  }

  /**
   * Recomputes the best matching under the current weights. Fixed pairs keep each other (their
   * edge is their only one, so every maximum matching holds it): only the others are solved.
   */
  solve(): number[] {
    const open: number[] = [];
    for (let v = 0; v < this.size; v++) if (this.fixedTo[v] === -1) open.push(v);
    const edges: { u: number; v: number; weight: bigint }[] = [];
    for (let a = 0; a < open.length; a++) {
      const row = this.weights[open[a] as number] as bigint[];
      for (let b = a + 1; b < open.length; b++) {
        const weight = row[open[b] as number] as bigint;
        if (weight > 0n) edges.push({ u: a, v: b, weight });
      }
    }
    const mate = maximumWeightMatchingExact(open.length, edges);
    this.partner = this.fixedTo.map((f, v) => (f === -1 ? v : f));
    for (const [a, m] of mate.entries()) if (m !== -1) this.partner[open[a] as number] = open[m] as number;
    return this.partner;
  }

  /** Fixes u–v: their edge gets `weight`, every other edge of theirs none. */
  fix(u: number, v: number, weight: bigint): void {
    for (let x = 0; x < this.size; x++) {
      if (x !== u) this.set(u, x, x === v ? weight : 0n);
      if (x !== v) this.set(v, x, x === u ? weight : 0n);
    }
    this.fixedTo[u] = v;
    this.fixedTo[v] = u;
  }
}
