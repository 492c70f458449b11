/**
 * Rate limits kept in PostgreSQL (the `rate_limits` table of migration 4), so that every server on
 * the database counts against the same allowance: an attempt is one atomic upsert.
 */
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { flexibleLimiter, type LimiterFactory } from '../limits.js';

export const postgresLimiter =
  (pool: pg.Pool): LimiterFactory =>
  (spec) =>
    flexibleLimiter(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: spec.name,
        points: spec.points,
        duration: spec.seconds,
      }),
    );
