/**
 * The SQLite adapter of the MailboxStore port (the queries are shared: ../sql/mailbox-store.ts),
 * on the database of the event store (so that an applied mail step is written in the event
 * append's transaction, see event-store.ts).
 */
import type Database from 'better-sqlite3';
import type { DigestItem, MailStep } from '../mailbox.js';
import { digestItemsInserted, SqlMailboxStore, stepError, stepInserted } from '../sql/mailbox-store.js';
import { SqliteRunner } from './runner.js';

/** Inserts a step inside the caller's transaction; throws `MailStepDone` if it is there already. */
export function insertStep(db: Database.Database, step: MailStep): void {
  const runner = SqliteRunner.of(db);
  try {
    runner.now(stepInserted(step));
  } catch (e) {
    throw stepError(runner, step, e);
  }
}

/** Keeps digest items inside the caller's transaction; an item kept before (its key) is skipped. */
export function insertDigestItems(db: Database.Database, items: readonly DigestItem[]): number {
  return SqliteRunner.of(db).now(digestItemsInserted(items));
}

export class SqliteMailboxStore extends SqlMailboxStore {
  constructor(db: Database.Database) {
    super(SqliteRunner.of(db));
  }
}
