/**
 * The contract every EventStore adapter must pass. Each adapter's test file calls
 * `eventStoreContract(name, factory)` with a factory that yields a fresh, empty store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../core/events.js';
import { moment } from '../core/moment.js';
import {
  CompetitionExists,
  type CompetitionRecord,
  type EventStore,
  NoSuchCompetition,
  StoreConflict,
} from '../store/port.js';
import { ev } from './builders.js';

export const sampleRecord = (id = 'spring-2026'): CompetitionRecord => ({
  id,
  clubId: 'club-1',
  name: `Spring ${id}`,
  format: 'round-robin',
  formatVersion: 1,
  preset: 'fide',
  config: { cycles: 1, nested: { a: [1, 2], b: 'x' } },
  participants: [
    { id: 'a', name: 'Anna Ärger' },
    { id: 'b', name: 'Bert', alias: 'Tokumei', rating: 1800 },
  ],
  createdAt: moment('2026-03-01T12:00:00+01:00'),
});

const event = (seq: number, extra: Partial<StoredEvent> = {}): StoredEvent => ({
  ...ev(seq, `2026-03-02T${String(10 + (seq % 10)).padStart(2, '0')}:00:00+01:00`, 'ResultRecorded', {
    round: 1,
    white: 'a',
    black: 'b',
    result: '1-0',
    note: 'ünïcode ♞ "quotes"',
  }),
  ...extra,
});

export function eventStoreContract(name: string, factory: () => Promise<EventStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    beforeEach(async () => {
      store = await factory();
    });
    afterEach(async () => {
      await store.close();
    });

    it('creates, lists and reads a competition exactly as given', async () => {
      await store.createCompetition(sampleRecord());
      expect(await store.getCompetition('spring-2026')).toEqual(sampleRecord());
      expect((await store.listCompetitions()).map((c) => c.id)).toEqual(['spring-2026']);
      expect(await store.getCompetition('nope')).toBeUndefined();
      expect(await store.lastSeq('spring-2026')).toBe(0);
    });

    it('lists competitions a page at a time, in a stable order, forwards and backwards, per club', async () => {
      // Created in this order; two at the same moment are ordered by id.
      const at = (i: number) => moment(`2026-03-0${i}T10:00:00+01:00`);
      const made = [
        { id: 'c-b', clubId: 'x', createdAt: at(1) },
        { id: 'c-a', clubId: 'y', createdAt: at(2) },
        { id: 'c-c', clubId: 'x', createdAt: at(2) },
        { id: 'c-d', clubId: 'x', createdAt: at(3) },
        { id: 'c-e', clubId: 'y', createdAt: at(4) },
      ];
      for (const m of made) await store.createCompetition({ ...sampleRecord(), ...m });
      const ids = async (q: Parameters<EventStore['listCompetitionPage']>[0]) =>
        (await store.listCompetitionPage(q)).map((c) => c.id);
      expect(await ids({ limit: 2 })).toEqual(['c-b', 'c-a']);
      expect(await ids({ limit: 2, after: 'c-a' })).toEqual(['c-c', 'c-d']);
      expect(await ids({ limit: 2, after: 'c-d' })).toEqual(['c-e']);
      expect(await ids({ limit: 2, after: 'c-e' })).toEqual([]);
      expect(await ids({ limit: 2, before: 'c-d' })).toEqual(['c-a', 'c-c']);
      expect(await ids({ limit: 2, before: 'c-a' })).toEqual(['c-b']);
      expect(await ids({ limit: 10, clubId: 'x', after: 'c-b' })).toEqual(['c-c', 'c-d']);
      expect(await ids({ limit: 10, clubId: 'y', before: 'c-e' })).toEqual(['c-a']);
      expect(await ids({ limit: 10, after: 'no-such' })).toEqual([]);
      expect((await store.listCompetitions()).map((c) => c.id)).toEqual(made.map((m) => m.id));
    });

    it('refuses a second competition with the same id and keeps the first', async () => {
      await store.createCompetition(sampleRecord());
      await expect(store.createCompetition({ ...sampleRecord(), name: 'other' })).rejects.toBeInstanceOf(
        CompetitionExists,
      );
      expect((await store.getCompetition('spring-2026'))?.name).toBe('Spring spring-2026');
    });

    it('creates a competition with its initial log atomically', async () => {
      await store.createCompetition(sampleRecord(), [event(1), event(2)]);
      expect(await store.lastSeq('spring-2026')).toBe(2);
      await expect(
        store.createCompetition(sampleRecord('broken'), [event(1), event(3)]),
      ).rejects.toBeInstanceOf(StoreConflict);
      expect(await store.getCompetition('broken')).toBeUndefined();
    });

    it('appends and reads back events round-trip, including supersession and reasons', async () => {
      await store.createCompetition(sampleRecord());
      const events = [event(1), event(2, { supersedes: [1], reason: 'wrong result' }), event(3)];
      await store.append('spring-2026', 0, events.slice(0, 2));
      await store.append('spring-2026', 2, events.slice(2));
      expect(await store.readEvents('spring-2026')).toEqual(events);
      expect(await store.readEvents('spring-2026', 2)).toEqual(events.slice(2));
      expect(await store.lastSeq('spring-2026')).toBe(3);
    });

    it('reads a cold start in one: the record, its snapshot and the events after it, as the three reads give them', async () => {
      if (!store.readColdStart || !store.writeSnapshot || !store.readSnapshot) return;
      const id = 'spring-2026';
      await store.createCompetition(sampleRecord(), [event(1), event(2)]);
      // Without a snapshot: the record alone (the service then folds the whole log).
      expect(await store.readColdStart(id)).toEqual({ record: sampleRecord() });
      await store.writeSnapshot(id, { seq: 1, version: 'v1', data: new Uint8Array([0, 1, 254, 255]) });
      await store.append(id, 2, [event(3, { supersedes: [2], reason: 'wrong result' }), event(4)]);
      const start = await store.readColdStart(id);
      expect(start?.record).toEqual(sampleRecord());
      expect(start?.snapshot).toEqual(await store.readSnapshot(id));
      expect(start?.after).toEqual(await store.readEvents(id, 1));
      expect(start?.after?.map((e) => e.seq)).toEqual([2, 3, 4]);
      // A snapshot of the whole log: nothing after it.
      await store.writeSnapshot(id, { seq: 4, version: 'v1', data: new Uint8Array([7]) });
      expect((await store.readColdStart(id))?.after).toEqual([]);
      expect(await store.readColdStart('nope')).toBeUndefined();
    });

    it("gives a snapshot's bytes back exactly as written, by both reads, and the last one written", async () => {
      if (!store.readColdStart || !store.writeSnapshot || !store.readSnapshot) return;
      const id = 'spring-2026';
      await store.createCompetition(sampleRecord(), [event(1), event(2)]);
      // Every byte value, then a large buffer of repeated structure (as a snapshot's columns).
      const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
      const large = Uint8Array.from({ length: 70_000 }, (_, i) => ((i * 7919) % 251 === 0 ? 255 : i % 13));
      for (const data of [everyByte, large, new Uint8Array(0)]) {
        await store.writeSnapshot(id, { seq: 2, version: 'v1', data });
        const read = await store.readSnapshot(id);
        expect(read && { ...read, data: [...read.data] }).toEqual({ seq: 2, version: 'v1', data: [...data] });
        const start = await store.readColdStart(id);
        expect(start?.snapshot && [...start.snapshot.data]).toEqual([...data]);
      }
    });

    it('refuses an append against a stale sequence number and writes nothing', async () => {
      await store.createCompetition(sampleRecord());
      await store.append('spring-2026', 0, [event(1)]);
      const stale = store.append('spring-2026', 0, [event(1), event(2)]);
      await expect(stale).rejects.toBeInstanceOf(StoreConflict);
      await expect(store.append('spring-2026', 0, [event(1)])).rejects.toMatchObject({ actualSeq: 1 });
      expect(await store.readEvents('spring-2026')).toHaveLength(1);
    });

    it('refuses a batch whose numbering has a gap, atomically', async () => {
      await store.createCompetition(sampleRecord());
      await expect(store.append('spring-2026', 0, [event(1), event(3)])).rejects.toBeInstanceOf(
        StoreConflict,
      );
      expect(await store.readEvents('spring-2026')).toEqual([]);
      expect(await store.lastSeq('spring-2026')).toBe(0);
    });

    it('stores a long batch (an import) exactly, or nothing of it when one event is out of order', async () => {
      const events = Array.from({ length: 203 }, (_, i) =>
        i % 50 === 49 ? event(i + 1, { supersedes: [i], reason: `correction ${i}` }) : event(i + 1),
      );
      await store.createCompetition(sampleRecord(), events.slice(0, 140));
      await store.append('spring-2026', 140, events.slice(140));
      expect(await store.readEvents('spring-2026')).toEqual(events);
      expect(await store.lastSeq('spring-2026')).toBe(203);

      const late = [...events.slice(0, 202), event(204)];
      await expect(store.createCompetition(sampleRecord('broken'), late)).rejects.toBeInstanceOf(
        StoreConflict,
      );
      expect(await store.getCompetition('broken')).toBeUndefined();
      await store.createCompetition(sampleRecord('other'));
      await expect(store.append('other', 0, late)).rejects.toBeInstanceOf(StoreConflict);
      expect(await store.readEvents('other')).toEqual([]);
    });

    it('reports an unknown competition', async () => {
      await expect(store.append('nope', 0, [event(1)])).rejects.toBeInstanceOf(NoSuchCompetition);
      await expect(store.lastSeq('nope')).rejects.toBeInstanceOf(NoSuchCompetition);
    });

    it('keeps competitions apart', async () => {
      await store.createCompetition(sampleRecord('one'));
      await store.createCompetition(sampleRecord('two'));
      await store.append('one', 0, [event(1), event(2)]);
      await store.append('two', 0, [event(1)]);
      expect(await store.readEvents('one')).toHaveLength(2);
      expect(await store.readEvents('two')).toHaveLength(1);
    });

    it('of concurrent appends against the same sequence number, exactly one wins', async () => {
      await store.createCompetition(sampleRecord());
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          store.append('spring-2026', 0, [event(1, { actor: `player:${i}` })]),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(
        attempts.filter((a) => a.status === 'rejected').every((a) => a.reason instanceof StoreConflict),
      ).toBe(true);
      expect(await store.readEvents('spring-2026')).toHaveLength(1);
    });
  });
}
