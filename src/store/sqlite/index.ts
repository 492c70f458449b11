/**
 * Opens a SQLite database as the complete store (competitions, accounts and the outbox), with the
 * commits of this process told to whoever watches it.
 */
import { memoryLimiter } from '../limits.js';
import type { Store } from '../store.js';
import { SqliteAccountStore } from './account-store.js';
import { openSqliteDatabase, SqliteEventStore } from './event-store.js';
import { SqliteMailboxStore } from './mailbox-store.js';
import { SqliteOutboxStore } from './outbox-store.js';

export function openSqliteStore(file: string): Store {
  const db = openSqliteDatabase(file);
  const outbox = new SqliteOutboxStore(db);
  const events = new SqliteEventStore(db, outbox);
  return {
    kind: 'sqlite',
    events,
    accounts: new SqliteAccountStore(db),
    outbox,
    limiter: memoryLimiter,
    mailbox: new SqliteMailboxStore(db),
    // This process's writes, told as they commit; another process's are found by the data
    // version (`EventStore.foreignVersion`) when a load asks.
    async watch(watcher) {
      events.watchers.add(watcher);
      watcher.following(true);
      return async () => {
        events.watchers.delete(watcher);
      };
    },
    close: () => events.close(),
  };
}
