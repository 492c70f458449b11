/**
 * Opens the store named by a location: a PostgreSQL URL (`postgres://…` or `postgresql://…`, with
 * the usual libpq parameters; `?options=-c%20search_path%3Dname` selects a schema) or a SQLite
 * file (`sqlite:path`, or a plain path). Creates the SQLite file and its folder when missing,
 * unless told to open only what exists; a PostgreSQL database must exist, its tables are created
 * on first use. Each adapter is loaded only when it is used (the PostgreSQL client is not small).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PostgresOptions } from './postgres/event-store.js';
import { type Store, StoreUnavailable } from './store.js';

export const DEFAULT_DB = 'data/arbiter.db';

function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** SQLite's name for a database that lives in memory only (tests, replays). */
const IN_MEMORY = ':memory:';

/** The SQLite file a location names (`:memory:` as it is), or undefined for a PostgreSQL URL. */
export function sqliteFileOf(location: string): string | undefined {
  if (isPostgresUrl(location)) return undefined;
  const path = location.replace(/^sqlite:/, '');
  return path === IN_MEMORY ? IN_MEMORY : resolve(path);
}

export interface OpenOptions extends PostgresOptions {
  /** Open only an existing SQLite file: a missing one is `NoSuchDatabase`, never created. */
  readonly existing?: boolean;
}

/** The SQLite file of a store opened with `existing` is missing. */
export class NoSuchDatabase extends Error {
  readonly code = 'ERR_NO_SUCH_DATABASE';
  constructor(readonly file: string) {
    super(`there is no database ${file}`);
  }
}

/** A location fit for a message: a URL without its password. */
function describeLocation(location: string): string {
  const file = sqliteFileOf(location);
  if (file !== undefined) return file;
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the PostgreSQL URL given';
  }
}

/** Opens the store; a database that cannot be opened is a `StoreUnavailable` saying where and why. */
export async function openStore(location: string = DEFAULT_DB, options: OpenOptions = {}): Promise<Store> {
  const file = sqliteFileOf(location);
  if (file !== undefined && file !== IN_MEMORY && options.existing && !existsSync(file))
    throw new NoSuchDatabase(file);
  try {
    if (file === undefined) {
      const { openPostgresStore } = await import('./postgres/index.js');
      return await openPostgresStore(location, options);
    }
    if (file !== IN_MEMORY) mkdirSync(dirname(file), { recursive: true });
    const { openSqliteStore } = await import('./sqlite/index.js');
    return openSqliteStore(file);
  } catch (e) {
    const reason = e instanceof AggregateError ? e.errors.map(String).join('; ') : (e as Error).message;
    throw new StoreUnavailable(
      `cannot open the database ${describeLocation(location)}: ${reason || String(e)}`,
    );
  }
}
