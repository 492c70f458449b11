/**
 * The weighted graph of the players to pair, kept between the many matchings one round needs:
 * the Dutch procedure changes a few weights, asks again for the best matching, and reads which
 * pairs it holds. The matcher is incremental, so each new matching costs in proportion to the
 * players whose weights changed. `partner[v]` is v's partner, or v itself when v stays unpaired.
 */
import { IncrementalMatching } from '../../../core/matching-incremental.js';

export class PairingGraph {
  private readonly matcher: IncrementalMatching;
  partner: number[];
  /** The partner a pair was fixed with, or -1. */
  private readonly fixedTo: number[];

  constructor(readonly size: number) {
    this.matcher = new IncrementalMatching(size);
    this.partner = Array.from({ length: size }, (_, v) => v);
    this.fixedTo = new Array<number>(size).fill(-1);
  }

  set(u: number, v: number, weight: bigint): void {
    this.matcher.setWeight(u, v, weight);
  }

  /**
   * Sets many weights, the pairs of the current matching first: the matcher can then often move
   * a changed pair's weight onto a dual and keep the optimum, where another order frees players.
   */
  setMany(edges: readonly (readonly [number, number, bigint])[]): void {
    for (const [u, v, w] of edges) if (this.partner[u] === v) this.matcher.setWeight(u, v, w);
    for (const [u, v, w] of edges) if (this.partner[u] !== v) this.matcher.setWeight(u, v, w);
  }

  get(u: number, v: number): bigint {
    return this.matcher.weight(u, v);
  }

  /** Recomputes the best matching under the current weights; fixed pairs keep each other. */
  solve(): number[] {
    const mate = this.matcher.solve();
    this.partner = mate.map((m, v) => {
      const f = this.fixedTo[v] as number;
      return f !== -1 ? f : m === -1 ? v : m;
    });
    return this.partner;
  }

  /** Fixes u–v for good: they leave the problem, and no other weight of theirs counts. */
  fix(u: number, v: number): void {
    this.matcher.fix(u, v);
    this.fixedTo[u] = v;
    this.fixedTo[v] = u;
  }
}
