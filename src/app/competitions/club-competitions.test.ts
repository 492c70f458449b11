/**
 * Lists by club, by id and by viewer instead of every competition (issue #29: one host for a
 * thousand clubs): the store's list of all competitions is refused here, and what comes back is
 * the club's or the viewer's competitions only, in the store's order. SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { addDuration, moment } from '../../core/moment.js';
import type { Membership } from '../../store/accounts.js';
import type { EventStore } from '../../store/port.js';
import type { Store } from '../../store/store.js';
import { describeStores } from '../../test-support/postgres.js';
import type { Viewer } from '../accounts/access.js';
import { fixedClock } from '../clock.js';
import { competitionsOfClub } from './club-competitions.js';
import { CompetitionService } from './competitions.js';

const NOW = moment('2026-03-01T12:00:00+01:00');
const participants = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

/** The real store, refusing to list every competition. */
const withoutScans = (events: EventStore): EventStore =>
  new Proxy(events, {
    get(target, key, receiver) {
      if (key === 'listCompetitions') return () => Promise.reject(new Error('a scan of every competition'));
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

function suite(open: () => Promise<Store>) {
  /** Clubs a (5 competitions), b (3) and c (2), created interleaved. */
  async function setUp() {
    const store = await open();
    const clock = fixedClock(NOW);
    const service = new CompetitionService(withoutScans(store.events), clock);
    const ids: Record<string, string[]> = { a: [], b: [], c: [] };
    const plan = ['a', 'b', 'a', 'c', 'a', 'b', 'a', 'c', 'b', 'a'];
    for (const [i, club] of plan.entries()) {
      clock.set(addDuration(NOW, { minutes: i }));
      const id = `${club}-${i}`;
      const created = await service.create({
        id,
        clubId: club,
        name: id,
        format: 'round-robin',
        participants,
      });
      if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
      (ids[club] as string[]).push(id);
    }
    return { service, ids, events: withoutScans(store.events) };
  }

  it('a club’s competitions, page by page, every page size at and around the club’s size', async () => {
    const { events, ids } = await setUp();
    for (const size of [1, 2, 4, 5, 6, 200]) {
      const found = await competitionsOfClub(events, 'a', size);
      expect(
        found.map((r) => r.id),
        `page size ${size}`,
      ).toEqual(ids.a);
    }
    expect(await competitionsOfClub(events, 'none', 2)).toEqual([]);
  });

  it('by id: those that exist, once each; names by id', async () => {
    const { service } = await setUp();
    const found = await service.ofIds(['b-1', 'nothing', 'a-0', 'b-1']);
    expect(found.map((r) => r.id)).toEqual(['b-1', 'a-0']);
    expect(await service.names(['c-3', 'nothing'])).toEqual(new Map([['c-3', 'c-3']]));
    expect((await service.record('c-7'))?.clubId).toBe('c');
  });

  it('what a viewer acts in: his grants and his admin clubs, in the store’s order, no other club', async () => {
    const { service } = await setUp();
    const membership = (clubId: string, role: Membership['role']): Membership => ({
      clubId,
      personId: 'x',
      role,
    });
    const viewer: Viewer = {
      person: { id: 'x', email: 'x@example.org', name: 'X', serverAdmin: false } as NonNullable<
        Viewer['person']
      >,
      memberships: [membership('b', 'admin'), membership('a', 'member')],
      grants: [
        { competitionId: 'c-7', personId: 'x', role: 'player', participantId: 'p1' },
        { competitionId: 'b-5', personId: 'x', role: 'director' },
      ],
    };
    const found = await service.actedInBy(viewer);
    expect(found.map((r) => r.id)).toEqual(['b-1', 'b-5', 'c-7', 'b-8']);
  });
}

describeStores('competitions by club, id and viewer', suite);
