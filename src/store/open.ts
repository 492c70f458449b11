/**
 * Opens the store named by a location: a PostgreSQL URL (`postgres://…`) or a SQLite file
 * (`sqlite:path`, or a plain path). Creates the SQLite file and its folder when missing.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openSqliteStore } from './sqlite/index.js';
import type { Store } from './store.js';

export const DEFAULT_DB = 'data/arbiter.db';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

export async function openStore(location: string = DEFAULT_DB): Promise<Store> {
  if (isPostgresUrl(location)) {
    throw new Error('PostgreSQL is not available in this build');
  }
  const file = resolve(location.replace(/^sqlite:/, ''));
  mkdirSync(dirname(file), { recursive: true });
  return openSqliteStore(file);
}

/** The store location from the environment: DATABASE_URL, then ARBITER_DB, then the default. */
export function storeLocationFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || env.ARBITER_DB || DEFAULT_DB;
}
