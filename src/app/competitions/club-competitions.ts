/**
 * The competitions of one club, read from the store a page at a time by the club's own query:
 * what jobs and pages that work on one club use instead of listing every competition of the
 * host (issue #29: a host of a thousand clubs).
 */
import type { CompetitionRecord, EventStore } from '../../store/port.js';

/** Competitions read at a time. */
const CLUB_PAGE = 200;

/** Every competition of `clubId`, in the store's order (creation, then id), `pageSize` at a time. */
export async function competitionsOfClub(
  store: Pick<EventStore, 'listCompetitionPage'>,
  clubId: string,
  pageSize = CLUB_PAGE,
): Promise<CompetitionRecord[]> {
  const out: CompetitionRecord[] = [];
  for (;;) {
    const after = out.at(-1)?.id;
    const rows = await store.listCompetitionPage({ clubId, ...(after ? { after } : {}), limit: pageSize });
    out.push(...rows);
    if (rows.length < pageSize) return out;
  }
}

/** The order of the store's lists: creation (as the store orders it, by its text), then id. */
export const inStoreOrder = (a: CompetitionRecord, b: CompetitionRecord): number =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;
