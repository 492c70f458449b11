/**
 * The notice scheduler on a host of many competitions (issue #29): it folds only competitions of
 * formats with timed notices, a batch at a time, and two servers on one database never both look
 * at one competition in a run (claimed in the store). Real stores, SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { addDays, instantOf, momentFromEpoch } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import { DEMOS } from '../../formats/demos.js';
import type { EventStore } from '../../store/port.js';
import type { Store } from '../../store/store.js';
import { describeStores } from '../../test-support/postgres.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from '../competitions/competitions.js';
import { NOTICE_LOOKAHEAD_MS, NoticeScheduler } from './notice-scheduler.js';
import { Notifier } from './notices.js';

const KEIZERS = 12;
const PYRAMIDS = 7;
const utc = (m: Moment) => momentFromEpoch(instantOf(m));

/** The store, counting the whole logs read (one per fold) by competition; listing all is refused. */
function counting(events: EventStore): { store: EventStore; folds: Map<string, number> } {
  const folds = new Map<string, number>();
  const store = new Proxy(events, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'listCompetitions') return () => Promise.reject(new Error('a scan of every competition'));
      if (key !== 'readEvents') return typeof value === 'function' ? value.bind(target) : value;
      return (id: string, afterSeq?: number) => {
        if (afterSeq === undefined) folds.set(id, (folds.get(id) ?? 0) + 1);
        return target.readEvents(id, afterSeq);
      };
    },
  });
  return { store, folds };
}

function suite(open: () => Promise<Store>) {
  /** Keizer seasons (no timed notices) and pyramids (reminders, expiries), their cursors started. */
  async function setUp() {
    const store = await open();
    const demos = DEMOS();
    const keizer = demos.find((d) => d.format === 'keizer');
    const pyramid = demos.find((d) => d.format === 'pyramid');
    if (!keizer || !pyramid) throw new Error('no demos');
    const clock = fixedClock(pyramid.createdAt);
    const writer = new CompetitionService(store.events, clock);
    const ids: Record<'keizer' | 'pyramid', string[]> = { keizer: [], pyramid: [] };
    for (const [script, n] of [
      [keizer, KEIZERS],
      [pyramid, PYRAMIDS],
    ] as const)
      for (let i = 0; i < n; i++) {
        const id = `${script.format}-${i}`;
        const created = await writer.create({
          id,
          clubId: 'club',
          name: id,
          format: script.format,
          preset: script.preset,
          config: script.config ?? {},
          participants: script.participants,
        });
        if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
        ids[script.format as 'keizer' | 'pyramid'].push(id);
      }
    const scheduler = (batch: number) => {
      const { store: events, folds } = counting(store.events);
      const competitions = new CompetitionService(events, clock, undefined, undefined, { cacheBytes: 1 });
      const notifier = new Notifier(store, clock, {
        baseUrl: 'http://arbiter.test/',
        zone: 'UTC',
        lang: 'en',
      });
      const run = new NoticeScheduler(store, competitions, notifier, clock, {
        digestHour: 7,
        batch,
      });
      return { run: () => run.run(), folds };
    };
    await scheduler(5).run();
    return { store, clock, ids, scheduler };
  }

  it('folds no competition whose format has no timed notices, and each other one once a run', async () => {
    const { store, clock, ids, scheduler } = await setUp();
    clock.set(addDays(clock.now(), 1));
    const one = scheduler(3);
    await one.run();
    for (const id of ids.keizer) expect(one.folds.get(id), id).toBeUndefined();
    for (const id of ids.pyramid) {
      expect(one.folds.get(id), id).toBe(1);
      expect(await store.mailbox.noticeCursor(id)).toBe(utc(clock.now()));
    }
    // Nothing behind any more: the next run in the same minute folds nothing.
    await one.run();
    expect([...one.folds.values()].reduce((a, b) => a + b, 0)).toBe(PYRAMIDS);
  });

  it('two servers running at once look at each competition once between them (claims)', async () => {
    const { clock, ids, scheduler } = await setUp();
    clock.set(addDays(clock.now(), 1));
    const [a, b] = [scheduler(2), scheduler(2)];
    await Promise.all([a.run(), b.run()]);
    for (const id of ids.pyramid) expect((a.folds.get(id) ?? 0) + (b.folds.get(id) ?? 0), id).toBe(1);
    for (const id of ids.keizer) expect(a.folds.get(id) ?? b.folds.get(id), id).toBeUndefined();
  });

  it('skips a competition until a notice can fall due (the look ahead) or its log grows', async () => {
    const { store, clock, ids, scheduler } = await setUp();
    const minutes = (m: Moment, n: number) => momentFromEpoch(instantOf(m) + n * 60_000);
    const run = scheduler(5).run;
    const looked = utc(addDays(clock.now(), 1));
    clock.set(looked);
    await run();
    // The pyramids have no games: nothing can fall due within the look ahead, none is looked at.
    clock.set(minutes(looked, 30));
    await run();
    for (const id of ids.pyramid) expect(await store.mailbox.noticeCursor(id), id).toBe(looked);
    // A new event: that competition is looked at in the next run, the others still not.
    const [grown, ...idle] = ids.pyramid;
    const writer = new CompetitionService(store.events, clock);
    const loaded = await writer.load(grown as string);
    const first = loaded?.record.participants[0];
    if (!first) throw new Error('no participant');
    const done = await writer.execute(
      grown as string,
      { type: 'UpdateParticipant', participant: { ...first, name: 'Renamed' } },
      { actor: { kind: 'director', personId: 'd' } },
    );
    expect(done.ok).toBe(true);
    clock.set(minutes(looked, 31));
    await run();
    expect(await store.mailbox.noticeCursor(grown as string)).toBe(utc(clock.now()));
    for (const id of idle) expect(await store.mailbox.noticeCursor(id), id).toBe(looked);
    // Once the look ahead has passed, the idle ones are looked at again (the grown one later).
    clock.set(minutes(looked, NOTICE_LOOKAHEAD_MS / 60_000));
    await run();
    for (const id of idle) expect(await store.mailbox.noticeCursor(id), id).toBe(utc(clock.now()));
    expect(await store.mailbox.noticeCursor(grown as string)).toBe(minutes(looked, 31));
  });

  it('a claim is given once until it runs out; moving the cursor frees it', async () => {
    const { store, clock, ids } = await setUp();
    const now = utc(addDays(clock.now(), 1));
    const later = utc(addDays(now, 3));
    const formats = ['pyramid', 'keizer'];
    const first = await store.mailbox.claimNoticeCursors(formats, now, later, 4);
    const second = await store.mailbox.claimNoticeCursors(formats, now, later, 100);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(PYRAMIDS - 4);
    const claimed = [...first, ...second].map((c) => c.competitionId).sort();
    expect(claimed).toEqual([...ids.pyramid].sort());
    expect(await store.mailbox.claimNoticeCursors(formats, now, later, 100)).toEqual([]);
    // Freed by its cursor: behind again only once the cursor is behind.
    await store.mailbox.setNoticeCursor(ids.pyramid[0] as string, now);
    expect(await store.mailbox.claimNoticeCursors(formats, now, later, 100)).toEqual([]);
    const next = utc(addDays(now, 1));
    const again = await store.mailbox.claimNoticeCursors(formats, next, utc(addDays(next, 1)), 100);
    expect(again.map((c) => c.competitionId)).toEqual([ids.pyramid[0]]);
    expect(again[0]?.from).toBe(now);
    // A claim that ran out (its server stopped) is given again.
    const afterClaims = utc(addDays(later, 1));
    const expired = await store.mailbox.claimNoticeCursors(
      formats,
      afterClaims,
      utc(addDays(afterClaims, 1)),
      100,
    );
    expect(expired).toHaveLength(PYRAMIDS);
  });
}

describeStores('the notice scheduler', suite);
