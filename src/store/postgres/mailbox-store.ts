/**
 * The PostgreSQL adapter of the MailboxStore port, the counterpart of sqlite/mailbox-store.ts.
 * Several servers may receive the same message (two pollers of one mailbox): the unique
 * Message-ID keeps one copy, and a step's primary key lets only one of them apply it.
 */
import type pg from 'pg';
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
  toDigestItem,
  toInboundMail,
  toStep,
} from '../mailbox-rows.js';
import type { OutgoingMail } from '../outbox.js';
import { transaction } from './event-store.js';
import type { PostgresOutboxStore } from './outbox-store.js';

const SUMMARY_COLUMNS = `id, message_id, source, club_id, received_at, stored_at, size, octet_length(raw) AS stored,
  status, from_address, subject, lang, competition_id, person_id, participant_id, report, decision`;

const UNIQUE_VIOLATION = '23505';
const asIs = (v: unknown): unknown => v;

/** Inserts a step on the caller's connection (in its transaction); `MailStepDone` if it is there. */
export async function insertStep(db: pg.Pool | pg.PoolClient, step: MailStep): Promise<void> {
  try {
    await db.query(
      `INSERT INTO mail_steps (mail_id, run, step, competition_id, outcome, detail, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        step.mailId,
        step.run,
        step.step,
        step.competitionId,
        step.outcome,
        JSON.stringify(step.detail),
        step.at,
      ],
    );
  } catch (e) {
    if ((e as { code?: string }).code === UNIQUE_VIOLATION) throw new MailStepDone(step);
    throw e;
  }
}

/** Keeps digest items on the caller's connection (in its transaction); a kept one is skipped. */
export async function insertDigestItems(
  db: pg.Pool | pg.PoolClient,
  items: readonly DigestItem[],
): Promise<number> {
  let inserted = 0;
  for (const item of items)
    inserted +=
      (
        await db.query(
          `INSERT INTO digest_items (${DIGEST_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (key) DO NOTHING`,
          digestValues(item),
        )
      ).rowCount ?? 0;
  return inserted;
}

export class PostgresMailboxStore implements MailboxStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly outbox: PostgresOutboxStore,
  ) {}

  async saveInbound(mail: NewInboundMail): Promise<{ mail: InboundMail; duplicate: boolean }> {
    const inserted = await this.pool.query(
      `INSERT INTO inbound_mails (id, message_id, source, club_id, received_at, stored_at, raw, size)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (message_id) DO NOTHING`,
      [
        mail.id,
        mail.messageId,
        mail.source,
        mail.clubId,
        mail.receivedAt,
        mail.storedAt,
        Buffer.from(mail.raw),
        mail.size,
      ],
    );
    const row = await this.pool.query(`SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE message_id = $1`, [
      mail.messageId,
    ]);
    return { mail: toInboundMail(row.rows[0], asIs), duplicate: inserted.rowCount === 0 };
  }

  async getInbound(id: string): Promise<InboundMail | undefined> {
    const r = await this.pool.query(`SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE id = $1`, [id]);
    return r.rows[0] ? toInboundMail(r.rows[0], asIs) : undefined;
  }

  async rawOf(id: string): Promise<Uint8Array | undefined> {
    const r = await this.pool.query<{ raw: Buffer }>('SELECT raw FROM inbound_mails WHERE id = $1', [id]);
    return r.rows[0]?.raw;
  }

  async listInbound(query: InboundQuery): Promise<InboundMail[]> {
    const where = ['club_id = $1'];
    const values: unknown[] = [query.clubId];
    if (query.competitionIds) {
      values.push(query.competitionIds);
      where.push(`(competition_id IS NULL OR competition_id = ANY($${values.length}::text[]))`);
    }
    if (query.status) {
      values.push(query.status);
      where.push(`status = $${values.length}`);
    }
    values.push(query.limit ?? 200);
    const r = await this.pool.query(
      `SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE ${where.join(' AND ')}
       ORDER BY received_at DESC, stored_at DESC LIMIT $${values.length}`,
      values,
    );
    return r.rows.map((row) => toInboundMail(row, asIs));
  }

  async pendingInbound(storedBefore: Moment, limit: number): Promise<InboundMail[]> {
    const r = await this.pool.query(
      `SELECT ${SUMMARY_COLUMNS} FROM inbound_mails WHERE status = 'received' AND stored_at <= $1
       ORDER BY stored_at LIMIT $2`,
      [storedBefore, limit],
    );
    return r.rows.map((row) => toInboundMail(row, asIs));
  }

  async recordStep(step: MailStep): Promise<void> {
    try {
      await insertStep(this.pool, step);
    } catch (e) {
      if (!(e instanceof MailStepDone)) throw e;
    }
  }

  async stepsOf(mailId: string): Promise<MailStep[]> {
    const r = await this.pool.query('SELECT * FROM mail_steps WHERE mail_id = $1 ORDER BY run, step', [
      mailId,
    ]);
    return r.rows.map((row) => toStep(row, asIs));
  }

  async finishInbound(id: string, f: InboundFinding): Promise<void> {
    await this.pool.query(
      `UPDATE inbound_mails SET status = $1, from_address = $2, subject = $3, lang = $4, competition_id = $5,
         person_id = $6, participant_id = $7, report = $8, decision = $9 WHERE id = $10`,
      [
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
      ],
    );
  }

  async createReplyAddress(a: ReplyAddress): Promise<void> {
    await this.pool.query(
      `INSERT INTO reply_addresses (id, competition_id, person_id, participant_id, context, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [a.id, a.competitionId, a.personId, a.participantId ?? null, JSON.stringify(a.context), a.createdAt],
    );
  }

  async replyAddress(id: string): Promise<ReplyAddress | undefined> {
    const r = await this.pool.query('SELECT * FROM reply_addresses WHERE id = $1', [id]);
    const row = r.rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      competitionId: row.competition_id,
      personId: row.person_id,
      ...(row.participant_id === null ? {} : { participantId: row.participant_id }),
      context: row.context,
      createdAt: row.created_at as Moment,
    };
  }

  async secret(name: string, make: () => string): Promise<string> {
    await this.pool.query(
      'INSERT INTO mail_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, make()],
    );
    const r = await this.pool.query<{ secret: string }>('SELECT secret FROM mail_secrets WHERE name = $1', [
      name,
    ]);
    return (r.rows[0] as { secret: string }).secret;
  }

  async mailSettings(personId: string): Promise<MailSettings> {
    const r = (await this.pool.query('SELECT * FROM mail_settings WHERE person_id = $1', [personId])).rows[0];
    if (!r) return { deliveries: {} };
    return { ...(r.lang === null ? {} : { lang: r.lang }), deliveries: r.deliveries };
  }

  async setMailSettings(personId: string, settings: MailSettings): Promise<void> {
    await this.pool.query(
      `INSERT INTO mail_settings (person_id, lang, deliveries) VALUES ($1, $2, $3)
       ON CONFLICT (person_id) DO UPDATE SET lang = excluded.lang, deliveries = excluded.deliveries`,
      [personId, settings.lang ?? null, JSON.stringify(settings.deliveries)],
    );
  }

  async addDigestItems(items: readonly DigestItem[]): Promise<number> {
    return transaction(this.pool, (client) => insertDigestItems(client, items));
  }

  async digestsDue(): Promise<string[]> {
    const r = await this.pool.query(
      'SELECT DISTINCT person_id FROM digest_items WHERE NOT sealed ORDER BY person_id',
    );
    return r.rows.map((row) => row.person_id as string);
  }

  async digestItems(personId: string): Promise<(DigestItem & { id: number })[]> {
    const r = await this.pool.query(
      'SELECT * FROM digest_items WHERE person_id = $1 AND NOT sealed ORDER BY id',
      [personId],
    );
    return r.rows.map(toDigestItem);
  }

  async sealDigest(itemIds: readonly number[], mail: OutgoingMail, at: Moment): Promise<boolean> {
    try {
      await transaction(this.pool, async (client) => {
        const marked = await client.query(
          'UPDATE digest_items SET sealed = true WHERE id = ANY($1::bigint[]) AND NOT sealed',
          [itemIds],
        );
        if (marked.rowCount !== itemIds.length) throw new DigestTaken();
        await this.outbox.insert(client, [mail], at);
      });
      return true;
    } catch (e) {
      if (e instanceof DigestTaken) return false;
      throw e;
    }
  }

  async noticeCursor(competitionId: string): Promise<Moment | undefined> {
    const r = await this.pool.query('SELECT scanned_until FROM notice_cursors WHERE competition_id = $1', [
      competitionId,
    ]);
    return r.rows[0]?.scanned_until as Moment | undefined;
  }

  async setNoticeCursor(competitionId: string, at: Moment): Promise<void> {
    await this.pool.query(
      `INSERT INTO notice_cursors (competition_id, scanned_until) VALUES ($1, $2)
       ON CONFLICT (competition_id) DO UPDATE SET scanned_until = excluded.scanned_until`,
      [competitionId, at],
    );
  }

  async imapCursor(mailbox: string): Promise<{ uidValidity: string; lastUid: number } | undefined> {
    const r = await this.pool.query('SELECT * FROM imap_cursors WHERE mailbox = $1', [mailbox]);
    const row = r.rows[0];
    return row ? { uidValidity: row.uid_validity, lastUid: Number(row.last_uid) } : undefined;
  }

  async setImapCursor(mailbox: string, uidValidity: string, lastUid: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO imap_cursors (mailbox, uid_validity, last_uid) VALUES ($1, $2, $3)
       ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity,
         last_uid = CASE WHEN imap_cursors.uid_validity = excluded.uid_validity
           THEN GREATEST(imap_cursors.last_uid, excluded.last_uid) ELSE excluded.last_uid END`,
      [mailbox, uidValidity, lastUid],
    );
  }

  async archive(): Promise<MailArchive> {
    const tables: Record<string, ArchivedRow[]> = {};
    for (const t of ARCHIVED_TABLES)
      tables[t.name] = (await this.pool.query(archiveSelect(t, (c) => c))).rows.map((r) =>
        Object.fromEntries(Object.entries(t.columns).map(([c, kind]) => [c, fromColumn(kind, r[c])])),
      );
    const attempts = (await this.pool.query(ATTEMPTS_SELECT)).rows.map((r) => ({
      messageId: r.message_id as string,
      at: r.at as string,
      outcome: r.outcome as string,
      error: (r.error as string | null) ?? null,
    }));
    return { tables, attempts };
  }

  async restore(archive: MailArchive): Promise<ArchiveCounts> {
    return transaction(this.pool, async (client) => {
      const counts: Record<string, number> = {};
      const newMails = new Set<string>();
      for (const t of ARCHIVED_TABLES) {
        const insert = archiveInsert(t, (n) => `$${n}`);
        let written = 0;
        for (const row of archive.tables[t.name] ?? []) {
          const added =
            (
              await client.query(
                insert,
                insertValues(t, row, (on) => on),
              )
            ).rowCount ?? 0;
          written += added;
          if (added > 0 && t.name === 'outbox') newMails.add(row.message_id as string);
        }
        counts[t.name] = written;
      }
      const insert = attemptInsert((n) => `$${n}`);
      let attempts = 0;
      for (const a of archive.attempts)
        if (newMails.has(a.messageId))
          attempts += (await client.query(insert, attemptValues(a))).rowCount ?? 0;
      counts.outbox_attempts = attempts;
      return counts;
    });
  }
}
