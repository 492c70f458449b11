/**
 * Moving house end to end: `arbiter migrate` (the built binary) from SQLite to SQLite, and from
 * SQLite to PostgreSQL and back; standings, documents and accounts are identical after, a second
 * run changes nothing, and a target with different data is refused without a write. The club's
 * mailbox goes along: received mails with their steps, the sent-mail log, settings and cursors.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { seedDemos } from '../app/competitions/demo.js';
import { moment } from '../core/moment.js';
import { demos as leagueDemos } from '../formats/handicap-league/demo.js';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { openStore } from '../store/open.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { runBuilt } from '../test-support/cli.js';
import { CLUB, mailClub } from '../test-support/mail-club.js';
import { describePostgres, temporarySchemas } from '../test-support/postgres.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const schemas = temporarySchemas();
const source = join(dir, 'source.db');
const asOf = moment('2027-01-01T12:00:00+01:00');

const migrate = (from: string, to: string) => runBuilt(['migrate', '--from', from, '--to', to]);

/** Everything a move must carry over, read through the ports. */
async function contents(location: string) {
  const store = await openStore(location);
  try {
    const service = new CompetitionService(store.events, fixedClock(asOf));
    const a = store.accounts;
    const persons = await a.listPersons();
    const competitions = [];
    for (const record of await store.events.listCompetitions()) {
      competitions.push({
        record,
        document: await service.exportDocument(record.id),
        standings: (await service.views(record.id, asOf))?.standings,
        grants: await a.grantsIn(record.id),
        published: await a.isPublished(record.id),
      });
    }
    return {
      clubs: await a.listClubs(),
      persons,
      memberships: await Promise.all(persons.map((p) => a.membershipsOf(p.id))),
      competitions,
    };
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  const store = await openStore(source);
  await seedDemos(store, [roundRobinDemos()[0], leagueDemos()[0]], moment('2026-08-01T12:00:00+02:00'));
  await store.close();
});

describe('arbiter migrate', () => {
  it('moves everything from SQLite to SQLite; standings are identical after', async () => {
    const target = join(dir, 'target.db');
    const moved = migrate(source, `sqlite:${target}`);
    expect(moved).toMatchObject({ code: 0 });
    expect(moved.out).toMatch(/demo-round-robin: copied with \d+ events/);
    expect(moved.out).toMatch(
      /Copied 2 competitions .*; 1 clubs, 2 people, 2 memberships, 2 roles; 0 received mails/,
    );
    const [before, after] = [await contents(source), await contents(target)];
    expect(after.competitions.map((c) => c.standings)).toEqual(before.competitions.map((c) => c.standings));
    expect(after).toEqual(before);
    expect(before.competitions.every((c) => c.standings && c.document && c.published)).toBe(true);
  });

  it('a second run finds everything there and changes nothing', async () => {
    const again = migrate(source, join(dir, 'target.db'));
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toMatch(/Copied 0 competitions \(0 events\), 2 already there; 0 clubs, 0 people/);
  });

  it('refuses a target with different data and writes nothing there', async () => {
    const target = join(dir, 'taken.db');
    const store = await openStore(target);
    const service = new CompetitionService(store.events, fixedClock(asOf));
    await service.create({ id: 'demo-round-robin', clubId: 'x', name: 'Another', format: 'round-robin' });
    await store.close();
    const refused = migrate(source, target);
    expect(refused.code).toBe(6);
    expect(refused.err).toMatch(/ERR_CONFLICT: .*competition demo-round-robin exists with another/);
    const after = await contents(target);
    expect(after.clubs).toEqual([]);
    expect(after.competitions.map((c) => c.record.name)).toEqual(['Another']);
  });

  it('refuses a missing source (5, naming it, creating nothing) and a move onto itself (2)', () => {
    const missing = migrate(join(dir, 'nope.db'), join(dir, 'other.db'));
    expect(missing.code).toBe(5);
    expect(missing.err).toMatch(/nope\.db/);
    expect(existsSync(join(dir, 'nope.db'))).toBe(false);
    expect(existsSync(join(dir, 'other.db'))).toBe(false);
    expect(migrate(source, source).code).toBe(2);
  });
});

describePostgres('arbiter migrate with PostgreSQL', () => {
  it('moves SQLite → PostgreSQL → SQLite; standings and everything else are identical', async () => {
    const pg = await schemas.create();
    const back = join(dir, 'back.db');
    expect(migrate(source, pg)).toMatchObject({ code: 0 });
    expect(migrate(pg, back)).toMatchObject({ code: 0 });
    const [before, there, after] = [await contents(source), await contents(pg), await contents(back)];
    expect(there.competitions.map((c) => c.standings)).toEqual(before.competitions.map((c) => c.standings));
    expect(there).toEqual(before);
    expect(after).toEqual(before);
    expect(migrate(source, pg).out).toMatch(/2 already there/);
  });
});

/** The mailbox and the outbox, read through the ports (outbox ids may differ between stores). */
async function mailbox(location: string) {
  const store = await openStore(location);
  try {
    const inbound = await store.mailbox.listInbound({ clubId: CLUB });
    const people = await store.accounts.listPersons();
    return {
      inbound: await Promise.all(
        inbound.map(async (m) => ({
          ...m,
          raw: Buffer.from((await store.mailbox.rawOf(m.id)) ?? []).toString('base64'),
          steps: await store.mailbox.stepsOf(m.id),
        })),
      ),
      outbox: await Promise.all(
        (await store.outbox.mails()).map(async ({ id, ...m }) => ({
          ...m,
          tries: await store.outbox.attempts(id),
        })),
      ),
      settings: await Promise.all(people.map((p) => store.mailbox.mailSettings(p.id))),
      digests: await Promise.all(
        people.map(async (p) => (await store.mailbox.digestItems(p.id)).map(({ id, ...d }) => d)),
      ),
      noticeCursor: await store.mailbox.noticeCursor('desc-pyramid'),
      imapCursor: await store.mailbox.imapCursor('INBOX'),
      secret: await store.mailbox.secret('reply-address', () => 'made by the reader'),
    };
  } finally {
    await store.close();
  }
}

describePostgres('arbiter migrate with the club’s mailbox', () => {
  it('carries every received mail, its steps, the sent-mail log and the cursors to PostgreSQL and back', async () => {
    const from = join(dir, 'mail-source.db');
    const club = await mailClub({ store: openSqliteStore(from) });
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' }, '2026-03-02T10:00:00+01:00');
    await club.send('d', { body: 'Annahme 1...c5' }, '2026-03-03T10:00:00+01:00', { sign: false });
    await club.store.mailbox.setMailSettings('person-e', {
      lang: 'nl',
      deliveries: { 'pyramid.challenged': 'digest' },
    });
    await club.store.mailbox.addDigestItems([
      {
        key: 'digest:1',
        personId: 'person-e',
        kind: 'pyramid.challenged',
        lang: 'nl',
        subject: 'Uitdaging',
        text: 'Jakob Meier daagt Dora Dietrich uit',
        createdAt: club.clock.now(),
      },
    ]);
    await club.store.mailbox.setNoticeCursor('desc-pyramid', club.clock.now());
    await club.store.mailbox.setImapCursor('INBOX', '1712', 42);
    // One notice sent after a failed attempt, one claimed by a sender that is gone (its lease stays behind).
    const [first, second] = await club.store.outbox.claim(club.later(1), club.later(2), 2);
    if (!first || !second) throw new Error('the challenge queued two notices');
    await club.store.outbox.markFailed(first.id, club.clock.now(), 'connection refused', {
      retryAt: club.clock.now(),
    });
    await club.store.outbox.markSent(first.id, club.later(1));
    await club.close();

    const pg = await schemas.create();
    const back = join(dir, 'mail-back.db');
    const there = migrate(from, pg);
    expect(there).toMatchObject({ code: 0 });
    expect(there.out).toMatch(/; 2 received mails, \d+ sent or queued mails\./);
    expect(migrate(pg, back)).toMatchObject({ code: 0 });
    const before = await mailbox(from);
    expect(before.inbound.map((m) => m.status).sort()).toEqual(['done', 'held']);
    expect(before.outbox.find((m) => m.status === 'sent')?.tries.map((t) => t.outcome)).toEqual([
      'failed',
      'sent',
    ]);
    expect(await mailbox(pg)).toEqual(before);
    expect(await mailbox(back)).toEqual(before);
    // The claimed notice is pending in the new store and its sender may take it at once.
    const store = await openStore(pg);
    try {
      const due = await store.outbox.claim(club.clock.now(), club.later(5), 10);
      expect(due.map((m) => m.messageId)).toContain(second.messageId);
    } finally {
      await store.close();
    }
    expect(migrate(from, back).out).toMatch(/; 0 received mails, 0 sent or queued mails\./);
  }, 180_000);
});
