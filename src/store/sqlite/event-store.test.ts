import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreContract, sampleRecord } from '../../test-support/event-store-contract.js';
import { openSqliteDatabase, SqliteEventStore } from './event-store.js';
import { SQLITE_MIGRATIONS } from './migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

eventStoreContract('sqlite', async () => SqliteEventStore.open(join(dir, `contract-${++n}.db`)));

describe('SQLite specifics', () => {
  it('runs in WAL mode with synchronous = FULL (durable acknowledged appends)', () => {
    const db = openSqliteDatabase(join(dir, 'pragmas.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('events are append-only: the database refuses updates and deletes', async () => {
    const store = SqliteEventStore.open(join(dir, 'append-only.db'));
    await store.createCompetition(sampleRecord());
    await store.append('spring-2026', 0, [
      {
        seq: 1,
        at: sampleRecord().createdAt,
        recordedAt: sampleRecord().createdAt,
        actor: 'cli',
        type: 'EventVoided',
        payload: {},
      },
    ]);
    expect(() => store.db.prepare("UPDATE events SET type = 'X'").run()).toThrow(/append-only/);
    expect(() => store.db.prepare('DELETE FROM events').run()).toThrow(/append-only/);
    await store.close();
  });

  it('migrations are recorded and re-opening does not re-apply them', async () => {
    const file = join(dir, 'reopen.db');
    const first = SqliteEventStore.open(file);
    await first.createCompetition(sampleRecord());
    await first.close();
    const again = SqliteEventStore.open(file);
    expect(await again.getCompetition('spring-2026')).toBeDefined();
    expect(again.db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({
      n: SQLITE_MIGRATIONS.length,
    });
    await again.close();
  });
});
