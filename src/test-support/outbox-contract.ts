/**
 * The contract every OutboxStore adapter must pass, with the event and account stores of the same
 * database (mails are written in their transactions). `factory` yields a fresh, empty store;
 * `second`, where given, opens another store on the same database (another server).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instantOf, moment } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import type { OutgoingMail } from '../store/outbox.js';
import { StoreConflict } from '../store/port.js';
import type { Store } from '../store/store.js';
import { ev } from './builders.js';
import { sampleRecord } from './event-store-contract.js';

const at = moment('2026-03-01T12:00:00+01:00');
const plus = (m: Moment, seconds: number): Moment =>
  moment(new Date(instantOf(m) + seconds * 1000).toISOString());

const mail = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test.notice',
  to: `player${n}@club.test`,
  lang: 'de',
  subject: `Betreff ${n} – Ärger`,
  text: `Text ${n}\nzweite Zeile`,
  ...extra,
});

export function outboxContract(
  name: string,
  factory: () => Promise<Store>,
  second?: () => Promise<Store>,
): void {
  describe(`OutboxStore contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await factory();
    });
    afterEach(async () => {
      await store.close();
    });

    it('a queued mail comes back whole, once claimed', async () => {
      const full = mail(1, {
        html: '<p>Text 1</p>',
        headers: { 'List-Unsubscribe': '<https://club.test/u/1>' },
        personId: 'person-1',
        competitionId: 'spring-2026',
        dedupeKey: 'notice:spring-2026:1',
        expiresAt: moment('2026-03-02T11:00:00Z'),
        secret: true,
      });
      expect(await store.outbox.enqueue([full, mail(2)], at)).toBe(2);
      const claimed = await store.outbox.claim(at, plus(at, 60), 10);
      expect(claimed.map((m) => m.to)).toEqual(['player1@club.test', 'player2@club.test']);
      const [first] = claimed;
      expect(first).toMatchObject({ ...full, createdAt: at, status: 'pending', attempts: 0 });
      expect(instantOf(first!.nextAttemptAt)).toBe(instantOf(at));
      expect(first!.messageId).not.toBe(claimed[1]!.messageId);
      expect(claimed[1]).not.toHaveProperty('html');
      expect(claimed[1]).not.toHaveProperty('headers');
    });

    it('a mail with a dedupe key already queued is not queued again', async () => {
      expect(await store.outbox.enqueue([mail(1, { dedupeKey: 'k' })], at)).toBe(1);
      expect(await store.outbox.enqueue([mail(2, { dedupeKey: 'k' }), mail(3)], at)).toBe(1);
      expect((await store.outbox.mails()).map((m) => m.to)).toEqual([
        'player3@club.test',
        'player1@club.test',
      ]);
    });

    it('a claim keeps other claims off its mails until its lease runs out', async () => {
      await store.outbox.enqueue([mail(1), mail(2), mail(3)], at);
      expect((await store.outbox.claim(at, plus(at, 60), 2)).map((m) => m.to)).toEqual([
        'player1@club.test',
        'player2@club.test',
      ]);
      expect((await store.outbox.claim(at, plus(at, 60), 10)).map((m) => m.to)).toEqual([
        'player3@club.test',
      ]);
      expect(await store.outbox.claim(plus(at, 30), plus(at, 90), 10)).toEqual([]);
      expect(await store.outbox.claim(plus(at, 61), plus(at, 120), 10)).toHaveLength(3);
    });

    it('a mail is not due before its notBefore moment', async () => {
      await store.outbox.enqueue([mail(1, { notBefore: plus(at, 600) })], at);
      expect(await store.outbox.claim(plus(at, 599), plus(at, 700), 10)).toEqual([]);
      expect(await store.outbox.claim(plus(at, 600), plus(at, 700), 10)).toHaveLength(1);
    });

    it('a sent mail is recorded with its attempt and not claimed again; a secret text is erased', async () => {
      await store.outbox.enqueue([mail(1, { secret: true, html: '<p>link</p>' }), mail(2)], at);
      const [secret, plain] = await store.outbox.claim(at, plus(at, 60), 10);
      await store.outbox.markSent(secret!.id, plus(at, 1));
      await store.outbox.markSent(plain!.id, plus(at, 1));
      expect(await store.outbox.claim(plus(at, 3600), plus(at, 3660), 10)).toEqual([]);
      const [two, one] = await store.outbox.mails();
      expect(one).toMatchObject({
        status: 'sent',
        sentAt: plus(at, 1),
        attempts: 1,
        text: '',
        subject: secret!.subject,
      });
      expect(one).not.toHaveProperty('html');
      expect(two).toMatchObject({ status: 'sent', text: plain!.text });
      expect(await store.outbox.attempts(secret!.id)).toEqual([{ at: plus(at, 1), outcome: 'sent' }]);
    });

    it('a failed attempt is retried at its moment, or given up', async () => {
      await store.outbox.enqueue([mail(1), mail(2)], at);
      const [retried, given] = await store.outbox.claim(at, plus(at, 60), 10);
      await store.outbox.markFailed(retried!.id, plus(at, 1), 'connection refused', {
        retryAt: plus(at, 31),
      });
      await store.outbox.markFailed(given!.id, plus(at, 1), '550 no such user', { giveUp: 'failed' });
      expect(await store.outbox.claim(plus(at, 30), plus(at, 90), 10)).toEqual([]);
      const [again] = await store.outbox.claim(plus(at, 31), plus(at, 90), 10);
      expect(again).toMatchObject({ id: retried!.id, attempts: 1, lastError: 'connection refused' });
      await store.outbox.markSent(again!.id, plus(at, 32));
      expect(await store.outbox.attempts(retried!.id)).toEqual([
        { at: plus(at, 1), outcome: 'failed', error: 'connection refused' },
        { at: plus(at, 32), outcome: 'sent' },
      ]);
      expect(await store.outbox.mails({ status: 'failed' })).toMatchObject([
        { id: given!.id, attempts: 1, lastError: '550 no such user' },
      ]);
    });

    it('a pending mail past its expiry is marked expired and never claimed', async () => {
      await store.outbox.enqueue([mail(1, { expiresAt: plus(at, 60), secret: true }), mail(2)], at);
      expect((await store.outbox.claim(plus(at, 60), plus(at, 120), 10)).map((m) => m.to)).toEqual([
        'player2@club.test',
      ]);
      expect(await store.outbox.mails({ status: 'expired' })).toMatchObject([
        { to: 'player1@club.test', text: '' },
      ]);
    });

    it('the log filters by competition, person, kind and status', async () => {
      await store.outbox.enqueue(
        [
          mail(1, { competitionId: 'a', personId: 'p1' }),
          mail(2, { competitionId: 'b', personId: 'p1', kind: 'other' }),
          mail(3, { competitionId: 'a' }),
        ],
        at,
      );
      const to = async (filter: Parameters<Store['outbox']['mails']>[0]) =>
        (await store.outbox.mails(filter)).map((m) => m.to);
      expect(await to({ competitionId: 'a' })).toEqual(['player3@club.test', 'player1@club.test']);
      expect(await to({ personId: 'p1', kind: 'other' })).toEqual(['player2@club.test']);
      expect(await to({ status: 'sent' })).toEqual([]);
      expect(await store.outbox.mails({}, 1)).toHaveLength(1);
    });

    it('mails appended with events are queued in the same transaction: a conflicting append queues none', async () => {
      await store.events.createCompetition(sampleRecord('comp'));
      const event = ev(1, '2026-03-02T10:00:00+01:00', 'ResultRecorded', { round: 1 });
      await store.events.append('comp', 0, [event], { mails: [mail(1, { competitionId: 'comp' })] });
      await expect(
        store.events.append('comp', 0, [event], { mails: [mail(2, { competitionId: 'comp' })] }),
      ).rejects.toBeInstanceOf(StoreConflict);
      const queued = await store.outbox.mails({ competitionId: 'comp' });
      expect(queued.map((m) => [m.to, m.createdAt])).toEqual([['player1@club.test', event.recordedAt]]);
      expect(await store.events.readEvents('comp')).toHaveLength(1);
    });

    it('a token and the mail that carries it are written together or not at all', async () => {
      const a = store.accounts;
      const audit = { at, actor: 'test', action: 'person.created', subject: 'a' };
      await a.createPerson(
        { id: 'p1', email: 'a@x.org', name: 'A', passwordHash: null, serverAdmin: false, createdAt: at },
        audit,
      );
      const token = {
        hash: 't1',
        purpose: 'reset' as const,
        personId: 'p1',
        createdAt: at,
        expiresAt: plus(at, 7200),
      };
      await a.createToken(token, [mail(1)]);
      await expect(a.createToken(token, [mail(2)])).rejects.toThrow();
      expect((await store.outbox.mails()).map((m) => m.to)).toEqual(['player1@club.test']);
    });

    it('of concurrent claims, each mail goes to exactly one', async () => {
      const other = second ? await second() : undefined;
      try {
        await store.outbox.enqueue(
          Array.from({ length: 40 }, (_, i) => mail(i)),
          at,
        );
        const claimers = [store, other ?? store];
        const claims = await Promise.all(
          Array.from({ length: 8 }, (_, i) => claimers[i % 2]!.outbox.claim(at, plus(at, 60), 7)),
        );
        const ids = claims.flat().map((m) => m.id);
        expect(ids).toHaveLength(40);
        expect(new Set(ids).size).toBe(40);
      } finally {
        await other?.close();
      }
    });
  });
}
