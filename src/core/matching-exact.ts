/**
 * Maximum-weight matching in a general graph with exact integer (bigint) weights: the same
 * Edmonds–Galil primal-dual blossom algorithm as `matching.ts`, O(n³), for weights that pack
 * many criteria into one number and so exceed 2^53 (the FIDE Dutch pairing engine encodes every
 * quality criterion as a bit field of one edge weight). With integer weights every dual stays
 * an integer: the slack of an edge between two outer vertices is even, so halving it is exact.
 */

export interface ExactEdge {
  readonly u: number;
  readonly v: number;
  /** Positive; an edge of weight 0 is no edge. */
  readonly weight: bigint;
}

/**
 * A maximum-weight matching: `mate[v]` is v's partner, or -1. Among matchings of equal weight
 * the one found is the algorithm's; callers that need a unique answer make the weights unique.
 */
export function maximumWeightMatchingExact(vertexCount: number, edges: readonly ExactEdge[]): number[] {
  const usable = edges.filter((e) => e.u !== e.v && e.weight > 0n);
  for (const e of usable) {
    if (e.u < 0 || e.v < 0 || e.u >= vertexCount || e.v >= vertexCount)
      throw new RangeError(`edge ${e.u}–${e.v} does not fit ${vertexCount} vertices`);
  }
  if (usable.length === 0) return new Array<number>(vertexCount).fill(-1);
  return new ExactBlossom(vertexCount, usable).solve();
}

/**
 * The algorithm's working state. Edge k has endpoints 2k (its u) and 2k+1 (its v); `mate`,
 * `labelEnd` and the blossom endpoint lists hold endpoint numbers, so that the edge and the
 * direction are known at once. Blossoms are numbered n..2n-1.
 */
/**
 * Where a walk round a blossom's children from child `i` starts and which way it goes: an odd
 * child walks forwards from `i − length` (endpoint trick 0), an even one backwards (trick 1), so
 * that the walk to the base always takes the even-length path.
 */
function walkFrom(i: number, length: number): { j: number; jStep: number; endpTrick: number } {
  return i & 1 ? { j: i - length, jStep: 1, endpTrick: 0 } : { j: i, jStep: -1, endpTrick: 1 };
}

class ExactBlossom {
  private readonly n: number;
  private readonly eu: Int32Array;
  private readonly ev: Int32Array;
  /** Twice each edge's weight (the slack compares duals with 2w). */
  private readonly ew2: bigint[];
  private readonly endpoint: Int32Array;
  private readonly neighbEnd: number[][];
  private readonly mate: Int32Array;
  /** 0 free, 1 S (outer), 2 T (inner); 5 marks a blossom during `scanBlossom`. */
  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChilds: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  private readonly blossomEndps: (number[] | null)[];
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unusedBlossoms: number[];
  private readonly dualVar: bigint[];
  private readonly allowEdge: Uint8Array;
  private queue: number[] = [];

  constructor(n: number, edges: readonly ExactEdge[]) {
    this.n = n;
    const m = edges.length;
    this.eu = new Int32Array(m);
    this.ev = new Int32Array(m);
    this.ew2 = new Array<bigint>(m).fill(0n);
    this.endpoint = new Int32Array(2 * m);
    this.neighbEnd = Array.from({ length: n }, () => [] as number[]);
    let maxWeight = 0n;
    edges.forEach((e, k) => {
      this.eu[k] = e.u;
      this.ev[k] = e.v;
      this.ew2[k] = 2n * e.weight;
      this.endpoint[2 * k] = e.u;
      this.endpoint[2 * k + 1] = e.v;
      this.neighbEnd[e.u]?.push(2 * k + 1);
      this.neighbEnd[e.v]?.push(2 * k);
      if (e.weight > maxWeight) maxWeight = e.weight;
    });
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = Int32Array.from({ length: n }, (_, i) => i);
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomChilds = new Array(2 * n).fill(null);
    this.blossomBase = Int32Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
    this.blossomEndps = new Array(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.blossomBestEdges = new Array(2 * n).fill(null);
    this.unusedBlossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dualVar = Array.from({ length: 2 * n }, (_, i) => (i < n ? maxWeight : 0n));
    this.allowEdge = new Uint8Array(m);
  }

  private slack(k: number): bigint {
    return (
      (this.dualVar[this.eu[k] as number] as bigint) +
      (this.dualVar[this.ev[k] as number] as bigint) -
      (this.ew2[k] as bigint)
    );
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomChilds[b] as number[]) this.leaves(t, out);
    return out;
  }

  /** Labels the top blossom of w with t (S or T) reached through endpoint p. */
  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number;
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === 1) {
      this.queue.push(...this.leaves(b));
    } else {
      // A T-blossom's base is matched; its mate becomes an S-vertex.
      const base = this.blossomBase[b] as number;
      const mb = this.mate[base] as number;
      this.assignLabel(this.endpoint[mb] as number, 1, mb ^ 1);
    }
  }

  /** Traces back from v and w; returns the base of a new blossom, or -1 for an augmenting path. */
  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v] as number;
      if ((this.label[b] as number) & 4) {
        base = this.blossomBase[b] as number;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelEnd[b] as number] as number;
        b = this.inBlossom[v] as number;
        v = this.endpoint[this.labelEnd[b] as number] as number;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.eu[k] as number;
    let w = this.ev[k] as number;
    const bb = this.inBlossom[base] as number;
    let bv = this.inBlossom[v] as number;
    let bw = this.inBlossom[w] as number;
    const b = this.unusedBlossoms.pop() as number;
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv] as number);
      v = this.endpoint[this.labelEnd[bv] as number] as number;
      bv = this.inBlossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push((this.labelEnd[bw] as number) ^ 1);
      w = this.endpoint[this.labelEnd[bw] as number] as number;
      bw = this.inBlossom[w] as number;
    }
    this.blossomChilds[b] = path;
    this.blossomEndps[b] = endps;
    this.label[b] = 1;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    this.dualVar[b] = 0n;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inBlossom[leaf] as number] === 2) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    // Keep, per neighbouring S-blossom, the least-slack edge from the new blossom.
    const bestEdgeTo = new Int32Array(2 * this.n).fill(-1);
    for (const child of path) {
      const own = this.blossomBestEdges[child];
      const nbLists: number[][] = own
        ? [own]
        : this.leaves(child).map((leaf) => (this.neighbEnd[leaf] as number[]).map((p) => p >> 1));
      for (const list of nbLists) {
        for (const e of list) {
          let j = this.ev[e] as number;
          if (this.inBlossom[j] === b) j = this.eu[e] as number;
          const bj = this.inBlossom[j] as number;
          if (
            bj !== b &&
            this.label[bj] === 1 &&
            (bestEdgeTo[bj] === -1 || this.slack(e) < this.slack(bestEdgeTo[bj] as number))
          ) {
            bestEdgeTo[bj] = e;
          }
        }
      }
      this.blossomBestEdges[child] = null;
      this.bestEdge[child] = -1;
    }
    const best = Array.from(bestEdgeTo).filter((e) => e !== -1);
    this.blossomBestEdges[b] = best;
    this.bestEdge[b] = -1;
    for (const e of best) {
      if (this.bestEdge[b] === -1 || this.slack(e) < this.slack(this.bestEdge[b] as number))
        this.bestEdge[b] = e;
    }
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const childs = this.blossomChilds[b] as number[];
    for (const s of childs) {
      this.blossomParent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dualVar[s] === 0n) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s)) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === 2) {
      // Relabel the sub-blossoms on the even path from the entry child to the base.
      const endps = this.blossomEndps[b] as number[];
      const entryChild = this.inBlossom[this.endpoint[(this.labelEnd[b] as number) ^ 1] as number] as number;
      let { j, jStep, endpTrick } = walkFrom(childs.indexOf(entryChild), childs.length);
      const at = (i: number): number => (i < 0 ? i + childs.length : i);
      let p = this.labelEnd[b] as number;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1] as number] = 0;
        this.label[this.endpoint[(endps[at(j - endpTrick)] as number) ^ endpTrick ^ 1] as number] = 0;
        this.assignLabel(this.endpoint[p ^ 1] as number, 2, p);
        this.allowEdge[(endps[at(j - endpTrick)] as number) >> 1] = 1;
        j += jStep;
        p = (endps[at(j - endpTrick)] as number) ^ endpTrick;
        this.allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = childs[at(j)] as number;
      this.label[this.endpoint[p ^ 1] as number] = this.label[bv] = 2;
      this.labelEnd[this.endpoint[p ^ 1] as number] = this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jStep;
      while (childs[at(j)] !== entryChild) {
        bv = childs[at(j)] as number;
        if (this.label[bv] === 1) {
          j += jStep;
          continue;
        }
        const reached = this.leaves(bv).find((leaf) => this.label[leaf] !== 0);
        if (reached !== undefined) {
          this.label[reached] = 0;
          this.label[this.endpoint[this.mate[this.blossomBase[bv] as number] as number] as number] = 0;
          this.assignLabel(reached, 2, this.labelEnd[reached] as number);
        }
        j += jStep;
      }
    }
    this.label[b] = this.labelEnd[b] = -1;
    this.blossomChilds[b] = this.blossomEndps[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  /** Swaps matched and unmatched edges along the even path from v to the base of blossom b. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t] as number;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b] as number[];
    const endps = this.blossomEndps[b] as number[];
    const i = childs.indexOf(t);
    let { j, jStep, endpTrick } = walkFrom(i, childs.length);
    const at = (x: number): number => (x < 0 ? x + childs.length : x);
    while (j !== 0) {
      j += jStep;
      t = childs[at(j)] as number;
      const p = (endps[at(j - endpTrick)] as number) ^ endpTrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p] as number);
      j += jStep;
      t = childs[at(j)] as number;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1] as number);
      this.mate[this.endpoint[p] as number] = p ^ 1;
      this.mate[this.endpoint[p ^ 1] as number] = p;
    }
    this.blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomEndps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossomBase[b] = this.blossomBase[(this.blossomChilds[b] as number[])[0] as number] as number;
  }

  private augmentMatching(k: number): void {
    const starts: Array<[number, number]> = [
      [this.eu[k] as number, 2 * k + 1],
      [this.ev[k] as number, 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = this.inBlossom[s] as number;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.endpoint[this.labelEnd[bs] as number] as number;
        const bt = this.inBlossom[t] as number;
        s = this.endpoint[this.labelEnd[bt] as number] as number;
        const j = this.endpoint[(this.labelEnd[bt] as number) ^ 1] as number;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt] as number;
        p = (this.labelEnd[bt] as number) ^ 1;
      }
    }
  }

  /** Grows alternating trees from the queue; true once the matching was augmented. */
  private search(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop() as number;
      for (const p of this.neighbEnd[v] as number[]) {
        const k = p >> 1;
        const w = this.endpoint[p] as number;
        if (this.inBlossom[v] === this.inBlossom[w]) continue;
        let kSlack = 0n;
        if (!this.allowEdge[k]) {
          kSlack = this.slack(k);
          if (kSlack <= 0n) this.allowEdge[k] = 1;
        }
        const bw = this.inBlossom[w] as number;
        if (this.allowEdge[k]) {
          if (this.label[bw] === 0) {
            this.assignLabel(w, 2, p ^ 1);
          } else if (this.label[bw] === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) this.addBlossom(base, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === 0) {
            this.label[w] = 2;
            this.labelEnd[w] = p ^ 1;
          }
        } else if (this.label[bw] === 1) {
          const b = this.inBlossom[v] as number;
          if (this.bestEdge[b] === -1 || kSlack < this.slack(this.bestEdge[b] as number))
            this.bestEdge[b] = k;
        } else if (this.label[w] === 0) {
          if (this.bestEdge[w] === -1 || kSlack < this.slack(this.bestEdge[w] as number))
            this.bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  /** One dual adjustment; false when the stage ends without an augmentation (optimum reached). */
  private adjustDuals(): boolean {
    const n = this.n;
    let deltaType = -1;
    let delta = 0n;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    deltaType = 1;
    delta = this.dualVar[0] as bigint;
    for (let v = 1; v < n; v++) if ((this.dualVar[v] as bigint) < delta) delta = this.dualVar[v] as bigint;
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v] as number] === 0 && this.bestEdge[v] !== -1) {
        const d = this.slack(this.bestEdge[v] as number);
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 2;
          deltaEdge = this.bestEdge[v] as number;
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (this.blossomParent[b] === -1 && this.label[b] === 1 && this.bestEdge[b] !== -1) {
        const d = this.slack(this.bestEdge[b] as number) / 2n;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 3;
          deltaEdge = this.bestEdge[b] as number;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        (this.blossomBase[b] as number) >= 0 &&
        this.blossomParent[b] === -1 &&
        this.label[b] === 2 &&
        (deltaType === -1 || (this.dualVar[b] as bigint) < delta)
      ) {
        delta = this.dualVar[b] as bigint;
        deltaType = 4;
        deltaBlossom = b;
      }
    }
    for (let v = 0; v < n; v++) {
      const l = this.label[this.inBlossom[v] as number];
      if (l === 1) this.dualVar[v] = (this.dualVar[v] as bigint) - delta;
      else if (l === 2) this.dualVar[v] = (this.dualVar[v] as bigint) + delta;
    }
    for (let b = n; b < 2 * n; b++) {
      if ((this.blossomBase[b] as number) >= 0 && this.blossomParent[b] === -1) {
        if (this.label[b] === 1) this.dualVar[b] = (this.dualVar[b] as bigint) + delta;
        else if (this.label[b] === 2) this.dualVar[b] = (this.dualVar[b] as bigint) - delta;
      }
    }
    if (deltaType === 1) return false;
    if (deltaType === 2) {
      this.allowEdge[deltaEdge] = 1;
      let i = this.eu[deltaEdge] as number;
      if (this.label[this.inBlossom[i] as number] === 0) i = this.ev[deltaEdge] as number;
      this.queue.push(i);
    } else if (deltaType === 3) {
      this.allowEdge[deltaEdge] = 1;
      this.queue.push(this.eu[deltaEdge] as number);
    } else {
      this.expandBlossom(deltaBlossom, false);
    }
    return true;
  }

  solve(): number[] {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allowEdge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v] as number] === 0) this.assignLabel(v, 1, -1);
      }
      let augmented = false;
      for (;;) {
        if (this.search()) {
          augmented = true;
          break;
        }
        if (!this.adjustDuals()) break;
      }
      if (!augmented) break;
      // Blossoms with zero dual may be expanded between stages (keeps the structure small).
      for (let b = n; b < 2 * n; b++) {
        if (
          this.blossomParent[b] === -1 &&
          (this.blossomBase[b] as number) >= 0 &&
          this.label[b] === 1 &&
          this.dualVar[b] === 0n
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
    return Array.from(this.mate, (p) => (p >= 0 ? (this.endpoint[p] as number) : -1));
  }
}
