/**
 * Opens a PostgreSQL database as the complete store (competitions and accounts), with change
 * notifications for the other servers on the same database.
 */
import type { Store } from '../store.js';
import { PostgresAccountStore } from './account-store.js';
import { PostgresEventStore, type PostgresOptions } from './event-store.js';
import { watchChanges } from './notifications.js';

export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<Store> {
  const events = await PostgresEventStore.open(url, options);
  const watching = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    events,
    accounts: new PostgresAccountStore(events.pool),
    async watch(watcher) {
      const stop = await watchChanges(url, watcher);
      const unwatch = async () => {
        watching.delete(unwatch);
        await stop();
      };
      watching.add(unwatch);
      return unwatch;
    },
    async close() {
      await Promise.all([...watching].map((unwatch) => unwatch()));
      await events.close();
    },
  };
}
