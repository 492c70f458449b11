/**
 * The command line's settings from the environment, read in this one place (the edge) and passed
 * down: nothing below the CLI and the server's start reads `process.env`.
 */
import { DEFAULT_DB } from '../store/open.js';

export interface Settings {
  /** The store: `DATABASE_URL`, then `ARBITER_DB`, then `data/arbiter.db`. */
  readonly db: string;
  /** `arbiter serve`: `PORT` (3000) and `HOST` (127.0.0.1). */
  readonly port: string;
  readonly host: string;
  /** PostgreSQL connections per server process: `ARBITER_PG_POOL_SIZE` (default 10). */
  readonly poolSize?: number;
  /** The clubs' time zone where a competition names none: `ARBITER_TIME_ZONE` (as the server's). */
  readonly timeZone?: string;
}

export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const poolSize = Number(env.ARBITER_PG_POOL_SIZE);
  return {
    db: env.DATABASE_URL || env.ARBITER_DB || DEFAULT_DB,
    port: env.PORT || '3000',
    host: env.HOST || '127.0.0.1',
    ...(Number.isInteger(poolSize) && poolSize > 0 ? { poolSize } : {}),
    ...(env.ARBITER_TIME_ZONE ? { timeZone: env.ARBITER_TIME_ZONE } : {}),
  };
}
