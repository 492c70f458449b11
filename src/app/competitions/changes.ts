/**
 * The change feed: who wants to hear that a competition's log grew (open pages via server-sent
 * events). Each server publishes its own writes; `followStore` bridges the writes of every other
 * server on a shared database (PostgreSQL notifications) into the feed and the fold cache.
 */
import type { Store } from '../../store/store.js';
import type { CompetitionService } from './competitions.js';

export interface ChangeFeed {
  subscribe(listener: (competitionId: string, lastSeq: number) => void): () => void;
  publish(competitionId: string, lastSeq: number): void;
}

export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<(competitionId: string, lastSeq: number) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(competitionId, lastSeq) {
      for (const l of listeners) l(competitionId, lastSeq);
    },
  };
}

/**
 * Follows the store's notifications, if it has any: each change marks the competition's cached
 * fold stale and is published to the feed; while notifications flow the service trusts its cache.
 * `onFollowing` hears when they start and stop flowing. Returns the function that stops following.
 */
export async function followStore(
  store: Store,
  competitions: CompetitionService,
  feed: ChangeFeed,
  onFollowing: (live: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  if (!store.watch) return async () => undefined;
  const stop = await store.watch({
    changed(competitionId, lastSeq) {
      competitions.invalidate(competitionId, lastSeq);
      feed.publish(competitionId, lastSeq);
    },
    following(live) {
      competitions.setNotified(live);
      onFollowing(live);
    },
  });
  return async () => {
    competitions.setNotified(false);
    await stop();
  };
}
