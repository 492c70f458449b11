/**
 * The PostgreSQL adapter of the OutboxStore port, the counterpart of sqlite/outbox-store.ts.
 * `insert` runs on the connection of the event or account store's transaction, so a mail is
 * written with what causes it. A claim is one statement that locks the due rows it takes
 * (`FOR UPDATE SKIP LOCKED`, so a concurrent claim by another server passes them by) and leases
 * them; once it commits, the lease keeps every other server off them until it runs out.
 */
import type pg from 'pg';
import { instantOf } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type {
  AfterFailure,
  MailAttempt,
  MailFilter,
  OutboxStore,
  OutgoingMail,
  QueuedMail,
} from '../outbox.js';
import { ERASE_SECRET, INSERT_COLUMNS, mailValues, toAttempt, toQueuedMail } from '../outbox-rows.js';
import { transaction } from './event-store.js';

type Row = Record<string, unknown>;

const ERASE = ERASE_SECRET('secret');

const INSERT = `INSERT INTO outbox (${INSERT_COLUMNS})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
  ON CONFLICT (dedupe_key) DO NOTHING`;

const EXPIRE = `
  UPDATE outbox SET status = 'expired', lease_ms = NULL, ${ERASE}
  WHERE id IN (
    SELECT id FROM outbox
    WHERE status = 'pending' AND expires_ms <= $1 AND (lease_ms IS NULL OR lease_ms <= $1)
    FOR UPDATE SKIP LOCKED)`;

const CLAIM = `
  WITH due AS (
    SELECT id FROM outbox
    WHERE status = 'pending' AND due_ms <= $1 AND (lease_ms IS NULL OR lease_ms <= $1)
    ORDER BY due_ms, id LIMIT $3
    FOR UPDATE SKIP LOCKED)
  UPDATE outbox SET lease_ms = $2 FROM due WHERE outbox.id = due.id
  RETURNING outbox.*`;

export class PostgresOutboxStore implements OutboxStore {
  constructor(private readonly pool: pg.Pool) {}

  /** Inserts mails on `client` (in its transaction); a mail whose dedupe key is queued already is skipped. */
  async insert(client: pg.PoolClient, mails: readonly OutgoingMail[], at: Moment): Promise<number> {
    let inserted = 0;
    for (const mail of mails) {
      inserted +=
        (
          await client.query(
            INSERT,
            mailValues(mail, at, (on) => on),
          )
        ).rowCount ?? 0;
    }
    return inserted;
  }

  async enqueue(mails: readonly OutgoingMail[], at: Moment): Promise<number> {
    return transaction(this.pool, (client) => this.insert(client, mails, at));
  }

  async claim(now: Moment, leaseUntil: Moment, limit: number): Promise<QueuedMail[]> {
    const nowMs = instantOf(now);
    await this.pool.query(EXPIRE, [nowMs]);
    const claimed = await this.pool.query(CLAIM, [nowMs, instantOf(leaseUntil), limit]);
    return (claimed.rows as Row[])
      .map(toQueuedMail)
      .sort((a, b) => instantOf(a.nextAttemptAt) - instantOf(b.nextAttemptAt) || a.id - b.id);
  }

  async markSent(id: number, at: Moment): Promise<void> {
    await transaction(this.pool, async (client) => {
      await client.query(
        `UPDATE outbox SET status = 'sent', sent_at = $1, lease_ms = NULL, attempts = attempts + 1, ${ERASE}
         WHERE id = $2`,
        [at, id],
      );
      await client.query("INSERT INTO outbox_attempts (mail_id, at, outcome) VALUES ($1, $2, 'sent')", [
        id,
        at,
      ]);
    });
  }

  async markFailed(id: number, at: Moment, error: string, next: AfterFailure): Promise<void> {
    await transaction(this.pool, async (client) => {
      if ('retryAt' in next) {
        await client.query(
          'UPDATE outbox SET due_ms = $1, lease_ms = NULL, attempts = attempts + 1, last_error = $2 WHERE id = $3',
          [instantOf(next.retryAt), error, id],
        );
      } else {
        await client.query(
          `UPDATE outbox SET status = $1, lease_ms = NULL, attempts = attempts + 1, last_error = $2, ${ERASE}
           WHERE id = $3`,
          [next.giveUp, error, id],
        );
      }
      await client.query(
        "INSERT INTO outbox_attempts (mail_id, at, outcome, error) VALUES ($1, $2, 'failed', $3)",
        [id, at, error],
      );
    });
  }

  async mails(filter: MailFilter = {}, limit = 200): Promise<QueuedMail[]> {
    const rows = await this.pool.query(
      `SELECT * FROM outbox
       WHERE ($1::text IS NULL OR competition_id = $1) AND ($2::text IS NULL OR person_id = $2)
         AND ($3::text IS NULL OR kind = $3) AND ($4::text IS NULL OR status = $4)
       ORDER BY id DESC LIMIT $5`,
      [
        filter.competitionId ?? null,
        filter.personId ?? null,
        filter.kind ?? null,
        filter.status ?? null,
        limit,
      ],
    );
    return (rows.rows as Row[]).map(toQueuedMail);
  }

  async attempts(id: number): Promise<MailAttempt[]> {
    const rows = await this.pool.query('SELECT * FROM outbox_attempts WHERE mail_id = $1 ORDER BY id', [id]);
    return (rows.rows as Row[]).map(toAttempt);
  }
}
