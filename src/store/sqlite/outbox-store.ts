/**
 * The SQLite adapter of the OutboxStore port. `insert` runs inside the transactions of the event
 * and account stores on the same database, so a mail is written with what causes it; a claim is
 * one IMMEDIATE transaction (one writer at a time), so two claims never take the same mail.
 */
import type Database from 'better-sqlite3';
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

type Row = Record<string, unknown>;

const ERASE = ERASE_SECRET('secret = 1');

export class SqliteOutboxStore implements OutboxStore {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)));
    return statement;
  }

  /** Inserts mails in the caller's transaction; a mail whose dedupe key is queued already is skipped. */
  insert(mails: readonly OutgoingMail[], at: Moment): number {
    let inserted = 0;
    for (const mail of mails) {
      inserted += this.sql(
        `INSERT INTO outbox (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (dedupe_key) DO NOTHING`,
      ).run(...mailValues(mail, at, (on) => (on ? 1 : 0))).changes;
    }
    return inserted;
  }

  async enqueue(mails: readonly OutgoingMail[], at: Moment): Promise<number> {
    return this.db.transaction(() => this.insert(mails, at)).immediate();
  }

  async claim(now: Moment, leaseUntil: Moment, limit: number): Promise<QueuedMail[]> {
    const nowMs = instantOf(now);
    return this.db
      .transaction(() => {
        this.sql(
          `UPDATE outbox SET status = 'expired', lease_ms = NULL, ${ERASE}
           WHERE status = 'pending' AND expires_ms <= ? AND (lease_ms IS NULL OR lease_ms <= ?)`,
        ).run(nowMs, nowMs);
        const rows = this.sql(
          `SELECT * FROM outbox WHERE status = 'pending' AND due_ms <= ? AND (lease_ms IS NULL OR lease_ms <= ?)
           ORDER BY due_ms, id LIMIT ?`,
        ).all(nowMs, nowMs, limit) as Row[];
        const lease = this.sql('UPDATE outbox SET lease_ms = ? WHERE id = ?');
        for (const r of rows) lease.run(instantOf(leaseUntil), r.id);
        return rows.map(toQueuedMail);
      })
      .immediate();
  }

  async markSent(id: number, at: Moment): Promise<void> {
    this.db
      .transaction(() => {
        this.sql(
          `UPDATE outbox SET status = 'sent', sent_at = ?, lease_ms = NULL, attempts = attempts + 1, ${ERASE}
           WHERE id = ?`,
        ).run(at, id);
        this.sql("INSERT INTO outbox_attempts (mail_id, at, outcome) VALUES (?, ?, 'sent')").run(id, at);
      })
      .immediate();
  }

  async markFailed(id: number, at: Moment, error: string, next: AfterFailure): Promise<void> {
    this.db
      .transaction(() => {
        if ('retryAt' in next) {
          this.sql(
            'UPDATE outbox SET due_ms = ?, lease_ms = NULL, attempts = attempts + 1, last_error = ? WHERE id = ?',
          ).run(instantOf(next.retryAt), error, id);
        } else {
          this.sql(
            `UPDATE outbox SET status = ?, lease_ms = NULL, attempts = attempts + 1, last_error = ?, ${ERASE}
             WHERE id = ?`,
          ).run(next.giveUp, error, id);
        }
        this.sql("INSERT INTO outbox_attempts (mail_id, at, outcome, error) VALUES (?, ?, 'failed', ?)").run(
          id,
          at,
          error,
        );
      })
      .immediate();
  }

  async mails(filter: MailFilter = {}, limit = 200): Promise<QueuedMail[]> {
    const rows = this.sql(
      `SELECT * FROM outbox
       WHERE (@competition IS NULL OR competition_id = @competition) AND (@person IS NULL OR person_id = @person)
         AND (@kind IS NULL OR kind = @kind) AND (@status IS NULL OR status = @status)
       ORDER BY id DESC LIMIT @limit`,
    ).all({
      competition: filter.competitionId ?? null,
      person: filter.personId ?? null,
      kind: filter.kind ?? null,
      status: filter.status ?? null,
      limit,
    }) as Row[];
    return rows.map(toQueuedMail);
  }

  async attempts(id: number): Promise<MailAttempt[]> {
    return (this.sql('SELECT * FROM outbox_attempts WHERE mail_id = ? ORDER BY id').all(id) as Row[]).map(
      toAttempt,
    );
  }
}
