/**
 * Opens the store named by a location: a PostgreSQL URL (`postgres://…` or `postgresql://…`, with
 * the usual libpq parameters; `?options=-c%20search_path%3Dname` selects a schema) or a SQLite
 * file (`sqlite:path`, or a plain path). Creates the SQLite file and its folder when missing; a
 * PostgreSQL database must exist, its tables are created on first use.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PostgresOptions } from './postgres/event-store.js';
import { openPostgresStore } from './postgres/index.js';
import { openSqliteStore } from './sqlite/index.js';
import { type Store, StoreUnavailable } from './store.js';

export const DEFAULT_DB = 'data/arbiter.db';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** A location fit for a message: a URL without its password. */
export function describeLocation(location: string): string {
  if (!isPostgresUrl(location)) return resolve(location.replace(/^sqlite:/, ''));
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the PostgreSQL URL given';
  }
}

/** Opens the store; a database that cannot be opened is a `StoreUnavailable` saying where and why. */
export async function openStore(
  location: string = DEFAULT_DB,
  options: PostgresOptions = {},
): Promise<Store> {
  try {
    if (isPostgresUrl(location)) return await openPostgresStore(location, options);
    const file = resolve(location.replace(/^sqlite:/, ''));
    mkdirSync(dirname(file), { recursive: true });
    return openSqliteStore(file);
  } catch (e) {
    const reason = e instanceof AggregateError ? e.errors.map(String).join('; ') : (e as Error).message;
    throw new StoreUnavailable(
      `cannot open the database ${describeLocation(location)}: ${reason || String(e)}`,
    );
  }
}

/** The store location from the environment: DATABASE_URL, then ARBITER_DB, then the default. */
export function storeLocationFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || env.ARBITER_DB || DEFAULT_DB;
}
