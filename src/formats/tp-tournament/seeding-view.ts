/**
 * TX-12 seeding list: the rating each player is (or was) seeded by, where it comes from and how
 * much it was reduced for few games; in the order of the draw once the groups or the cup exist.
 */

import { type SeedEntry, seedEntry } from './seeding.js';
import type { TpState } from './state.js';

export function seedingList(state: TpState): readonly SeedEntry[] {
  if (state.groups) return state.groups.seeding;
  const entries = [...state.entrants.values()].map(
    (p) => state.frozenSeeds?.get(p.id) ?? seedEntry(p, state.config),
  );
  if (state.cup) {
    const rank = new Map(state.cup.order.map((id, i) => [id, i]));
    return entries
      .filter((e) => rank.has(e.participantId))
      .sort((a, b) => (rank.get(a.participantId) ?? 0) - (rank.get(b.participantId) ?? 0));
  }
  return entries.sort((a, b) => b.rating - a.rating);
}
