/**
 * Opens a PostgreSQL database as the complete store (competitions, accounts and the outbox), with change
 * notifications for the other servers on the same database. While they are followed, the account
 * store also remembers which competitions are published (see account-store.ts).
 */
import type { Store } from '../store.js';
import { PostgresAccountStore } from './account-store.js';
import { PostgresEventStore, type PostgresOptions } from './event-store.js';
import { postgresLimiter } from './limits.js';
import { PostgresMailboxStore } from './mailbox-store.js';
import { watchChanges } from './notifications.js';
import { PostgresOutboxStore } from './outbox-store.js';

export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<Store> {
  const events = await PostgresEventStore.open(url, options);
  const outbox = new PostgresOutboxStore(events.pool);
  const accounts = new PostgresAccountStore(events.pool);
  events.publications = accounts.publicationRead;
  const watching = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    events,
    accounts,
    outbox,
    limiter: postgresLimiter(events.pool),
    mailbox: new PostgresMailboxStore(events.pool),
    async watch(watcher) {
      const stop = await watchChanges(url, {
        changed: (id, lastSeq) => watcher.changed(id, lastSeq),
        following(live) {
          accounts.rememberPublications(live);
          watcher.following(live);
        },
        publicationChanged: (id) => accounts.forgetPublication(id),
      });
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
