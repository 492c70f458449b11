/**
 * The weighted graph of the players to pair, kept between the many matchings one round needs:
 * the Dutch procedure changes a few weights, asks again for the best matching, and reads which
 * pairs it holds. The matcher is incremental, so each new matching costs in proportion to the
 * players whose weights changed. `partner[v]` is v's partner, or v itself when v stays unpaired.
 *
 * A graph made with a `top` (see `dutch.ts`, *local matching*) matches only a window of the
 * players (those `activate`d, not yet fixed): their weights less their top field (the completion
 * field, the same sum for every complete pairing), so that a player left unpaired in the window
 * stands for one paired with a player outside it; `partner[v]` is then `REST` (`size`), which
 * compares above every vertex as a partner outside the window does. `toFull` turns it into the
 * graph of every player not yet fixed.
 */
import { IncrementalMatching } from '../../../core/matching-incremental.js';
import type { Completion } from './weights.js';

export class PairingGraph {
  private matcher: IncrementalMatching;
  partner: number[];
  /** The partner a pair was fixed with, or -1. */
  private readonly fixedTo: number[];
  /** The partner of a player of the window paired outside it (local graph). */
  readonly rest: number;
  /** Active players of the window, not fixed (local graph); the spare vertex `size` evens them. */
  private windowCount = 0;

  constructor(
    readonly size: number,
    private top?: Completion,
  ) {
    this.matcher = top ? new IncrementalMatching(size + 1, false) : new IncrementalMatching(size);
    this.partner = Array.from({ length: size }, (_, v) => v);
    this.fixedTo = new Array<number>(size).fill(-1);
    this.rest = size;
    this.place = new Int32Array(size + 1).fill(-1);
  }

  /** Whether only a window of the players is matched. */
  get local(): boolean {
    return this.top !== undefined;
  }

  set(u: number, v: number, weight: bigint): void {
    this.matcher.setWeight(u, v, this.top && weight !== 0n ? this.lessTop(weight, this.topOf(u, v)) : weight);
  }

  /** The top field of u–v's weight (local graph). */
  private topOf(u: number, v: number): bigint {
    const { part, fields } = this.top as Completion;
    return fields[(part[u] as number) + (part[v] as number)] as bigint;
  }

  /** The last window weight made and what it was made of: runs of equal weights share one. */
  private lastWeight = 0n;
  private lastTop = 0n;
  private lastLow = 0n;

  private lessTop(weight: bigint, top: bigint): bigint {
    // Fields, not an object per weight made: an S1 player's preference weights rarely run.
    if (this.lastWeight === weight && this.lastTop === top) return this.lastLow;
    const low = weight - top;
    this.lastWeight = weight;
    this.lastTop = top;
    this.lastLow = low;
    return low;
  }

  /**
   * Sets many weights, the pairs of the current matching first: the matcher can then often move
   * a changed pair's weight onto a dual and keep the optimum, where another order frees players.
   */
  setMany(edges: readonly (readonly [number, number, bigint])[]): void {
    this.setEach((edge) => {
      for (const [u, v, w] of edges) edge(u, v, w);
    });
  }

  /**
   * `setMany` for edges that `each` lists by calling `edge(u, v, weight)` for each, in the same
   * order both times it is called (no array of them: a bracket's window has many).
   */
  setEach(each: (edge: (u: number, v: number, weight: bigint) => void) => void): void {
    each((u, v, w) => {
      if (this.partner[u] === v) this.set(u, v, w);
    });
    each((u, v, w) => {
      if (this.partner[u] !== v) this.set(u, v, w);
    });
  }

  /** Scratch of `eachOfTriangle`: a vertex's place in its list, or -1. */
  private readonly place: Int32Array;

  /**
   * Sets the pairs of a triangle, by `setEach`'s order: row r (from `from` on) pairs
   * `vertices[r]` with each earlier vertex of the list, c ascending, as (vertices[r], vertices[c])
   * at `values[id(r, c)]`, the weights as ids into the round's table (`SharedWeights`): a window's
   * weights are a few values, so each id's weight (less its top field) is made and looked up in
   * the matcher once per top field rather than once per pair.
   */
  setTriangleById(
    vertices: readonly number[],
    from: number,
    id: (r: number, c: number) => number,
    values: readonly bigint[],
  ): void {
    this.eachOfTriangle(vertices, from, (r, c) => {
      const u = vertices[r] as number;
      const v = vertices[c] as number;
      const i = id(r, c);
      const slot = this.slotOf(u, v, i);
      if (slot >= this.indexById.length) {
        const grown = new Int32Array(2 * slot + 3).fill(-1);
        grown.set(this.indexById);
        this.indexById = grown;
      }
      let index = this.indexById[slot] as number;
      if (index === -1) {
        index = this.indexFor(u, v, values[i] as bigint);
        this.indexById[slot] = index;
      }
      this.matcher.setWeightAt(u, v, index);
    });
  }

  /**
   * The matcher's index of each weight `setTriangleById` handed it, by `slotOf`; -1 before its
   * first use.
   */
  private indexById = new Int32Array(0);

  /** Where a cache by weight id keeps u–v's weight: by id, and in a local graph by its top field too. */
  private slotOf(u: number, v: number, id: number): number {
    const top = this.top;
    return top ? 3 * id + (top.part[u] as number) + (top.part[v] as number) : id;
  }

  /** The matcher's index of `weight` on u–v (`IncrementalMatching.weightIndexOf`): less its top field in a local graph. */
  private indexFor(u: number, v: number, weight: bigint): number {
    return this.matcher.weightIndexOf(this.top && weight !== 0n ? weight - this.topOf(u, v) : weight);
  }

  /**
   * `setTriangleById` from 0 for a score group's remainder, each pair as (vertices[c],
   * vertices[r]) (the lower end first) at `values[id(r, c)] + term[c]` (0 for id 0): the S1/S2
   * order term of the higher end. Each weight is made once per id, top field and column.
   */
  setOrderedTriangle(
    vertices: readonly number[],
    id: (r: number, c: number) => number,
    values: readonly bigint[],
    term: readonly bigint[],
  ): void {
    const len = vertices.length;
    const known = new Map<number, number>();
    this.eachOfTriangle(vertices, 0, (r, c) => {
      const u = vertices[c] as number;
      const v = vertices[r] as number;
      const i = id(r, c);
      const key = this.slotOf(u, v, i) * len + c;
      let index = known.get(key);
      if (index === undefined) {
        index = this.indexFor(u, v, i === 0 ? 0n : (values[i] as bigint) + (term[c] as bigint));
        known.set(key, index);
      }
      this.matcher.setWeightAt(u, v, index);
    });
  }

  /**
   * Calls `pair(r, c)` for the pairs of the triangle: the pairs of the current matching first (at
   * most one per row, found through `partner` instead of a pass over every pair: a bracket's
   * window has up to some 360,000 at 2,000 players), then row by row, c ascending.
   */
  private eachOfTriangle(
    vertices: readonly number[],
    from: number,
    pair: (r: number, c: number) => void,
  ): void {
    const place = this.place;
    for (let c = 0; c < vertices.length; c++) place[vertices[c] as number] = c;
    const partnerAt = new Int32Array(vertices.length).fill(-1);
    for (let r = from; r < vertices.length; r++) {
      const c = place[this.partner[vertices[r] as number] as number] as number;
      if (c < 0 || c >= r) continue;
      partnerAt[r] = c;
      pair(r, c);
    }
    for (let r = from; r < vertices.length; r++) {
      const m = partnerAt[r] as number;
      for (let c = 0; c < r; c++) if (c !== m) pair(r, c);
    }
    for (const v of vertices) place[v] = -1;
  }

  /** Adds players to the window of a local graph (their weights set before or after). */
  activate(vertices: readonly number[]): void {
    for (const v of vertices) {
      if (this.matcher.isActive(v)) continue;
      this.matcher.activate(v);
      this.windowCount++;
    }
  }

  /**
   * Makes the graph one of every player not fixed: the window's weights get their top field
   * back, the others are `weightOf(u, v)` (u < v); the next solve starts afresh.
   */
  toFull(weightOf: (u: number, v: number) => bigint): void {
    const top = this.top;
    if (!top) return;
    const old = this.matcher;
    const matcher = new IncrementalMatching(this.size);
    for (let v = 0; v < this.size; v++) {
      const f = this.fixedTo[v] as number;
      if (f > v) matcher.fix(v, f);
    }
    for (let v = 0; v < this.size; v++) {
      if (this.fixedTo[v] !== -1) continue;
      for (let u = 0; u < v; u++) {
        if (this.fixedTo[u] !== -1) continue;
        let w: bigint;
        if (old.isActive(u) && old.isActive(v)) {
          const low = old.weight(u, v);
          w = low === 0n ? 0n : low + this.topOf(u, v);
        } else w = weightOf(u, v);
        matcher.setWeight(u, v, w);
      }
    }
    this.matcher = matcher;
    this.top = undefined;
    this.indexById = new Int32Array(0);
  }

  /** Recomputes the best matching under the current weights; fixed pairs keep each other. */
  solve(): number[] {
    if (this.top) {
      // An even count of active vertices: the spare one joins when the window's count is odd.
      if (this.windowCount % 2 === 1) this.matcher.activate(this.size);
      else this.matcher.deactivate(this.size);
    }
    const mate = this.matcher.solve();
    const alone = (v: number): number => (this.top && this.matcher.isActive(v) ? this.rest : v);
    // In place: no caller keeps the array of an earlier solve.
    const partner = this.partner;
    for (let v = 0; v < this.size; v++) {
      const f = this.fixedTo[v] as number;
      const m = mate[v] as number;
      partner[v] = f !== -1 ? f : m === -1 ? alone(v) : m;
    }
    return partner;
  }

  /**
   * Pairs u with v and their partners with each other, both pairs inside the graph (no `REST`),
   * when the matcher proves that matching as good as the current one without a solve
   * (`IncrementalMatching.swapTight`); false, and nothing changed, otherwise.
   */
  swapTight(u: number, v: number): boolean {
    const a = this.partner[u] as number;
    const b = this.partner[v] as number;
    if (a === u || b === v || a === this.rest || b === this.rest) return false;
    if (this.fixedTo[u] !== -1 || this.fixedTo[v] !== -1) return false;
    if (!this.matcher.swapTight(u, v)) return false;
    this.partner[u] = v;
    this.partner[v] = u;
    this.partner[a] = b;
    this.partner[b] = a;
    return true;
  }

  /** Fixes u–v for good: they leave the problem, and no other weight of theirs counts. */
  fix(u: number, v: number): void {
    this.matcher.fix(u, v);
    this.fixedTo[u] = v;
    this.fixedTo[v] = u;
    if (this.top) this.windowCount -= 2;
  }
}
