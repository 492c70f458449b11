/**
 * Opens a SQLite database as the complete store (competitions, accounts and the outbox).
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
    close: () => events.close(),
  };
}
