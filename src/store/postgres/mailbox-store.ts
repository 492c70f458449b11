/**
 * The PostgreSQL adapter of the MailboxStore port (the queries are shared: ../sql/mailbox-store.ts).
 */
import type pg from 'pg';
import type { DigestItem, MailStep } from '../mailbox.js';
import { digestItemsInserted, SqlMailboxStore, stepError, stepInserted } from '../sql/mailbox-store.js';
import { isPrimaryKeyViolation, PostgresRunner, runOn } from './runner.js';

/** Inserts a step on the caller's connection (in its transaction); `MailStepDone` if it is there. */
export async function insertStep(db: pg.Pool | pg.PoolClient, step: MailStep): Promise<void> {
  try {
    await runOn(db, stepInserted(step));
  } catch (e) {
    throw stepError({ isPrimaryKeyViolation }, step, e);
  }
}

/** Keeps digest items on the caller's connection (in its transaction); a kept one is skipped. */
export function insertDigestItems(
  db: pg.Pool | pg.PoolClient,
  items: readonly DigestItem[],
): Promise<number> {
  return runOn(db, digestItemsInserted(items));
}

export class PostgresMailboxStore extends SqlMailboxStore {
  constructor(pool: pg.Pool) {
    super(new PostgresRunner(pool));
  }
}
