/**
 * The preliminary round (rounds 1–3) in groups (SD-3 … SD-7): drawing the groups from rating
 * bands with a recorded seed, checking groups fixed by hand, and each group's three-round
 * schedule with its byes.
 */
import { createLot, type Lot } from '../../core/lot.js';
import { bandSizes, quantiles, splitBands } from '../../core/quantiles.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { Group, GroupKind, Pairing } from './events.js';
import type { Player } from './state.js';

export const GROUP_ROUNDS = 3;

type Slot = readonly [number, number | null];

/**
 * Schedules by letter index (A = 0 …); `null` is the bye: SD-3 quad, SD-4 trio, SD-5 sextet,
 * SD-6 quintet. The seed prints the quad's round 3 as "A gegen B, C gegen B": a misprint for C–D,
 * since every pair meets once (SD-3). The trio's round 3 is "C gegen B" as printed: C starts.
 */
export const GROUP_SCHEDULES: Readonly<Record<GroupKind, readonly (readonly Slot[])[]>> = {
  quad: [
    [
      [0, 3],
      [1, 2],
    ],
    [
      [0, 2],
      [1, 3],
    ],
    [
      [0, 1],
      [2, 3],
    ],
  ],
  trio: [
    [
      [0, 2],
      [1, null],
    ],
    [
      [0, 1],
      [2, null],
    ],
    [
      [2, 1],
      [0, null],
    ],
  ],
  quintet: [
    [
      [0, 4],
      [1, 3],
      [2, null],
    ],
    [
      [0, 2],
      [1, 4],
      [3, null],
    ],
    [
      [0, 1],
      [2, 3],
      [4, null],
    ],
  ],
  sextet: [
    [
      [0, 5],
      [1, 2],
      [3, 4],
    ],
    [
      [0, 3],
      [1, 4],
      [2, 5],
    ],
    [
      [0, 1],
      [2, 3],
      [4, 5],
    ],
  ],
};

const KIND_BY_SIZE: Readonly<Record<number, GroupKind>> = {
  3: 'trio',
  4: 'quad',
  5: 'quintet',
  6: 'sextet',
};

/** Rating order (highest first); equal ratings in the order of the lot, so the draw decides. */
function ratingOrder(players: readonly Player[], lot: Lot): Player[] {
  return lot
    .shuffle(players)
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.rating - a.p.rating || a.i - b.i)
    .map((x) => x.p);
}

/** One player drawn from each band, removed from it. */
function drawOneEach(bands: Player[][], lot: Lot): Player[] {
  return bands.map((band) => band.splice(lot.below(band.length), 1)[0] as Player);
}

/** SD-3: quads, one player drawn from each quartile. `players` are in rating order, a multiple of four. */
function drawQuads(players: readonly Player[], lot: Lot): Group[] {
  const bands = quantiles(players, 4).map((band) => lot.shuffle(band));
  const count = players.length / 4;
  return Array.from({ length: count }, (_, i) => ({
    kind: 'quad' as const,
    members: bands.map((band) => (band[i] as Player).id),
  }));
}

/**
 * SD-3 … SD-6: the special group for the remainder first (trio, sextet or quintet), then quads.
 * Needs at least 3 players; 5 players form one quintet (sextile 1 would be the only band left
 * over, and a quad needs four).
 */
export function drawGroups(players: readonly Player[], seed: string): Result<Group[], Refusal> {
  const n = players.length;
  if (n < 3) {
    return err(
      refusal('ERR_TOO_FEW_PLAYERS', `groups need at least 3 players, not ${n}`, { params: { players: n } }),
    );
  }
  const lot = createLot(seed);
  const ranked = ratingOrder(players, lot);
  const ids = (ps: readonly Player[]) => ps.map((p) => p.id);
  switch (n % 4) {
    case 0:
      return ok(drawQuads(ranked, lot));
    case 3: {
      // SD-4: the top quartile is one player short; quartiles 2–4 each give one player.
      const bands = splitBands(ranked, bandSizes(n, 4, 'smaller-first'));
      const trio = drawOneEach(bands.slice(1), lot);
      return ok([{ kind: 'trio', members: ids(trio) }, ...drawQuads(bands.flat(), lot)]);
    }
    case 2: {
      // SD-5: one player from each sextile of the whole field, then quartiles of the others.
      const bands = quantiles(ranked, 6);
      const sextet = drawOneEach(bands, lot);
      return ok([{ kind: 'sextet', members: ids(sextet) }, ...drawQuads(bands.flat(), lot)]);
    }
    default: {
      if (n === 5) return ok([{ kind: 'quintet', members: ids(ranked) }]);
      // SD-6: one player from each of sextiles 2–6, then quartiles of the others.
      const bands = quantiles(ranked, 6);
      const quintet = drawOneEach(bands.slice(1), lot);
      return ok([{ kind: 'quintet', members: ids(quintet) }, ...drawQuads(bands.flat(), lot)]);
    }
  }
}

/** SD-7: groups fixed by hand must cover the field exactly, in groups of 3 to 6. */
export function checkGroups(
  members: readonly (readonly ParticipantId[])[],
  field: readonly ParticipantId[],
): Result<Group[], Refusal> {
  const inField = new Set(field);
  const seen = new Map<ParticipantId, number>();
  for (const [g, group] of members.entries()) {
    const kind = KIND_BY_SIZE[group.length];
    if (!kind) {
      return err(
        refusal('ERR_GROUP_SIZE', `groups[${g}] has ${group.length} players; a group has 3 to 6`, {
          path: `groups.${g}`,
        }),
      );
    }
    for (const [k, id] of group.entries()) {
      const path = `groups.${g}.${k}`;
      if (!inField.has(id)) {
        return err(refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" is not in the field`, { path }));
      }
      const before = seen.get(id);
      if (before !== undefined) {
        return err(refusal('ERR_GROUP_TWICE', `${path}: "${id}" is already in groups[${before}]`, { path }));
      }
      seen.set(id, g);
    }
  }
  const missing = field.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    return err(
      refusal('ERR_GROUP_MISSING', `every player needs a group; missing: ${missing.join(', ')}`, {
        path: 'groups',
      }),
    );
  }
  return ok(members.map((group) => ({ kind: KIND_BY_SIZE[group.length] as GroupKind, members: [...group] })));
}

/** The pairings of group round `round` (1–3), boards numbered through the groups in order. */
export function groupRoundPairings(groups: readonly Group[], round: number): Pairing[] {
  const games: Pairing[] = [];
  const byes: Pairing[] = [];
  for (const group of groups) {
    for (const [a, b] of GROUP_SCHEDULES[group.kind][round - 1] ?? []) {
      const first = group.members[a] as ParticipantId;
      if (b === null) byes.push({ first, second: null });
      else games.push({ board: games.length + 1, first, second: group.members[b] as ParticipantId });
    }
  }
  return [...games, ...byes];
}
