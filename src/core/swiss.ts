/**
 * New Swiss: a format-neutral Swiss pairing engine (championship SD-8, after tsh's NewSwiss).
 *
 * - Players come in standing order; equal scores form a group (a "win group").
 * - Odd field: the bye goes to the lowest-ranked player among those with the fewest byes whose
 *   absence leaves a pairable field.
 * - Groups are paired top group first, then the bottom group, then inwards, alternating.
 * - An odd or unpairable group borrows the nearest players of the next group inwards: one, then
 *   two more at a time, until the group and everything left over can both be paired.
 * - Within a block (a group plus what it borrowed) the players are taken in standing order; each
 *   takes the opponent nearest to half the block away (1 plays n/2 + 1), never a forbidden one
 *   (met more than `repeats` times, or last round's opponent).
 *
 * A search with backtracking would return the first complete pairing in that preference order.
 * We return the same pairing without backtracking: a choice is taken only if the players still
 * unpaired can all be paired, which an exact oracle decides — Dirac's theorem for large sets
 * (every player may play all but at most `bound` of the others, so any set of at least
 * 2·(bound + 1) players has a perfect matching), Edmonds' blossom algorithm for small ones.
 * That keeps a round of thousands of players near linear time.
 */
import { isPerfect, type Mate, maximumMatching } from './cardinality-matching.js';
import { err, ok, type Refusal, type Result, refusal } from './types.js';

export interface SwissPlayer {
  readonly id: string;
  /** The score that forms the groups (wins, a draw counting ½). Equal scores form one group. */
  readonly score: number;
  /** Byes received so far. */
  readonly byes: number;
  /** Every earlier opponent, once per game (a repeat appears twice). */
  readonly opponents: readonly string[];
  /** The previous round's opponent, if the player had one. */
  readonly lastOpponent?: string;
}

export interface SwissOptions {
  /** How often two players may already have met and still be paired; 0 (default) forbids repeats. */
  readonly repeats?: number;
}

/** One pairing; `first` is the higher-ranked player. */
export type SwissPairing =
  | { readonly kind: 'game'; readonly first: string; readonly second: string }
  | { readonly kind: 'bye'; readonly player: string };

/** A group as it was paired: its own players (standing order) and those it borrowed. */
export interface SwissBlock {
  readonly score: number;
  readonly players: readonly string[];
  readonly borrowed: readonly string[];
}

export interface SwissQuality {
  /** Players whose opponent has a different score. */
  readonly outsideGroup: number;
  /** Sum over games of the score difference of the two players. */
  readonly scoreDifference: number;
}

export interface SwissRound {
  /** Games in block order, then the bye. */
  readonly pairings: readonly SwissPairing[];
  readonly blocks: readonly SwissBlock[];
  readonly quality: SwissQuality;
}

/** The field in standing order, indexed 0 … n-1. */
interface Field {
  readonly n: number;
  readonly players: readonly SwissPlayer[];
  allowed(a: number, b: number): boolean;
  /** Any set of at least this many players can be paired completely (Dirac). */
  readonly threshold: number;
}

/** Pairs one round by New Swiss; refuses when no complete pairing within the repeat limit exists. */
export function pairNewSwiss(
  players: readonly SwissPlayer[],
  options: SwissOptions = {},
): Result<SwissRound, Refusal> {
  const built = buildField(players, options.repeats ?? 0);
  if (!built.ok) return built;
  const field = built.value;
  const taken = new Uint8Array(field.n);
  const pairings: SwissPairing[] = [];
  let bye: number | undefined;
  if (field.n % 2 === 1) {
    bye = chooseBye(field);
    if (bye === undefined) return noPairing(field, options);
    taken[bye] = 1;
  } else if (!pairable(field, range(field.n))) {
    return noPairing(field, options);
  }
  const blocks = pairGroups(field, taken, pairings);
  if (!blocks) return noPairing(field, options);
  if (bye !== undefined) pairings.push({ kind: 'bye', player: (field.players[bye] as SwissPlayer).id });
  return ok({ pairings, blocks, quality: qualityOf(field, pairings) });
}

function buildField(players: readonly SwissPlayer[], repeats: number): Result<Field, Refusal> {
  if (!Number.isInteger(repeats) || repeats < 0) {
    return err(refusal('ERR_INVALID_REPEATS', `repeats must be a whole number ≥ 0, not ${repeats}`));
  }
  // Standing order within a group is the caller's order; groups by score, highest first.
  const ordered = players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.score - a.p.score || a.i - b.i)
    .map((x) => x.p);
  const index = new Map<string, number>();
  for (const [i, p] of ordered.entries()) {
    if (index.has(p.id)) {
      return err(refusal('ERR_DUPLICATE_PLAYER', `player "${p.id}" appears twice in the field to pair`));
    }
    index.set(p.id, i);
  }
  // A pair is forbidden if it met more than `repeats` times or in the last round; kept
  // symmetric whatever the caller's lists say, so the pairing graph is undirected.
  const forbidden = ordered.map(() => new Set<number>());
  const forbid = (a: number, b: number) => {
    (forbidden[a] as Set<number>).add(b);
    (forbidden[b] as Set<number>).add(a);
  };
  for (const [a, p] of ordered.entries()) {
    const counts = new Map<number, number>();
    for (const o of p.opponents) {
      const b = index.get(o);
      if (b !== undefined && b !== a) counts.set(b, (counts.get(b) ?? 0) + 1);
    }
    for (const [b, count] of counts) if (count > repeats) forbid(a, b);
    const last = p.lastOpponent === undefined ? undefined : index.get(p.lastOpponent);
    if (last !== undefined && last !== a) forbid(a, last);
  }
  const bound = forbidden.reduce((max, set) => Math.max(max, set.size), 0);
  const allowed = (a: number, b: number): boolean => a !== b && !(forbidden[a] as Set<number>).has(b);
  return ok({ n: ordered.length, players: ordered, allowed, threshold: 2 * (bound + 1) });
}

function noPairing(field: Field, options: SwissOptions): Result<never, Refusal> {
  const repeats = options.repeats ?? 0;
  const limit = repeats === 0 ? 'without repeats' : `with at most ${repeats} repeat(s) per pair`;
  return err(
    refusal(
      'ERR_NO_PAIRING',
      `no complete pairing of these ${field.n} players exists ${limit} and without last round's opponents`,
      { params: { players: field.n, repeats } },
    ),
  );
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** SD-8: the lowest-ranked player among those with the fewest byes, if the rest can be paired. */
function chooseBye(field: Field): number | undefined {
  const candidates = range(field.n).sort(
    (a, b) => (field.players[a] as SwissPlayer).byes - (field.players[b] as SwissPlayer).byes || b - a,
  );
  for (const c of candidates) {
    if (
      pairable(
        field,
        range(field.n).filter((i) => i !== c),
      )
    )
      return c;
  }
  return undefined;
}

/** Whether the players `members` (field indices) can all be paired among themselves. */
function pairable(field: Field, members: readonly number[]): boolean {
  if (members.length % 2 === 1) return false;
  if (members.length === 0 || members.length >= field.threshold) return true;
  return exactMatching(field, members) !== undefined;
}

/**
 * A perfect matching of the `members` whose `alive` flag is set, as positions into `members`
 * (`-1` for the others), or undefined if there is none. `start` seeds it with an earlier matching.
 */
function exactMatching(
  field: Field,
  members: readonly number[],
  alive?: Uint8Array,
  start?: Mate,
): Mate | undefined {
  const positions: number[] = [];
  for (let p = 0; p < members.length; p++) if (!alive || alive[p]) positions.push(p);
  const local = new Int32Array(members.length).fill(-1);
  for (const [j, p] of positions.entries()) local[p] = j;
  const adj = positions.map((p) => {
    const list: number[] = [];
    for (const q of positions) {
      if (q !== p && field.allowed(members[p] as number, members[q] as number)) list.push(local[q] as number);
    }
    return list;
  });
  let seed: Mate | undefined;
  if (start) {
    seed = Int32Array.from(positions, (p) => {
      const partner = start[p] as number;
      return partner >= 0 && (!alive || alive[partner]) ? (local[partner] as number) : -1;
    });
  }
  const mate = maximumMatching(adj, seed);
  if (!isPerfect(mate)) return undefined;
  const out = new Int32Array(members.length).fill(-1);
  for (const [j, p] of positions.entries()) out[p] = positions[mate[j] as number] as number;
  return out;
}

/** The groups of equal score, in standing order, without the players already taken. */
function groupsOf(field: Field, taken: Uint8Array): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < field.n; i++) {
    if (taken[i]) continue;
    const last = groups.at(-1);
    const lastScore = last ? (field.players[last[0] as number] as SwissPlayer).score : undefined;
    if (last && lastScore === (field.players[i] as SwissPlayer).score) last.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** SD-8: top group, bottom group, then inwards; each group borrows from the next one inwards. */
function pairGroups(field: Field, taken: Uint8Array, pairings: SwissPairing[]): SwissBlock[] | undefined {
  const groups = groupsOf(field, taken);
  const blocks: SwissBlock[] = [];
  const untakenOf = (g: number) => (groups[g] as number[]).filter((i) => !taken[i]);
  let left = groups.reduce((a, g) => a + g.length, 0);
  let lo = 0;
  let hi = groups.length - 1;
  let fromTop = true;
  while (left > 0) {
    while (lo <= hi && untakenOf(lo).length === 0) lo++;
    while (hi >= lo && untakenOf(hi).length === 0) hi--;
    const g = fromTop ? lo : hi;
    const own = untakenOf(g);
    const block = formBlock(field, taken, groups, own, { g, lo, hi, fromTop }, left);
    if (!block) return undefined;
    const pairs = pairBlock(field, block.members);
    if (!pairs) return undefined;
    for (const i of block.members) taken[i] = 1;
    left -= block.members.length;
    const id = (i: number) => (field.players[i] as SwissPlayer).id;
    for (const [a, b] of pairs) pairings.push({ kind: 'game', first: id(a), second: id(b) });
    blocks.push({
      score: (field.players[own[0] as number] as SwissPlayer).score,
      players: own.map(id),
      borrowed: block.borrowed.map(id),
    });
    fromTop = !fromTop;
  }
  return blocks;
}

interface Cursor {
  readonly g: number;
  readonly lo: number;
  readonly hi: number;
  readonly fromTop: boolean;
}

/** The group plus the fewest nearest borrowed players such that it and the rest are pairable. */
function formBlock(
  field: Field,
  taken: Uint8Array,
  groups: readonly (readonly number[])[],
  own: readonly number[],
  cursor: Cursor,
  left: number,
): { members: number[]; borrowed: number[] } | undefined {
  for (let need = own.length % 2; ; need += 2) {
    const borrowed = nearest(taken, groups, cursor, need);
    if (borrowed.length < need) return undefined;
    const members = [...own, ...borrowed].sort((a, b) => a - b);
    const restCount = left - members.length;
    if (!pairable(field, members)) continue;
    if (restCount === 0 || restCount >= field.threshold) return { members, borrowed };
    const inBlock = new Set(members);
    const rest: number[] = [];
    for (let g = cursor.lo; g <= cursor.hi; g++) {
      for (const i of groups[g] as readonly number[]) if (!taken[i] && !inBlock.has(i)) rest.push(i);
    }
    if (pairable(field, rest)) return { members, borrowed };
  }
}

/** The `need` untaken players nearest to group g, walking inwards (down from the top side, up from the bottom). */
function nearest(
  taken: Uint8Array,
  groups: readonly (readonly number[])[],
  { g, lo, hi, fromTop }: Cursor,
  need: number,
): number[] {
  const out: number[] = [];
  if (need === 0) return out;
  const step = fromTop ? 1 : -1;
  for (let h = g + step; h >= lo && h <= hi; h += step) {
    const members = groups[h] as readonly number[];
    for (let k = 0; k < members.length; k++) {
      const i = members[fromTop ? k : members.length - 1 - k] as number;
      if (taken[i]) continue;
      out.push(i);
      if (out.length === need) return out;
    }
  }
  return out;
}

/**
 * Pairs a pairable block in preference order: each player in standing order takes the allowed
 * opponent nearest to half the block away (the lower-ranked one on a tie) whose choice leaves
 * the rest of the block pairable.
 */
function pairBlock(field: Field, members: readonly number[]): [number, number][] | undefined {
  const m = members.length;
  const half = m / 2;
  const alive = new Uint8Array(m).fill(1);
  let remaining = m;
  let mate: Mate | undefined;
  const keepsPairable = (i: number, c: number): boolean => {
    if (remaining - 2 === 0 || remaining - 2 >= field.threshold) return true;
    mate ??= exactMatching(field, members, alive);
    if (!mate) return false;
    if (mate[i] === c) return true;
    alive[i] = 0;
    alive[c] = 0;
    const next = exactMatching(field, members, alive, mate);
    alive[i] = 1;
    alive[c] = 1;
    if (!next) return false;
    mate = next;
    return true;
  };
  const pairs: [number, number][] = [];
  for (let i = 0; i < m; i++) {
    if (!alive[i]) continue;
    const chosen = choose(field, members, alive, i, i + half, keepsPairable);
    if (chosen === -1) return undefined;
    alive[i] = 0;
    alive[chosen] = 0;
    remaining -= 2;
    pairs.push([members[i] as number, members[chosen] as number]);
  }
  return pairs;
}

function choose(
  field: Field,
  members: readonly number[],
  alive: Uint8Array,
  i: number,
  ideal: number,
  keepsPairable: (i: number, c: number) => boolean,
): number {
  const m = members.length;
  const fits = (c: number): boolean =>
    c > i &&
    c < m &&
    alive[c] === 1 &&
    field.allowed(members[i] as number, members[c] as number) &&
    keepsPairable(i, c);
  for (let d = 0; ideal + d < m || ideal - d > i; d++) {
    if (fits(ideal + d)) return ideal + d;
    if (d > 0 && fits(ideal - d)) return ideal - d;
  }
  return -1;
}

function qualityOf(field: Field, pairings: readonly SwissPairing[]): SwissQuality {
  const score = new Map(field.players.map((p) => [p.id, p.score]));
  let outsideGroup = 0;
  let scoreDifference = 0;
  for (const p of pairings) {
    if (p.kind !== 'game') continue;
    const diff = Math.abs((score.get(p.first) as number) - (score.get(p.second) as number));
    if (diff !== 0) outsideGroup += 2;
    scoreDifference += diff;
  }
  return { outsideGroup, scoreDifference };
}
