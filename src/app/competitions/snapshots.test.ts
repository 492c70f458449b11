/**
 * Snapshots of folded states (issue #29, app/competitions/snapshots.ts): a cold load starts from the store's
 * snapshot and folds only the events after it; a snapshot of another version is ignored; whatever
 * the route, the fold equals a fold of the whole log — for every demo competition, on SQLite and
 * PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { extendFold, fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { DEMOS } from '../../formats/demos.js';
import { formatOf } from '../../formats/registry.js';
import type { EventStore } from '../../store/port.js';
import type { Store } from '../../store/store.js';
import { describeStores } from '../../test-support/postgres.js';
import { fixedClock } from '../clock.js';
import { CompetitionService, type Loaded } from './competitions.js';
import { seedDemo } from './demo.js';
import { decodeSnapshot, encodeSnapshot, snapshotVersion } from './snapshots.js';

/** What a page shows of a fold: the standings, the rounds and the roster, as plain data. */
function shown(loaded: Loaded) {
  const { format, head } = loaded;
  return {
    standings: format.views.standings(head.state.format),
    rounds: format.views.rounds(head.state.format),
    roster: head.state.roster,
    outcomes: head.outcomes,
    supersededBy: head.supersededBy,
    lastSeq: head.lastSeq,
    latestAt: head.latestAt,
  };
}

/** The same, from a fold of the whole log (no cache, no snapshot). */
async function fullFold(loaded: Loaded, store: Store) {
  const format = formatOf(loaded.record.format, loaded.record.formatVersion);
  if (!format.ok) throw new Error(format.error.message);
  const head = fold(format.value, loaded.record, await store.events.readEvents(loaded.record.id));
  return shown({ ...loaded, format: format.value, head });
}

const clock = fixedClock(DEMOS()[0]?.createdAt ?? ('2026-01-01T12:00:00Z' as never));

function suite(open: () => Promise<Store>) {
  it('a cold load of every demo competition from its snapshot equals a fold of the whole log', async () => {
    const store = await open();
    const demos = DEMOS();
    for (const script of demos) await seedDemo(store.events, script, 'c');
    // The first server folds each log and leaves a snapshot (after every event here).
    const first = new CompetitionService(store.events, clock, undefined, undefined, {
      snapshotEvery: 1,
    });
    for (const script of demos) await first.load(script.id);
    await first.snapshotsWritten();
    expect(first.snapshotCounts.written).toBe(demos.filter((d) => d.steps.length > 0).length);
    // A second server starts cold: each competition from its snapshot.
    const cold = new CompetitionService(store.events, clock);
    for (const script of demos) {
      const loaded = (await cold.load(script.id)) as Loaded;
      expect(shown(loaded), script.id).toEqual(await fullFold(loaded, store));
    }
    expect(cold.snapshotCounts.used).toBe(first.snapshotCounts.written);
  });

  it('catches up from the snapshot: only the events after its sequence number are folded onto it', async () => {
    const store = await open();
    const script = DEMOS().find((d) => d.format === 'round-robin' && d.steps.length >= 4);
    if (!script) throw new Error('no round-robin demo');
    await seedDemo(store.events, script, 'c');
    const all = await store.events.readEvents(script.id);
    const record = await store.events.getCompetition(script.id);
    const format = formatOf(script.format, record?.formatVersion ?? 0);
    if (!record || !format.ok) throw new Error('no competition');
    // A snapshot of about the first half of the log (where the rest can be folded onto it: no
    // correction and no late entry after it), marked so that its use shows: one name changed.
    const splits = Array.from({ length: all.length - 1 }, (_, i) => i + 1).filter(
      (k) =>
        extendFold(format.value, fold(format.value, record, all.slice(0, k)), all.slice(k)) !== undefined,
    );
    const half = splits.sort((a, b) => Math.abs(a - all.length / 2) - Math.abs(b - all.length / 2))[0];
    if (half === undefined) throw new Error('no split');
    const prefix = fold(format.value, record, all.slice(0, half));
    const [id, participant] = [...prefix.state.roster.entries()][0] ?? [];
    if (!id || !participant) throw new Error('no participant');
    const marked = {
      ...prefix,
      state: {
        ...prefix.state,
        roster: new Map(prefix.state.roster).set(id, { ...participant, name: 'From the snapshot' }),
      },
    };
    await store.events.writeSnapshot?.(script.id, {
      seq: prefix.lastSeq,
      version: snapshotVersion(format.value),
      data: encodeSnapshot(marked) as Uint8Array,
    });
    const cold = new CompetitionService(store.events, clock);
    const loaded = (await cold.load(script.id)) as Loaded;
    expect(cold.snapshotCounts.used).toBe(1);
    expect(loaded.head.state.roster.get(id)?.name).toBe('From the snapshot');
    // Everything after the snapshot's sequence number was folded onto it.
    const full = await fullFold(loaded, store);
    expect(loaded.head.lastSeq).toBe(all.at(-1)?.seq);
    expect(format.value.views.standings(loaded.head.state.format)).toEqual(full.standings);
    expect(await cold.log(loaded)).toHaveLength(all.length);
  });

  it('a cold load takes one trip to the store (record, snapshot, the events after it); the log before it only when asked', async () => {
    const store = await open();
    const script = DEMOS().find((d) => d.format === 'round-robin' && d.steps.length >= 4);
    if (!script) throw new Error('no round-robin demo');
    await seedDemo(store.events, script, 'c');
    const first = new CompetitionService(store.events, clock, undefined, undefined, { snapshotEvery: 1 });
    await first.load(script.id);
    await first.snapshotsWritten();
    const real = store.events;
    const trips: string[] = [];
    const counting: EventStore = Object.assign(Object.create(real) as EventStore, {
      readEvents: (id: string, afterSeq?: number) => {
        trips.push(`readEvents ${afterSeq ?? 'all'}`);
        return real.readEvents(id, afterSeq);
      },
      getCompetition: (id: string) => {
        trips.push('getCompetition');
        return real.getCompetition(id);
      },
      readSnapshot: (id: string) => {
        trips.push('readSnapshot');
        return real.readSnapshot?.(id);
      },
      readColdStart: (id: string) => {
        trips.push('readColdStart');
        return real.readColdStart?.(id);
      },
    });
    const cold = new CompetitionService(counting, clock);
    const loaded = (await cold.load(script.id)) as Loaded;
    expect(cold.snapshotCounts.used).toBe(1);
    expect(trips).toEqual(['readColdStart']);
    expect(shown(loaded)).toEqual(await fullFold(loaded, store));
    // The history needs the log: read once, then kept with the fold.
    expect(await cold.log(loaded)).toEqual(await real.readEvents(script.id));
    await cold.log(loaded);
    expect(trips).toEqual(['readColdStart', 'readEvents all']);
  });

  it("keeps the format's kept views with the snapshot, and a cold load takes them as its state's (a Keizer season's ranking)", async () => {
    const store = await open();
    const script = DEMOS().find((d) => d.format === 'keizer' && d.steps.length > 0);
    if (!script) throw new Error('no Keizer demo');
    await seedDemo(store.events, script, 'c');
    const first = new CompetitionService(store.events, clock, undefined, undefined, { snapshotEvery: 1 });
    const warm = (await first.load(script.id)) as Loaded;
    await first.snapshotsWritten();
    const kept = warm.format.views.kept ?? {};
    expect(Object.keys(kept).length).toBeGreaterThan(0);
    const state = warm.head.state.format;
    const stored = await store.events.readSnapshot?.(script.id);
    const written = decodeSnapshot(stored?.data as Uint8Array);
    expect(Object.keys(written?.views?.kept ?? {}).sort()).toEqual(Object.keys(kept).sort());
    for (const [name, view] of Object.entries(kept))
      expect(written?.views?.kept?.[name], name).toEqual(view(state));
    // Marked, so that the cold load's use of them shows: its state's views are the snapshot's.
    const marked = Object.fromEntries(
      Object.keys(kept).map((name) => [name, [`from the snapshot: ${name}`]]),
    );
    await store.events.writeSnapshot?.(script.id, {
      seq: warm.head.lastSeq,
      version: stored?.version as string,
      data: encodeSnapshot(warm.head, { ...written?.views, kept: marked }) as Uint8Array,
    });
    const cold = new CompetitionService(store.events, clock);
    const loaded = (await cold.load(script.id)) as Loaded;
    expect(cold.snapshotCounts.used).toBe(1);
    for (const [name, view] of Object.entries(kept))
      expect(view(loaded.head.state.format), name).toEqual(marked[name]);
  });

  it('ignores a snapshot of another version (format or code), folds the log and writes a new one', async () => {
    const store = await open();
    const script = DEMOS().find((d) => d.format === 'round-robin' && d.steps.length >= 4);
    if (!script) throw new Error('no round-robin demo');
    await seedDemo(store.events, script, 'c');
    const record = await store.events.getCompetition(script.id);
    const format = formatOf(script.format, record?.formatVersion ?? 0);
    if (!record || !format.ok) throw new Error('no competition');
    // A snapshot that would be wrong (of the empty log) under an older version.
    const wrong = fold(format.value, record, []);
    const last = await store.events.lastSeq(script.id);
    await store.events.writeSnapshot?.(script.id, {
      seq: last,
      version: `${format.value.name}@${format.value.version}/0`,
      data: encodeSnapshot({ ...wrong, lastSeq: last }) as Uint8Array,
    });
    const cold = new CompetitionService(store.events, clock, undefined, undefined, {
      snapshotEvery: 1,
    });
    const loaded = (await cold.load(script.id)) as Loaded;
    expect(cold.snapshotCounts.used).toBe(0);
    expect(shown(loaded)).toEqual(await fullFold(loaded, store));
    await cold.snapshotsWritten();
    const rewritten = await store.events.readSnapshot?.(script.id);
    expect(rewritten?.version).toBe(snapshotVersion(format.value));
    expect(rewritten?.seq).toBe(last);
  });

  it('a correction dated in the past after the snapshot makes the load fold the whole log', async () => {
    const store = await open();
    const script = DEMOS().find((d) => d.format === 'round-robin' && d.steps.length >= 4);
    if (!script) throw new Error('no round-robin demo');
    await seedDemo(store.events, script, 'c');
    const first = new CompetitionService(store.events, clock, undefined, undefined, {
      snapshotEvery: 1,
    });
    const before = (await first.load(script.id)) as Loaded;
    const log = await first.log(before);
    await first.snapshotsWritten();
    // An event dated before the snapshot's latest moment: it changes the past.
    const late: StoredEvent = {
      seq: before.head.lastSeq + 1,
      at: log[0]?.at as StoredEvent['at'],
      recordedAt: log.at(-1)?.recordedAt as StoredEvent['at'],
      actor: 'director:d',
      type: 'EventVoided',
      payload: {},
      supersedes: [before.head.lastSeq],
    };
    await store.events.append(script.id, before.head.lastSeq, [late]);
    const cold = new CompetitionService(store.events, clock);
    const loaded = (await cold.load(script.id)) as Loaded;
    expect(cold.snapshotCounts.used).toBe(0);
    expect(shown(loaded)).toEqual(await fullFold(loaded, store));
  });
}

describe('the snapshot encoding', () => {
  it('keeps Maps, Sets and shared references, and refuses what it cannot rebuild', () => {
    const shared = { a: 1 };
    const value = { m: new Map([['x', shared]]), s: new Set([1, 2]), again: shared };
    const back = decodeSnapshot(encodeSnapshot(value as never) as Uint8Array)
      ?.head as unknown as typeof value;
    expect(back).toEqual(value);
    expect(back.m.get('x')).toBe(back.again);
    class Unknown {
      readonly x = 1;
    }
    expect(encodeSnapshot({ state: new Unknown() } as never)).toBeUndefined();
    expect(encodeSnapshot({ state: () => 1 } as never)).toBeUndefined();
  });

  it('keeps every kind of value, in the integer column and out of it', () => {
    const plain = {
      ints: [0, 1, -1, 2 ** 31 - 1, -(2 ** 31)],
      strings: ['p1', 'p1', '', 'é\u0000'],
      others: [true, false, null, undefined, new Uint8Array([1, 2]), new Date(0), 10n],
      keys: new Map<unknown, unknown>([
        [{ k: 1 }, 'object key'],
        [2, new Set(['a', 2, null])],
      ]),
    };
    const roundTrip = (v: object): unknown => decodeSnapshot(encodeSnapshot(v as never) as Uint8Array)?.head;
    expect(roundTrip(plain)).toEqual(plain);
    // One number outside 32-bit integers sends every number to the other column.
    for (const odd of [0.5, -0, 2 ** 31, -(2 ** 31) - 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const back = roundTrip({ ...plain, odd }) as typeof plain & { odd: number };
      expect(back).toEqual({ ...plain, odd });
      expect(Object.is(back.odd, odd), String(odd)).toBe(true);
    }
  });

  it('reads its bytes wherever they lie (a slice of a larger buffer at any offset), and refuses others', () => {
    const value = { ints: [1, 2, 3], half: [0.5], names: ['p1', 'p2'] };
    const bytes = encodeSnapshot(value as never) as Uint8Array;
    for (const offset of [0, 1, 3, 4, 7]) {
      const pool = new Uint8Array(bytes.byteLength + 16);
      pool.set(bytes, offset);
      const back = decodeSnapshot(pool.subarray(offset, offset + bytes.byteLength))?.head;
      expect(back, `offset ${offset}`).toEqual(value);
    }
    const other = new Uint8Array(bytes);
    other[0] = (other[0] as number) ^ 0xff;
    expect(decodeSnapshot(other)).toBeUndefined();
    expect(decodeSnapshot(bytes.subarray(0, 20))).toBeUndefined();
    expect(decodeSnapshot(new Uint8Array(3))).toBeUndefined();
  });
});

describe('reading a snapshot back lazily', () => {
  type Cell = { readonly head: { readonly n: number }; readonly tail: Cell | null };
  const shared = { s: 1 };
  /** A persistent list of 300 results (600 nodes) beside small parts, sharing one object. */
  function graph() {
    let results: Cell | null = null;
    for (let n = 0; n < 300; n++) results = { head: { n }, tail: results };
    const big = Array.from({ length: 300 }, (_, i) => ({ i, shared }));
    return { results, small: { a: 1, shared }, big, also: shared };
  }
  const roundTrip = <T extends object>(v: T): T =>
    decodeSnapshot(encodeSnapshot(v as never) as Uint8Array)?.head as unknown as T;

  it('builds a large part (256 nodes or more) only when its property is first read', () => {
    const value = graph();
    const back = roundTrip(value);
    expect(Object.getOwnPropertyDescriptor(back, 'results')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(back, 'big')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(back, 'small')?.value).toEqual({ a: 1, shared });
    expect(Object.keys(back)).toEqual(Object.keys(value));
    const results = back.results;
    // Read once, it is an ordinary property holding the same list.
    expect(Object.getOwnPropertyDescriptor(back, 'results')?.value).toBe(results);
    expect(back.results).toBe(results);
    expect(back).toEqual(value);
  });

  it('shares what the graph shares across the lazy parts, and copies by spreading', () => {
    const back = roundTrip(graph());
    expect(back.big[7]?.shared).toBe(back.also);
    expect(back.small.shared).toBe(back.also);
    expect({ ...roundTrip(graph()) }).toEqual(graph());
  });

  it('takes a value set before the property was read', () => {
    const back = roundTrip(graph()) as { results: Cell | null };
    back.results = null;
    expect(back.results).toBeNull();
  });
});

describeStores('snapshots', suite);
