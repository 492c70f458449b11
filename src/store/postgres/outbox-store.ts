/**
 * The PostgreSQL adapter of the OutboxStore port (the queries are shared: ../sql/outbox-store.ts).
 * `insert` runs on the connection of the event or account store's transaction, so a mail is
 * written with what causes it. A claim is one statement that locks the due rows it takes
 * (`FOR UPDATE SKIP LOCKED`, so a concurrent claim by another server passes them by) and leases
 * them; once it commits, the lease keeps every other server off them until it runs out.
 */
import type pg from 'pg';
import { instantOf } from '../../core/instant.js';
import type { Moment } from '../../core/types.js';
import type { OutgoingMail, QueuedMail } from '../outbox.js';
import { toQueuedMail } from '../outbox-rows.js';
import { insertMails, SqlOutboxStore } from '../sql/outbox-store.js';
import { all, change } from '../sql/runner.js';
import { PostgresRunner, runOn } from './runner.js';

export class PostgresOutboxStore extends SqlOutboxStore<PostgresRunner> {
  constructor(pool: pg.Pool) {
    super(new PostgresRunner(pool));
  }

  /** Inserts mails on `client` (in its transaction); a mail whose dedupe key is queued already is skipped. */
  insert(client: pg.PoolClient, mails: readonly OutgoingMail[], at: Moment): Promise<number> {
    return runOn(client, insertMails(mails, at));
  }

  async claim(now: Moment, leaseUntil: Moment, limit: number): Promise<QueuedMail[]> {
    const nowMs = instantOf(now);
    await this.db.run(
      change(
        `UPDATE outbox SET status = 'expired', lease_ms = NULL, ${this.erase}
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND expires_ms <= ? AND (lease_ms IS NULL OR lease_ms <= ?)
           FOR UPDATE SKIP LOCKED)`,
        nowMs,
        nowMs,
      ),
    );
    const claimed = await this.db.run(
      all(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE status = 'pending' AND due_ms <= ? AND (lease_ms IS NULL OR lease_ms <= ?)
           ORDER BY due_ms, id LIMIT ?
           FOR UPDATE SKIP LOCKED)
         UPDATE outbox SET lease_ms = ? FROM due WHERE outbox.id = due.id
         RETURNING outbox.*`,
        nowMs,
        nowMs,
        limit,
        instantOf(leaseUntil),
      ),
    );
    return claimed
      .map(toQueuedMail)
      .sort((a, b) => instantOf(a.nextAttemptAt) - instantOf(b.nextAttemptAt) || a.id - b.id);
  }
}
