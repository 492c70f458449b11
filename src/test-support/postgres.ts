/**
 * The real PostgreSQL server for tests: `ARBITER_TEST_POSTGRES` or
 * postgres://postgres@127.0.0.1:5432/test. Every test works in schemas of its own, created for it
 * and dropped afterwards, so that runs (and engineers) never collide.
 *
 * Without a reachable server, `describePostgres` skips its suite and says so on the console; with
 * `ARBITER_REQUIRE_POSTGRES=1` (set by `.ci/run`) an unreachable server fails the suite instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, describe, it } from 'vitest';
import { openStore } from '../store/open.js';
import type { Store } from '../store/store.js';

export const POSTGRES_TEST_URL =
  process.env.ARBITER_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probe(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message || e.name : String(e);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why PostgreSQL cannot be used, or undefined when it can. */
const unreachable = await probe();

/** `describe` for suites that need PostgreSQL: skipped visibly, or failed when it is required. */
export function describePostgres(name: string, suite: () => void): void {
  if (unreachable === undefined) {
    describe(name, suite);
    return;
  }
  const reason = `PostgreSQL is not reachable at ${POSTGRES_TEST_URL} (${unreachable})`;
  if (process.env.ARBITER_REQUIRE_POSTGRES === '1') {
    describe(name, () => {
      it('needs PostgreSQL (ARBITER_REQUIRE_POSTGRES=1)', () => {
        throw new Error(reason);
      });
    });
    return;
  }
  console.warn(`SKIPPED "${name}": ${reason}. Set ARBITER_REQUIRE_POSTGRES=1 to make this a failure.`);
  describe.skip(`${name} (skipped: ${reason})`, suite);
}

/**
 * One suite on both stores: `${name} on SQLite` (in memory) and `${name} on PostgreSQL` (a fresh
 * schema each). `open` gives a new store, closed after the test that opened it.
 */
export function describeStores(name: string, suite: (open: () => Promise<Store>) => void): void {
  const opened: Store[] = [];
  const closing = (open: () => Promise<Store>) => {
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    suite(async () => {
      const store = await open();
      opened.push(store);
      return store;
    });
  };
  describe(`${name} on SQLite`, () => closing(() => openStore(':memory:')));
  describePostgres(`${name} on PostgreSQL`, () => {
    const schemas = temporarySchemas();
    closing(async () => openStore(await schemas.create()));
  });
}

/** The URL of `schema` on the test server (libpq `options` sets its search path). */
export function urlOfSchema(schema: string): string {
  const url = new URL(POSTGRES_TEST_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Fresh schemas for one test file: `create()` makes one and returns its URL; all of them are
 * dropped after the file's tests, whether they passed or not.
 */
export function temporarySchemas(): { create(): Promise<string>; drop(): Promise<void> } {
  const created: string[] = [];
  const drop = async () => {
    const names = created.splice(0);
    if (names.length === 0) return;
    await admin(async (client) => {
      for (const name of names) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    });
  };
  afterAll(drop);
  return {
    async create() {
      const name = `arbiter_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`CREATE SCHEMA ${name}`));
      created.push(name);
      return urlOfSchema(name);
    },
    drop,
  };
}

/** Runs one statement on the test server as the administrator (for tests that look underneath). */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<R[]> {
  return admin(async (client) => (await client.query<R>(sql, values)).rows);
}
