/**
 * Writes by other processes on a SQLite file (the CLI beside a running server): SQLite's
 * `PRAGMA data_version` changes whenever another connection commits, and never for this
 * connection's own commits. It spares the queries a cache would otherwise make to check itself
 * (issue #29), but reading it costs about what such a query does; so it is read at most once per
 * turn of the event loop, for every request answered in that turn (under load, dozens). A commit
 * elsewhere thus shows from the next turn on: a request sent after it is answered in a later turn
 * unless it arrived in the very turn that read the version before the commit (PostgreSQL's
 * servers, by comparison, hear of each other's writes within milliseconds).
 */
import type Database from 'better-sqlite3';

const versions = new WeakMap<Database.Database, () => number>();

/** The database's data version as this connection sees it, read at most once per turn. */
export function dataVersionOf(db: Database.Database): () => number {
  let version = versions.get(db);
  if (!version) {
    const statement = db.prepare('PRAGMA data_version').pluck();
    let known: number | undefined;
    version = () => {
      if (known === undefined) {
        known = statement.get() as number;
        setImmediate(() => {
          known = undefined;
        }).unref();
      }
      return known;
    };
    versions.set(db, version);
  }
  return version;
}
