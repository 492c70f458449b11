/**
 * The FIDE Dutch system (C.04.3, edition in force from 2026) as a sequence of maximum-weight
 * matchings: the brackets are paired from the top score group down; in each, the weights of
 * `weights.ts` choose how many and which players are paired (C.5–C.21), then the moved-down
 * players' opponents (B.2, D.1), then which players are exchanged between S1 and S2 (D.2, D.3)
 * and each S1 player's opponent (B.2: the highest possible in S2), every choice fixed before the
 * next one, while the completion weights keep the rest of the round pairable (C.4).
 */
import { hasPerfectMatching } from '../../../core/cardinality-matching.js';
import { PairingGraph } from './graph.js';
import { eligibleForBye, type PlayerState, pairingScore } from './state.js';
import {
  type ByeContext,
  bitsFor,
  compatible,
  completionWeights,
  edgeWeight,
  edgeWeightId,
  profilesOf,
  sharedWeights,
  type WeightContext,
} from './weights.js';

export interface DutchResult {
  /** Partner by player id; the bye has its own id; null for players not paired. */
  readonly partner: readonly (number | null)[];
  /** The players paired, in pairing order (score, then rank). */
  readonly order: readonly PlayerState[];
}

/** What the caller gives of the weights' context; the rest is made per round. */
type RoundBase = Omit<
  WeightContext,
  'groupBits' | 'groupsBits' | 'groupShift' | 'met' | 'players' | 'profiles' | 'shared'
>;

interface Setup {
  readonly ctx: WeightContext;
  readonly sorted: readonly PlayerState[];
}

/** Higher in the pairing order: more points, then the lower effective pairing number. */
export const ranksAbove = (a: PlayerState, b: PlayerState, played: number): boolean => {
  const sa = pairingScore(a, played);
  const sb = pairingScore(b, played);
  return sa !== sb ? sa > sb : a.rankIndex < b.rankIndex;
};

/** The round's weight context and its players to pair in pairing order. */
export function setup(players: readonly PlayerState[], base: RoundBase): Setup {
  const sorted = players
    .filter((p) => p.valid && p.present)
    .sort((a, b) => (ranksAbove(a, b, base.playedRounds) ? -1 : ranksAbove(b, a, base.playedRounds) ? 1 : 0));
  // Both ways: a pair is forbidden when either player's record has the game.
  const met: number[][] = players.map(() => []);
  for (const p of players) {
    if (!p.valid) continue;
    for (const m of p.matches)
      if (m.played) {
        (met[p.id] as number[]).push(m.opponent);
        (met[m.opponent] as number[]).push(p.id);
      }
  }
  // Score groups from the bottom: each gets as many bits as its size needs.
  const groupShift = new Map<number, number>();
  let groupsBits = 0;
  let largest = 0;
  let run = 0;
  for (let i = sorted.length - 1; i >= 0; i--) {
    run++;
    const s = pairingScore(sorted[i] as PlayerState, base.playedRounds);
    const next = sorted[i - 1];
    if (!next || s < pairingScore(next, base.playedRounds)) {
      groupShift.set(s, groupsBits);
      largest = Math.max(largest, run);
      groupsBits += bitsFor(run);
      run = 0;
    }
  }
  const round = { ...base, players, met, groupBits: bitsFor(largest), groupsBits, groupShift };
  const ctx: WeightContext = { ...round, profiles: profilesOf(round, sorted), shared: sharedWeights() };
  return { ctx, sorted };
}

const NO_BYE: ByeContext = { byeScore: 0, singleDownfloaterIsByeAssignee: false, unplayedRanks: new Map() };

/** One round's pairing in progress, shared by its steps. */
interface Run {
  readonly ctx: WeightContext;
  readonly sorted: readonly PlayerState[];
  readonly graph: PairingGraph;
  readonly score: (p: PlayerState) => number;
  readonly odd: boolean;
  /** The players (graph vertices) whose pair is fixed. */
  readonly matched: boolean[];
  bye: ByeContext;
  readonly classes: Classes;
  /** The bracket matched locally on condition that each matching's leftovers complete (`leftoversComplete`). */
  leftovers: Leftovers | null;
}

/**
 * A bracket: moved-down players [0, movedDown), the score group [movedDown, groupEnd), then the
 * next score group; `vertex[i]` is the graph vertex of bracket player i; `base[j][i]` (i < j)
 * the plain weight of bracket players i and j, as its id in `values` (the round's `SharedWeights`).
 */
interface Bracket {
  readonly players: readonly PlayerState[];
  readonly vertex: readonly number[];
  readonly movedDown: number;
  readonly groupEnd: number;
  readonly groupStartVertex: number;
  readonly nextGroupStartVertex: number;
  readonly nextGroupFirst: number;
  readonly base: Int32Array[];
  readonly values: readonly bigint[];
}

/** Where the next bracket starts: its players so far (moved down) and the next unread player. */
interface Cursor {
  readonly players: PlayerState[];
  readonly vertex: number[];
  readonly next: number;
  readonly movedDown: number;
  readonly groupStartVertex: number;
}

/** The pairing of the present players, or null when no legal pairing exists (C.04.3 C.1–C.4). */
export function pairDutch(players: readonly PlayerState[], base: RoundBase): DutchResult | null {
  const { ctx, sorted } = setup(players, base);
  const n = sorted.length;
  const partnerById: (number | null)[] = players.map(() => null);
  if (n === 0) return { partner: partnerById, order: sorted };
  const score = (p: PlayerState): number => pairingScore(p, ctx.playedRounds);
  const odd = n % 2 === 1;
  const classes = classesOf(sorted);
  const quickBye = localBye(ctx, sorted, score, odd, classes);
  // A local graph's bye is `quickBye` for good (`closeBracket` changes only whether C.9 weighs).
  const top = quickBye ? completionWeights(ctx, quickBye, sorted) : undefined;
  const run: Run = {
    ctx,
    sorted,
    graph: new PairingGraph(n, top),
    score,
    odd,
    matched: new Array<boolean>(n).fill(false),
    bye: NO_BYE,
    classes,
    leftovers: null,
  };
  const bye = quickBye ?? chooseBye(run);
  if (bye === null) return null;
  run.bye = bye;

  const topScore = score(sorted[0] as PlayerState);
  let cursor: Cursor = { players: [], vertex: [], next: 0, movedDown: 0, groupStartVertex: 0 };
  while (cursor.next < n && score(sorted[cursor.next] as PlayerState) >= topScore) {
    cursor.players.push(sorted[cursor.next] as PlayerState);
    cursor.vertex.push(cursor.vertex.length);
    cursor = { ...cursor, next: cursor.next + 1 };
  }
  while (cursor.players.length > 1 || cursor.next < n) {
    const bracket = openBracket(run, cursor);
    pairMovedDown(run, bracket);
    pairMovedDownOpponents(run, bracket);
    pairRemainder(run, bracket);
    cursor = closeBracket(run, bracket, partnerById);
  }
  for (const p of cursor.players) partnerById[p.id] = p.id;
  return { partner: partnerById, order: sorted };
}

/**
 * First: can everyone be paired (one bye for an odd count, C.04.3 C.2, C.4), and at which score
 * is the bye? Then every edge gets its weight for that bye. Null when no legal pairing exists.
 */
function chooseBye(run: Run): ByeContext | null {
  const { ctx, sorted, graph, score, odd } = run;
  const n = sorted.length;
  const top = score(sorted[0] as PlayerState);
  const groupShift = (s: number): bigint => BigInt(ctx.groupShift.get(s) ?? 0);
  const eligible = sorted.map((p) => eligibleForBye(p, ctx.points));
  for (let v = 0; v < n; v++) {
    const p = sorted[v] as PlayerState;
    for (let u = 0; u < v; u++) {
      const o = sorted[u] as PlayerState;
      if (odd) {
        let w = 0n;
        if (compatible(ctx, p, o)) {
          w = 1n + (eligible[v] ? 0n : 1n) + (eligible[u] ? 0n : 1n);
          w <<= BigInt(ctx.groupsBits);
          w |= groupShift(score(p)) + groupShift(score(o));
          w <<= BigInt(ctx.groupBits);
          w |= score(p) >= top ? 1n : 0n;
        }
        graph.set(v, u, w);
      } else graph.set(v, u, edgeWeight(ctx, NO_BYE, o, p, false, false));
    }
  }
  const mate = graph.solve();
  let unpaired = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] !== v) continue;
    unpaired++;
    if (unpaired > 1 || !eligibleForBye(sorted[v] as PlayerState, ctx.points)) return null;
  }
  if (!odd) return NO_BYE;
  const assignee = sorted[mate.findIndex((m, v) => m === v)] as PlayerState;
  const byeScore = score(assignee);
  let single = byeScore >= top;
  if (single) {
    for (let v = 0; v < n && score(sorted[v] as PlayerState) >= top; v++)
      if (score(sorted[mate[v] as number] as PlayerState) < top) {
        single = false;
        break;
      }
  }
  const bye = byeContext(sorted, score, byeScore, single);
  for (let v = 0; v < n; v++)
    for (let u = 0; u < v; u++)
      graph.set(v, u, edgeWeight(ctx, bye, sorted[u] as PlayerState, sorted[v] as PlayerState, false, false));
  return bye;
}

/** The bye at `byeScore`: the ranks of the played-games counts of its players (C.9). */
function byeContext(
  sorted: readonly PlayerState[],
  score: (p: PlayerState) => number,
  byeScore: number,
  single: boolean,
): ByeContext {
  const counts = sorted
    .filter((p) => score(p) === byeScore)
    .map((p) => p.playedGames)
    .sort((a, b) => b - a);
  const unplayedRanks = new Map<number, number>();
  for (const [i, c] of counts.entries()) unplayedRanks.set(c, i);
  return { byeScore, singleDownfloaterIsByeAssignee: single, unplayedRanks };
}

/**
 * Local matching. A bracket's matchings need not span the whole field: below the bracket and
 * the next score group, every pair's weight is its completion field alone (`restWeight`, no
 * C.9 while the bye lies lower), the same sum for every complete pairing. So when any set of
 * players the bracket leaves over can be paired with the players below (and the bye left to one
 * of them), the best pairings of the whole field are those of the window (moved-down players,
 * the score group, the next one) weighed without that field, each window player left unpaired
 * standing for one paired below. While that holds (`completes`), the engine matches the window;
 * once it fails, it checks the leftovers of each matching (*Leftovers* below), and where they
 * cannot be paired below, or the bye reaches the window, it matches the whole field
 * (`PairingGraph.toFull`). The pairings are the same: the window's optima are the field's.
 *
 * Who may not meet (C.04.1 b, C.04.3 C.3): two players with the same absolute colour
 * preference, and past opponents (at most `rounds` per player). In a set of m players with `a`
 * absolute white and `b` absolute black, two players who may not meet are each joined to at
 * least m − max(a, b) − rounds others, so when m ≥ 2·max(a, b) + 2·rounds + 2 every such two
 * are joined to m others together: the graph has a Hamiltonian cycle (Ore), hence a complete
 * pairing, with the bye to any one player for an odd count. The set is the players below the
 * window (`aBelow` absolute white) and any of the window's (`aWindow`); the worst adds every
 * absolute white player of the window and no other, so it is enough that below ≥ 2·aBelow +
 * aWindow + 2·rounds + 2, and the same for black.
 */
interface Classes {
  /** Per sorted index: 1 absolute white, 2 absolute black preference, else 0. */
  readonly absolute: Uint8Array;
  /** Players at sorted index i or later with an absolute white / black preference. */
  readonly whiteFrom: Int32Array;
  readonly blackFrom: Int32Array;
  /** The most rounds any player has behind him (past opponents). */
  readonly rounds: number;
}

function classesOf(sorted: readonly PlayerState[]): Classes {
  const n = sorted.length;
  const absolute = new Uint8Array(n);
  const whiteFrom = new Int32Array(n + 1);
  const blackFrom = new Int32Array(n + 1);
  let rounds = 0;
  for (let i = n - 1; i >= 0; i--) {
    const p = sorted[i] as PlayerState;
    rounds = Math.max(rounds, p.matches.length);
    if (p.absolute) absolute[i] = p.preference === 'w' ? 1 : p.preference === 'b' ? 2 : 0;
    whiteFrom[i] = (whiteFrom[i + 1] as number) + (absolute[i] === 1 ? 1 : 0);
    blackFrom[i] = (blackFrom[i + 1] as number) + (absolute[i] === 2 ? 1 : 0);
  }
  return { absolute, whiteFrom, blackFrom, rounds };
}

/** Whether every set of the players from `next` on and any of `window` (sorted indices) can be completely paired. */
function completes(c: Classes, n: number, next: number, window: readonly number[]): boolean {
  let white = 0;
  let black = 0;
  for (const v of window) {
    if (c.absolute[v] === 1) white++;
    else if (c.absolute[v] === 2) black++;
  }
  const below = n - next;
  const need = (aBelow: number, aWindow: number): number => 2 * aBelow + aWindow + 2 * c.rounds + 2;
  return (
    below >= need(c.whiteFrom[next] as number, white) && below >= need(c.blackFrom[next] as number, black)
  );
}

/** Where the score group starting at `from` ends. */
function groupEndOf(sorted: readonly PlayerState[], score: (p: PlayerState) => number, from: number): number {
  let end = from;
  const s = from < sorted.length ? score(sorted[from] as PlayerState) : 0;
  while (end < sorted.length && score(sorted[end] as PlayerState) >= s) end++;
  return end;
}

/**
 * The bye without a matching of the whole field, when the first bracket can be matched locally:
 * then the field can be paired leaving out any one player (`completes`), so the bye goes to an
 * eligible player of the lowest score (C.04.3 C.2, C.4, as `chooseBye` finds). Null otherwise.
 */
function localBye(
  ctx: WeightContext,
  sorted: readonly PlayerState[],
  score: (p: PlayerState) => number,
  odd: boolean,
  classes: Classes,
): ByeContext | null {
  const windowEnd = groupEndOf(sorted, score, groupEndOf(sorted, score, 0));
  const window = Array.from({ length: windowEnd }, (_, v) => v);
  if (!completes(classes, sorted.length, windowEnd, window)) return null;
  if (!odd) return NO_BYE;
  let byeScore: number | null = null;
  for (const p of sorted)
    if (eligibleForBye(p, ctx.points) && (byeScore === null || score(p) < byeScore)) byeScore = score(p);
  if (byeScore === null || byeScore >= score(sorted[windowEnd - 1] as PlayerState)) return null;
  return byeContext(sorted, score, byeScore, false);
}

/** Whether the bye leaves the window's weights free of C.9 and of bye candidates (a window ending before `next`). */
function byeBelow(run: Run, next: number): boolean {
  const { sorted, score, bye } = run;
  if (bye.singleDownfloaterIsByeAssignee) return false;
  return !run.odd || score(sorted[next - 1] as PlayerState) > bye.byeScore;
}

/**
 * Leftovers. When `completes` cannot vouch for every set of players a bracket may leave over,
 * each matching of the window is checked for the players it actually leaves unpaired, L: if L
 * and the players below can be paired completely (an odd field: with the bye to a bye
 * candidate, an eligible player of the bye's score or lower, C.04.3 C.2), the window's matching
 * is the restriction of a best matching of the field; else the graph becomes the whole field
 * and is solved again. Why: every pair's top field is 1 + c(u) + c(v) (c: not a bye
 * candidate), so a complete pairing with the bye to x (none for an even field) has the top sum
 * K − c(x), K the same for all; below the window, and between the window and below, every
 * weight is the top field alone (`byeBelow`: no C.9 there). So a complete pairing Q of the
 * field weighs at most K plus the window weights (less their top field) of Q's pairs inside the
 * window, at most K + the window's optimum; the window's optimum M with a complete pairing P of
 * L and the players below, the bye to a candidate, reaches it: M ∪ P is a best matching of the
 * field, and every best matching of the field is, in the window, an optimum of the window. The
 * result is one the matching of the whole field may give, as with `completes`.
 *
 * The check: Ore's bound of `completes` on the actual set (m players, the absolute colours below
 * plus those of L; the bye to any player, so to a candidate when there is one), else a maximum
 * cardinality matching of the set (C.04.1 b, C.04.3 C.3: `compatible`), an odd set with one
 * more vertex joined to its bye candidates.
 */
interface Leftovers {
  /** The first player below the window (sorted index). */
  readonly next: number;
  /** The window's vertices. */
  readonly window: readonly number[];
}

/** The window's best matching, or the field's when its leftovers cannot be completed below. */
function solve(run: Run): number[] {
  const partner = run.graph.solve();
  if (run.leftovers === null || leftoversComplete(run, run.leftovers)) return partner;
  toFull(run);
  return run.graph.solve();
}

function toFull(run: Run): void {
  const { ctx, sorted } = run;
  run.leftovers = null;
  run.graph.toFull((u, v) =>
    edgeWeight(ctx, run.bye, sorted[u] as PlayerState, sorted[v] as PlayerState, false, false),
  );
}

/** Whether the players below the window and those the window's matching leaves unpaired can all be paired. */
function leftoversComplete(run: Run, l: Leftovers): boolean {
  const { graph, sorted, classes: c, ctx } = run;
  const n = sorted.length;
  const left: number[] = [];
  let white = c.whiteFrom[l.next] as number;
  let black = c.blackFrom[l.next] as number;
  for (const v of l.window) {
    if (graph.partner[v] !== graph.rest) continue;
    left.push(v);
    if (c.absolute[v] === 1) white++;
    else if (c.absolute[v] === 2) black++;
  }
  const m = n - l.next + left.length;
  if (m === 0) return true;
  for (let v = l.next; v < n; v++) left.push(v);
  const players = left.map((v) => sorted[v] as PlayerState);
  const candidate = (p: PlayerState): boolean =>
    eligibleForBye(p, ctx.points) && run.score(p) <= run.bye.byeScore;
  if (m >= 2 * Math.max(white, black) + 2 * c.rounds + 2 && (!run.odd || players.some(candidate)))
    return true;
  // An odd field: one more vertex, joined to the bye candidates, takes the bye.
  const adj: number[][] = run.odd ? [...left.map(() => []), []] : left.map(() => []);
  for (let i = 0; i < m; i++) {
    const p = players[i] as PlayerState;
    if (run.odd && candidate(p)) {
      (adj[i] as number[]).push(m);
      (adj[m] as number[]).push(i);
    }
    for (let j = 0; j < i; j++)
      if (compatible(ctx, p, players[j] as PlayerState)) {
        (adj[i] as number[]).push(j);
        (adj[j] as number[]).push(i);
      }
  }
  return hasPerfectMatching(adj);
}

/** Adds the next score group to the bracket, weighs its edges and solves. */
function openBracket(run: Run, cursor: Cursor): Bracket {
  const { ctx, sorted, graph, score } = run;
  const n = sorted.length;
  const players = cursor.players;
  const vertex = cursor.vertex;
  const groupEnd = players.length;
  const nextGroupStartVertex = cursor.groupStartVertex + (groupEnd - cursor.movedDown);
  let next = cursor.next;
  const nextGroupScore = next < n ? score(sorted[next] as PlayerState) : null;
  while (next < n && score(sorted[next] as PlayerState) >= (nextGroupScore as number)) {
    players.push(sorted[next] as PlayerState);
    vertex.push((vertex[vertex.length - 1] as number) + 1);
    next++;
  }
  run.leftovers = null;
  if (graph.local && !byeBelow(run, next)) toFull(run);
  else if (graph.local && !completes(run.classes, n, next, vertex)) run.leftovers = { next, window: vertex };
  const base = players.map((_, j) => new Int32Array(j < cursor.movedDown ? 0 : j));
  for (let j = cursor.movedDown; j < players.length; j++) {
    const row = base[j] as Int32Array;
    const p = players[j] as PlayerState;
    for (let i = 0; i < j; i++)
      row[i] = edgeWeightId(ctx, run.bye, players[i] as PlayerState, p, j < groupEnd, j >= groupEnd);
  }
  const values = ctx.shared.values;
  graph.setTriangleById(vertex, cursor.movedDown, (j, i) => (base[j] as Int32Array)[i] as number, values);
  if (graph.local) graph.activate(vertex);
  solve(run);
  return {
    players,
    vertex,
    movedDown: cursor.movedDown,
    groupEnd,
    groupStartVertex: cursor.groupStartVertex,
    nextGroupStartVertex,
    nextGroupFirst: cursor.next,
    base,
    values,
  };
}

const baseOf = (b: Bracket, j: number, i: number): bigint =>
  b.values[(b.base[j] as Int32Array)[i] as number] as bigint;
/** Whether bracket players i < j may still be paired (a weight not 0). */
const pairable = (b: Bracket, j: number, i: number): boolean => (b.base[j] as Int32Array)[i] !== 0;
/** The pair of bracket players i < j may no longer be paired. */
const dropBase = (b: Bracket, j: number, i: number): void => {
  (b.base[j] as Int32Array)[i] = 0;
};
const inGroup = (b: Bracket, m: number): boolean => m >= b.groupStartVertex && m < b.nextGroupStartVertex;

/** Which moved-down players are paired in this bracket (B.3/C.7: the highest scores first). */
function pairMovedDown(run: Run, b: Bracket): void {
  const { graph, score, matched } = run;
  const { players, vertex, movedDown, groupEnd } = b;
  let mdScore = 0;
  let mdLeft = 0;
  let mdPairable = 0;
  for (let i = 0; i < movedDown; i++) {
    const si = score(players[i] as PlayerState);
    if (i === 0 || si < mdScore) {
      mdScore = si;
      mdLeft = 0;
      mdPairable = 0;
      for (let k = i; k < players.length && score(players[k] as PlayerState) >= mdScore; k++) {
        mdLeft++;
        if (inGroup(b, graph.partner[vertex[k] as number] as number)) mdPairable++;
      }
    }
    if (mdPairable === 0) continue;
    const v = vertex[i] as number;
    if (mdLeft <= mdPairable) {
      matched[v] = true;
      continue;
    }
    mdLeft--;
    if (!inGroup(b, graph.partner[v] as number)) {
      for (let j = movedDown; j < groupEnd; j++) {
        const w = baseOf(b, j, i);
        if (w !== 0n) graph.set(v, vertex[j] as number, w | 1n);
      }
      solve(run);
    }
    if (inGroup(b, graph.partner[v] as number)) {
      matched[v] = true;
      mdPairable--;
      for (let j = movedDown; j < groupEnd; j++) {
        const w = baseOf(b, j, i);
        if (w !== 0n) graph.set(v, vertex[j] as number, (w | BigInt(groupEnd - movedDown)) + 1n);
      }
    }
  }
}

/** The moved-down players' opponents: the highest possible in the score group (D.1). */
function pairMovedDownOpponents(run: Run, b: Bracket): void {
  const { graph, matched } = run;
  const { players, vertex, movedDown, groupEnd } = b;
  for (let i = 0; i < movedDown; i++) {
    const v = vertex[i] as number;
    if (!matched[v]) continue;
    let add = BigInt(players.length);
    const edges: [number, number, bigint][] = [];
    for (let j = groupEnd - 1; j >= movedDown; j--) {
      const u = vertex[j] as number;
      if (matched[u]) continue;
      const w = baseOf(b, j, i);
      if (w !== 0n) {
        edges.push([v, u, w + add]);
        add++;
      }
    }
    graph.setMany(edges);
    const m = solve(run)[v] as number;
    matched[m] = true;
    graph.fix(v, m);
  }
}

/** The remainder (the score group's players not paired with moved-down players): S1 against S2. */
function pairRemainder(run: Run, b: Bracket): void {
  const { graph, ctx } = run;
  const { vertex, movedDown, groupEnd, groupStartVertex } = b;
  const remainder: number[] = [];
  let pairs = 0;
  for (let j = movedDown; j < groupEnd; j++) {
    const v = vertex[j] as number;
    if ((graph.partner[v] as number) < groupStartVertex) continue;
    remainder.push(j);
    if ((graph.partner[v] as number) < v) pairs++;
  }
  const gBits = BigInt(ctx.groupBits);
  const len = remainder.length;
  /** The S1/S2 order term of the remainder's k-th player (its lower end's). */
  const orderTerm = Array.from(
    { length: len },
    (_, k) => ((k < pairs ? 1n << (gBits * 2n) : 0n) - BigInt(k)) << 1n,
  );
  /** The weight with the S1/S2 order (D.1) and the exchange terms (D.2, D.3). */
  const ordered = (i: number, j: number, iRemainder: number): bigint => {
    const w = baseOf(b, j, i);
    return w === 0n ? 0n : w + (orderTerm[iRemainder] as bigint);
  };
  const at = (k: number): number => remainder[k] as number;
  graph.setOrderedTriangle(
    remainder.map((j) => vertex[j] as number),
    (q, k) => (b.base[at(q)] as Int32Array)[at(k)] as number,
    b.values,
    orderTerm,
  );
  solve(run);
  const r: Remainder = { remainder, pairs, ordered };
  exchange(run, b, r);
  pairS1(run, b, r);
}

interface Remainder {
  /** Bracket indices of the remainder's players, S1 (the first `pairs`) then S2. */
  readonly remainder: readonly number[];
  readonly pairs: number;
  readonly ordered: (i: number, j: number, iRemainder: number) => bigint;
}

const inS1Pair = (run: Run, b: Bracket, v: number): boolean => {
  const m = run.graph.partner[v] as number;
  return m > v && m < b.nextGroupStartVertex;
};

/** D.2: exchange the lowest S1 players and the highest S2 players possible, then fix the exchange. */
function exchange(run: Run, b: Bracket, r: Remainder): void {
  const { graph } = run;
  const { vertex, groupEnd, players } = b;
  const { remainder, pairs, ordered } = r;
  const len = remainder.length;
  const at = (k: number): number => remainder[k] as number;
  const vAt = (k: number): number => vertex[at(k)] as number;
  let exchanges = 0;
  for (let k = 0; k < pairs; k++) if (!inS1Pair(run, b, vAt(k))) exchanges++;

  let remaining = exchanges;
  for (let k = pairs - 1; k >= 0 && remaining > 0; k--) {
    const v = vAt(k);
    if (inS1Pair(run, b, v)) {
      for (let q = k + 1; q < len; q++) {
        const w = ordered(at(k), at(q), k);
        if (w !== 0n) graph.set(v, vAt(q), w - 1n);
      }
      solve(run);
    }
    const exchanged = !inS1Pair(run, b, v);
    if (exchanged) remaining--;
    for (let q = k + 1; q < len; q++) {
      if (exchanged) dropBase(b, at(q), at(k));
      graph.set(v, vAt(q), ordered(at(k), at(q), k));
    }
  }

  remaining = exchanges;
  for (let k = pairs; k < len && remaining > 1; k++) {
    const v = vAt(k);
    const already = inS1Pair(run, b, v);
    if (!already) {
      for (let q = k + 1; q < len; q++) {
        const w = ordered(at(k), at(q), k);
        if (w !== 0n) graph.set(v, vAt(q), w + 1n);
      }
      solve(run);
    }
    if (inS1Pair(run, b, v)) {
      remaining--;
      for (let q = 0; q < k; q++) {
        dropBase(b, at(k), at(q));
        graph.set(v, vAt(q), 0n);
      }
      for (let j = groupEnd; j < players.length; j++) {
        dropBase(b, j, at(k));
        graph.set(v, vertex[j] as number, 0n);
      }
    }
    if (!already) for (let q = k + 1; q < len; q++) graph.set(v, vAt(q), ordered(at(k), at(q), k));
  }

  // The exchanges are fixed: S1 players only meet S2 players. The remaining edges keep their S1/S2
  // order term (`ordered`), which now adds the same amount to every matching that counts: each
  // such edge has one S1 end, the lower, and the term depends on that end alone; every best
  // matching pairs as many remainder players among themselves as the current one (C.6, C.7), as
  // many pairs as S1 players, one S1 player in each, so it carries the sum of all their terms.
  // The best matchings are those of the plain weights, and the current one stays optimal: the
  // matcher keeps its duals, where dropping the term (a change on every remainder edge) freed
  // nearly every player and cost a stage per pair in the first solve of `pairS1`.
  // The graph holds `ordered` of every remainder pair already: only the pairs dropped change.
  for (let a = 0; a < len; a++) {
    const v = vAt(a);
    for (let c = a + 1; c < len; c++) {
      const u = vAt(c);
      if ((inS1Pair(run, b, v) && !inS1Pair(run, b, u)) || !pairable(b, at(c), at(a))) continue;
      dropBase(b, at(c), at(a));
      graph.set(v, u, 0n);
    }
  }
}

/**
 * B.2/D.1: each S1 player, from the top, meets the highest S2 player possible (its preference
 * added to the weights with the S1/S2 order term, the same for every best matching: `exchange`). Once a matching
 * is solved here, it stays optimal through the fixes; when it already gives the S1 player the
 * highest candidate, or an equally good matching does (the two pairs swapped along tight edges,
 * `PairingGraph.swapTight`), the preference cannot change it: no new solve. The partner each S1
 * player gets is the same either way: the one of highest preference among the best matchings.
 */
function pairS1(run: Run, b: Bracket, r: Remainder): void {
  const { graph, matched } = run;
  const { vertex } = b;
  const { remainder } = r;
  const len = remainder.length;
  const at = (k: number): number => remainder[k] as number;
  let optimal = false;
  for (let a = 0; a < len; a++) {
    const i = at(a);
    const v = vertex[i] as number;
    if (!inS1Pair(run, b, v)) continue;
    let top = -1;
    for (let c = 0; c < len && top === -1; c++) {
      const j = at(c);
      if (j > i && !matched[vertex[j] as number] && pairable(b, j, i)) top = vertex[j] as number;
    }
    if (!optimal || (graph.partner[v] !== top && (top === -1 || !graph.swapTight(v, top)))) {
      let add = 0n;
      const edges: [number, number, bigint][] = [];
      for (let c = len - 1; c >= 0; c--) {
        const j = at(c);
        const u = vertex[j] as number;
        if (j <= i || matched[u]) continue;
        const w = r.ordered(i, j, a);
        if (w !== 0n) edges.push([v, u, w + add]);
        add++;
      }
      graph.setMany(edges);
      solve(run);
      optimal = true;
    }
    const m = graph.partner[v] as number;
    matched[v] = true;
    matched[m] = true;
    graph.fix(v, m);
  }
}

/** Records the bracket's pairs; the players left over move down to the next bracket. */
function closeBracket(run: Run, b: Bracket, partnerById: (number | null)[]): Cursor {
  const { sorted, graph, score, matched, odd } = run;
  const players: PlayerState[] = [];
  const vertex: number[] = [];
  let movedDown = 0;
  const firstNext = sorted[b.nextGroupFirst];
  let single = odd && firstNext !== undefined && run.bye.byeScore >= score(firstNext);
  for (let i = 0; i < b.players.length; i++) {
    const v = b.vertex[i] as number;
    const p = b.players[i] as PlayerState;
    if (i < b.groupEnd && matched[v]) {
      const o = sorted[graph.partner[v] as number] as PlayerState;
      partnerById[p.id] = o.id;
      partnerById[o.id] = p.id;
    } else {
      players.push(p);
      vertex.push(v);
      if (i < b.groupEnd) movedDown++;
      // A partner outside the window (REST) is below the next score group.
      const o = sorted[graph.partner[v] as number];
      if (single && firstNext && (o === undefined || score(o) < score(firstNext))) single = false;
    }
  }
  if (single !== run.bye.singleDownfloaterIsByeAssignee)
    run.bye = { ...run.bye, singleDownfloaterIsByeAssignee: single };
  const next = b.nextGroupFirst + (b.players.length - b.groupEnd);
  return { players, vertex, next, movedDown, groupStartVertex: b.nextGroupStartVertex };
}
