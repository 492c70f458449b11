/**
 * The SQLite adapter of the OutboxStore port (the queries are shared: ../sql/outbox-store.ts).
 * `insert` runs inside the transactions of the event and account stores on the same database, so
 * a mail is written with what causes it; a claim is one IMMEDIATE transaction (one writer at a
 * time), so two claims never take the same mail.
 */
import type Database from 'better-sqlite3';
import { instantOf } from '../../core/instant.js';
import type { Moment } from '../../core/types.js';
import type { OutgoingMail, QueuedMail } from '../outbox.js';
import { toQueuedMail } from '../outbox-rows.js';
import { insertMails, SqlOutboxStore } from '../sql/outbox-store.js';
import { all, change, type Work } from '../sql/runner.js';
import { SqliteRunner } from './runner.js';

export class SqliteOutboxStore extends SqlOutboxStore<SqliteRunner> {
  constructor(db: Database.Database) {
    super(SqliteRunner.of(db));
  }

  /** Inserts mails in the caller's transaction; a mail whose dedupe key is queued already is skipped. */
  insert(mails: readonly OutgoingMail[], at: Moment): number {
    return this.db.now(insertMails(mails, at));
  }

  async claim(now: Moment, leaseUntil: Moment, limit: number): Promise<QueuedMail[]> {
    return this.db.transaction(this.claimed(instantOf(now), instantOf(leaseUntil), limit));
  }

  private *claimed(nowMs: number, leaseMs: number, limit: number): Work<QueuedMail[]> {
    yield* change(
      `UPDATE outbox SET status = 'expired', lease_ms = NULL, ${this.erase}
       WHERE status = 'pending' AND expires_ms <= ? AND (lease_ms IS NULL OR lease_ms <= ?)`,
      nowMs,
      nowMs,
    );
    const rows = yield* all(
      `SELECT * FROM outbox WHERE status = 'pending' AND due_ms <= ? AND (lease_ms IS NULL OR lease_ms <= ?)
       ORDER BY due_ms, id LIMIT ?`,
      nowMs,
      nowMs,
      limit,
    );
    for (const r of rows) yield* change('UPDATE outbox SET lease_ms = ? WHERE id = ?', leaseMs, r.id);
    return rows.map(toQueuedMail);
  }
}
