/**
 * The PostgreSQL event store on the real server: the shared contract, then what only PostgreSQL
 * has — append-only triggers, migrations under concurrent start-up, two pools racing for one
 * sequence number, JSON kept as written, and change notifications (including a dropped listener).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eventStoreContract, sampleRecord } from '../../test-support/event-store-contract.js';
import { adminQuery, describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { StoreConflict } from '../port.js';
import type { StoreWatcher } from '../store.js';
import { PostgresEventStore } from './event-store.js';
import { openPostgresStore } from './index.js';
import { POSTGRES_MIGRATIONS } from './migrations.js';

const schemas = temporarySchemas();

const event = (seq: number, actor = 'cli') => ({
  seq,
  at: sampleRecord().createdAt,
  recordedAt: sampleRecord().createdAt,
  actor,
  type: 'EventVoided',
  payload: {},
});

describePostgres('PostgreSQL event store', () => {
  eventStoreContract('postgres', async () => PostgresEventStore.open(await schemas.create()));

  describe('PostgreSQL specifics', () => {
    const open: { close(): Promise<void> }[] = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
    });
    const store = async (url: string) => {
      const s = await PostgresEventStore.open(url);
      open.push(s);
      return s;
    };

    it('events are append-only: the database refuses updates, deletes and truncation', async () => {
      const s = await store(await schemas.create());
      await s.createCompetition(sampleRecord());
      await s.append('spring-2026', 0, [event(1)]);
      await expect(s.pool.query("UPDATE events SET type = 'X'")).rejects.toThrow(/append-only/);
      await expect(s.pool.query('DELETE FROM events')).rejects.toThrow(/append-only/);
      await expect(s.pool.query('TRUNCATE events')).rejects.toThrow(/append-only/);
      await s.pool.query("INSERT INTO audit_log (at, actor, action, subject) VALUES ('x', 'x', 'x', 'x')");
      await expect(s.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
      expect(await s.readEvents('spring-2026')).toHaveLength(1);
    });

    it('migrations are recorded once, even when several servers start at the same time', async () => {
      const url = await schemas.create();
      const stores = await Promise.all([store(url), store(url), store(url)]);
      const [first] = stores;
      await first?.createCompetition(sampleRecord());
      const again = await store(url);
      expect(await again.getCompetition('spring-2026')).toBeDefined();
      const { rows } = await again.pool.query('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(POSTGRES_MIGRATIONS.map(({ version, name }) => ({ version, name })));
    });

    it('two servers (two pools) appending against the same sequence number: exactly one wins', async () => {
      const url = await schemas.create();
      const [a, b] = [await store(url), await store(url)];
      await a.createCompetition(sampleRecord());
      for (let seq = 1; seq <= 20; seq++) {
        const attempts = await Promise.allSettled([
          a.append('spring-2026', seq - 1, [event(seq, 'server-a')]),
          b.append('spring-2026', seq - 1, [event(seq, 'server-b')]),
        ]);
        expect(attempts.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
        const lost = attempts.find((x) => x.status === 'rejected');
        expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(StoreConflict);
      }
      const events = await b.readEvents('spring-2026');
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await a.lastSeq('spring-2026')).toBe(20);
    });

    it('keeps a snapshot deflated, uncompressed by PostgreSQL, and reads an unreadable one as none', async () => {
      const s = await store(await schemas.create());
      await s.createCompetition(sampleRecord(), [event(1), event(2)]);
      const data = Uint8Array.from({ length: 50_000 }, (_, i) => i % 10);
      await s.writeSnapshot('spring-2026', { seq: 2, version: 'v1', data });
      const { rows } = await s.pool.query<{ stored: number; storage: string }>(
        `SELECT octet_length(data) AS stored,
                (SELECT attstorage FROM pg_attribute
                 WHERE attrelid = 'fold_snapshots'::regclass AND attname = 'data') AS storage
         FROM fold_snapshots`,
      );
      expect(rows[0]?.stored).toBeLessThan(1000);
      expect(rows[0]?.storage).toBe('e');
      // Bytes that do not inflate (a snapshot written before migration 11, a damaged row).
      await s.pool.query("UPDATE fold_snapshots SET data = '\\x0102ff'::bytea");
      expect(await s.readSnapshot('spring-2026')).toBeUndefined();
      expect(await s.readColdStart('spring-2026')).toEqual({ record: sampleRecord() });
    });

    it('migration 11 drops the snapshots written before it (they were not deflated)', async () => {
      const url = await schemas.create();
      const s = await store(url);
      await s.createCompetition(sampleRecord(), [event(1)]);
      await s.pool.query("INSERT INTO fold_snapshots VALUES ('spring-2026', 1, 'v1', '\\x00'::bytea)");
      await s.pool.query('DELETE FROM schema_migrations WHERE version = 11');
      const again = await store(url);
      expect((await again.pool.query('SELECT * FROM fold_snapshots')).rows).toEqual([]);
    });

    it('keeps JSON exactly as written and numbers as numbers', async () => {
      const s = await store(await schemas.create());
      const payload = { z: 1, a: [2, { y: 'ä' }], big: 2 ** 52, fraction: 0.5, empty: null };
      await s.createCompetition(sampleRecord(), [{ ...event(1), payload }]);
      const [read] = await s.readEvents('spring-2026');
      expect(JSON.stringify(read?.payload)).toBe(JSON.stringify(payload));
    });
  });

  describe('change notifications', () => {
    const recorder = () => {
      const changes: [string, number][] = [];
      const following: boolean[] = [];
      const waiters: (() => void)[] = [];
      const watcher: StoreWatcher = {
        changed(id, seq) {
          changes.push([id, seq]);
          for (const w of waiters.splice(0)) w();
        },
        following(live) {
          following.push(live);
          for (const w of waiters.splice(0)) w();
        },
      };
      /** Resolves once `done()` holds (checked after every notification), failing after 5 s. */
      const until = async (done: () => boolean) => {
        const deadline = Date.now() + 5000;
        while (!done()) {
          if (Date.now() > deadline) throw new Error(`timed out; changes ${JSON.stringify(changes)}`);
          await new Promise<void>((resolve) => {
            waiters.push(resolve);
            setTimeout(resolve, 100);
          });
        }
      };
      return { changes, following, watcher, until };
    };

    it('a server hears the appends of another server on its schema, and nothing else', async () => {
      const url = await schemas.create();
      const [listening, writing, elsewhere] = [
        await openPostgresStore(url),
        await openPostgresStore(url),
        await openPostgresStore(await schemas.create()),
      ];
      try {
        const r = recorder();
        await listening.watch?.(r.watcher);
        expect(r.following).toEqual([true]);
        await adminQuery("SELECT pg_notify('arbiter_changes', 'not a change')");
        await elsewhere.events.createCompetition(sampleRecord());
        await elsewhere.events.append('spring-2026', 0, [event(1)]);
        await writing.events.createCompetition(sampleRecord());
        await writing.events.append('spring-2026', 0, [event(1), event(2)]);
        await r.until(() => r.changes.length >= 2);
        expect(r.changes).toEqual([
          ['spring-2026', 0],
          ['spring-2026', 2],
        ]);
      } finally {
        await Promise.all([listening.close(), writing.close(), elsewhere.close()]);
      }
    });

    it('a dropped notification connection is reported and re-established', async () => {
      const url = await schemas.create();
      // A name of its own (the URL's application_name wins), so that only this listener is cut off.
      const name = `arbiter-test-${process.pid}-listen`;
      const listeningUrl = `${url}&application_name=${name}`;
      const [listening, writing] = [await openPostgresStore(listeningUrl), await openPostgresStore(url)];
      try {
        await writing.events.createCompetition(sampleRecord());
        const r = recorder();
        await listening.watch?.(r.watcher);
        const cut = await adminQuery(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'",
          [name],
        );
        expect(cut).toHaveLength(1);
        await r.until(() => r.following.length >= 3);
        expect(r.following).toEqual([true, false, true]);
        await writing.events.append('spring-2026', 0, [event(1)]);
        await r.until(() => r.changes.length >= 1);
        expect(r.changes).toEqual([['spring-2026', 1]]);
      } finally {
        await Promise.all([listening.close(), writing.close()]);
      }
    });
  });
});
