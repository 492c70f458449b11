/**
 * The edge weight of a possible pair in the Dutch system: every quality criterion of C.04.3
 * (C.5–C.21, in order of priority) becomes one bit field of a bigint, the most important
 * highest, so that a maximum-weight matching optimises them lexicographically. The fields, from
 * the top: completion and bye eligibility (C.4, C.2), pairs and scores in the bracket (C.6, C.7),
 * the same for the next bracket (C.8), unplayed games of the bye assignee (C.9), colour
 * preferences (C.10–C.13), repeated floats one and two rounds back (C.14–C.17) and their scores
 * (C.18–C.21); the lowest bits are left free for the order of S1/S2 and exchanges (D.1–D.3).
 */
import { eligibleForBye, type PlayerState, pairingScore } from './state.js';
import type { Points } from './types.js';

/** Bits needed to write `value` (0 for 0). */
export const bitsFor = (value: number): number => (value <= 0 ? 0 : Math.floor(Math.log2(value)) + 1);

export interface WeightContext {
  readonly points: Points;
  readonly playedRounds: number;
  readonly totalRounds: number;
  readonly players: readonly PlayerState[];
  /** The opponents each player has met (C.04.1 b: played games), by id, from either record. */
  readonly met: readonly (readonly number[])[];
  /** Bits for a count of players of one score group. */
  readonly groupBits: number;
  /** Bits for the score-group fields; `groupShift.get(score)` places a group inside them. */
  readonly groupsBits: number;
  readonly groupShift: ReadonlyMap<number, number>;
  /** What the weights read of each player to pair, by player id (`profilesOf`). */
  readonly profiles: readonly (Profile | undefined)[];
  /** Weights many pairs share, made once per round (`sharedWeights`). */
  readonly shared: SharedWeights;
}

/**
 * The edge weights of a round, one bigint per distinct value, each with a small id: a weight is a
 * function of a few small values of its two players (score groups, completion, colour and float
 * fields), so many pairs weigh the same, and the window's copies of them are one object each
 * instead of one per pair (made once, and nothing for the garbage collector to copy while they
 * live). By id, the graph sets a window's weights without reading a bigint once it knows the id
 * (`PairingGraph.setTriangleById`). A weight with C.9, which reads the players' played games, has
 * no key and gets its id by value.
 */
export interface SharedWeights {
  /** The weights by id; id 0 is the weight 0 (no pair). */
  readonly values: bigint[];
  /** Ids of pairs outside the bracket, by completion and the higher player's score group in C.8 (a small index). */
  readonly rest: (number | undefined)[];
  /** Ids of pairs in the bracket, by `bracketKey`. */
  readonly bracket: Map<number, number>;
  /** Ids of the weights with C.9, by value. */
  readonly byValue: Map<bigint, number>;
}

export const sharedWeights = (): SharedWeights => ({
  values: [0n],
  rest: [],
  bracket: new Map(),
  byValue: new Map(),
});

/** A new id for `weight` (made afresh: its key was not seen). */
function newId(shared: SharedWeights, weight: bigint): number {
  shared.values.push(weight);
  return shared.values.length - 1;
}

/** The id of a weight with C.9 (no key): one per value. */
function idOfValue(shared: SharedWeights, weight: bigint): number {
  const known = shared.byValue.get(weight);
  if (known !== undefined) return known;
  const id = newId(shared, weight);
  shared.byValue.set(weight, id);
  return id;
}

/** A player's values the edge weights read, computed once per round rather than once per pair. */
export interface Profile {
  readonly score: number;
  readonly eligible: boolean;
  /** Floats one and two rounds back (C.04.3 A.4). */
  readonly float1: Float;
  readonly float2: Float;
  /** The two floats as one number, 3·float1 + float2 (`FLOAT_INDEX`), for `bracketKey`. */
  readonly floats: number;
  /** `1n << groupShift`: the player's bit in a score-group field. */
  readonly groupBit: bigint;
  readonly groupShift: number;
}

const FLOAT_INDEX: Readonly<Record<Float, number>> = { none: 0, down: 1, up: 2 };

/** The profiles of `players` (the players to pair), by id. */
export function profilesOf(
  ctx: Omit<WeightContext, 'profiles' | 'shared'>,
  players: readonly PlayerState[],
): (Profile | undefined)[] {
  // Packed from the start (set in pairing order, not by id, an empty array would go sparse).
  const profiles: (Profile | undefined)[] = ctx.players.map(() => undefined);
  for (const p of players) {
    const s = score(ctx, p);
    const groupShift = ctx.groupShift.get(s) ?? 0;
    const float1 = floatOf(ctx, p, 1);
    const float2 = floatOf(ctx, p, 2);
    profiles[p.id] = {
      score: s,
      eligible: eligibleForBye(p, ctx.points),
      float1,
      float2,
      floats: 3 * FLOAT_INDEX[float1] + FLOAT_INDEX[float2],
      groupBit: 1n << BigInt(groupShift),
      groupShift,
    };
  }
  return profiles;
}

type RoundContext = Pick<WeightContext, 'playedRounds' | 'points' | 'players'>;

const score = (ctx: Pick<WeightContext, 'playedRounds'>, p: PlayerState, back = 0): number =>
  pairingScore(p, ctx.playedRounds, back);

/**
 * C.04.3 C.1 and C.3: not met before (C.04.1 b), and no two players with the same absolute
 * colour preference, except in the last round for a player with more than half the maximum
 * points (C.04.3 A.7 topscorers).
 */
export function compatible(ctx: WeightContext, a: PlayerState, b: PlayerState): boolean {
  const met = ctx.met[a.id];
  if (met !== undefined) for (let k = 0; k < met.length; k++) if (met[k] === b.id) return false;
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return true;
  if (ctx.playedRounds < ctx.totalRounds - 1) return false;
  const top = Math.floor((ctx.playedRounds * Math.max(ctx.points.win, ctx.points.draw)) / 2);
  return score(ctx, a) > top || score(ctx, b) > top;
}

export type Float = 'down' | 'up' | 'none';

/** The float of a player `roundsBack` rounds ago (C.04.3 A.4); an unplayed round with points is a downfloat. */
export function floatOf(ctx: RoundContext, p: PlayerState, roundsBack: number): Float {
  const m = p.matches[ctx.playedRounds - roundsBack];
  if (!m) return 'none';
  if (!m.played) return m.points > ctx.points.loss ? 'down' : 'none';
  const own = score(ctx, p, roundsBack);
  const other = score(ctx, ctx.players[m.opponent] as PlayerState, roundsBack);
  return own > other ? 'down' : own < other ? 'up' : 'none';
}

const bit = (b: boolean): bigint => (b ? 1n : 0n);

/** The total number of bits below the top field (the completion field). */
export function lowBits(ctx: WeightContext): number {
  const g = ctx.groupBits;
  const s = ctx.groupsBits;
  let bits = g + s + g + s + 2 * g + 4 * g;
  if (ctx.playedRounds > 0) bits += 2 * g + 2 * s;
  if (ctx.playedRounds > 1) bits += 2 * g + 2 * s;
  return bits + 3 * g + 1;
}

/** The largest weight an edge can have: a finalised pair gets it (and no other edge of its players). */
export const maxWeight = (ctx: WeightContext): bigint => (4n << BigInt(lowBits(ctx))) - 1n;

export interface ByeContext {
  /** Score of the player who will get the pairing-allocated bye (0 for an even count). */
  readonly byeScore: number;
  /** The bye assignee is the single downfloater of the current bracket (C.9 applies). */
  readonly singleDownfloaterIsByeAssignee: boolean;
  /** Rank of a played-games count among the players with the bye score (most games first). */
  readonly unplayedRanks: ReadonlyMap<number, number>;
}

/** C.10–C.13 for `p` and `o` in the bracket: one bit each, C.10 highest. */
function colourBits(p: PlayerState, o: PlayerState): number {
  // C.10: no two players with an absolute colour imbalance get the same colour.
  const c10 = !p.absoluteImbalance || !o.absoluteImbalance || p.preference !== o.preference;
  // C.11: no third same colour in a row (absolute preference by repetition).
  const higherImbalance = p.colourImbalance > o.colourImbalance ? o : p;
  const c11 =
    !p.absolute ||
    !o.absolute ||
    p.preference !== o.preference ||
    (p.colourImbalance === o.colourImbalance
      ? p.repeatedColour === null || p.repeatedColour !== o.repeatedColour
      : higherImbalance.repeatedColour !== (p.preference === 'w' ? 'b' : p.preference === 'b' ? 'w' : null));
  // C.12: colour preferences satisfied.
  const c12 = p.preference === null || o.preference === null || p.preference !== o.preference;
  // C.13: strong colour preferences satisfied.
  const c13 =
    (!p.strong && !p.absolute) ||
    (!o.strong && !o.absolute) ||
    (p.absolute && o.absolute) ||
    p.preference !== o.preference;
  return (c10 ? 8 : 0) | (c11 ? 4 : 0) | (c12 ? 2 : 0) | (c13 ? 1 : 0);
}

/** Everything a pair's weight in the bracket reads but C.9, as one number (`SharedWeights`). */
function bracketKey(
  ctx: WeightContext,
  top: number,
  colours: number,
  hp: Profile,
  lp: Profile,
  lowerInNext: boolean,
): number {
  let k = ((top * 16 + colours) * 9 + hp.floats) * 9 + lp.floats;
  k = k * 3 + (hp.score < lp.score ? 0 : hp.score === lp.score ? 1 : 2);
  k = k * 2 + (lowerInNext ? 1 : 0);
  const groups = ctx.groupsBits + 1;
  return (k * groups + hp.groupShift) * groups + lp.groupShift;
}

/**
 * The weight of a pair outside the bracket, from its top field `r`, as its id (`SharedWeights`):
 * every field below is empty but C.8 for a pair in the next bracket (`next`, the higher player's
 * profile: his bit in the score field) and C.9 (the unplayed games of the bye assignee), as
 * `edgeWeight` builds them; spares the colour and float fields, which are empty outside the
 * bracket. Without C.9 it is one of a few values, each made once.
 */
function restWeightId(
  ctx: WeightContext,
  bye: ByeContext,
  top: number,
  higher: PlayerState,
  lower: PlayerState,
  next: Profile | null,
): number {
  const byeWeighs = bye.singleDownfloaterIsByeAssignee;
  const key = top + 4 * (next === null ? 0 : 1 + next.groupShift);
  if (!byeWeighs) {
    const known = ctx.shared.rest[key];
    if (known !== undefined) return known;
  }
  const g = ctx.groupBits;
  const s = ctx.groupsBits;
  let r: bigint;
  if (next === null) r = BigInt(top) << BigInt(4 * g + 2 * s);
  else r = ((((BigInt(top) << BigInt(2 * g + s)) | 1n) << BigInt(s)) | next.groupBit) << BigInt(2 * g);
  if (byeWeighs) {
    const profile = (p: PlayerState): Profile => ctx.profiles[p.id] as Profile;
    if (profile(higher).score === bye.byeScore) r |= BigInt(bye.unplayedRanks.get(higher.playedGames) ?? 0);
    if (profile(lower).score === bye.byeScore) r += BigInt(bye.unplayedRanks.get(lower.playedGames) ?? 0);
  }
  r <<= BigInt(lowBits(ctx) - 4 * g - 2 * s);
  if (byeWeighs) return idOfValue(ctx.shared, r);
  const id = newId(ctx.shared, r);
  ctx.shared.rest[key] = id;
  return id;
}

/** The top field of a possible pair's weight: C.4 completion, C.2 the bye for an eligible player of the lowest score. */
function completion(bye: ByeContext, a: Profile, b: Profile): number {
  return 1 + notCandidate(bye, a) + notCandidate(bye, b);
}

/** 0 for a bye candidate (C.2: eligible, of the bye's score or lower), else 1. */
const notCandidate = (bye: ByeContext, p: Profile): number => (p.eligible && p.score <= bye.byeScore ? 0 : 1);

/**
 * The top field of each compatible pair's weight among `players` (by index), `fields[part[u] +
 * part[v]]`: what `edgeWeight` less it leaves are the fields of the bracket and below, and it is
 * the same sum for every pairing of the whole round. Each player's part is read once (a local
 * graph asks for every pair it sets), and the three sums let the graph keep a weight's window
 * form per sum (`PairingGraph`).
 */
export interface Completion {
  /** 0 for a bye candidate, else 1 (`notCandidate`). */
  readonly part: Uint8Array;
  /** By the sum of the two parts: the field 1 + that sum, in place. */
  readonly fields: readonly bigint[];
}

export function completionWeights(
  ctx: WeightContext,
  bye: ByeContext,
  players: readonly PlayerState[],
): Completion {
  const low = BigInt(lowBits(ctx));
  return {
    part: Uint8Array.from(players, (p) => notCandidate(bye, ctx.profiles[p.id] as Profile)),
    fields: [1n << low, 2n << low, 3n << low],
  };
}

/**
 * The weight of pairing `higher` (earlier in the pairing order) with `lower`; `lowerInBracket`
 * when `lower` is in the bracket being paired, `lowerInNext` when in the next one; 0 when the
 * two may not meet.
 */
export const edgeWeight = (...args: Parameters<typeof edgeWeightId>): bigint =>
  args[0].shared.values[edgeWeightId(...args)] as bigint;

/** `edgeWeight` as the weight's id in `ctx.shared` (0: the two may not meet). */
export function edgeWeightId(
  ctx: WeightContext,
  bye: ByeContext,
  higher: PlayerState,
  lower: PlayerState,
  lowerInBracket: boolean,
  lowerInNext: boolean,
): number {
  if (!compatible(ctx, higher, lower)) return 0;
  const hp = ctx.profiles[higher.id] as Profile;
  const lp = ctx.profiles[lower.id] as Profile;
  const top = completion(bye, hp, lp);
  if (!lowerInBracket) return restWeightId(ctx, bye, top, higher, lower, lowerInNext ? hp : null);
  const colours = colourBits(lower, higher);
  if (bye.singleDownfloaterIsByeAssignee)
    return idOfValue(ctx.shared, bracketWeight(ctx, bye, top, colours, higher, lower, lowerInNext));
  const key = bracketKey(ctx, top, colours, hp, lp, lowerInNext);
  const known = ctx.shared.bracket.get(key);
  if (known !== undefined) return known;
  const id = newId(ctx.shared, bracketWeight(ctx, bye, top, colours, higher, lower, lowerInNext));
  ctx.shared.bracket.set(key, id);
  return id;
}

/**
 * `edgeWeight` made afresh for a pair in the bracket, from its top field and colour bits. Apart
 * from it: its closures would make every call of `edgeWeight` allocate their context, shared
 * weights or not (some 200 bytes a pair, a million pairs a round at 2,000 players).
 */
function bracketWeight(
  ctx: WeightContext,
  bye: ByeContext,
  top: number,
  colours: number,
  higher: PlayerState,
  lower: PlayerState,
  lowerInNext: boolean,
): bigint {
  const hp = ctx.profiles[higher.id] as Profile;
  const lp = ctx.profiles[lower.id] as Profile;
  const hs = hp.score;
  const ls = lp.score;
  const g = BigInt(ctx.groupBits);
  const s = BigInt(ctx.groupsBits);
  let r = BigInt(top);
  // C.6 maximise pairs in the bracket; C.7 maximise the scores paired.
  r = (r << g) | 1n;
  r <<= s;
  r |= hp.groupBit;
  // C.8 the same for the next bracket.
  r = (r << g) | bit(lowerInNext);
  r <<= s;
  if (lowerInNext) r |= hp.groupBit;
  // C.9 minimise the unplayed games of the bye assignee.
  r <<= 2n * g;
  if (bye.singleDownfloaterIsByeAssignee) {
    if (hs === bye.byeScore) r |= BigInt(bye.unplayedRanks.get(higher.playedGames) ?? 0);
    if (ls === bye.byeScore) r += BigInt(bye.unplayedRanks.get(lower.playedGames) ?? 0);
  }
  for (let b = 8; b > 0; b >>= 1) r = (r << g) | bit((colours & b) !== 0);
  const floatBack = (p: Profile, back: number): Float => (back === 1 ? p.float1 : p.float2);
  const floats = (back: number): void => {
    // C.14/C.15 (one round back), C.16/C.17 (two rounds back): no repeated downfloat or upfloat.
    r <<= g;
    r |= bit(floatBack(lp, back) === 'down');
    r += bit(hs <= ls && floatBack(hp, back) === 'down');
    r <<= g;
    r |= bit(!(hs > ls && floatBack(lp, back) === 'up'));
  };
  const floatScores = (back: number): void => {
    // C.18–C.21: minimise the scores of repeated floaters (and of an upfloater's opponent).
    r <<= s;
    if (floatBack(lp, back) === 'down') r += lp.groupBit;
    if (floatBack(hp, back) === 'down') r += hp.groupBit;
    r <<= s;
    if (!(floatBack(lp, back) === 'up' && hs > ls)) r |= hp.groupBit;
  };
  if (ctx.playedRounds > 0) floats(1);
  if (ctx.playedRounds > 1) floats(2);
  if (ctx.playedRounds > 0) floatScores(1);
  if (ctx.playedRounds > 1) floatScores(2);
  // Room for the order of S1/S2 and the exchanges (D.1–D.3).
  return r << (3n * g + 1n);
}
