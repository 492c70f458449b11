/**
 * The SQLite adapter of the MailboxStore port, on the database of the event store (so that an
 * applied mail step is written in the event append's transaction, see event-store.ts).
 */
import type Database from 'better-sqlite3';
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
  type ReplyAddress,
} from '../mailbox.js';
import {
  DIGEST_COLUMNS,
  DigestTaken,
  digestValues,
  optional,
  toDigestItem,
  toInboundMail,
  toStep,
} from '../mailbox-rows.js';
import type { OutgoingMail } from '../outbox.js';
import type { SqliteOutboxStore } from './outbox-store.js';

type Row = Record<string, unknown>;

const SUMMARY_COLUMNS = `id, message_id, source, club_id, received_at, stored_at, size, length(raw) AS stored,
  status, from_address, subject, lang, competition_id, person_id, participant_id, report, decision`;

const fromJson = (v: unknown): unknown => JSON.parse(v as string);

const isPrimaryKeyViolation = (e: unknown): boolean =>
  (e as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

/** Inserts a step inside the caller's transaction; throws `MailStepDone` if it is there already. */
export function insertStep(db: Database.Database, step: MailStep): void {
  try {
    db.prepare(
      `INSERT INTO mail_steps (mail_id, run, step, competition_id, outcome, detail, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      step.mailId,
      step.run,
      step.step,
      step.competitionId,
      step.outcome,
      JSON.stringify(step.detail),
      step.at,
    );
  } catch (e) {
    if (isPrimaryKeyViolation(e)) throw new MailStepDone(step);
    throw e;
  }
}

/** Keeps digest items inside the caller's transaction; an item kept before (its key) is skipped. */
export function insertDigestItems(db: Database.Database, items: readonly DigestItem[]): number {
  let inserted = 0;
  const statement = db.prepare(
    `INSERT INTO digest_items (${DIGEST_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
  );
  for (const item of items) inserted += statement.run(...digestValues(item)).changes;
  return inserted;
}

export class SqliteMailboxStore implements MailboxStore {
  constructor(
    private readonly db: Database.Database,
    private readonly outbox: SqliteOutboxStore,
  ) {}

  async saveInbound(mail: NewInboundMail): Promise<{ mail: InboundMail; duplicate: boolean }> {
    const inserted = this.db
      .prepare(
        `INSERT INTO inbound_mails (id, message_id, source, club_id, received_at, stored_at, raw, size)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING`,
      )
      .run(
        mail.id,
        mail.messageId,
        mail.source,
        mail.clubId,
        mail.receivedAt,
        mail.storedAt,
        Buffer.from(mail.raw),
        mail.size,
      );
    const row = this.db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE message_id = ?`)
      .get(mail.messageId) as Row;
    return { mail: toInboundMail(row, fromJson), duplicate: inserted.changes === 0 };
  }

  async getInbound(id: string): Promise<InboundMail | undefined> {
    const row = this.db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE id = ?`).get(id) as
      | Row
      | undefined;
    return row ? toInboundMail(row, fromJson) : undefined;
  }

  async rawOf(id: string): Promise<Uint8Array | undefined> {
    const row = this.db.prepare('SELECT raw FROM inbound_mails WHERE id = ?').get(id) as
      | { raw: Buffer }
      | undefined;
    return row?.raw;
  }

  async listInbound(query: InboundQuery): Promise<InboundMail[]> {
    const where = ['club_id = ?'];
    const values: unknown[] = [query.clubId];
    if (query.competitionIds) {
      where.push(
        `(competition_id IS NULL OR competition_id IN (${query.competitionIds.map(() => '?').join(', ')}))`,
      );
      values.push(...query.competitionIds);
    }
    if (query.status) {
      where.push('status = ?');
      values.push(query.status);
    }
    const rows = this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE ${where.join(' AND ')}
         ORDER BY received_at DESC, stored_at DESC LIMIT ?`,
      )
      .all(...values, query.limit ?? 200) as Row[];
    return rows.map((r) => toInboundMail(r, fromJson));
  }

  async pendingInbound(storedBefore: Moment, limit: number): Promise<InboundMail[]> {
    const rows = this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE status = 'received' AND stored_at <= ?
         ORDER BY stored_at LIMIT ?`,
      )
      .all(storedBefore, limit) as Row[];
    return rows.map((r) => toInboundMail(r, fromJson));
  }

  async recordStep(step: MailStep): Promise<void> {
    try {
      insertStep(this.db, step);
    } catch (e) {
      if (!(e instanceof MailStepDone)) throw e;
    }
  }

  async stepsOf(mailId: string): Promise<MailStep[]> {
    const rows = this.db
      .prepare('SELECT * FROM mail_steps WHERE mail_id = ? ORDER BY run, step')
      .all(mailId) as Row[];
    return rows.map((r) => toStep(r, fromJson));
  }

  async finishInbound(id: string, f: InboundFinding): Promise<void> {
    this.db
      .prepare(
        `UPDATE inbound_mails SET status = ?, from_address = ?, subject = ?, lang = ?, competition_id = ?,
           person_id = ?, participant_id = ?, report = ?, decision = ? WHERE id = ?`,
      )
      .run(
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
      );
  }

  async createReplyAddress(a: ReplyAddress): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO reply_addresses (id, competition_id, person_id, participant_id, context, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        a.id,
        a.competitionId,
        a.personId,
        a.participantId ?? null,
        JSON.stringify(a.context),
        a.createdAt,
      );
  }

  async replyAddress(id: string): Promise<ReplyAddress | undefined> {
    const r = this.db.prepare('SELECT * FROM reply_addresses WHERE id = ?').get(id) as Row | undefined;
    if (!r) return undefined;
    return {
      id: r.id as string,
      competitionId: r.competition_id as string,
      personId: r.person_id as string,
      ...optional('participantId', r.participant_id as string | null),
      context: JSON.parse(r.context as string),
      createdAt: r.created_at as Moment,
    };
  }

  async secret(name: string, make: () => string): Promise<string> {
    this.db
      .prepare('INSERT INTO mail_secrets (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING')
      .run(name, make());
    return (this.db.prepare('SELECT secret FROM mail_secrets WHERE name = ?').get(name) as { secret: string })
      .secret;
  }

  async mailSettings(personId: string): Promise<MailSettings> {
    const r = this.db.prepare('SELECT * FROM mail_settings WHERE person_id = ?').get(personId) as
      | Row
      | undefined;
    if (!r) return { deliveries: {} };
    return {
      ...optional('lang', r.lang as MailSettings['lang'] | null),
      deliveries: JSON.parse(r.deliveries as string),
    };
  }

  async setMailSettings(personId: string, settings: MailSettings): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO mail_settings (person_id, lang, deliveries) VALUES (?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET lang = excluded.lang, deliveries = excluded.deliveries`,
      )
      .run(personId, settings.lang ?? null, JSON.stringify(settings.deliveries));
  }

  async addDigestItems(items: readonly DigestItem[]): Promise<number> {
    return this.db.transaction(() => insertDigestItems(this.db, items)).immediate();
  }

  async digestsDue(): Promise<string[]> {
    return (
      this.db
        .prepare('SELECT DISTINCT person_id FROM digest_items WHERE sealed = 0 ORDER BY person_id')
        .all() as Row[]
    ).map((r) => r.person_id as string);
  }

  async digestItems(personId: string): Promise<(DigestItem & { id: number })[]> {
    return (
      this.db
        .prepare('SELECT * FROM digest_items WHERE person_id = ? AND sealed = 0 ORDER BY id')
        .all(personId) as Row[]
    ).map(toDigestItem);
  }

  async sealDigest(itemIds: readonly number[], mail: OutgoingMail, at: Moment): Promise<boolean> {
    try {
      this.db
        .transaction(() => {
          const mark = this.db.prepare('UPDATE digest_items SET sealed = 1 WHERE id = ? AND sealed = 0');
          const marked = itemIds.reduce((n, id) => n + mark.run(id).changes, 0);
          if (marked !== itemIds.length) throw new DigestTaken();
          this.outbox.insert([mail], at);
        })
        .immediate();
      return true;
    } catch (e) {
      if (e instanceof DigestTaken) return false;
      throw e;
    }
  }

  async noticeCursor(competitionId: string): Promise<Moment | undefined> {
    const r = this.db
      .prepare('SELECT scanned_until FROM notice_cursors WHERE competition_id = ?')
      .get(competitionId) as Row | undefined;
    return r?.scanned_until as Moment | undefined;
  }

  async setNoticeCursor(competitionId: string, at: Moment): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO notice_cursors (competition_id, scanned_until) VALUES (?, ?)
         ON CONFLICT (competition_id) DO UPDATE SET scanned_until = excluded.scanned_until`,
      )
      .run(competitionId, at);
  }

  async imapCursor(mailbox: string): Promise<{ uidValidity: string; lastUid: number } | undefined> {
    const r = this.db.prepare('SELECT * FROM imap_cursors WHERE mailbox = ?').get(mailbox) as Row | undefined;
    return r ? { uidValidity: r.uid_validity as string, lastUid: Number(r.last_uid) } : undefined;
  }

  async setImapCursor(mailbox: string, uidValidity: string, lastUid: number): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO imap_cursors (mailbox, uid_validity, last_uid) VALUES (?, ?, ?)
         ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity,
           last_uid = CASE WHEN uid_validity = excluded.uid_validity
             THEN max(last_uid, excluded.last_uid) ELSE excluded.last_uid END`,
      )
      .run(mailbox, uidValidity, lastUid);
  }

  async archive(): Promise<MailArchive> {
    const tables: Record<string, ArchivedRow[]> = {};
    for (const t of ARCHIVED_TABLES)
      tables[t.name] = (this.db.prepare(archiveSelect(t, (c) => `${c} = 1`)).all() as Row[]).map((r) =>
        Object.fromEntries(Object.entries(t.columns).map(([c, kind]) => [c, fromColumn(kind, r[c])])),
      );
    const attempts = (this.db.prepare(ATTEMPTS_SELECT).all() as Row[]).map((r) => ({
      messageId: r.message_id as string,
      at: r.at as string,
      outcome: r.outcome as string,
      error: (r.error as string | null) ?? null,
    }));
    return { tables, attempts };
  }

  async restore(archive: MailArchive): Promise<ArchiveCounts> {
    return this.db.transaction(() => {
      const counts: Record<string, number> = {};
      const newMails = new Set<string>();
      for (const t of ARCHIVED_TABLES) {
        const insert = this.db.prepare(archiveInsert(t, () => '?'));
        let written = 0;
        for (const row of archive.tables[t.name] ?? []) {
          const added = insert.run(...insertValues(t, row, (on) => (on ? 1 : 0))).changes;
          written += added;
          if (added > 0 && t.name === 'outbox') newMails.add(row.message_id as string);
        }
        counts[t.name] = written;
      }
      const insert = this.db.prepare(attemptInsert(() => '?'));
      let attempts = 0;
      for (const a of archive.attempts)
        if (newMails.has(a.messageId)) attempts += insert.run(...attemptValues(a)).changes;
      counts.outbox_attempts = attempts;
      return counts;
    })();
  }
}
