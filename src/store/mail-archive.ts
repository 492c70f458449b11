/**
 * The mailbox's and the outbox's tables as moving house copies them (app/imports/move.ts): every row, as
 * plain values, the same from both adapters. Each adapter reads a table with `archiveSelect` and
 * turns its values into column kinds (`fromColumn`), and writes rows with `archiveInsert`, which
 * leaves a row the target has already (by any unique key) alone, so that a move can run again.
 *
 * What is copied and what is not: inbound mails (raw), their steps, reply addresses, the secrets
 * that sign reply addresses and unsubscribe links (without them no answer to an old notice would
 * be verified), the IMAP cursors (the new store does not read the mailbox again from its start),
 * people's mail settings, digest items, notice cursors with when each is next due (the scheduler
 * goes on where it stopped), and the outbox with its attempts: the sent-mail log, and pending mails,
 * which the new store's sender sends. Transient state is not copied: a sender's claim on a mail (its lease), and pending
 * mails that carry a sign-in secret (a reset link: the tokens stay behind, see move.ts).
 */

export type ColumnKind = 'text' | 'int' | 'json' | 'bytes' | 'flag';

export interface ArchivedTable {
  readonly name: string;
  readonly columns: Readonly<Record<string, ColumnKind>>;
  /** The order rows are read in (and written: ids that others refer to come first). */
  readonly order: string;
  /** Rows left out: a condition in SQL, given how the dialect tests a flag column. */
  readonly skip?: (isSet: (column: string) => string) => string;
}

const TEXT = 'text' as const;

/** In the order they are written: a row's references are written before it. */
export const ARCHIVED_TABLES: readonly ArchivedTable[] = [
  { name: 'mail_secrets', columns: { name: TEXT, secret: TEXT }, order: 'name' },
  { name: 'mail_settings', columns: { person_id: TEXT, lang: TEXT, deliveries: 'json' }, order: 'person_id' },
  {
    name: 'inbound_mails',
    columns: {
      id: TEXT,
      message_id: TEXT,
      source: TEXT,
      club_id: TEXT,
      received_at: TEXT,
      stored_at: TEXT,
      raw: 'bytes',
      size: 'int',
      status: TEXT,
      from_address: TEXT,
      subject: TEXT,
      lang: TEXT,
      competition_id: TEXT,
      person_id: TEXT,
      participant_id: TEXT,
      report: 'json',
      decision: 'json',
    },
    order: 'stored_at, id',
  },
  {
    name: 'mail_steps',
    columns: {
      mail_id: TEXT,
      run: 'int',
      step: 'int',
      competition_id: TEXT,
      outcome: TEXT,
      detail: 'json',
      at: TEXT,
    },
    order: 'mail_id, run, step',
  },
  {
    name: 'reply_addresses',
    columns: {
      id: TEXT,
      competition_id: TEXT,
      person_id: TEXT,
      participant_id: TEXT,
      context: 'json',
      created_at: TEXT,
    },
    order: 'created_at, id',
  },
  { name: 'imap_cursors', columns: { mailbox: TEXT, uid_validity: TEXT, last_uid: 'int' }, order: 'mailbox' },
  {
    // next_due and seen_seq carry over as they are: the events keep their seqs in the new store, so
    // a competition whose log has not grown is not scanned again before its moment; a seq that
    // differs there only makes the cursor due at once, never late.
    name: 'notice_cursors',
    columns: { competition_id: TEXT, scanned_until: TEXT, next_due: TEXT, seen_seq: 'int' },
    order: 'competition_id',
  },
  {
    name: 'digest_items',
    columns: {
      key: TEXT,
      person_id: TEXT,
      competition_id: TEXT,
      kind: TEXT,
      lang: TEXT,
      subject: TEXT,
      body_text: TEXT,
      created_at: TEXT,
      sealed: 'flag',
    },
    order: 'id',
  },
  {
    name: 'outbox',
    columns: {
      message_id: TEXT,
      kind: TEXT,
      recipient: TEXT,
      lang: TEXT,
      subject: TEXT,
      body_text: TEXT,
      body_html: TEXT,
      headers: 'json',
      person_id: TEXT,
      competition_id: TEXT,
      dedupe_key: TEXT,
      secret: 'flag',
      created_at: TEXT,
      expires_ms: 'int',
      status: TEXT,
      attempts: 'int',
      due_ms: 'int',
      sent_at: TEXT,
      last_error: TEXT,
    },
    order: 'id',
    skip: (isSet) => `status = 'pending' AND ${isSet('secret')}`,
  },
];

/** A row: column names to values (JSON parsed, bytes as bytes, flags as booleans, null for none). */
export type ArchivedRow = Readonly<Record<string, unknown>>;

/** An attempt to send an outbox mail, named by the mail's Message-ID (ids differ between stores). */
export interface ArchivedAttempt {
  readonly messageId: string;
  readonly at: string;
  readonly outcome: string;
  readonly error: string | null;
}

export interface MailArchive {
  /** Rows per table name, in `ARCHIVED_TABLES` order. */
  readonly tables: Readonly<Record<string, readonly ArchivedRow[]>>;
  readonly attempts: readonly ArchivedAttempt[];
}

/** Rows written per table (and `outbox_attempts`); rows the target had are not counted. */
export type ArchiveCounts = Readonly<Record<string, number>>;

/** The SELECT of a table's archived rows; `isSet` tests a flag column in the dialect. */
export const archiveSelect = (t: ArchivedTable, isSet: (column: string) => string): string => {
  const skip = t.skip?.(isSet);
  return `SELECT ${Object.keys(t.columns).join(', ')} FROM ${t.name}${skip ? ` WHERE NOT (${skip})` : ''} ORDER BY ${t.order}`;
};

export const ATTEMPTS_SELECT = `SELECT o.message_id, a.at, a.outcome, a.error FROM outbox_attempts a
  JOIN outbox o ON o.id = a.mail_id ORDER BY a.id`;

/** The INSERT of one row, leaving alone a row the target has (by any unique key). */
export const archiveInsert = (t: ArchivedTable, placeholder: (n: number) => string): string => {
  const columns = Object.keys(t.columns);
  return `INSERT INTO ${t.name} (${columns.join(', ')}) VALUES (${columns.map((_, i) => placeholder(i + 1)).join(', ')}) ON CONFLICT DO NOTHING`;
};

/** The INSERT of an attempt for the mail with that Message-ID; its values are `attemptValues`. */
export const attemptInsert = (placeholder: (n: number) => string): string =>
  `INSERT INTO outbox_attempts (mail_id, at, outcome, error)
   SELECT id, ${placeholder(1)}, ${placeholder(2)}, ${placeholder(3)} FROM outbox WHERE message_id = ${placeholder(4)}`;

export const attemptValues = (a: ArchivedAttempt): unknown[] => [a.at, a.outcome, a.error, a.messageId];

/** A value as read from a column (SQLite: JSON as text, flags as 0/1; PostgreSQL: bigints as text). */
export function fromColumn(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'int':
      return Number(value);
    case 'flag':
      return value === true || value === 1 || value === '1';
    case 'bytes':
      return Buffer.from(value as Uint8Array);
    case 'text':
      return value;
  }
}

/** The values of a row for its INSERT; `flag` writes a flag as the dialect stores it. */
export const insertValues = (t: ArchivedTable, row: ArchivedRow, flag: (on: boolean) => unknown): unknown[] =>
  Object.entries(t.columns).map(([column, kind]) => {
    const v = row[column] ?? null;
    if (v === null) return null;
    return kind === 'json' ? JSON.stringify(v) : kind === 'flag' ? flag(v === true) : v;
  });
