import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { all, sql, type Work } from '../sql/runner.js';
import { openSqliteDatabase } from './event-store.js';
import { SqliteRunner, STATEMENT_CACHE } from './runner.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-runner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The numbers in `ids`, asked with one `IN (…)` text per list length. */
function* idsIn(runner: SqliteRunner, ids: readonly number[]): Work<number[]> {
  const where = runner.anyOf('value', 'bigint', ids);
  const rows = yield* all(`SELECT value FROM numbers WHERE ${where.text} ORDER BY value`, ...where.values);
  return rows.map((r) => r.value as number);
}

describe('SQLite runner: prepared statements', () => {
  it('prepares each text once and keeps at most STATEMENT_CACHE, dropping the least recently used', async () => {
    const db = openSqliteDatabase(join(dir, 'cache.db'));
    db.exec('CREATE TABLE numbers (value INTEGER PRIMARY KEY)');
    db.prepare('INSERT INTO numbers (value) SELECT value FROM json_each(?)').run(
      JSON.stringify(Array.from({ length: STATEMENT_CACHE + 20 }, (_, i) => i + 1)),
    );
    const runner = SqliteRunner.of(db);
    expect(SqliteRunner.of(db)).toBe(runner);
    const before = runner.cachedTexts().length;

    const first = 'SELECT count(*) AS n FROM numbers';
    expect(await runner.run(all(first))).toEqual([{ n: STATEMENT_CACHE + 20 }]);
    expect(await runner.run(all(first))).toEqual([{ n: STATEMENT_CACHE + 20 }]);
    expect(runner.cachedTexts().length).toBe(before + 1);

    // More distinct texts than the cache holds; `first` is used again half-way, so it stays.
    for (let n = 1; n <= STATEMENT_CACHE + 10; n++) {
      const ids = Array.from({ length: n }, (_, i) => i + 1);
      expect(await runner.run(idsIn(runner, ids))).toEqual(ids);
      if (n === STATEMENT_CACHE / 2) await runner.run(all(first));
    }
    const kept = runner.cachedTexts();
    expect(kept.length).toBe(STATEMENT_CACHE);
    expect(kept).toContain(first);
    const where = (n: number) =>
      runner.anyOf(
        'value',
        'bigint',
        Array.from({ length: n }, () => 0),
      ).text;
    const text = (n: number) => `SELECT value FROM numbers WHERE ${where(n)} ORDER BY value`;
    expect(kept).not.toContain(text(1));
    expect(kept.at(-1)).toBe(text(STATEMENT_CACHE + 10));

    // A dropped text is prepared again and answers as before.
    expect(await runner.run(idsIn(runner, [1]))).toEqual([1]);
    expect(runner.cachedTexts().at(-1)).toBe(text(1));
    expect(runner.cachedTexts().length).toBe(STATEMENT_CACHE);
    db.close();
  });

  it('a statement kept from a rolled-back transaction runs again in the next one', async () => {
    const db = openSqliteDatabase(join(dir, 'rollback.db'));
    db.exec('CREATE TABLE t (k TEXT PRIMARY KEY)');
    const runner = SqliteRunner.of(db);
    function* insertTwice(): Work<void> {
      yield sql('INSERT INTO t (k) VALUES (?)', 'a');
      yield sql('INSERT INTO t (k) VALUES (?)', 'a');
    }
    await expect(runner.transaction(insertTwice())).rejects.toThrow(/UNIQUE/);
    expect(await runner.run(all('SELECT k FROM t'))).toEqual([]);
    function* insertOnce(): Work<void> {
      yield sql('INSERT INTO t (k) VALUES (?)', 'a');
    }
    await runner.transaction(insertOnce());
    expect(await runner.run(all('SELECT k FROM t'))).toEqual([{ k: 'a' }]);
    db.close();
  });
});
