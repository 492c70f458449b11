/**
 * Writes by other processes on a SQLite file (the CLI beside a running server): SQLite's
 * `PRAGMA data_version` changes whenever another connection commits, and never for this
 * connection's own commits. Reading it costs about what the cheapest query does, and spares the
 * queries a cache would otherwise make to check itself (issue #29).
 */
import type Database from 'better-sqlite3';

/** The database's data version as this connection sees it: read it, compare it with the last. */
export function dataVersionOf(db: Database.Database): () => number {
  const statement = db.prepare('PRAGMA data_version').pluck();
  return () => statement.get() as number;
}
