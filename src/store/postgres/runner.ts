/**
 * The PostgreSQL runner of the shared SQL (../sql/runner.ts): `?` numbered to `$1, $2 …`, every
 * statement named (each connection parses and plans it once), transactions on one connection.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { type Row, runAsync, type SqlRunner, type Statement, type Work } from '../sql/runner.js';

const UNIQUE_VIOLATION = '23505';

/** Runs `fn` in one transaction on one connection: committed if it returns, rolled back if it throws. */
export async function transaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

interface Prepared {
  readonly name: string;
  readonly text: string;
}

const violated = (e: unknown, name: string): boolean => {
  const { code, constraint } = e as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === name;
};

export const isPrimaryKeyViolation = (e: unknown, table: string): boolean => violated(e, `${table}_pkey`);

/** Each text numbered and named once. */
const prepared = new Map<string, Prepared>();

function prepare(text: string): Prepared {
  let p = prepared.get(text);
  if (!p) {
    let n = 0;
    const numbered = text.replace(/\?/g, () => `$${++n}`);
    const name = `arbiter-${createHash('sha1').update(numbered).digest('hex').slice(0, 16)}`;
    prepared.set(text, (p = { name, text: numbered }));
  }
  return p;
}

/** Runs `work` on `client` (in its transaction, if it is a transaction's connection). */
export function runOn<T>(client: pg.Pool | pg.PoolClient, work: Work<T>): Promise<T> {
  return runAsync(work, async (s) => {
    const result = await client.query({ ...prepare(s.text), values: s.values as unknown[] });
    return { rows: result.rows as Row[], changes: result.rowCount ?? 0 };
  });
}

export class PostgresRunner implements SqlRunner {
  readonly true = 'true';
  readonly false = 'false';
  readonly forUpdate = ' FOR UPDATE';
  readonly skipLocked = ' FOR UPDATE SKIP LOCKED';
  constructor(readonly pool: pg.Pool) {}

  run<T>(work: Work<T>): Promise<T> {
    return runOn(this.pool, work);
  }

  transaction<T>(work: Work<T>): Promise<T> {
    return transaction(this.pool, (client) => runOn(client, work));
  }

  anyOf(column: string, type: 'text' | 'bigint', values: readonly unknown[]): Statement {
    return { text: `${column} = ANY(?::${type}[])`, values: [values] };
  }

  serialize(name: string): readonly Statement[] {
    return [{ text: `SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':${name}'))`, values: [] }];
  }

  fromJson(value: unknown): unknown {
    return value;
  }

  readonly isUniqueViolation = (e: unknown, table: string, column: string): boolean =>
    violated(e, `${table}_${column}_key`);

  readonly isPrimaryKeyViolation = isPrimaryKeyViolation;
}
