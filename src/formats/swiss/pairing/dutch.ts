/**
 * The FIDE Dutch system (C.04.3, edition in force from 2026) as a sequence of maximum-weight
 * matchings: the brackets are paired from the top score group down; in each, the weights of
 * `weights.ts` choose how many and which players are paired (C.5–C.21), then the moved-down
 * players' opponents (B.2, D.1), then which players are exchanged between S1 and S2 (D.2, D.3)
 * and each S1 player's opponent (B.2: the highest possible in S2), every choice fixed before the
 * next one, while the completion weights keep the rest of the round pairable (C.4).
 */
import { PairingGraph } from './graph.js';
import { eligibleForBye, type PlayerState, pairingScore } from './state.js';
import { type ByeContext, bitsFor, compatible, edgeWeight, pairKey, type WeightContext } from './weights.js';

export interface DutchResult {
  /** Partner by player id; the bye has its own id; null for players not paired. */
  readonly partner: readonly (number | null)[];
  /** The players paired, in pairing order (score, then rank). */
  readonly order: readonly PlayerState[];
}

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

function setup(
  players: readonly PlayerState[],
  base: Omit<WeightContext, 'forbidden' | 'groupBits' | 'groupsBits' | 'groupShift' | 'players'>,
): Setup {
  const sorted = players
    .filter((p) => p.valid && p.present)
    .sort((a, b) => (ranksAbove(a, b, base.playedRounds) ? -1 : ranksAbove(b, a, base.playedRounds) ? 1 : 0));
  const forbidden = new Set<number>();
  for (const p of players) {
    if (!p.valid) continue;
    for (const m of p.matches) if (m.played) forbidden.add(pairKey(p.id, m.opponent));
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
  const ctx: WeightContext = {
    ...base,
    players,
    forbidden,
    groupBits: bitsFor(largest),
    groupsBits,
    groupShift,
  };
  return { ctx, sorted };
}

const NO_BYE: ByeContext = { byeScore: 0, singleDownfloaterIsByeAssignee: false, unplayedRanks: new Map() };

/** The pairing of the present players, or null when no legal pairing exists (C.04.3 C.1–C.4). */
export function pairDutch(
  players: readonly PlayerState[],
  base: Omit<WeightContext, 'forbidden' | 'groupBits' | 'groupsBits' | 'groupShift' | 'players'>,
): DutchResult | null {
  const { ctx, sorted } = setup(players, base);
  const n = sorted.length;
  const partnerById: (number | null)[] = players.map(() => null);
  if (n === 0) return { partner: partnerById, order: sorted };
  const played = ctx.playedRounds;
  const score = (p: PlayerState): number => pairingScore(p, played);
  const top = score(sorted[0] as PlayerState);
  const graph = new PairingGraph(n);
  const odd = n % 2 === 1;
  const groupShift = (s: number): bigint => BigInt(ctx.groupShift.get(s) ?? 0);

  // First: can everyone be paired (one bye for an odd count), and at which score is the bye?
  for (let v = 0; v < n; v++) {
    const p = sorted[v] as PlayerState;
    for (let u = 0; u < v; u++) {
      const o = sorted[u] as PlayerState;
      if (odd) {
        let w = 0n;
        if (compatible(ctx, p, o)) {
          w = 1n + (eligibleForBye(p, ctx.points) ? 0n : 1n) + (eligibleForBye(o, ctx.points) ? 0n : 1n);
          w <<= BigInt(ctx.groupsBits);
          w |= groupShift(score(p)) + groupShift(score(o));
          w <<= BigInt(ctx.groupBits);
          w |= score(p) >= top ? 1n : 0n;
        }
        graph.set(v, u, w);
      } else graph.set(v, u, edgeWeight(ctx, NO_BYE, o, p, false, false));
    }
  }
  let mate = graph.solve();
  let unpaired = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] !== v) continue;
    unpaired++;
    if (unpaired > 1 || !eligibleForBye(sorted[v] as PlayerState, ctx.points)) return null;
  }

  let bye: ByeContext = NO_BYE;
  if (odd) {
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
    const counts = sorted
      .filter((p) => score(p) === byeScore)
      .map((p) => p.playedGames)
      .sort((a, b) => b - a);
    const unplayedRanks = new Map<number, number>();
    for (const [i, c] of counts.entries()) unplayedRanks.set(c, i);
    bye = { byeScore, singleDownfloaterIsByeAssignee: single, unplayedRanks };
    for (let v = 0; v < n; v++)
      for (let u = 0; u < v; u++)
        graph.set(
          v,
          u,
          edgeWeight(ctx, bye, sorted[u] as PlayerState, sorted[v] as PlayerState, false, false),
        );
  }

  const matched = new Array<boolean>(n).fill(false);
  // The bracket: moved-down players [0, movedDown), the score group [movedDown, groupEnd),
  // then the next score group; `vertex[i]` is the graph vertex of bracket player i.
  let bracket: PlayerState[] = [];
  let vertex: number[] = [];
  let next = 0;
  while (next < n && score(sorted[next] as PlayerState) >= top) {
    bracket.push(sorted[next] as PlayerState);
    vertex.push(vertex.length);
    next++;
  }
  let movedDown = 0;
  let groupStartVertex = 0;

  while (bracket.length > 1 || next < n) {
    const groupEnd = bracket.length;
    const nextGroupStartVertex = groupStartVertex + (groupEnd - movedDown);
    const nextGroupFirst = next;
    const nextGroupScore = next < n ? score(sorted[next] as PlayerState) : null;
    while (next < n && score(sorted[next] as PlayerState) >= (nextGroupScore as number)) {
      bracket.push(sorted[next] as PlayerState);
      vertex.push((vertex[vertex.length - 1] as number) + 1);
      next++;
    }
    // base[j][i] (i < j): the plain weight of bracket players i and j.
    const base: bigint[][] = bracket.map(() => []);
    for (let j = movedDown; j < bracket.length; j++)
      for (let i = 0; i < j; i++)
        (base[j] as bigint[])[i] = edgeWeight(
          ctx,
          bye,
          bracket[i] as PlayerState,
          bracket[j] as PlayerState,
          j < groupEnd,
          j >= groupEnd,
        );
    const baseOf = (j: number, i: number): bigint => (base[j] as bigint[])[i] as bigint;
    const setBase = (j: number, i: number, w: bigint): void => {
      (base[j] as bigint[])[i] = w;
    };
    for (let j = movedDown; j < bracket.length; j++)
      for (let i = 0; i < j; i++) graph.set(vertex[j] as number, vertex[i] as number, baseOf(j, i));

    const gBits = BigInt(ctx.groupBits);
    /** The weight with the S1/S2 order (D.1) and the exchange terms (D.2, D.3). */
    const ordered = (i: number, j: number, iRemainder: number, pairs: number): bigint => {
      const w = baseOf(j, i);
      if (w === 0n) return 0n;
      let add = iRemainder < pairs ? 1n : 0n;
      add <<= gBits * 2n;
      add -= BigInt(iRemainder);
      add <<= 1n;
      return w + add;
    };
    const inGroup = (m: number): boolean => m >= groupStartVertex && m < nextGroupStartVertex;

    mate = graph.solve();

    // Which moved-down players are paired in this bracket (B.3/C.7: the highest scores first).
    let mdScore = 0;
    let mdLeft = 0;
    let mdPairable = 0;
    for (let i = 0; i < movedDown; i++) {
      const si = score(bracket[i] as PlayerState);
      if (i === 0 || si < mdScore) {
        mdScore = si;
        mdLeft = 0;
        mdPairable = 0;
        for (let k = i; k < bracket.length && score(bracket[k] as PlayerState) >= mdScore; k++) {
          mdLeft++;
          if (inGroup(mate[vertex[k] as number] as number)) mdPairable++;
        }
      }
      if (mdPairable === 0) continue;
      const v = vertex[i] as number;
      if (mdLeft <= mdPairable) {
        matched[v] = true;
        continue;
      }
      mdLeft--;
      if (!inGroup(mate[v] as number)) {
        for (let j = movedDown; j < groupEnd; j++) {
          const w = baseOf(j, i);
          if (w !== 0n) graph.set(v, vertex[j] as number, w | 1n);
        }
        mate = graph.solve();
      }
      if (inGroup(mate[v] as number)) {
        matched[v] = true;
        mdPairable--;
        for (let j = movedDown; j < groupEnd; j++) {
          const w = baseOf(j, i);
          if (w !== 0n) graph.set(v, vertex[j] as number, (w | BigInt(groupEnd - movedDown)) + 1n);
        }
      }
    }

    // The moved-down players' opponents: the highest possible in the score group (D.1).
    for (let i = 0; i < movedDown; i++) {
      const v = vertex[i] as number;
      if (!matched[v]) continue;
      let add = BigInt(bracket.length);
      for (let j = groupEnd - 1; j >= movedDown; j--) {
        const u = vertex[j] as number;
        if (matched[u]) continue;
        const w = baseOf(j, i);
        if (w !== 0n) {
          graph.set(v, u, w + add);
          add++;
        }
      }
      mate = graph.solve();
      const m = mate[v] as number;
      matched[m] = true;
      graph.fix(v, m);
    }

    // The remainder: the score group's players not paired with moved-down players.
    const remainder: number[] = [];
    let pairs = 0;
    for (let j = movedDown; j < groupEnd; j++) {
      const v = vertex[j] as number;
      if ((mate[v] as number) < groupStartVertex) continue;
      remainder.push(j);
      if ((mate[v] as number) < v) pairs++;
    }
    const len = remainder.length;
    const at = (k: number): number => remainder[k] as number;
    const vAt = (k: number): number => vertex[at(k)] as number;
    for (let b = 0; b < len; b++)
      for (let a = 0; a < b; a++) graph.set(vAt(a), vAt(b), ordered(at(a), at(b), a, pairs));
    mate = graph.solve();

    const inS1Pair = (v: number): boolean =>
      (mate[v] as number) > v && (mate[v] as number) < nextGroupStartVertex;
    let exchanges = 0;
    for (let k = 0; k < pairs; k++) if (!inS1Pair(vAt(k))) exchanges++;

    // D.2: exchange the lowest S1 players possible.
    let remaining = exchanges;
    for (let k = pairs - 1; k >= 0 && remaining > 0; k--) {
      const v = vAt(k);
      if (inS1Pair(v)) {
        for (let q = k + 1; q < len; q++) {
          const w = ordered(at(k), at(q), k, pairs);
          if (w !== 0n) graph.set(v, vAt(q), w - 1n);
        }
        mate = graph.solve();
      }
      const exchange = !inS1Pair(v);
      if (exchange) remaining--;
      for (let q = k + 1; q < len; q++) {
        if (exchange) setBase(at(q), at(k), 0n);
        graph.set(v, vAt(q), ordered(at(k), at(q), k, pairs));
      }
    }

    // D.2: exchange the highest S2 players possible.
    remaining = exchanges;
    for (let k = pairs; k < len && remaining > 1; k++) {
      const v = vAt(k);
      const already = inS1Pair(v);
      if (!already) {
        for (let q = k + 1; q < len; q++) {
          const w = ordered(at(k), at(q), k, pairs);
          if (w !== 0n) graph.set(v, vAt(q), w + 1n);
        }
        mate = graph.solve();
      }
      if (inS1Pair(v)) {
        remaining--;
        for (let q = 0; q < k; q++) {
          setBase(at(k), at(q), 0n);
          graph.set(v, vAt(q), 0n);
        }
        for (let j = groupEnd; j < bracket.length; j++) {
          setBase(j, at(k), 0n);
          graph.set(v, vertex[j] as number, 0n);
        }
      }
      if (!already) for (let q = k + 1; q < len; q++) graph.set(v, vAt(q), ordered(at(k), at(q), k, pairs));
    }

    // The exchanges are fixed: S1 players only meet S2 players.
    for (let a = 0; a < len; a++) {
      const v = vAt(a);
      for (let b = a + 1; b < len; b++) {
        const u = vAt(b);
        if (!inS1Pair(v) || inS1Pair(u)) setBase(at(b), at(a), 0n);
        graph.set(v, u, baseOf(at(b), at(a)));
      }
    }

    // B.2/D.1: each S1 player, from the top, meets the highest S2 player possible.
    // Once a matching is solved here, it stays optimal through the fixes; when it already gives
    // the S1 player the highest candidate, the preference cannot change it: no new solve.
    let optimal = false;
    for (let a = 0; a < len; a++) {
      const i = at(a);
      const v = vertex[i] as number;
      if (!inS1Pair(v)) continue;
      let top = -1;
      for (let b = 0; b < len && top === -1; b++) {
        const j = at(b);
        if (j > i && !matched[vertex[j] as number] && baseOf(j, i) !== 0n) top = vertex[j] as number;
      }
      if (!optimal || mate[v] !== top) {
        let add = 0n;
        for (let b = len - 1; b >= 0; b--) {
          const j = at(b);
          const u = vertex[j] as number;
          if (j <= i || matched[u]) continue;
          const w = baseOf(j, i);
          if (w !== 0n) graph.set(v, u, w + add);
          add++;
        }
        mate = graph.solve();
        optimal = true;
      }
      const m = mate[v] as number;
      matched[v] = true;
      matched[m] = true;
      graph.fix(v, m);
    }

    // The players left over move down to the next bracket.
    const nextBracket: PlayerState[] = [];
    const nextVertex: number[] = [];
    movedDown = 0;
    const firstNext = sorted[nextGroupFirst];
    let single = odd && firstNext !== undefined && bye.byeScore >= score(firstNext);
    for (let i = 0; i < bracket.length; i++) {
      const v = vertex[i] as number;
      const p = bracket[i] as PlayerState;
      if (i < groupEnd && matched[v]) {
        const o = sorted[mate[v] as number] as PlayerState;
        partnerById[p.id] = o.id;
        partnerById[o.id] = p.id;
      } else {
        nextBracket.push(p);
        nextVertex.push(v);
        if (i < groupEnd) movedDown++;
        if (single && firstNext && score(sorted[mate[v] as number] as PlayerState) < score(firstNext))
          single = false;
      }
    }
    if (single !== bye.singleDownfloaterIsByeAssignee)
      bye = { ...bye, singleDownfloaterIsByeAssignee: single };
    bracket = nextBracket;
    vertex = nextVertex;
    groupStartVertex = nextGroupStartVertex;
  }
  for (const p of bracket) partnerById[p.id] = p.id;
  return { partner: partnerById, order: sorted };
}
