/**
 * SQLite schema migrations, applied in order inside one transaction each and recorded in
 * `schema_migrations`. Never edit a shipped migration; add a new one.
 */
export const SQLITE_MIGRATIONS: readonly {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}[] = [
  {
    version: 1,
    name: 'competitions and events',
    sql: `
      CREATE TABLE competitions (
        id TEXT PRIMARY KEY,
        club_id TEXT NOT NULL,
        name TEXT NOT NULL,
        format TEXT NOT NULL,
        format_version INTEGER NOT NULL,
        preset TEXT NOT NULL,
        config TEXT NOT NULL,
        participants TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_seq INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE events (
        competition_id TEXT NOT NULL REFERENCES competitions(id),
        seq INTEGER NOT NULL CHECK (seq > 0),
        at TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        actor TEXT NOT NULL,
        type TEXT NOT NULL,
        payload TEXT NOT NULL,
        supersedes TEXT,
        reason TEXT,
        PRIMARY KEY (competition_id, seq)
      ) WITHOUT ROWID;
      CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
      CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
    `,
  },
];
