/**
 * The outbox's queries, once for both adapters (sqlite/outbox-store.ts, postgres/outbox-store.ts
 * add the claim, which each database makes safe in its own way). `insertMails` runs inside the
 * transactions of the event and account stores, so a mail is written with what causes it.
 */
import { instantOf } from '../../core/instant.js';
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
import { all, change, type SqlRunner, type Work } from './runner.js';

/** Inserts mails; a mail whose dedupe key is queued already is skipped. */
export function* insertMails(mails: readonly OutgoingMail[], at: Moment): Work<number> {
  let inserted = 0;
  for (const mail of mails) {
    inserted += yield* change(
      `INSERT INTO outbox (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      ...mailValues(mail, at, (on) => on),
    );
  }
  return inserted;
}

export abstract class SqlOutboxStore<Runner extends SqlRunner> implements OutboxStore {
  /** Erases a secret mail's text in an UPDATE. */
  protected readonly erase: string;

  constructor(protected readonly db: Runner) {
    this.erase = ERASE_SECRET(`secret = ${db.true}`);
  }

  abstract claim(now: Moment, leaseUntil: Moment, limit: number): Promise<QueuedMail[]>;

  async enqueue(mails: readonly OutgoingMail[], at: Moment): Promise<number> {
    return this.db.transaction(insertMails(mails, at));
  }

  async markSent(id: number, at: Moment): Promise<void> {
    await this.db.transaction(this.sent(id, at));
  }

  private *sent(id: number, at: Moment): Work<void> {
    yield* change(
      `UPDATE outbox SET status = 'sent', sent_at = ?, lease_ms = NULL, attempts = attempts + 1, ${this.erase}
       WHERE id = ?`,
      at,
      id,
    );
    yield* change("INSERT INTO outbox_attempts (mail_id, at, outcome) VALUES (?, ?, 'sent')", id, at);
  }

  async markFailed(id: number, at: Moment, error: string, next: AfterFailure): Promise<void> {
    await this.db.transaction(this.failed(id, at, error, next));
  }

  private *failed(id: number, at: Moment, error: string, next: AfterFailure): Work<void> {
    if ('retryAt' in next) {
      yield* change(
        'UPDATE outbox SET due_ms = ?, lease_ms = NULL, attempts = attempts + 1, last_error = ? WHERE id = ?',
        instantOf(next.retryAt),
        error,
        id,
      );
    } else {
      yield* change(
        `UPDATE outbox SET status = ?, lease_ms = NULL, attempts = attempts + 1, last_error = ?, ${this.erase}
         WHERE id = ?`,
        next.giveUp,
        error,
        id,
      );
    }
    yield* change(
      "INSERT INTO outbox_attempts (mail_id, at, outcome, error) VALUES (?, ?, 'failed', ?)",
      id,
      at,
      error,
    );
  }

  async mails(filter: MailFilter = {}, limit = 200): Promise<QueuedMail[]> {
    const only = (column: string, value: string | undefined) => ({
      text: `(CAST(? AS TEXT) IS NULL OR ${column} = ?)`,
      values: [value ?? null, value ?? null],
    });
    const conditions = [
      only('competition_id', filter.competitionId),
      only('person_id', filter.personId),
      only('kind', filter.kind),
      only('status', filter.status),
    ];
    const rows = await this.db.run(
      all(
        `SELECT * FROM outbox WHERE ${conditions.map((c) => c.text).join(' AND ')} ORDER BY id DESC LIMIT ?`,
        ...conditions.flatMap((c) => c.values),
        limit,
      ),
    );
    return rows.map(toQueuedMail);
  }

  async attempts(id: number): Promise<MailAttempt[]> {
    return (await this.db.run(all('SELECT * FROM outbox_attempts WHERE mail_id = ? ORDER BY id', id))).map(
      toAttempt,
    );
  }
}
