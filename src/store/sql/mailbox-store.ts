/**
 * The MailboxStore port's queries, once for both adapters (sqlite/mailbox-store.ts and
 * postgres/mailbox-store.ts choose the runner). Several servers may receive the same message (two
 * pollers of one mailbox): the unique Message-ID keeps one copy, and a step's primary key lets only
 * one of them apply it. `stepInserted` and `digestItemsInserted` run inside the event append's
 * transaction (see the event stores).
 */
import type { Moment } from '../../core/types.js';
import {
  ARCHIVED_TABLES,
  type ArchiveCounts,
  type ArchivedRow,
  ATTEMPTS_SELECT,
  archiveInsert,
  archiveSelect,
  attemptInsert,
  attemptValues,
  fromColumn,
  insertValues,
  type MailArchive,
} from '../mail-archive.js';
import {
  type DigestItem,
  type InboundFinding,
  type InboundMail,
  type InboundQuery,
  type MailboxStore,
  type MailSettings,
  type MailStep,
  MailStepDone,
  type NewInboundMail,
  type NoticeClaim,
  type NoticeNext,
  type ReplyAddress,
} from '../mailbox.js';
import {
  DIGEST_COLUMNS,
  DigestTaken,
  digestValues,
  toDigestItem,
  toInboundMail,
  toStep,
} from '../mailbox-rows.js';
import type { OutgoingMail } from '../outbox.js';
import { optional, type Row } from '../rows.js';
import { insertMails } from './outbox-store.js';
import { all, change, one, type SqlRunner, type Work } from './runner.js';

const SUMMARY_COLUMNS = `id, message_id, source, club_id, received_at, stored_at, size, length(raw) AS stored,
  status, from_address, subject, lang, competition_id, person_id, participant_id, report, decision`;

/** Inserts a step; the caller turns a violated primary key into `MailStepDone` (`isStepDone`). */
export const stepInserted = (step: MailStep): Work<number> =>
  change(
    `INSERT INTO mail_steps (mail_id, run, step, competition_id, outcome, detail, at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    step.mailId,
    step.run,
    step.step,
    step.competitionId,
    step.outcome,
    JSON.stringify(step.detail),
    step.at,
  );

/** `e` as `MailStepDone` if it says that `step` was there already, else `e`. */
export const stepError = (
  db: Pick<SqlRunner, 'isPrimaryKeyViolation'>,
  step: MailStep,
  e: unknown,
): unknown => (db.isPrimaryKeyViolation(e, 'mail_steps') ? new MailStepDone(step) : e);

/** Keeps digest items; an item kept before (its key) is skipped. */
export function* digestItemsInserted(items: readonly DigestItem[]): Work<number> {
  let inserted = 0;
  for (const item of items)
    inserted += yield* change(
      `INSERT INTO digest_items (${DIGEST_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
      ...digestValues(item),
    );
  return inserted;
}

export class SqlMailboxStore implements MailboxStore {
  constructor(protected readonly db: SqlRunner) {}

  private readonly toInboundMail = (r: Row) => toInboundMail(r, (v) => this.db.fromJson(v));

  async saveInbound(mail: NewInboundMail): Promise<{ mail: InboundMail; duplicate: boolean }> {
    const inserted = await this.db.run(
      change(
        `INSERT INTO inbound_mails (id, message_id, source, club_id, received_at, stored_at, raw, size)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING`,
        mail.id,
        mail.messageId,
        mail.source,
        mail.clubId,
        mail.receivedAt,
        mail.storedAt,
        Buffer.from(mail.raw),
        mail.size,
      ),
    );
    const row = await this.db.run(
      one(`SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE message_id = ?`, mail.messageId),
    );
    return { mail: this.toInboundMail(row as Row), duplicate: inserted === 0 };
  }

  async getInbound(id: string): Promise<InboundMail | undefined> {
    const row = await this.db.run(one(`SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE id = ?`, id));
    return row ? this.toInboundMail(row) : undefined;
  }

  async rawOf(id: string): Promise<Uint8Array | undefined> {
    const row = await this.db.run(one('SELECT raw FROM inbound_mails WHERE id = ?', id));
    return row?.raw as Buffer | undefined;
  }

  async listInbound(query: InboundQuery): Promise<InboundMail[]> {
    const where = ['club_id = ?'];
    const values: unknown[] = [query.clubId];
    if (query.competitionIds) {
      const ids = this.db.anyOf('competition_id', 'text', query.competitionIds);
      where.push(`(competition_id IS NULL OR ${ids.text})`);
      values.push(...ids.values);
    }
    if (query.status) {
      where.push('status = ?');
      values.push(query.status);
    }
    const rows = await this.db.run(
      all(
        `SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE ${where.join(' AND ')}
         ORDER BY received_at DESC, stored_at DESC LIMIT ?`,
        ...values,
        query.limit ?? 200,
      ),
    );
    return rows.map(this.toInboundMail);
  }

  async pendingInbound(storedBefore: Moment, limit: number): Promise<InboundMail[]> {
    const rows = await this.db.run(
      all(
        `SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE status = 'received' AND stored_at <= ?
         ORDER BY stored_at LIMIT ?`,
        storedBefore,
        limit,
      ),
    );
    return rows.map(this.toInboundMail);
  }

  async recordStep(step: MailStep): Promise<void> {
    try {
      await this.db.run(stepInserted(step));
    } catch (e) {
      if (!(stepError(this.db, step, e) instanceof MailStepDone)) throw e;
    }
  }

  async stepsOf(mailId: string): Promise<MailStep[]> {
    const rows = await this.db.run(
      all('SELECT * FROM mail_steps WHERE mail_id = ? ORDER BY run, step', mailId),
    );
    return rows.map((r) => toStep(r, (v) => this.db.fromJson(v)));
  }

  async finishInbound(id: string, f: InboundFinding): Promise<void> {
    await this.db.run(
      change(
        `UPDATE inbound_mails SET status = ?, from_address = ?, subject = ?, lang = ?, competition_id = ?,
           person_id = ?, participant_id = ?, report = ?, decision = ? WHERE id = ?`,
        f.status,
        f.from ?? null,
        f.subject ?? null,
        f.lang ?? null,
        f.competitionId ?? null,
        f.personId ?? null,
        f.participantId ?? null,
        JSON.stringify(f.report),
        f.decision ? JSON.stringify(f.decision) : null,
        id,
      ),
    );
  }

  async createReplyAddress(a: ReplyAddress): Promise<void> {
    await this.db.run(
      change(
        `INSERT INTO reply_addresses (id, competition_id, person_id, participant_id, context, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        a.id,
        a.competitionId,
        a.personId,
        a.participantId ?? null,
        JSON.stringify(a.context),
        a.createdAt,
      ),
    );
  }

  async replyAddress(id: string): Promise<ReplyAddress | undefined> {
    const r = await this.db.run(one('SELECT * FROM reply_addresses WHERE id = ?', id));
    if (!r) return undefined;
    return {
      id: r.id as string,
      competitionId: r.competition_id as string,
      personId: r.person_id as string,
      ...optional('participantId', r.participant_id as string | null),
      context: this.db.fromJson(r.context) as ReplyAddress['context'],
      createdAt: r.created_at as Moment,
    };
  }

  async secret(name: string, make: () => string): Promise<string> {
    await this.db.run(
      change(
        'INSERT INTO mail_secrets (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
        name,
        make(),
      ),
    );
    const r = await this.db.run(one('SELECT secret FROM mail_secrets WHERE name = ?', name));
    return r?.secret as string;
  }

  async mailSettings(personId: string): Promise<MailSettings> {
    const r = await this.db.run(one('SELECT * FROM mail_settings WHERE person_id = ?', personId));
    if (!r) return { deliveries: {} };
    return {
      ...optional('lang', r.lang as MailSettings['lang'] | null),
      deliveries: this.db.fromJson(r.deliveries) as MailSettings['deliveries'],
    };
  }

  async setMailSettings(personId: string, settings: MailSettings): Promise<void> {
    await this.db.run(
      change(
        `INSERT INTO mail_settings (person_id, lang, deliveries) VALUES (?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET lang = excluded.lang, deliveries = excluded.deliveries`,
        personId,
        settings.lang ?? null,
        JSON.stringify(settings.deliveries),
      ),
    );
  }

  async addDigestItems(items: readonly DigestItem[]): Promise<number> {
    return this.db.transaction(digestItemsInserted(items));
  }

  async digestsDue(): Promise<string[]> {
    const rows = await this.db.run(
      all(`SELECT DISTINCT person_id FROM digest_items WHERE sealed = ${this.db.false} ORDER BY person_id`),
    );
    return rows.map((r) => r.person_id as string);
  }

  async digestItems(personId: string): Promise<(DigestItem & { id: number })[]> {
    const rows = await this.db.run(
      all(
        `SELECT * FROM digest_items WHERE person_id = ? AND sealed = ${this.db.false} ORDER BY id`,
        personId,
      ),
    );
    return rows.map(toDigestItem);
  }

  async sealDigest(itemIds: readonly number[], mail: OutgoingMail, at: Moment): Promise<boolean> {
    try {
      await this.db.transaction(this.digestSealed(itemIds, mail, at));
      return true;
    } catch (e) {
      if (e instanceof DigestTaken) return false;
      throw e;
    }
  }

  private *digestSealed(itemIds: readonly number[], mail: OutgoingMail, at: Moment): Work<void> {
    const ids = this.db.anyOf('id', 'bigint', itemIds);
    const marked = yield* change(
      `UPDATE digest_items SET sealed = ${this.db.true} WHERE ${ids.text} AND sealed = ${this.db.false}`,
      ...ids.values,
    );
    if (marked !== itemIds.length) throw new DigestTaken();
    yield* insertMails([mail], at);
  }

  async noticeCursor(competitionId: string): Promise<Moment | undefined> {
    const r = await this.db.run(
      one('SELECT scanned_until FROM notice_cursors WHERE competition_id = ?', competitionId),
    );
    return r?.scanned_until as Moment | undefined;
  }

  async setNoticeCursor(competitionId: string, at: Moment, next?: NoticeNext): Promise<void> {
    await this.db.run(
      change(
        `INSERT INTO notice_cursors (competition_id, scanned_until, next_due, seen_seq) VALUES (?, ?, ?, ?)
         ON CONFLICT (competition_id) DO UPDATE SET scanned_until = excluded.scanned_until,
           claimed_until = NULL, next_due = excluded.next_due, seen_seq = excluded.seen_seq`,
        competitionId,
        at,
        next?.due ?? null,
        next?.seq ?? null,
      ),
    );
  }

  async startNoticeCursors(formats: readonly string[], at: Moment): Promise<number> {
    if (formats.length === 0) return 0;
    const ofFormats = this.db.anyOf('c.format', 'text', formats);
    return this.db.run(
      change(
        `INSERT INTO notice_cursors (competition_id, scanned_until)
         SELECT c.id, ? FROM competitions c
         WHERE ${ofFormats.text} AND NOT EXISTS (SELECT 1 FROM notice_cursors n WHERE n.competition_id = c.id)
         ON CONFLICT (competition_id) DO NOTHING`,
        at,
        ...ofFormats.values,
      ),
    );
  }

  async claimNoticeCursors(
    formats: readonly string[],
    now: Moment,
    until: Moment,
    limit: number,
  ): Promise<NoticeClaim[]> {
    if (formats.length === 0) return [];
    const ofFormats = this.db.anyOf('format', 'text', formats);
    // Due: nothing known of when (no next_due), its moment came, or its log grew since.
    const due = `(next_due IS NULL OR next_due <= ? OR seen_seq IS NULL
      OR seen_seq <> (SELECT last_seq FROM competitions c WHERE c.id = notice_cursors.competition_id))`;
    // The outer conditions again: a claimer that waited for another's row sees it claimed.
    const rows = await this.db.run(
      all(
        `UPDATE notice_cursors SET claimed_until = ?
         WHERE competition_id IN (
           SELECT competition_id FROM notice_cursors
           WHERE scanned_until < ? AND (claimed_until IS NULL OR claimed_until <= ?) AND ${due}
             AND competition_id IN (SELECT id FROM competitions WHERE ${ofFormats.text})
           ORDER BY scanned_until, competition_id LIMIT ?${this.db.skipLocked})
         AND scanned_until < ? AND (claimed_until IS NULL OR claimed_until <= ?) AND ${due}
         RETURNING competition_id, scanned_until`,
        until,
        now,
        now,
        now,
        ...ofFormats.values,
        limit,
        now,
        now,
        now,
      ),
    );
    return rows
      .map((r) => ({ competitionId: r.competition_id as string, from: r.scanned_until as Moment }))
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  }

  async imapCursor(mailbox: string): Promise<{ uidValidity: string; lastUid: number } | undefined> {
    const r = await this.db.run(one('SELECT * FROM imap_cursors WHERE mailbox = ?', mailbox));
    return r ? { uidValidity: r.uid_validity as string, lastUid: Number(r.last_uid) } : undefined;
  }

  async setImapCursor(mailbox: string, uidValidity: string, lastUid: number): Promise<void> {
    // The last UID only grows while UIDVALIDITY stays.
    await this.db.run(
      change(
        `INSERT INTO imap_cursors (mailbox, uid_validity, last_uid) VALUES (?, ?, ?)
         ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity,
           last_uid = CASE WHEN imap_cursors.uid_validity = excluded.uid_validity
               AND imap_cursors.last_uid > excluded.last_uid
             THEN imap_cursors.last_uid ELSE excluded.last_uid END`,
        mailbox,
        uidValidity,
        lastUid,
      ),
    );
  }

  async archive(): Promise<MailArchive> {
    const tables: Record<string, ArchivedRow[]> = {};
    for (const t of ARCHIVED_TABLES)
      tables[t.name] = (await this.db.run(all(archiveSelect(t, (c) => `${c} = ${this.db.true}`)))).map((r) =>
        Object.fromEntries(Object.entries(t.columns).map(([c, kind]) => [c, fromColumn(kind, r[c])])),
      );
    const attempts = (await this.db.run(all(ATTEMPTS_SELECT))).map((r) => ({
      messageId: r.message_id as string,
      at: r.at as string,
      outcome: r.outcome as string,
      error: (r.error as string | null) ?? null,
    }));
    return { tables, attempts };
  }

  async restore(archive: MailArchive): Promise<ArchiveCounts> {
    return this.db.transaction(restored(archive));
  }
}

/** Writes the archived rows the database lacks, and the attempts of the mails it did not have. */
function* restored(archive: MailArchive): Work<ArchiveCounts> {
  const counts: Record<string, number> = {};
  const newMails = new Set<string>();
  for (const t of ARCHIVED_TABLES) {
    let written = 0;
    for (const row of archive.tables[t.name] ?? []) {
      const added = yield* change(
        archiveInsert(t, () => '?'),
        ...insertValues(t, row, (on) => on),
      );
      written += added;
      if (added > 0 && t.name === 'outbox') newMails.add(row.message_id as string);
    }
    counts[t.name] = written;
  }
  let attempts = 0;
  for (const a of archive.attempts)
    if (newMails.has(a.messageId))
      attempts += yield* change(
        attemptInsert(() => '?'),
        ...attemptValues(a),
      );
  counts.outbox_attempts = attempts;
  return counts;
}
