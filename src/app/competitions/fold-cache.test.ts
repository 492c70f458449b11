/**
 * The fold cache of the competition service (issue #29): bounded in estimated bytes, the least
 * recently used competition forgotten first, a write (here or by another writer of the same
 * database) never leaving a stale fold behind. Real stores, SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { moment } from '../../core/moment.js';
import type { Store } from '../../store/store.js';
import { describeStores } from '../../test-support/postgres.js';
import { fixedClock } from '../clock.js';
import { CompetitionService, estimateBytes } from './competitions.js';

const NOW = moment('2026-03-01T12:00:00+01:00');
const director = { kind: 'director', personId: 'd' } as const;
const participants = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));

/** A result another writer of the same database appends (another server, the CLI). */
const writtenElsewhere = (seq: number): StoredEvent => ({
  seq,
  at: NOW,
  recordedAt: NOW,
  actor: 'director:d',
  type: 'ResultRecorded',
  payload: { round: 1, white: 'p2', black: 'p7', result: '0-1' },
});

async function competition(service: CompetitionService, id: string): Promise<void> {
  const created = await service.create({ id, clubId: 'c', name: id, format: 'round-robin', participants });
  if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
}

function suite(open: () => Promise<Store>) {
  /** A service whose cache holds about two and a half of these competitions' folds. */
  async function setUp(ids: readonly string[]) {
    const store = await open();
    const writer = new CompetitionService(store.events, fixedClock(NOW));
    for (const id of ids) await competition(writer, id);
    const one = await writer.load(ids[0] as string);
    if (!one) throw new Error('no competition');
    const size = estimateBytes(one.record, await writer.log(one));
    const service = new CompetitionService(store.events, fixedClock(NOW), undefined, undefined, {
      cacheBytes: size * 2.5,
    });
    return { store, service, size };
  }

  it('keeps no more than its bound in bytes, forgetting the least recently used first', async () => {
    const { service, size } = await setUp(['a', 'b', 'c', 'd']);
    await service.load('a');
    await service.load('b');
    expect(service.cacheStats().ids).toEqual(['a', 'b']);
    await service.load('a'); // a is now the most recently used
    await service.load('c'); // over the bound: b goes, not a
    expect(service.cacheStats().ids).toEqual(['a', 'c']);
    expect(service.cacheStats().bytes).toBe(2 * size);
    await service.load('d');
    expect(service.cacheStats().ids).toEqual(['c', 'd']);
    expect(service.cacheStats().bytes).toBeLessThanOrEqual(service.cacheStats().limit);
    // A forgotten competition loads again, whole.
    const b = await service.load('b');
    expect(b?.record.id).toBe('b');
    expect(service.cacheStats().ids).toEqual(['d', 'b']);
  });

  it('keeps one competition larger than the bound (the one in use), alone', async () => {
    const store = await open();
    const service = new CompetitionService(store.events, fixedClock(NOW), undefined, undefined, {
      cacheBytes: 1,
    });
    await competition(service, 'a');
    await competition(service, 'b');
    await service.load('a');
    await service.load('b');
    expect(service.cacheStats().ids).toEqual(['b']);
  });

  it('a write here or by another writer replaces the cached fold, and its size with it', async () => {
    const { service, store: db } = await setUp(['a', 'b']);
    const before = await service.load('a');
    const bytes = service.cacheStats().bytes;
    const done = await service.execute(
      'a',
      { type: 'RecordResult', round: 1, white: 'p1', black: 'p8', result: '1-0' },
      { actor: director },
    );
    expect(done.ok).toBe(true);
    const after = await service.load('a');
    expect(after).not.toBe(before);
    expect(after && (await service.log(after))).toHaveLength(1);
    expect(service.cacheStats().bytes).toBeGreaterThan(bytes);
    // Another writer of the same database (another server, the CLI): the next load sees it.
    await db.events.append('a', 1, [writtenElsewhere(2)]);
    const seen = await service.load('a');
    expect(seen && (await service.log(seen)).map((e) => e.seq)).toEqual([1, 2]);
    expect(seen?.head.lastSeq).toBe(2);
    expect(service.cacheStats().ids).toEqual(['a']);
  });

  it('counts what is held with a cached fold (a remembered page), forgetting others to keep the bound', async () => {
    const { service, size } = await setUp(['a', 'b']);
    const a = await service.load('a');
    await service.load('b');
    if (!a) throw new Error('no competition');
    service.hold(a, 1000);
    expect(service.cacheStats()).toMatchObject({ ids: ['b', 'a'], bytes: 2 * size + 1000 });
    service.hold(a, -400);
    expect(service.cacheStats().bytes).toBe(2 * size + 600);
    // a's pages grow past the bound: b, the least recently used, is forgotten.
    service.hold(a, size);
    expect(service.cacheStats()).toMatchObject({ ids: ['a'], bytes: 2 * size + 600 });
  });

  it('counts nothing for a fold no longer cached (its pages went with it)', async () => {
    const { service, size } = await setUp(['a']);
    const before = await service.load('a');
    if (!before) throw new Error('no competition');
    await service.execute(
      'a',
      { type: 'RecordResult', round: 1, white: 'p1', black: 'p8', result: '1-0' },
      { actor: director },
    );
    const bytes = service.cacheStats().bytes;
    service.hold(before, size);
    expect(service.cacheStats().bytes).toBe(bytes);
  });

  it('the pages of a fold are not carried to the fold after it', async () => {
    const { service, store: db, size } = await setUp(['a']);
    const before = await service.load('a');
    if (!before) throw new Error('no competition');
    service.hold(before, 10 * size);
    await db.events.append('a', 0, [writtenElsewhere(1)]);
    const after = await service.load('a');
    expect(after?.head.lastSeq).toBe(1);
    expect(service.cacheStats().bytes).toBeLessThan(2 * size);
  });

  it('estimates a longer log as larger', async () => {
    const { service } = await setUp(['a']);
    const sizeOf = async () => {
      const loaded = await service.load('a');
      if (!loaded) throw new Error('no competition');
      return estimateBytes(loaded.record, await service.log(loaded));
    };
    const empty = await sizeOf();
    await service.execute(
      'a',
      { type: 'RecordResult', round: 1, white: 'p1', black: 'p8', result: '1-0' },
      { actor: director },
    );
    const one = await sizeOf();
    expect(one).toBeGreaterThan(empty);
  });
}

describeStores('the fold cache', suite);
