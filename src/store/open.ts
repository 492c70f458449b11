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
import type { Store } from './store.js';

export const DEFAULT_DB = 'data/arbiter.db';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

export async function openStore(
  location: string = DEFAULT_DB,
  options: PostgresOptions = {},
): Promise<Store> {
  if (isPostgresUrl(location)) return openPostgresStore(location, options);
  const file = resolve(location.replace(/^sqlite:/, ''));
  mkdirSync(dirname(file), { recursive: true });
  return openSqliteStore(file);
}

/** The store location from the environment: DATABASE_URL, then ARBITER_DB, then the default. */
export function storeLocationFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || env.ARBITER_DB || DEFAULT_DB;
}

/** The store's settings from the environment: `ARBITER_PG_POOL_SIZE` (connections per process). */
export function storeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PostgresOptions {
  const raw = env.ARBITER_PG_POOL_SIZE;
  if (raw === undefined || raw.trim() === '') return {};
  const poolSize = Number(raw);
  if (!Number.isInteger(poolSize) || poolSize < 1)
    throw new Error(`ARBITER_PG_POOL_SIZE: "${raw}" is not a number of connections (a whole number from 1)`);
  return { poolSize };
}
