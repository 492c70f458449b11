/**
 * Incremental maximum-weight matching on a dense graph with exact integer (bigint) weights: the
 * Edmonds–Galil primal-dual blossom algorithm (O(n³) from scratch) that keeps its matching, dual
 * variables and blossoms between solves, so that after the weights at k vertices change a new
 * optimum costs O(k·n²). A pairing engine that asks for many matchings while fixing a few
 * weights at a time (the FIDE Dutch system) needs this.
 *
 * The graph is complete: a pair without an edge has weight 0. The matcher solves the equivalent
 * maximum-weight *perfect* matching (every pair an edge, weight 0 allowed, plus one vertex of
 * weight-0 edges for an odd count), whose dual variables are free in sign; a pair joined by a
 * weight-0 edge is reported unmatched. That freedom makes the repair simple: a vertex whose
 * edges change is made the exposed base of its blossoms (the matching inside them rotated), the
 * blossoms round it are dissolved (their duals moved onto their vertices, which keeps every edge
 * feasible and every matched edge tight), it and its former mate are left free, and at the next
 * solve their duals are lowered to the least that keeps their edges feasible; each augmentation
 * stage then pairs two free vertices.
 *
 * Duals are kept in doubled units (an edge's slack is `dual[u] + dual[v] − 2w`); all free
 * vertices start a stage with even duals, so the slack between two outer vertices is even and
 * halving it is exact.
 *
 * The weights come and go as bigints, but the arithmetic inside is on number limbs (`limbs.ts`),
 * so that a solve allocates nothing per scanned pair: a pair's weight is an index into a table of
 * the distinct doubled weights (a Dutch window has few), and duals, keys and the stage's shift
 * are slots of the same limb store.
 */
import { LimbSlots, ZERO } from './limbs.js';

/** An endpoint: the side at vertex `p >>> 16` of the edge to vertex `p & 0xffff`. */
const at = (p: number): number => p >>> 16;
const other = (p: number): number => p & 0xffff;
const flip = (p: number): number => ((p & 0xffff) << 16) | (p >>> 16);
const endpoint = (atVertex: number, to: number): number => (atVertex << 16) | to;
/** The endpoint p, or the other side when `trick` is 1 (walking a blossom backwards). */
const side = (p: number, trick: number): number => (trick ? flip(p) : p);

/** Vertices an endpoint can name (the dummy of an odd count included). */
export const MAX_INCREMENTAL_VERTICES = 32766;

/**
 * Where a walk round a blossom's children from child `i` starts and which way it goes: an odd
 * child walks forwards from `i − length` (trick 0), an even one backwards (trick 1), so that the
 * walk to the base always takes the even-length path.
 */
function walkFrom(i: number, length: number): { j: number; jStep: number; trick: number } {
  return i & 1 ? { j: i - length, jStep: 1, trick: 0 } : { j: i, jStep: -1, trick: 1 };
}

/**
 * A stack of int32 values that keeps its buffer: the lists a stage fills (candidate edges, tight
 * edges, the queue) allocate nothing once grown, where fresh arrays per stage made most of the
 * collector's work of a round (issue #28).
 */
class IntList {
  data = new Int32Array(8);
  length = 0;

  push(x: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(2 * this.length);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = x;
  }

  pop(): number {
    return this.data[--this.length] as number;
  }
}

const FREE = 0;
const OUTER = 1;
const INNER = 2;
/** Marks a blossom met while `scanBlossom` traces the two paths. */
const BREADCRUMB = 5;

/** Fixed slots of the limb store (`ZERO` is slot 0); then duals, keys, scratch keys and weights. */
const ONE = 1;
/** What each dual moved by in this stage (duals of outer vertices fell by it), and twice that. */
const SHIFT = 2;
const SHIFT2 = 3;
const DELTA = 4;
const DELTA2 = 5;
const TMP = 6;
const TMP2 = 7;
/** The scanned vertex's dual plus `SHIFT`, and plus `SHIFT2`. */
const DV_SHIFT = 8;
const DV_SHIFT2 = 9;
const FIXED_SLOTS = 10;

export class IncrementalMatching {
  /** Vertices of the caller's graph; one more (`size`, all weights 0) when `size` is odd. */
  private readonly count: number;
  /** Each pair's weight, row by row, as an index into `weights` (0: weight 0). */
  private readonly weightIndex: Int32Array;
  /** The distinct weights set, their doubles held in the limb slots from `weightSlot`. */
  private readonly weights: bigint[] = [0n];
  private readonly indexOfWeight = new Map<bigint, number>([[0n, 0]]);
  /** Every number the solve computes with: fixed slots, then per vertex or blossom its dual (`dualSlot + b`), its best edge's key (`keySlot + b`), a scratch key (`pickSlot + i`), then the weights. */
  private readonly num: LimbSlots;
  private readonly dualSlot: number;
  private readonly keySlot: number;
  private readonly pickSlot: number;
  private readonly weightSlot: number;
  /** The endpoint at v's partner, or -1. */
  private readonly mate: Int32Array;
  /** Vertices taken out of the problem by `fix` (paired for good). */
  private readonly active: Uint8Array;
  private activeList: number[];
  private activeChanged = false;
  /** Free vertices whose dual is set afresh at the next solve. */
  private readonly dirty: Uint8Array;
  private dirtyList: number[] = [];

  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChilds: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  private readonly blossomEndps: (number[] | null)[];
  /**
   * A vertex's or blossom's best edge, or -1. Its key (slot `keySlot + b`) is its slack plus the
   * duals' shift in this stage (`SHIFT` for an edge to an unlabelled vertex, whose slack falls by
   * each delta; `SHIFT2`, twice that, between outer blossoms), so that it needs no new sum as the
   * duals move.
   */
  private readonly bestEdge: Int32Array;
  /**
   * Per outer top-level blossom or vertex t (valid when `candStage[t] === stageId`): candidate
   * edges to outer vertices of other blossoms. A vertex's scan appends its edges to the list of
   * its top blossom; a new blossom keeps its children's least per neighbour, by the key slack +
   * 2·shift, which stays put between outer vertices and so is computed afresh there rather than
   * kept beside each edge (into the scratch slots from `pickSlot`). Every
   * edge between two outer vertices is in the list of the side scanned later (or was tight), so
   * no blossom needs a fresh scan of its vertices' edges.
   */
  private readonly candEdges: IntList[];
  private readonly candStage: Int32Array;
  /** Scratch of `collectBestEdges`: per neighbouring blossom, the index of its least candidate. */
  private readonly pick: Int32Array;
  private stageId = 0;
  private readonly unusedBlossoms: number[];
  /** Edges known tight in this stage, by `min·count + max`; `allowedList` to clear them. */
  private readonly allowEdge: Uint8Array;
  private readonly allowedList = new IntList();
  /**
   * Outer vertices to scan. Read as a stack (depth first) while many vertices are free: the
   * first tree then finds its path to another tree before every root is scanned, where a stage
   * that read every root first would cost a scan per free vertex. Read from `queueHead` (breadth
   * first) when two are free, as after one vertex's weights change: both trees then grow level
   * by level and meet halfway, where depth first grew one deep into the dense tight edges
   * before the other (the bench's round at 2,000 players: its solves with two free vertices
   * scan 6,056 rows instead of 16,655).
   */
  private readonly queue = new IntList();
  private queueHead = 0;
  private breadthFirst = false;
  /** Scratch of `leafList` and of `collectBestEdges` (the neighbours whose `pick` it set). */
  private readonly leafScratch = new IntList();
  private readonly touched = new IntList();

  /**
   * `allActive` false: no vertex takes part until `activate`d (a caller that matches a window of
   * its graph at a time, keeping an even count of active vertices itself).
   */
  constructor(
    readonly size: number,
    allActive = true,
  ) {
    if (!Number.isInteger(size) || size < 0 || size > MAX_INCREMENTAL_VERTICES)
      throw new RangeError(`a matching of ${size} vertices is not supported`);
    const n = size + (size % 2);
    const on = allActive ? 1 : 0;
    this.count = n;
    this.weightIndex = new Int32Array(n * n);
    this.dualSlot = FIXED_SLOTS;
    this.keySlot = this.dualSlot + 2 * n;
    this.pickSlot = this.keySlot + 2 * n;
    this.weightSlot = this.pickSlot + 2 * n;
    this.num = new LimbSlots(this.weightSlot + 16);
    this.num.set(ONE, 1n);
    this.mate = new Int32Array(n).fill(-1);
    this.active = new Uint8Array(n).fill(on);
    this.activeList = allActive ? Array.from({ length: n }, (_, v) => v) : [];
    this.dirty = new Uint8Array(n).fill(on);
    this.dirtyList = [...this.activeList];
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = Int32Array.from({ length: n }, (_, v) => v);
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomChilds = new Array(2 * n).fill(null);
    this.blossomBase = Int32Array.from({ length: 2 * n }, (_, v) => (v < n ? v : -1));
    this.blossomEndps = new Array(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.candEdges = Array.from({ length: 2 * n }, () => new IntList());
    this.candStage = new Int32Array(2 * n).fill(-1);
    this.pick = new Int32Array(2 * n).fill(-1);
    this.unusedBlossoms = Array.from({ length: n }, (_, i) => n + i);
    this.allowEdge = new Uint8Array(n * n);
  }

  weight(u: number, v: number): bigint {
    this.check(u, v);
    return this.weights[this.weightIndex[u * this.count + v] as number] as bigint;
  }

  /** Sets the weight of u–v (0: no edge); the next solve repairs the matching round u. */
  setWeight(u: number, v: number, weight: bigint): void {
    if (weight < 0n) throw new RangeError(`edge ${u}–${v} has a negative weight`);
    this.setWeightAt(u, v, this.indexOf(weight));
  }

  /**
   * The index of `weight` among the distinct weights (added on first use), for `setWeightAt`. A
   * window's weights are a few values set on many pairs: the caller (the Dutch layer) keeps each
   * value's index and sets the pairs by it, so no bigint is compared or hashed per pair.
   */
  weightIndexOf(weight: bigint): number {
    if (weight < 0n) throw new RangeError('a negative weight');
    return this.indexOf(weight);
  }

  /** `setWeight` with the weight given by its index (`weightIndexOf`). */
  setWeightAt(u: number, v: number, index: number): void {
    this.check(u, v);
    if (!Number.isInteger(index) || index < 0 || index >= this.weights.length)
      throw new RangeError(`no weight of index ${index}`);
    const n = this.count;
    const before = this.weightIndex[u * n + v] as number;
    if (before === index) return;
    this.weightIndex[u * n + v] = index;
    this.weightIndex[v * n + u] = index;
    if (!this.active[u] || !this.active[v] || this.dirty[u] || this.dirty[v]) return;
    if (this.keepsOptimum(u, v, this.weightSlot + index, this.weightSlot + before)) return;
    this.prepare(u);
  }

  /** The last weight set and its index: a window's rows are long runs of the same weight. */
  private lastWeight = 0n;
  private lastIndex = 0;

  private indexOf(weight: bigint): number {
    if (weight === this.lastWeight) return this.lastIndex;
    let index = this.indexOfWeight.get(weight);
    if (index === undefined) {
      index = this.weights.length;
      this.weights.push(weight);
      this.indexOfWeight.set(weight, index);
      const slot = this.weightSlot + index;
      if (slot >= this.num.count) this.num.grow(2 * slot);
      this.num.set(slot, weight << 1n);
    }
    this.lastWeight = weight;
    this.lastIndex = index;
    return index;
  }

  /** The slot of u–v's doubled weight. */
  private w2(u: number, v: number): number {
    return this.weightSlot + (this.weightIndex[u * this.count + v] as number);
  }

  /**
   * Whether the matching stays optimal after u–v's doubled weight changed from the slot `before`
   * to the slot `after`, with at most one dual moved: the certificate (every edge feasible, matched and blossom edges
   * tight) still holds, so no vertex needs freeing. An unmatched edge outside every blossom only
   * has to stay feasible; a matched one between different top blossoms stays tight when the change
   * can go onto the dual of an end in no blossom (when it falls, that end's other edges must stay
   * feasible). Anything else (an edge inside a blossom) frees u.
   */
  private keepsOptimum(u: number, v: number, after: number, before: number): boolean {
    if (this.inBlossom[u] === this.inBlossom[v]) return false;
    const m = this.mate[u] as number;
    const num = this.num;
    const d = this.dualSlot;
    if (m === -1 || at(m) !== v) return num.sign3(d + u, d + v, after) >= 0;
    const falls = num.sign(after, ZERO, before, ZERO) < 0;
    for (const x of [u, v]) {
      if (this.inBlossom[x] !== x) continue;
      num.store(TMP2, d + x, after, before, ZERO);
      if (falls && !this.feasibleAt(x, TMP2, x === u ? v : u)) continue;
      num.store(d + x, TMP2, ZERO, ZERO, ZERO);
      return true;
    }
    return false;
  }

  /** Whether every edge of x but the one to `mate` is feasible with x's dual at the slot `dx` (free vertices' duals are set afresh). */
  private feasibleAt(x: number, dx: number, mate: number): boolean {
    for (const y of this.activeList) {
      if (y === x || y === mate || this.dirty[y] || !this.active[y]) continue;
      if (this.num.sign3(dx, this.dualSlot + y, this.w2(x, y)) < 0) return false;
    }
    return true;
  }

  /**
   * Pairs u with v and their former partners with each other when the matching stays optimal
   * without a solve: no vertex is waiting for a new dual, the four are in no blossom, u–v and the
   * partners' edge are tight under the current duals (complementary slackness holds for the new
   * matching with the same duals) and both edges have a weight (real pairs, not unpaired
   * vertices). False, and nothing changed, otherwise.
   */
  swapTight(u: number, v: number): boolean {
    this.check(u, v);
    const mu = this.mate[u] as number;
    const mv = this.mate[v] as number;
    if (mu === -1 || mv === -1) return false;
    const a = at(mu);
    const b = at(mv);
    if (a === v || a >= this.size || b >= this.size) return false;
    for (const x of [u, v, a, b])
      if (!this.active[x] || this.dirty[x] || this.inBlossom[x] !== x) return false;
    for (const x of this.dirtyList) if (this.active[x] && this.dirty[x]) return false;
    const n = this.count;
    if (this.weightIndex[u * n + v] === 0 || this.weightIndex[a * n + b] === 0) return false;
    if (this.slackSign(u, v) !== 0 || this.slackSign(a, b) !== 0) return false;
    this.mate[u] = endpoint(v, u);
    this.mate[v] = endpoint(u, v);
    this.mate[a] = endpoint(b, a);
    this.mate[b] = endpoint(a, b);
    return true;
  }

  /**
   * Pairs u and v for good and takes them out of the problem; their former partners are
   * matched afresh at the next solve.
   */
  fix(u: number, v: number): void {
    this.check(u, v);
    if (!this.active[u] || !this.active[v]) throw new RangeError(`${u} or ${v} is already fixed`);
    this.prepare(u);
    this.prepare(v);
    this.mate[u] = endpoint(v, u);
    this.mate[v] = endpoint(u, v);
    this.active[u] = this.active[v] = 0;
    this.dirty[u] = this.dirty[v] = 0;
    this.activeChanged = true;
  }

  /** Whether v takes part (neither fixed nor left out). */
  isActive(v: number): boolean {
    return this.active[v] === 1;
  }

  /** Lets v take part from the next solve on, unpaired until then (its dual is set afresh). */
  activate(v: number): void {
    if (this.active[v] === 1) return;
    this.active[v] = 1;
    this.mate[v] = -1;
    this.dirty[v] = 1;
    this.dirtyList.push(v);
    this.activeList.push(v);
  }

  /** Takes the unfixed v out of the problem (its partner is matched afresh at the next solve). */
  deactivate(v: number): void {
    if (this.active[v] === 0) return;
    this.prepare(v);
    this.mate[v] = -1;
    this.active[v] = 0;
    this.dirty[v] = 0;
    this.activeChanged = true;
  }

  /** The best matching under the current weights: `mate[v]`, or -1 when v stays unpaired. */
  solve(): number[] {
    if (this.activeChanged) {
      this.activeList = this.activeList.filter((v) => this.active[v] === 1);
      this.activeChanged = false;
    }
    this.setFreeDuals();
    while (this.activeList.some((v) => this.mate[v] === -1)) this.stage();
    const n = this.count;
    const result = new Array<number>(this.size).fill(-1);
    for (let v = 0; v < this.size; v++) {
      const m = this.mate[v] as number;
      const u = m === -1 ? -1 : at(m);
      if (u !== -1 && u < this.size && this.weightIndex[v * n + u] !== 0) result[v] = u;
    }
    return result;
  }

  private check(u: number, v: number): void {
    if (
      !Number.isInteger(u) ||
      !Number.isInteger(v) ||
      u < 0 ||
      v < 0 ||
      u >= this.size ||
      v >= this.size ||
      u === v
    )
      throw new RangeError(`edge ${u}–${v} does not fit ${this.size} vertices`);
  }

  /** The sign of the slack of a–b. */
  private slackSign(a: number, b: number): number {
    return this.num.sign3(this.dualSlot + a, this.dualSlot + b, this.w2(a, b));
  }

  /** Sets the slot `dst` to the slack of the edge of endpoint p. */
  private slackInto(dst: number, p: number): void {
    const a = at(p);
    const b = other(p);
    this.num.store(dst, this.dualSlot + a, this.dualSlot + b, this.w2(a, b), ZERO);
  }

  private allow(p: number): void {
    const a = at(p);
    const b = other(p);
    const key = a < b ? a * this.count + b : b * this.count + a;
    if (this.allowEdge[key]) return;
    this.allowEdge[key] = 1;
    this.allowedList.push(key);
  }

  private allowed(a: number, b: number): boolean {
    return this.allowEdge[a < b ? a * this.count + b : b * this.count + a] === 1;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.count) out.push(b);
    else for (const t of this.blossomChilds[b] as number[]) this.leaves(t, out);
    return out;
  }

  /** The vertices of b in the order of `leaves`, in a scratch list read before the next call. */
  private leafList(b: number): IntList {
    const out = this.leafScratch;
    out.length = 0;
    this.pushLeaves(b, out);
    return out;
  }

  private pushLeaves(b: number, out: IntList): void {
    if (b < this.count) out.push(b);
    else for (const t of this.blossomChilds[b] as number[]) this.pushLeaves(t, out);
  }

  /** Makes `top` the top blossom of every vertex of b. */
  private setTop(b: number, top: number): void {
    if (b < this.count) this.inBlossom[b] = top;
    else for (const t of this.blossomChilds[b] as number[]) this.setTop(t, top);
  }

  /**
   * Frees v for new weights: unmatches its top blossom's base, rotates the blossom so that v is
   * its exposed base, and dissolves every blossom round v and round the former mate.
   */
  private prepare(v: number): void {
    if (this.dirty[v]) return;
    const b = this.inBlossom[v] as number;
    const base = this.blossomBase[b] as number;
    const m = this.mate[base] as number;
    if (m !== -1) {
      const partner = at(m);
      this.mate[base] = -1;
      this.mate[partner] = -1;
      this.dissolveRound(partner);
    }
    if (b !== v) {
      this.augmentBlossom(b, v);
      this.mate[v] = -1;
    }
    this.dissolveRound(v);
  }

  /** Dissolves the blossoms of which the exposed vertex v is the base; v's dual is set at the next solve. */
  private dissolveRound(v: number): void {
    for (let b = this.inBlossom[v] as number; b !== v; b = this.inBlossom[v] as number) {
      const d = this.dualSlot;
      const leaves = this.leafList(b);
      for (let k = 0; k < leaves.length; k++) {
        const leaf = leaves.data[k] as number;
        this.num.store(d + leaf, d + leaf, d + b, ZERO, ZERO);
      }
      for (const s of this.blossomChilds[b] as number[]) {
        this.blossomParent[s] = -1;
        if (s < this.count) this.inBlossom[s] = s;
        else this.setTop(s, s);
      }
      this.release(b);
    }
    if (!this.dirty[v]) {
      this.dirty[v] = 1;
      this.dirtyList.push(v);
    }
  }

  private release(b: number): void {
    this.label[b] = this.labelEnd[b] = -1;
    this.blossomChilds[b] = this.blossomEndps[b] = null;
    this.blossomBase[b] = -1;
    this.candStage[b] = -1;
    (this.candEdges[b] as IntList).length = 0;
    this.bestEdge[b] = -1;
    this.num.store(this.dualSlot + b, ZERO, ZERO, ZERO, ZERO);
    this.unusedBlossoms.push(b);
  }

  /**
   * The least even duals that keep the edges of the freed vertices feasible: first against the
   * vertices whose duals stand, then among the freed ones, in turn; freed vertices joined by a
   * tight edge are matched at once.
   */
  private setFreeDuals(): void {
    const num = this.num;
    const d = this.dualSlot;
    const freed = this.dirtyList.filter((v) => this.active[v] === 1 && this.dirty[v] === 1);
    for (const v of freed) {
      // The dual of v holds the greatest need (weight less the other end's dual) so far.
      let first = true;
      for (const u of this.activeList) {
        if (this.dirty[u]) continue;
        const w2 = this.w2(v, u);
        if (first || num.sign3(d + u, d + v, w2) < 0) num.store(d + v, w2, ZERO, d + u, ZERO);
        first = false;
      }
      if (first) num.store(d + v, ZERO, ZERO, ZERO, ZERO);
    }
    if (freed.length === this.activeList.length) this.setFreeDualsEvenly(freed);
    else
      for (const [i, v] of freed.entries()) {
        for (let k = 0; k < i; k++) {
          const u = freed[k] as number;
          const w2 = this.w2(v, u);
          if (num.sign3(d + u, d + v, w2) < 0) num.store(d + v, w2, ZERO, d + u, ZERO);
        }
        this.makeEven(v);
        this.matchTight(v, freed, i);
      }
    for (const v of freed) this.dirty[v] = 0;
    this.dirtyList = [];
  }

  /** Rounds v's dual up to an even number. */
  private makeEven(v: number): void {
    const dv = this.dualSlot + v;
    if (this.num.isOdd(dv)) this.num.store(dv, dv, ONE, ZERO, ZERO);
  }

  /**
   * Among many freed vertices, each at least its heaviest edge to another freed one (half the
   * doubled weight): every edge among them is feasible, and where many weigh the same (a field
   * being weighed afresh) most of them are tight, so that `matchTight` pairs most freed vertices.
   */
  private setFreeDualsEvenly(freed: readonly number[]): void {
    const num = this.num;
    for (const [i, v] of freed.entries()) {
      const dv = this.dualSlot + v;
      for (const u of freed) {
        if (u === v) continue;
        // Half the (even) doubled weight above the dual: the doubled weight above twice the dual.
        const w2 = this.w2(v, u);
        if (num.sign(w2, ZERO, dv, dv) > 0) {
          num.store(dv, w2, ZERO, ZERO, ZERO);
          num.halve(dv);
        }
      }
      this.makeEven(v);
      this.matchTight(v, freed, i);
    }
  }

  /**
   * Matches the freed vertex v with the first of the freed vertices before it that is
   * still free and tight with it: the certificate holds (matched edges tight), and a stage fewer.
   */
  private matchTight(v: number, freed: readonly number[], before: number): void {
    if (this.mate[v] !== -1) return;
    for (let k = 0; k < before; k++) {
      const u = freed[k] as number;
      if (this.mate[u] !== -1 || this.slackSign(u, v) !== 0) continue;
      this.mate[v] = endpoint(u, v);
      this.mate[u] = endpoint(v, u);
      return;
    }
  }

  /** Labels the top blossom of w with t (outer or inner) reached through endpoint p. */
  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number;
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === OUTER) {
      this.queueLeaves(b);
    } else {
      // An inner blossom's base is matched; its mate becomes outer.
      const mb = this.mate[this.blossomBase[b] as number] as number;
      this.assignLabel(at(mb), OUTER, flip(mb));
    }
  }

  /** Pushes the vertices of b onto the queue, in the order of `leaves`. */
  private queueLeaves(b: number): void {
    if (b < this.count) this.queue.push(b);
    else for (const t of this.blossomChilds[b] as number[]) this.queueLeaves(t);
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
      this.label[b] = BREADCRUMB;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = at(this.labelEnd[b] as number);
        b = this.inBlossom[v] as number;
        v = at(this.labelEnd[b] as number);
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = OUTER;
    return base;
  }

  /** Makes a blossom of the cycle closed by the tight edge v–w through `base`. */
  private addBlossom(base: number, v0: number, w0: number): void {
    let v = v0;
    let w = w0;
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
      v = at(this.labelEnd[bv] as number);
      bv = this.inBlossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(endpoint(v0, w0));
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push(flip(this.labelEnd[bw] as number));
      w = at(this.labelEnd[bw] as number);
      bw = this.inBlossom[w] as number;
    }
    this.blossomChilds[b] = path;
    this.blossomEndps[b] = endps;
    this.label[b] = OUTER;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    this.num.store(this.dualSlot + b, ZERO, ZERO, ZERO, ZERO);
    const leaves = this.leafList(b);
    for (let k = 0; k < leaves.length; k++) {
      const leaf = leaves.data[k] as number;
      if (this.label[this.inBlossom[leaf] as number] === INNER) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    this.collectBestEdges(b, path);
  }

  /** Starts the candidate list of the top-level blossom or vertex t in this stage. */
  private candidates(t: number): void {
    this.candStage[t] = this.stageId;
    (this.candEdges[t] as IntList).length = 0;
  }

  /**
   * Adds the edge p to the outer vertex w (doubled weight in slot `w2`) to the candidates of the
   * outer blossom b of the scanned vertex, and makes it b's best edge if its key (slack + 2·shift,
   * from `DV_SHIFT2`) is lower.
   */
  private offerCandidate(b: number, p: number, w: number, w2: number): void {
    if (this.candStage[b] !== this.stageId) this.candidates(b);
    (this.candEdges[b] as IntList).push(p);
    const key = this.keySlot + b;
    const dw = this.dualSlot + w;
    if (this.bestEdge[b] === -1 || this.num.sign(DV_SHIFT2, dw, w2, key) < 0) {
      this.bestEdge[b] = p;
      this.num.store(key, DV_SHIFT2, dw, w2, ZERO);
    }
  }

  /**
   * Keeps, per neighbouring outer blossom, the least-slack candidate edge of the new blossom b
   * (the slack of `edges[i]` in slot `pickSlot + i`).
   */
  private collectBestEdges(b: number, path: readonly number[]): void {
    const num = this.num;
    const d = this.dualSlot;
    const picked = this.pickSlot;
    // The new blossom's list, written while its children's are read (b is a fresh slot).
    const edges = this.candEdges[b] as IntList;
    edges.length = 0;
    const touched = this.touched;
    touched.length = 0;
    for (const child of path) {
      if (this.candStage[child] === this.stageId) {
        const list = this.candEdges[child] as IntList;
        const ce = list.data;
        for (let k = 0; k < list.length; k++) {
          const p = ce[k] as number;
          let j = other(p);
          if (this.inBlossom[j] === b) j = at(p);
          const bj = this.inBlossom[j] as number;
          if (bj === b || this.label[bj] !== OUTER) continue;
          const old = this.pick[bj] as number;
          if (old === -1) {
            this.pick[bj] = edges.length;
            touched.push(bj);
            this.slackInto(picked + edges.length, p);
            edges.push(p);
          } else {
            // Its slack below the kept one's, without storing it first: one sign, stopped early.
            const a = at(p);
            const c = other(p);
            if (num.sign(d + a, d + c, this.w2(a, c), picked + old) < 0) {
              edges.data[old] = p;
              this.slackInto(picked + old, p);
            }
          }
        }
        this.candStage[child] = -1;
        list.length = 0;
      }
      this.bestEdge[child] = -1;
    }
    for (let k = 0; k < touched.length; k++) this.pick[touched.data[k] as number] = -1;
    this.candStage[b] = this.stageId;
    this.bestEdge[b] = -1;
    let best = -1;
    for (let k = 0; k < edges.length; k++)
      if (best === -1 || num.sign(picked + k, ZERO, picked + best, ZERO) < 0) best = k;
    if (best === -1) return;
    this.bestEdge[b] = edges.data[best] as number;
    num.store(this.keySlot + b, picked + best, SHIFT2, ZERO, ZERO);
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const childs = this.blossomChilds[b] as number[];
    for (const s of childs) {
      this.blossomParent[s] = -1;
      if (s < this.count) this.inBlossom[s] = s;
      else if (endStage && this.num.isZero(this.dualSlot + s)) this.expandBlossom(s, endStage);
      else this.setTop(s, s);
    }
    if (!endStage && this.label[b] === INNER) {
      this.relabelExpanded(b, childs);
      // Its vertices' edges kept their slack while inside; their keys start afresh.
      const leaves = this.leafList(b);
      for (let k = 0; k < leaves.length; k++) {
        const leaf = leaves.data[k] as number;
        if (this.bestEdge[leaf] === -1) continue;
        this.slackInto(TMP, this.bestEdge[leaf] as number);
        this.num.store(this.keySlot + leaf, TMP, SHIFT, ZERO, ZERO);
      }
    }
    this.release(b);
  }

  /** An inner blossom expanded during a stage: its children on the even path stay labelled. */
  private relabelExpanded(b: number, childs: readonly number[]): void {
    const endps = this.blossomEndps[b] as number[];
    const entryChild = this.inBlossom[at(flip(this.labelEnd[b] as number))] as number;
    let { j, jStep, trick } = walkFrom(childs.indexOf(entryChild), childs.length);
    const idx = (i: number): number => (i < 0 ? i + childs.length : i);
    let p = this.labelEnd[b] as number;
    while (j !== 0) {
      this.label[at(flip(p))] = FREE;
      this.label[at(flip(side(endps[idx(j - trick)] as number, trick)))] = FREE;
      this.assignLabel(at(flip(p)), INNER, p);
      this.allow(endps[idx(j - trick)] as number);
      j += jStep;
      p = side(endps[idx(j - trick)] as number, trick);
      this.allow(p);
      j += jStep;
    }
    let bv = childs[idx(j)] as number;
    this.label[at(flip(p))] = this.label[bv] = INNER;
    this.labelEnd[at(flip(p))] = this.labelEnd[bv] = p;
    this.bestEdge[bv] = -1;
    j += jStep;
    while (childs[idx(j)] !== entryChild) {
      bv = childs[idx(j)] as number;
      if (this.label[bv] === OUTER) {
        j += jStep;
        continue;
      }
      const reached = this.leaves(bv).find((leaf) => this.label[leaf] !== FREE);
      if (reached !== undefined) {
        this.label[reached] = FREE;
        this.label[at(this.mate[this.blossomBase[bv] as number] as number)] = FREE;
        this.assignLabel(reached, INNER, this.labelEnd[reached] as number);
      }
      j += jStep;
    }
  }

  /** Swaps matched and unmatched edges along the even path from v to the base of blossom b. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t] as number;
    if (t >= this.count) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b] as number[];
    const endps = this.blossomEndps[b] as number[];
    const i = childs.indexOf(t);
    let { j, jStep, trick } = walkFrom(i, childs.length);
    const idx = (x: number): number => (x < 0 ? x + childs.length : x);
    while (j !== 0) {
      j += jStep;
      t = childs[idx(j)] as number;
      const p = side(endps[idx(j - trick)] as number, trick);
      if (t >= this.count) this.augmentBlossom(t, at(p));
      j += jStep;
      t = childs[idx(j)] as number;
      if (t >= this.count) this.augmentBlossom(t, at(flip(p)));
      this.mate[at(p)] = flip(p);
      this.mate[at(flip(p))] = p;
    }
    this.blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomEndps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossomBase[b] = this.blossomBase[(this.blossomChilds[b] as number[])[0] as number] as number;
  }

  /** Augments along the path through the tight edge v–w between two outer trees. */
  private augmentMatching(v: number, w: number): void {
    const starts: Array<[number, number]> = [
      [v, endpoint(w, v)],
      [w, endpoint(v, w)],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = this.inBlossom[s] as number;
        if (bs >= this.count) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = at(this.labelEnd[bs] as number);
        const bt = this.inBlossom[t] as number;
        s = at(this.labelEnd[bt] as number);
        const j = at(flip(this.labelEnd[bt] as number));
        if (bt >= this.count) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt] as number;
        p = flip(this.labelEnd[bt] as number);
      }
    }
  }

  /** Grows alternating trees from the queue; true once the matching was augmented. */
  private search(): boolean {
    const num = this.num;
    const d = this.dualSlot;
    const queue = this.queue;
    while (this.queueHead < queue.length) {
      const v = (this.breadthFirst ? queue.data[this.queueHead++] : queue.pop()) as number;
      num.store(DV_SHIFT, d + v, SHIFT, ZERO, ZERO);
      num.store(DV_SHIFT2, d + v, SHIFT2, ZERO, ZERO);
      const row = v * this.count;
      for (const w of this.activeList) {
        if (w === v) continue;
        const bw = this.inBlossom[w] as number;
        if (this.inBlossom[v] === bw) continue;
        const lw = this.label[bw];
        // An edge into an inner blossom matters only to a vertex not reached yet.
        if (lw === INNER && this.label[w] !== FREE) continue;
        const p = endpoint(w, v);
        if (!this.allowed(v, w)) {
          const w2 = this.weightSlot + (this.weightIndex[row + w] as number);
          if (num.sign3(d + v, d + w, w2) > 0) {
            if (lw === OUTER) this.offerCandidate(this.inBlossom[v] as number, p, w, w2);
            else this.offerBestEdge(v, w, p, w2, lw === INNER);
            continue;
          }
          this.allow(p);
        }
        if (lw === FREE) {
          this.assignLabel(w, INNER, flip(p));
        } else if (lw === OUTER) {
          const base = this.scanBlossom(v, w);
          if (base >= 0) this.addBlossom(base, v, w);
          else {
            this.augmentMatching(v, w);
            return true;
          }
        } else {
          this.label[w] = INNER;
          this.labelEnd[w] = flip(p);
        }
      }
    }
    return false;
  }

  /**
   * Makes the edge p from the scanned vertex v to w (not tight, doubled weight in slot `w2`) w's
   * best edge if its key (slack + shift, from `DV_SHIFT`) is lower. w is free, or not yet reached
   * inside an inner blossom (`inInner`): there its edges' slack stands while the shift grows, so
   * its key understates the best edge's slack until the blossom is expanded (which sets the keys
   * afresh): compare with that edge's own slack.
   */
  private offerBestEdge(v: number, w: number, p: number, w2: number, inInner: boolean): void {
    const num = this.num;
    const dw = this.dualSlot + w;
    const key = this.keySlot + w;
    const best = this.bestEdge[w] as number;
    if (best !== -1) {
      if (inInner) this.slackInto(TMP, best);
      const better = inInner
        ? num.sign(this.dualSlot + v, dw, w2, TMP) < 0
        : num.sign(DV_SHIFT, dw, w2, key) < 0;
      if (!better) return;
    }
    this.bestEdge[w] = p;
    num.store(key, DV_SHIFT, dw, w2, ZERO);
  }

  /** One dual adjustment (the perfect-matching form: there is always an augmenting path to find). */
  private adjustDuals(): void {
    const n = this.count;
    const num = this.num;
    const key = this.keySlot;
    let deltaType = -1;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    for (const v of this.activeList) {
      if (this.label[this.inBlossom[v] as number] === FREE && this.bestEdge[v] !== -1) {
        if (deltaType === -1 || num.sign(key + v, ZERO, SHIFT, DELTA) < 0) {
          num.store(DELTA, key + v, ZERO, SHIFT, ZERO);
          num.store(DELTA2, DELTA, DELTA, ZERO, ZERO);
          deltaType = 2;
          deltaEdge = this.bestEdge[v] as number;
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (b < n && !this.active[b]) continue;
      if (this.blossomParent[b] === -1 && this.label[b] === OUTER && this.bestEdge[b] !== -1) {
        // Half the (even) slack below delta: the slack below twice delta.
        if (deltaType === -1 || num.sign(key + b, ZERO, SHIFT2, DELTA2) < 0) {
          num.store(DELTA, key + b, ZERO, SHIFT2, ZERO);
          num.halve(DELTA);
          num.store(DELTA2, DELTA, DELTA, ZERO, ZERO);
          deltaType = 3;
          deltaEdge = this.bestEdge[b] as number;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        (this.blossomBase[b] as number) >= 0 &&
        this.blossomParent[b] === -1 &&
        this.label[b] === INNER &&
        (deltaType === -1 || num.sign(this.dualSlot + b, ZERO, DELTA, ZERO) < 0)
      ) {
        num.store(DELTA, this.dualSlot + b, ZERO, ZERO, ZERO);
        num.store(DELTA2, DELTA, DELTA, ZERO, ZERO);
        deltaType = 4;
        deltaBlossom = b;
      }
    }
    if (deltaType === -1) throw new Error('matching: no augmenting path in a complete graph');
    this.moveDuals();
    if (deltaType === 2) {
      this.allow(deltaEdge);
      let i = at(deltaEdge);
      if (this.label[this.inBlossom[i] as number] === FREE) i = other(deltaEdge);
      this.queue.push(i);
    } else if (deltaType === 3) {
      this.allow(deltaEdge);
      this.queue.push(at(deltaEdge));
    } else {
      this.expandBlossom(deltaBlossom, false);
    }
  }

  /** Moves the duals of the labelled vertices and top blossoms by `DELTA`, and the shift with them. */
  private moveDuals(): void {
    const n = this.count;
    const num = this.num;
    const d = this.dualSlot;
    num.store(SHIFT, SHIFT, DELTA, ZERO, ZERO);
    num.store(SHIFT2, SHIFT, SHIFT, ZERO, ZERO);
    for (const v of this.activeList) {
      const l = this.label[this.inBlossom[v] as number];
      if (l === OUTER) num.store(d + v, d + v, ZERO, DELTA, ZERO);
      else if (l === INNER) num.store(d + v, d + v, DELTA, ZERO, ZERO);
    }
    for (let b = n; b < 2 * n; b++) {
      if ((this.blossomBase[b] as number) >= 0 && this.blossomParent[b] === -1) {
        if (this.label[b] === OUTER) num.store(d + b, d + b, DELTA, ZERO, ZERO);
        else if (this.label[b] === INNER) num.store(d + b, d + b, ZERO, DELTA, ZERO);
      }
    }
  }

  /** One stage: alternating trees from every free vertex until one augmentation. */
  private stage(): void {
    const n = this.count;
    for (const v of this.activeList) {
      this.label[v] = FREE;
      this.bestEdge[v] = -1;
    }
    for (let b = n; b < 2 * n; b++) {
      this.label[b] = FREE;
      this.bestEdge[b] = -1;
    }
    const allowed = this.allowedList;
    for (let k = 0; k < allowed.length; k++) this.allowEdge[allowed.data[k] as number] = 0;
    allowed.length = 0;
    this.queue.length = 0;
    this.queueHead = 0;
    this.num.store(SHIFT, ZERO, ZERO, ZERO, ZERO);
    this.num.store(SHIFT2, ZERO, ZERO, ZERO, ZERO);
    this.stageId++;
    let roots = 0;
    for (const v of this.activeList) {
      if (this.mate[v] === -1 && this.label[this.inBlossom[v] as number] === FREE) {
        this.assignLabel(v, OUTER, -1);
        roots++;
      }
    }
    this.breadthFirst = roots === 2;
    while (!this.search()) this.adjustDuals();
    // Outer blossoms whose dual fell to zero may go (keeps the structure small).
    for (let b = n; b < 2 * n; b++) {
      if (
        this.blossomParent[b] === -1 &&
        (this.blossomBase[b] as number) >= 0 &&
        this.label[b] === OUTER &&
        this.num.isZero(this.dualSlot + b)
      )
        this.expandBlossom(b, true);
    }
  }
}
