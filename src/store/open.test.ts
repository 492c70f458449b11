import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, sqliteFileOf } from './open.js';

describe('openStore', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it('opens SQLite in memory for ":memory:" and writes no file of that name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-open-'));
    process.chdir(dir);
    const store = await openStore(':memory:');
    expect(store.kind).toBe('sqlite');
    await store.close();
    expect(existsSync(join(dir, ':memory:'))).toBe(false);
    expect(sqliteFileOf('sqlite::memory:')).toBe(':memory:');
    expect(sqliteFileOf('data/a.db')).toBe(join(dir, 'data/a.db'));
  });
});
