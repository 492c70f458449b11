/**
 * The Keizer pairing engine (KZ-9, KZ-12): one narrow pure function from the present players in
 * ranking order to games, a bye and the rules that had to give way.
 *
 * 1. Exact: the first complete pairing in ranking order ("1 plays 2, 3 plays 4; if two have met,
 *    1 plays 3 …") under every rule: no rematch within the window, the colour limit, and the bye
 *    for the lowest-ranked of those with the fewest byes (the bye is a slot that chooses first,
 *    in that order). Found by core/ordered-matching — never a greedy walk that dead-ends.
 * 2. When no such pairing exists, a maximum-weight matching finds the fewest and oldest rematches
 *    and colour-limit breaches that make one possible; those pairs are fixed and reported, and
 *    everyone else is paired exactly as in step 1.
 */

import { firstPerfectMatching } from '../../core/cardinality-matching.js';
import { maximumWeightMatching, type WeightedEdge } from '../../core/matching.js';
import type { ParticipantId } from '../../core/types.js';
import { type ColourHistory, coloursCompatible, higherGetsWhite } from './colours.js';
import type { KeizerConfig } from './config.js';
import type { Game, Relaxation } from './events.js';

export interface PairingPlayer extends ColourHistory {
  readonly id: ParticipantId;
  /** Byes received this season (KZ-9). */
  readonly byes: number;
}

export interface PairingRequest {
  /** Present players, best-ranked first. */
  readonly players: readonly PairingPlayer[];
  /** KZ-12: the round two players last met in, if they met within the rematch window. */
  readonly metWithinWindow: (a: ParticipantId, b: ParticipantId) => number | undefined;
  readonly colours: KeizerConfig['colours'];
  /** The round being paired (only to say how recent a rematch is). */
  readonly round: number;
  /**
   * When no pairing keeps every rule: relax the rules (a new pairing), or leave the fewest
   * players unpaired (re-pairing stranded players, KZ-9: "who cannot be re-paired is scored
   * like a bye").
   */
  readonly whenStuck: 'relax' | 'leave-unpaired';
}

export interface PairingProposal {
  /** Board order: the board of the higher-ranked player first. */
  readonly games: readonly Game[];
  readonly bye: ParticipantId | null;
  /** Present players left without a game (only with `leave-unpaired`). */
  readonly unpaired: readonly ParticipantId[];
  readonly relaxed: readonly Relaxation[];
}

export function pairPlayers(request: PairingRequest): PairingProposal {
  const { players } = request;
  const n = players.length;
  if (n === 0) return { games: [], bye: null, unpaired: [], relaxed: [] };
  const strict = (u: number, v: number): boolean =>
    u >= n ||
    v >= n ||
    (request.metWithinWindow((players[u] as PairingPlayer).id, (players[v] as PairingPlayer).id) ===
      undefined &&
      coloursCompatible(players[u] as PairingPlayer, players[v] as PairingPlayer, request.colours));
  const exact = firstPairing(request, [...players.keys()], strict);
  if (exact) return proposal(request, exact, []);
  return request.whenStuck === 'relax' ? relaxedPairing(request, strict) : fewestUnpaired(request, strict);
}

/** KZ-9: lowest-ranked first among those with the fewest byes, then the next bye count. */
function byeOrder(players: readonly PairingPlayer[], among: readonly number[]): number[] {
  return [...among].sort(
    (a, b) => (players[a] as PairingPlayer).byes - (players[b] as PairingPlayer).byes || b - a,
  );
}

/** Exact step: pairs of indices into `players` (the bye paired with -1), or undefined. */
function firstPairing(
  request: PairingRequest,
  among: readonly number[],
  allowed: (u: number, v: number) => boolean,
): Array<[number, number]> | undefined {
  const odd = among.length % 2 === 1;
  const size = among.length + (odd ? 1 : 0);
  const dummy = among.length;
  const real = (x: number): number => (x === dummy ? request.players.length : (among[x] as number));
  const priority = odd ? [dummy, ...among.keys()] : [...among.keys()];
  const byes = byeOrder(request.players, among);
  const local = new Map(among.map((p, x) => [p, x]));
  const mate = firstPerfectMatching(
    size,
    (u, v) => allowed(real(u), real(v)),
    priority,
    (u) => (u === dummy ? byes.map((p) => local.get(p) as number) : []),
  );
  if (!mate) return undefined;
  const pairs: Array<[number, number]> = [];
  mate.forEach((v, u) => {
    if (u < v) pairs.push(v === dummy && odd ? [real(u), -1] : [real(u), real(v)]);
  });
  return pairs;
}

/** Step 2: the fewest, oldest rule breaches (rematch before colour), fixed; the rest exact. */
function relaxedPairing(request: PairingRequest, strict: (u: number, v: number) => boolean): PairingProposal {
  const { players } = request;
  const n = players.length;
  const odd = n % 2 === 1;
  const byes = byeOrder(players, [...players.keys()]);
  const rankTier = n * n + 1;
  const colourTier = rankTier * (n + 1);
  const ageCap = 100;
  const rematchTier = colourTier * (n + 1) * (ageCap + 1);
  const base = rematchTier * 2;
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    if (odd) edges.push({ u, v: n, weight: base - byes.indexOf(u) });
    for (let v = u + 1; v < n; v++) {
      const met = request.metWithinWindow((players[u] as PairingPlayer).id, (players[v] as PairingPlayer).id);
      const age = met === undefined ? ageCap : Math.min(ageCap, request.round - met);
      let penalty = v - u;
      if (met !== undefined) penalty += rematchTier + colourTier * (n + 1) * (ageCap - age);
      if (!coloursCompatible(players[u] as PairingPlayer, players[v] as PairingPlayer, request.colours))
        penalty += colourTier;
      edges.push({ u, v, weight: base - penalty });
    }
  }
  const mate = maximumWeightMatching(n + (odd ? 1 : 0), edges, { maxCardinality: true });
  const forced: Array<[number, number]> = [];
  const relaxed: Relaxation[] = [];
  for (let u = 0; u < n; u++) {
    const v = mate[u] as number;
    if (v <= u || v >= n || strict(u, v)) continue;
    forced.push([u, v]);
    relaxed.push(describe(request, u, v));
  }
  const fixed = new Set(forced.flat());
  const rest = [...players.keys()].filter((p) => !fixed.has(p));
  const others = firstPairing(request, rest, strict) ?? [];
  return proposal(request, [...forced, ...others], relaxed);
}

/** KZ-9 re-pairing: as many legal games as possible, close in rank; the rest stay unpaired. */
function fewestUnpaired(request: PairingRequest, strict: (u: number, v: number) => boolean): PairingProposal {
  const { players } = request;
  const n = players.length;
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) if (strict(u, v)) edges.push({ u, v, weight: n * n - (v - u) });
  }
  const mate = maximumWeightMatching(n, edges, { maxCardinality: true });
  const pairs: Array<[number, number]> = [];
  const left: number[] = [];
  mate.forEach((v, u) => {
    if (v === -1) left.push(u);
    else if (u < v) pairs.push([u, v]);
  });
  // One of an odd remainder takes the bye (KZ-9 order); the others are stranded.
  const byeChoice = left.length % 2 === 1 ? byeOrder(players, left)[0] : undefined;
  if (byeChoice !== undefined) pairs.push([byeChoice, -1]);
  const stranded = left.filter((u) => u !== byeChoice).map((u) => (players[u] as PairingPlayer).id);
  const made = proposal(request, pairs, []);
  const relaxed: Relaxation[] = stranded.length
    ? [
        {
          code: 'left-unpaired',
          participants: stranded,
          message: `${stranded.join(', ')} cannot be paired without breaking a rule and are scored like a bye`,
        },
      ]
    : [];
  return { ...made, unpaired: stranded, relaxed: [...made.relaxed, ...relaxed] };
}

function describe(request: PairingRequest, u: number, v: number): Relaxation {
  const a = request.players[u] as PairingPlayer;
  const b = request.players[v] as PairingPlayer;
  const met = request.metWithinWindow(a.id, b.id);
  if (met !== undefined) {
    return {
      code: 'rematch',
      participants: [a.id, b.id],
      message: `${a.id} and ${b.id} meet again (last in round ${met}): no complete pairing without a rematch`,
    };
  }
  return {
    code: 'colour-limit',
    participants: [a.id, b.id],
    message: `${a.id} and ${b.id} both need the same colour: one goes beyond the colour limit, as no complete pairing respects it`,
  };
}

function proposal(
  request: PairingRequest,
  pairs: ReadonlyArray<readonly [number, number]>,
  relaxed: readonly Relaxation[],
): PairingProposal {
  const { players } = request;
  let bye: ParticipantId | null = null;
  const games: Array<{ board: number; game: Game }> = [];
  for (const [a, b] of pairs) {
    if (b === -1 || a === -1) {
      bye = (players[a === -1 ? b : a] as PairingPlayer).id;
      continue;
    }
    const hi = Math.min(a, b);
    const lo = Math.max(a, b);
    const higher = players[hi] as PairingPlayer;
    const lower = players[lo] as PairingPlayer;
    const game = higherGetsWhite(higher, lower, request.colours)
      ? { white: higher.id, black: lower.id }
      : { white: lower.id, black: higher.id };
    games.push({ board: hi, game });
  }
  games.sort((x, y) => x.board - y.board);
  const notes = [...relaxed];
  const preferred = byeOrder(players, [...players.keys()])[0];
  if (bye !== null && preferred !== undefined && (players[preferred] as PairingPlayer).id !== bye) {
    const first = (players[preferred] as PairingPlayer).id;
    notes.push({
      code: 'bye-moved',
      participants: [first, bye],
      message: `the bye goes to ${bye} instead of ${first}: with ${first} as bye no complete pairing exists`,
    });
  }
  return { games: games.map((g) => g.game), bye, unpaired: [], relaxed: notes };
}
