/**
 * Opens a SQLite database as the complete store (competitions and accounts).
 */
import type { Store } from '../store.js';
import { SqliteAccountStore } from './account-store.js';
import { openSqliteDatabase, SqliteEventStore } from './event-store.js';
import { SqliteMailboxStore } from './mailbox-store.js';

export function openSqliteStore(file: string): Store {
  const db = openSqliteDatabase(file);
  const events = new SqliteEventStore(db);
  return {
    kind: 'sqlite',
    events,
    accounts: new SqliteAccountStore(db),
    mailbox: new SqliteMailboxStore(db),
    close: () => events.close(),
  };
}
