/**
 * The SQLite adapter of the EventStore port (better-sqlite3).
 *
 * Durability: WAL journal with `synchronous = FULL`. In WAL mode every commit appends to the
 * write-ahead log; FULL makes SQLite fsync the log at each commit before the commit returns, so an
 * append we acknowledged survives a process kill *and* an operating-system crash or power loss.
 * `NORMAL` would be enough against a killed process but may lose the last commits on power loss.
 */
import Database from 'better-sqlite3';
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
import type { StoreWatcher } from '../store.js';
import { dataVersionOf } from './data-version.js';
import { insertDigestItems, insertStep } from './mailbox-store.js';
import { SQLITE_MIGRATIONS } from './migrations.js';
import { SqliteOutboxStore } from './outbox-store.js';

export function openSqliteDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((r) => (r as { version: number }).version),
  );
  for (const m of SQLITE_MIGRATIONS) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(m.version, m.name);
    }).immediate();
  }
}

/** SQLite gives the JSON columns as text. */
const parse: ReadJson = (text) => JSON.parse(text as string);
const record = (r: CompetitionRow) => toRecord(r, parse);
const event = (r: EventRow) => toEvent(r, parse);

const EVENT_COLUMNS = 9;
const insertEvents = (rows: number): string =>
  `INSERT INTO events (competition_id, seq, at, recorded_at, actor, type, payload, supersedes, reason)
   VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;

/**
 * Events per multi-row INSERT. A long append (an import of thousands of games) binds its events
 * this many at a time: a third less time than a statement per event, the rest row by row.
 */
const BATCH = 64;

/** Puts an event's column values into `values` from `at` on (EVENT_COLUMNS of them). */
function bindEvent(values: unknown[], at: number, id: string, e: StoredEvent): void {
  values[at] = id;
  values[at + 1] = e.seq;
  values[at + 2] = e.at;
  values[at + 3] = e.recordedAt;
  values[at + 4] = e.actor;
  values[at + 5] = e.type;
  values[at + 6] = JSON.stringify(e.payload);
  values[at + 7] = e.supersedes ? JSON.stringify(e.supersedes) : null;
  values[at + 8] = e.reason ?? null;
}

export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite';
  private readonly insertEvent: Database.Statement;
  private readonly insertBatch: Database.Statement;
  private readonly selectLast: Database.Statement;
  private readonly selectCompetition: Database.Statement;
  private readonly selectEventsAfter: Database.Statement;
  private readonly selectSnapshot: Database.Statement;
  private readonly updateLast: Database.Statement;
  private readonly coldStartTx: (id: string) => ColdStart | undefined;
  private readonly appendTx: (
    id: string,
    expectedSeq: number,
    events: readonly StoredEvent[],
    also: AppendAlso,
  ) => void;
  /** Told of every commit of this process to a competition's log (`Store.watch`). */
  readonly watchers = new Set<Pick<StoreWatcher, 'changed'>>();
  private readonly dataVersion: () => number;

  constructor(
    readonly db: Database.Database,
    outbox = new SqliteOutboxStore(db),
  ) {
    this.insertEvent = db.prepare(insertEvents(1));
    this.insertBatch = db.prepare(insertEvents(BATCH));
    this.selectLast = db.prepare('SELECT last_seq FROM competitions WHERE id = ?');
    this.selectCompetition = db.prepare('SELECT * FROM competitions WHERE id = ?');
    this.selectEventsAfter = db.prepare(
      'SELECT * FROM events WHERE competition_id = ? AND seq > ? ORDER BY seq',
    );
    this.selectSnapshot = db.prepare(
      'SELECT seq, version, data FROM fold_snapshots WHERE competition_id = ?',
    );
    this.updateLast = db.prepare('UPDATE competitions SET last_seq = ? WHERE id = ?');
    this.coldStartTx = db.transaction((id: string) => this.coldStart(id));
    const tx = db.transaction(
      (id: string, expectedSeq: number, events: readonly StoredEvent[], also: AppendAlso) => {
        const row = this.selectLast.get(id) as { last_seq: number } | undefined;
        if (!row) throw new NoSuchCompetition(id);
        if (row.last_seq !== expectedSeq) throw new StoreConflict(id, expectedSeq, row.last_seq);
        if (also.mailStep) insertStep(db, also.mailStep);
        this.insertAll(id, expectedSeq, events);
        if (also.mails && also.mails.length > 0) outbox.insert(also.mails, causedAt(events));
        if (also.digest && also.digest.length > 0) insertDigestItems(db, also.digest);
      },
    );
    this.appendTx = (id, expectedSeq, events, also) => tx.immediate(id, expectedSeq, events, also);
    this.dataVersion = dataVersionOf(db);
  }

  foreignVersion(): number {
    return this.dataVersion();
  }

  private changed(id: string, lastSeq: number): void {
    for (const w of this.watchers) w.changed(id, lastSeq);
  }

  static open(file: string): SqliteEventStore {
    return new SqliteEventStore(openSqliteDatabase(file));
  }

  /** Inserts events numbered on from `expectedSeq` (inside the caller's transaction). */
  private insertAll(id: string, expectedSeq: number, events: readonly StoredEvent[]): void {
    let seq = expectedSeq;
    for (const e of events) {
      seq += 1;
      if (e.seq !== seq) throw new StoreConflict(id, seq - 1, e.seq - 1);
    }
    let i = 0;
    const batch: unknown[] = [];
    for (; i + BATCH <= events.length; i += BATCH) {
      for (let k = 0; k < BATCH; k++) bindEvent(batch, k * EVENT_COLUMNS, id, events[i + k] as StoredEvent);
      this.insertBatch.run(batch);
    }
    const row: unknown[] = [];
    for (; i < events.length; i++) {
      bindEvent(row, 0, id, events[i] as StoredEvent);
      this.insertEvent.run(row);
    }
    if (events.length > 0) this.updateLast.run(seq, id);
  }

  async createCompetition(record: CompetitionRecord, events: readonly StoredEvent[] = []): Promise<void> {
    this.db
      .transaction(() => {
        if (this.selectLast.get(record.id)) throw new CompetitionExists(record.id);
        this.db
          .prepare(
            `INSERT INTO competitions (id, club_id, name, format, format_version, preset, config, participants, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            record.id,
            record.clubId,
            record.name,
            record.format,
            record.formatVersion,
            record.preset,
            JSON.stringify(record.config),
            JSON.stringify(record.participants),
            record.createdAt,
          );
        this.insertAll(record.id, 0, events);
      })
      .immediate();
    this.changed(record.id, events.at(-1)?.seq ?? 0);
  }

  async getCompetition(id: string): Promise<CompetitionRecord | undefined> {
    const row = this.selectCompetition.get(id) as CompetitionRow | undefined;
    return row ? record(row) : undefined;
  }

  async listCompetitions(): Promise<CompetitionRecord[]> {
    return (
      this.db.prepare('SELECT * FROM competitions ORDER BY created_at, id').all() as CompetitionRow[]
    ).map(record);
  }

  async listCompetitionPage(query: CompetitionPageQuery): Promise<CompetitionRecord[]> {
    const cursor = query.before ?? query.after ?? null;
    const backwards = query.before !== undefined;
    const rows = this.db
      .prepare(
        `SELECT * FROM competitions
         WHERE (@club IS NULL OR club_id = @club)
           AND (@cursor IS NULL OR (created_at, id) ${backwards ? '<' : '>'}
                (SELECT created_at, id FROM competitions WHERE id = @cursor))
         ORDER BY created_at ${backwards ? 'DESC' : 'ASC'}, id ${backwards ? 'DESC' : 'ASC'}
         LIMIT @limit`,
      )
      .all({ club: query.clubId ?? null, cursor, limit: query.limit }) as CompetitionRow[];
    if (backwards) rows.reverse();
    return rows.map(record);
  }

  async readEvents(id: string, afterSeq = 0): Promise<StoredEvent[]> {
    const rows = this.selectEventsAfter.all(id, afterSeq) as EventRow[];
    return rows.map(event);
  }

  async readSnapshot(id: string): Promise<FoldSnapshot | undefined> {
    const row = this.selectSnapshot.get(id) as { seq: number; version: string; data: Buffer } | undefined;
    return row ? { seq: row.seq, version: row.version, data: row.data } : undefined;
  }

  async readColdStart(id: string): Promise<ColdStart | undefined> {
    return this.coldStartTx(id);
  }

  /** The three reads of `readColdStart` of one moment of the file (a read transaction). */
  private coldStart(id: string): ColdStart | undefined {
    const row = this.selectCompetition.get(id) as CompetitionRow | undefined;
    if (!row) return undefined;
    const snapshot = this.selectSnapshot.get(id) as
      | { seq: number; version: string; data: Buffer }
      | undefined;
    if (!snapshot) return { record: record(row) };
    const after = this.selectEventsAfter.all(id, snapshot.seq) as EventRow[];
    return {
      record: record(row),
      snapshot: { seq: snapshot.seq, version: snapshot.version, data: snapshot.data },
      after: after.map(event),
    };
  }

  async writeSnapshot(id: string, snapshot: FoldSnapshot): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO fold_snapshots (competition_id, seq, version, data) VALUES (?, ?, ?, ?)
         ON CONFLICT (competition_id) DO UPDATE SET seq = excluded.seq, version = excluded.version, data = excluded.data`,
      )
      .run(id, snapshot.seq, snapshot.version, snapshot.data);
  }

  async lastSeq(id: string): Promise<number> {
    const row = this.selectLast.get(id) as { last_seq: number } | undefined;
    if (!row) throw new NoSuchCompetition(id);
    return row.last_seq;
  }

  async append(
    id: string,
    expectedSeq: number,
    events: readonly StoredEvent[],
    also: AppendAlso = {},
  ): Promise<void> {
    this.appendTx(id, expectedSeq, events, also);
    if (events.length > 0) this.changed(id, expectedSeq + events.length);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
