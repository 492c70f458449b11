/**
 * The PostgreSQL adapter of the EventStore port (node-postgres), the scale-out counterpart of
 * sqlite/event-store.ts: several servers may share one database.
 *
 * Concurrency: an append is one statement that claims the competition row
 * (`UPDATE competitions SET last_seq = new WHERE id = … AND last_seq = expected`) and inserts the
 * events only if the claim succeeded. The UPDATE takes the row lock; a concurrent append waits for
 * it, then re-reads the committed `last_seq`, no longer matches and inserts nothing, so of two
 * servers deciding against the same sequence number exactly one wins and the other gets
 * `StoreConflict`. The primary key (competition, seq) would refuse a duplicate anyway.
 *
 * Durability: PostgreSQL's defaults (`fsync = on`, `synchronous_commit = on`) flush the
 * write-ahead log before a commit returns, so an append we acknowledged survives a killed server
 * process and a crash of the database machine. A killed Arbiter process in the middle of a
 * transaction closes its connection, and PostgreSQL rolls the transaction back.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import pg from 'pg';
import type { StoredEvent } from '../../core/events.js';
import { type CompetitionRow, type EventRow, type ReadJson, toEvent, toRecord } from '../event-rows.js';
import { causedAt } from '../outbox-rows.js';
import {
  type AppendAlso,
  type ColdStart,
  CompetitionExists,
  type CompetitionPageQuery,
  type CompetitionRecord,
  type EventStore,
  type FoldSnapshot,
  NoSuchCompetition,
  StoreConflict,
} from '../port.js';
import type { PublicationRead } from './account-store.js';
import { insertDigestItems, insertStep } from './mailbox-store.js';
import { POSTGRES_MIGRATIONS } from './migrations.js';
import { PostgresOutboxStore } from './outbox-store.js';
import { transaction } from './runner.js';

/**
 * How a snapshot's bytes are kept and read (migration 11): deflated by this adapter (the demo
 * Keizer season's 55 KB to 19 KB), in a column PostgreSQL neither compresses again nor expands
 * (`STORAGE EXTERNAL`), and read as base64 text. node-postgres reads every result as text (its
 * binary mode decodes a value as UTF-8), and `bytea` as text is hex, twice the bytes: a cold page
 * cost PostgreSQL about 1.3 ms of CPU to decompress its 55 KB snapshot and send it as 110 KB of
 * hex, and the server about as much to receive and decode it (docs/operations.md, "The snapshot
 * deflated on PostgreSQL").
 */
const SNAPSHOT_DATA = "encode(s.data, 'base64')";

/** A snapshot read back, or none when its bytes cannot be inflated (a snapshot is never needed). */
function storedSnapshot(seq: number, version: string, base64: string): FoldSnapshot | undefined {
  try {
    return { seq, version, data: inflateRawSync(Buffer.from(base64, 'base64')) };
  } catch {
    return undefined;
  }
}

export interface PostgresOptions {
  /** Connections per server process (default 10; the edges read `ARBITER_PG_POOL_SIZE`). */
  readonly poolSize?: number;
  /** Errors of idle connections (the database restarted, the network dropped); they are replaced. */
  readonly onError?: (error: Error) => void;
}

const UNIQUE_VIOLATION = '23505';

/**
 * A connection pool: `poolSize` connections at most, idle ones closed after 30 s; a connection
 * that cannot be had within 10 s, a statement running longer than 30 s or a transaction left idle
 * for 60 s fails rather than hangs (a stuck transaction would hold its competition's row lock).
 */
export function openPostgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'arbiter',
  });
  pool.on('error', options.onError ?? (() => undefined));
  return pool;
}

/**
 * Applies the pending migrations. Several servers may start at once: an advisory lock (per
 * schema) lets one of them migrate while the others wait and then find nothing left to do.
 */
export async function migrate(pool: pg.Pool): Promise<void> {
  for (const m of POSTGRES_MIGRATIONS) {
    await transaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':arbiter-migrations'))");
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL)',
      );
      const applied = await client.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (applied.rowCount) return;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
    });
  }
}

/** The driver parses the JSON columns. */
const asIs: ReadJson = (value) => value;
const record = (r: CompetitionRow) => toRecord(r, asIs);
const event = (r: EventRow) => toEvent(r, asIs);

/** The columns of a batch of events as arrays, for one `unnest` insert of any size. */
function columns(events: readonly StoredEvent[]): unknown[] {
  return [
    events.map((e) => e.seq),
    events.map((e) => e.at),
    events.map((e) => e.recordedAt),
    events.map((e) => e.actor),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.payload)),
    events.map((e) => (e.supersedes ? JSON.stringify(e.supersedes) : null)),
    events.map((e) => e.reason ?? null),
  ];
}

/** The rows of a batch passed as `columns(events)` from parameter `$first` on. */
const unnestEvents = (first: number): string => {
  const types = ['integer', 'text', 'text', 'text', 'text', 'text', 'text', 'text'];
  const params = types.map((type, i) => `$${first + i}::${type}[]`).join(', ');
  return `SELECT e.seq, e.at, e.recorded_at, e.actor, e.type, e.payload::json, e.supersedes::json, e.reason
    FROM unnest(${params}) AS e(seq, at, recorded_at, actor, type, payload, supersedes, reason)`;
};

const INSERT_EVENTS =
  'INSERT INTO events (competition_id, seq, at, recorded_at, actor, type, payload, supersedes, reason)';

/** Claims the competition at the expected sequence number (row lock) and inserts the events, in one statement. */
const APPEND = `
  WITH claimed AS (
    UPDATE competitions SET last_seq = $2::integer + cardinality($3::integer[])
    WHERE id = $1 AND last_seq = $2
    RETURNING id
  )
  ${INSERT_EVENTS}
  SELECT claimed.id, e.* FROM claimed, (${unnestEvents(3)}) AS e`;

/** Throws `StoreConflict` unless the events are numbered `expectedSeq + 1 …` without gaps. */
function checkNumbering(id: string, expectedSeq: number, events: readonly StoredEvent[]): void {
  events.forEach((e, i) => {
    const seq = expectedSeq + 1 + i;
    if (e.seq !== seq) throw new StoreConflict(id, seq - 1, e.seq - 1);
  });
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';

  /** Where the cold start tells the publication it reads with the record (index.ts). */
  publications?: () => PublicationRead;

  constructor(
    readonly pool: pg.Pool,
    private readonly outbox = new PostgresOutboxStore(pool),
  ) {}

  /** Opens a pool on `url` and brings the schema up to date. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresEventStore> {
    const pool = openPostgresPool(url, options);
    try {
      await migrate(pool);
    } catch (e) {
      await pool.end();
      throw e;
    }
    return new PostgresEventStore(pool);
  }

  async createCompetition(record: CompetitionRecord, events: readonly StoredEvent[] = []): Promise<void> {
    checkNumbering(record.id, 0, events);
    try {
      await transaction(this.pool, async (client) => {
        await client.query(
          `INSERT INTO competitions (id, club_id, name, format, format_version, preset, config, participants, created_at, last_seq)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            record.id,
            record.clubId,
            record.name,
            record.format,
            record.formatVersion,
            record.preset,
            JSON.stringify(record.config),
            JSON.stringify(record.participants),
            record.createdAt,
            events.length,
          ],
        );
        if (events.length > 0)
          await client.query(`${INSERT_EVENTS} SELECT $1::text, e.* FROM (${unnestEvents(2)}) AS e`, [
            record.id,
            ...columns(events),
          ]);
      });
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) throw new CompetitionExists(record.id);
      throw e;
    }
  }

  async getCompetition(id: string): Promise<CompetitionRecord | undefined> {
    const r = await this.pool.query<CompetitionRow>('SELECT * FROM competitions WHERE id = $1', [id]);
    return r.rows[0] ? record(r.rows[0]) : undefined;
  }

  async listCompetitions(): Promise<CompetitionRecord[]> {
    const r = await this.pool.query<CompetitionRow>('SELECT * FROM competitions ORDER BY created_at, id');
    return r.rows.map(record);
  }

  async listCompetitionPage(query: CompetitionPageQuery): Promise<CompetitionRecord[]> {
    const backwards = query.before !== undefined;
    const r = await this.pool.query<CompetitionRow>(
      `SELECT * FROM competitions
       WHERE ($1::text IS NULL OR club_id = $1)
         AND ($2::text IS NULL OR (created_at, id) ${backwards ? '<' : '>'}
              (SELECT created_at, id FROM competitions WHERE id = $2))
       ORDER BY created_at ${backwards ? 'DESC' : 'ASC'}, id ${backwards ? 'DESC' : 'ASC'}
       LIMIT $3`,
      [query.clubId ?? null, query.before ?? query.after ?? null, query.limit],
    );
    const rows = backwards ? r.rows.reverse() : r.rows;
    return rows.map(record);
  }

  async readEvents(id: string, afterSeq = 0): Promise<StoredEvent[]> {
    const r = await this.pool.query<EventRow>({
      name: 'arbiter-read-events',
      text: `SELECT seq, at, recorded_at, actor, type, payload, supersedes, reason
             FROM events WHERE competition_id = $1 AND seq > $2 ORDER BY seq`,
      values: [id, afterSeq],
    });
    return r.rows.map(event);
  }

  async readSnapshot(id: string): Promise<FoldSnapshot | undefined> {
    const r = await this.pool.query<{ seq: number; version: string; data: string }>(
      `SELECT seq, version, ${SNAPSHOT_DATA} AS data FROM fold_snapshots s WHERE competition_id = $1`,
      [id],
    );
    const row = r.rows[0];
    return row && storedSnapshot(row.seq, row.version, row.data);
  }

  async readColdStart(id: string): Promise<ColdStart | undefined> {
    // One statement instead of four (with the publication every page asks for): each query a cold
    // page sent cost about as much CPU on both sides (the server's client and PostgreSQL's backend)
    // as reading its rows.
    const published = this.publications?.();
    const r = await this.pool.query<
      CompetitionRow & {
        publication_published: boolean | null;
        snapshot_seq: number | null;
        snapshot_version: string;
        snapshot_data: string;
        after: EventRow[] | null;
      }
    >({
      name: 'arbiter-cold-start',
      text: `SELECT c.*, p.published AS publication_published, s.seq AS snapshot_seq, s.version AS snapshot_version, ${SNAPSHOT_DATA} AS snapshot_data,
               CASE WHEN s.seq IS NULL THEN NULL ELSE (
                 SELECT coalesce(json_agg(e ORDER BY e.seq), '[]')
                 FROM (SELECT seq, at, recorded_at, actor, type, payload, supersedes, reason
                       FROM events WHERE competition_id = c.id AND seq > s.seq) e
               ) END AS after
             FROM competitions c LEFT JOIN fold_snapshots s ON s.competition_id = c.id
               LEFT JOIN publications p ON p.competition_id = c.id
             WHERE c.id = $1`,
      values: [id],
    });
    const row = r.rows[0];
    if (!row) return undefined;
    published?.(id, row.publication_published === true);
    const snapshot =
      row.snapshot_seq === null
        ? undefined
        : storedSnapshot(row.snapshot_seq, row.snapshot_version, row.snapshot_data);
    if (!snapshot || row.after === null) return { record: record(row) };
    return { record: record(row), snapshot, after: row.after.map(event) };
  }

  async writeSnapshot(id: string, snapshot: FoldSnapshot): Promise<void> {
    await this.pool.query(
      `INSERT INTO fold_snapshots (competition_id, seq, version, data) VALUES ($1, $2, $3, $4)
       ON CONFLICT (competition_id) DO UPDATE SET seq = excluded.seq, version = excluded.version, data = excluded.data`,
      [id, snapshot.seq, snapshot.version, deflateRawSync(snapshot.data)],
    );
  }

  async lastSeq(id: string): Promise<number> {
    const r = await this.pool.query<{ last_seq: number }>({
      name: 'arbiter-last-seq',
      text: 'SELECT last_seq FROM competitions WHERE id = $1',
      values: [id],
    });
    if (!r.rows[0]) throw new NoSuchCompetition(id);
    return r.rows[0].last_seq;
  }

  async append(
    id: string,
    expectedSeq: number,
    events: readonly StoredEvent[],
    also: AppendAlso = {},
  ): Promise<void> {
    checkNumbering(id, expectedSeq, events);
    if (events.length === 0) {
      if ((also.mails ?? []).length > 0) causedAt(events);
      const actual = await this.lastSeq(id);
      if (actual !== expectedSeq) throw new StoreConflict(id, expectedSeq, actual);
      return;
    }
    const { mails = [], mailStep, digest = [] } = also;
    if (mails.length === 0 && !mailStep && digest.length === 0) {
      await this.appendOn(this.pool, id, expectedSeq, events);
      return;
    }
    // With mails or a mail step, one transaction: the step, the append's statement, the mails, or none.
    await transaction(this.pool, async (client) => {
      if (mailStep) await insertStep(client, mailStep);
      await this.appendOn(client, id, expectedSeq, events);
      if (mails.length > 0) await this.outbox.insert(client, mails, causedAt(events));
      if (digest.length > 0) await insertDigestItems(client, digest);
    });
  }

  /** The one-statement append on the pool or inside a transaction's connection. */
  private async appendOn(
    db: pg.Pool | pg.PoolClient,
    id: string,
    expectedSeq: number,
    events: readonly StoredEvent[],
  ): Promise<void> {
    const inserted = await db.query({
      name: 'arbiter-append',
      text: APPEND,
      values: [id, expectedSeq, ...columns(events)],
    });
    if (inserted.rowCount !== events.length) {
      const [row] = (await db.query('SELECT last_seq FROM competitions WHERE id = $1', [id])).rows;
      throw row ? new StoreConflict(id, expectedSeq, row.last_seq as number) : new NoSuchCompetition(id);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
