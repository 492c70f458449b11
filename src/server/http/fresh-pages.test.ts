/**
 * No stale page after a write (issue #29): a server keeps its folds and the competitions'
 * publication in memory and asks the database nothing to show a page, so every write must reach
 * that memory — a write through the server at once; a write by another process (the CLI, another
 * server) on the next request on SQLite (the file's data version) and within a second on
 * PostgreSQL (its notifications). Real server processes on real SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { moment } from '../../core/moment.js';
import { openStore } from '../../store/open.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import {
  gamesOf,
  postCommand,
  prepareStore,
  type ServerProcess,
  startServerProcess,
} from '../../test-support/processes.js';

const NOW = moment('2026-03-01T12:00:00Z');

const seqOf = async (server: ServerProcess, encoding = '') => {
  const res = await fetch(`${server.url}/c/fresh`, { headers: { 'accept-encoding': encoding } });
  if (res.status !== 200) return res.status;
  return Number(/data-seq="(\d+)"/.exec(await res.text())?.[1]);
};

/** Asks until `read` gives `expected` or `ms` have passed, and returns what it gave last. */
async function eventually<T>(ms: number, read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** A write by another process: an event appended to the log, then publication withdrawn and given back. */
async function writeElsewhere(
  db: string,
  lastSeq: number,
  game: { round: number; white: string; black: string },
): Promise<{ unpublish(): Promise<void>; publish(): Promise<void> }> {
  const store = await openStore(db);
  const event: StoredEvent = {
    seq: lastSeq + 1,
    at: NOW,
    recordedAt: NOW,
    actor: 'director:cli',
    type: 'ResultRecorded',
    payload: { ...game, result: '0-1' },
  };
  const audit = (action: string) => ({ at: NOW, actor: 'cli', action, subject: 'fresh' });
  try {
    await store.events.append('fresh', lastSeq, [event]);
  } finally {
    await store.close();
  }
  const publication = async (published: boolean) => {
    const again = await openStore(db);
    try {
      await again.accounts.setPublished('fresh', published, audit(published ? 'published' : 'unpublished'));
    } finally {
      await again.close();
    }
  };
  return { unpublish: () => publication(false), publish: () => publication(true) };
}

/** `within`: how long another process's write may take to show (0: on the next request). */
function suite(database: () => Promise<string>, within: number) {
  let db = '';
  let token = '';
  let server: ServerProcess;

  it('a write through the server shows at once, in every coding of the page', async () => {
    db = await database();
    ({ token } = await prepareStore(db, ['fresh'], 8));
    server = await startServerProcess(db);
    expect(await seqOf(server)).toBe(0);
    expect(await seqOf(server, 'br')).toBe(0);
    const [game] = await gamesOf(server, 'fresh');
    const posted = await postCommand(server, 'fresh', token, {
      type: 'RecordResult',
      ...game,
      result: '1-0',
    });
    expect(posted.status).toBe(201);
    expect(await seqOf(server)).toBe(1);
    expect(await seqOf(server, 'br')).toBe(1);
    expect(await seqOf(server, 'gzip')).toBe(1);
  });

  it('a write by another process (the CLI) shows: its events, and its change of publication', async () => {
    const [, game] = await gamesOf(server, 'fresh');
    const elsewhere = await writeElsewhere(db, 1, game!);
    expect(await eventually(within, () => seqOf(server), 2)).toBe(2);
    await elsewhere.unpublish();
    expect(await eventually(within, () => seqOf(server), 404)).toBe(404);
    await elsewhere.publish();
    expect(await eventually(within, () => seqOf(server), 2)).toBe(2);
  });

  afterAll(async () => {
    await server?.stop();
  });
}

describe('fresh pages on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-fresh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  suite(async () => join(dir, 'fresh.db'), 0);
});

describePostgres('fresh pages on PostgreSQL', () => {
  const schemas = temporarySchemas();
  suite(() => schemas.create(), 1000);

  it('two servers: a write on one shows on the other within a second, publication too', async () => {
    const db = await schemas.create();
    const { token } = await prepareStore(db, ['fresh'], 8);
    const [a, b] = await Promise.all([startServerProcess(db), startServerProcess(db)]);
    try {
      expect(await seqOf(a)).toBe(0);
      expect(await seqOf(b, 'br')).toBe(0);
      const [game] = await gamesOf(a, 'fresh');
      expect(
        (await postCommand(a, 'fresh', token, { type: 'RecordResult', ...game, result: '1-0' })).status,
      ).toBe(201);
      expect(await seqOf(a, 'br')).toBe(1);
      expect(await eventually(1000, () => seqOf(b, 'br'), 1)).toBe(1);
      const elsewhere = await writeElsewhere(db, 1, (await gamesOf(a, 'fresh'))[1]!);
      await elsewhere.unpublish();
      for (const server of [a, b]) expect(await eventually(1000, () => seqOf(server), 404)).toBe(404);
      await elsewhere.publish();
      for (const server of [a, b]) expect(await eventually(1000, () => seqOf(server, 'br'), 2)).toBe(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
