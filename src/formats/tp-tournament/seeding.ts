/**
 * TX-12 seeding: the rating a player is seeded by, the seed order, the groups (snake order) and
 * the cup bracket (standard positions, byes to the top seeds).
 *
 * A player's seeding rating is his tournament rating (`participant.rating`); without one, the
 * lobby rating (`attributes.lobbyRating`) times the lobby factor. Either is reduced when it rests
 * on fewer games than the threshold (`attributes.ratingGames`, `attributes.lobbyGames`; a rating
 * without a game count is taken as established). A player with neither rating is seeded last.
 */
import { createLot } from '../../core/lot.js';
import type { Participant } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';
import type { TpConfig } from './config.js';
import { GROUP_IDS } from './game-id.js';

export type RatingSource = 'tournament' | 'lobby' | 'none';

export interface SeedEntry {
  readonly participantId: ParticipantId;
  /** The rating seeding uses, after the reduction. */
  readonly rating: number;
  readonly source: RatingSource;
  /** Games the rating rests on, where known. */
  readonly games?: number;
  readonly reduction: number;
}

/** A number attribute; forms enter attributes as text, so whole numbers written out count too. */
const numberAttribute = (p: Participant, key: string): number | undefined => {
  const v = p.attributes?.[key];
  if (typeof v === 'string' && /^\d{1,6}$/.test(v.trim())) return Number(v.trim());
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

export function seedEntry(p: Participant, config: TpConfig): SeedEntry {
  const lobby = numberAttribute(p, 'lobbyRating');
  const [base, source, games]: [number, RatingSource, number | undefined] =
    p.rating !== undefined
      ? [p.rating, 'tournament', numberAttribute(p, 'ratingGames')]
      : lobby !== undefined
        ? [lobby * config.seeding.lobbyFactor, 'lobby', numberAttribute(p, 'lobbyGames')]
        : [0, 'none', undefined];
  const missing = games === undefined ? 0 : Math.max(0, config.seeding.fullGames - games);
  const reduction = Math.min(base, missing * config.seeding.reductionPerMissingGame);
  return {
    participantId: p.id,
    rating: base - reduction,
    source,
    ...(games !== undefined ? { games } : {}),
    reduction,
  };
}

/** Highest rating first; equal ratings in an order drawn by the lot. */
export function seedOrder<T extends { readonly rating: number }>(
  entries: readonly T[],
  lotSeed: string,
): T[] {
  return createLot(`${lotSeed}:seeding`)
    .shuffle(entries)
    .sort((a, b) => b.rating - a.rating);
}

/** Snake order: seeds 1..n into groups A, B, C …, the next n back from the last group, and so on. */
export function snakeGroups(order: readonly ParticipantId[], count: number): ParticipantId[][] {
  const groups: ParticipantId[][] = Array.from({ length: count }, () => []);
  order.forEach((id, i) => {
    const row = Math.floor(i / count);
    const pos = i % count;
    groups[row % 2 === 0 ? pos : count - 1 - pos]?.push(id);
  });
  return groups;
}

const groupIdAt = (index: number): string => GROUP_IDS[index] as string;

/** TX-12: groups in snake order by seeding rating; pairing numbers within each group are drawn. */
export function drawGroups(
  entries: readonly SeedEntry[],
  lotSeed: string,
  count: number,
): { seeding: SeedEntry[]; groups: { id: string; members: ParticipantId[] }[] } {
  const seeding = seedOrder(entries, lotSeed);
  const groups = snakeGroups(
    seeding.map((e) => e.participantId),
    count,
  ).map((members, i) => ({
    id: groupIdAt(i),
    members: createLot(`${lotSeed}:${groupIdAt(i)}`).shuffle(members),
  }));
  return { seeding, groups };
}

/** Smallest power of two that holds `n` players (at least 2). */
export function bracketSize(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/** Seed numbers by bracket position: 1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight; 1 and 2 meet only in the final. */
export function bracketPositions(size: number): number[] {
  let positions = [1];
  while (positions.length < size) {
    const next = positions.length * 2 + 1;
    positions = positions.flatMap((s) => [s, next - s]);
  }
  return positions;
}

/** The bracket's slots for players in seed order; seeds beyond the field are byes (null). */
export function bracketSlots(order: readonly ParticipantId[]): (ParticipantId | null)[] {
  return bracketPositions(bracketSize(order.length)).map((seed) => order[seed - 1] ?? null);
}

export interface Qualifier {
  readonly participantId: ParticipantId;
  readonly group: string;
  readonly place: number;
  readonly rating: number;
}

/**
 * TX-12 for groups feeding a cup: group winners are seeded first, then the runners-up, and so on,
 * each tier by rating. Two players of one group are kept apart in the first round where a swap
 * within a tier allows it (decision: a real director would not replay a group game at once).
 */
export function cupSlotsFromGroups(
  qualifiers: readonly Qualifier[],
  lotSeed: string,
): { order: ParticipantId[]; slots: (ParticipantId | null)[] } {
  const order = createLot(`${lotSeed}:seeding`)
    .shuffle(qualifiers)
    .sort((a, b) => a.place - b.place || b.rating - a.rating);
  const slots = bracketSlots(order.map((q) => q.participantId));
  const info = new Map(qualifiers.map((q) => [q.participantId, q]));
  const clash = (i: number): boolean => {
    const a = slots[i - (i % 2)];
    const b = slots[i - (i % 2) + 1];
    return a != null && b != null && info.get(a)?.group === info.get(b)?.group;
  };
  const seedOf = new Map(order.map((q, i) => [q.participantId, i]));
  for (let i = 0; i < slots.length; i += 2) {
    if (!clash(i)) continue;
    const [a, b] = [slots[i] as ParticipantId, slots[i + 1] as ParticipantId];
    const lower = (seedOf.get(a) ?? 0) > (seedOf.get(b) ?? 0) ? i : i + 1;
    const mover = info.get(slots[lower] as ParticipantId) as Qualifier;
    const candidates = slots
      .map((id, j) => ({ id, j }))
      .filter(({ id, j }) => id != null && Math.floor(j / 2) !== i / 2 && info.get(id)?.place === mover.place)
      .sort(
        (x, y) =>
          Math.abs((seedOf.get(x.id as string) ?? 0) - (seedOf.get(mover.participantId) ?? 0)) -
          Math.abs((seedOf.get(y.id as string) ?? 0) - (seedOf.get(mover.participantId) ?? 0)),
      );
    for (const { j } of candidates) {
      [slots[lower], slots[j]] = [slots[j] as ParticipantId, slots[lower] as ParticipantId];
      if (!clash(lower) && !clash(j)) break;
      [slots[lower], slots[j]] = [slots[j] as ParticipantId, slots[lower] as ParticipantId];
    }
  }
  return { order: order.map((q) => q.participantId), slots };
}
