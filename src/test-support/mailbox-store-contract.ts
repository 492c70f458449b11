/**
 * The contract every MailboxStore adapter must pass, with the event and account stores of the
 * same database (mails belong to a club; applied steps are written with the events they caused).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../core/events.js';
import { moment } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { type MailStep, MailStepDone, type NewInboundMail } from '../store/mailbox.js';
import type { Store } from '../store/store.js';
import { sampleRecord } from './event-store-contract.js';

const at = moment('2026-03-02T10:00:00+01:00');
const audit = { at, actor: 'test', action: 'x', subject: 'x' };

const mail = (id: string, messageId: string, extra: Partial<NewInboundMail> = {}): NewInboundMail => ({
  id,
  messageId,
  source: 'smtp',
  clubId: 'club-1',
  receivedAt: at,
  storedAt: at,
  raw: new TextEncoder().encode(`Message-ID: <${messageId}>\r\nSubject: Grüße\r\n\r\nÄrger\r\n`),
  size: 0,
  ...extra,
});
const sized = (m: NewInboundMail): NewInboundMail => ({ ...m, size: m.raw.length });

const event = (seq: number): StoredEvent => ({
  seq,
  at,
  recordedAt: at,
  actor: 'player:a',
  type: 'EventVoided',
  payload: {},
});

const step = (mailId: string, n: number, outcome: MailStep['outcome'] = 'applied'): MailStep => ({
  mailId,
  run: 0,
  step: n,
  competitionId: 'comp',
  outcome,
  detail: outcome === 'applied' ? { seqs: [n + 1] } : { code: 'ERR_X', message: 'no' },
  at,
});

export function mailboxStoreContract(name: string, factory: () => Promise<Store>): void {
  describe(`MailboxStore contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await factory();
      await store.accounts.createClub({ id: 'club-1', name: 'Club', createdAt: at }, audit);
      await store.events.createCompetition({ ...sampleRecord('comp'), clubId: 'club-1' });
    });
    afterEach(async () => {
      await store.close();
    });

    it('stores a mail raw, byte for byte, once per Message-ID', async () => {
      const first = sized(mail('m1', 'a@example.org'));
      const saved = await store.mailbox.saveInbound(first);
      expect(saved.duplicate).toBe(false);
      expect(saved.mail).toMatchObject({ id: 'm1', status: 'received', truncated: false, size: first.size });
      expect(Buffer.from((await store.mailbox.rawOf('m1')) ?? [])).toEqual(Buffer.from(first.raw));
      const again = await store.mailbox.saveInbound(sized(mail('m2', 'a@example.org', { source: 'imap' })));
      expect(again.duplicate).toBe(true);
      expect(again.mail.id).toBe('m1');
      expect(await store.mailbox.getInbound('m2')).toBeUndefined();
    });

    it('knows a mail that was cut at the size limit', async () => {
      const cut = mail('m1', 'big@example.org');
      await store.mailbox.saveInbound({ ...cut, size: cut.raw.length + 10_000_000 });
      expect((await store.mailbox.getInbound('m1'))?.truncated).toBe(true);
    });

    it('an applied step is written with its events; the same step again appends nothing', async () => {
      await store.mailbox.saveInbound(sized(mail('m1', 'a@example.org')));
      await store.events.append('comp', 0, [event(1)], { mailStep: step('m1', 0) });
      await expect(
        store.events.append('comp', 1, [event(2)], { mailStep: step('m1', 0) }),
      ).rejects.toBeInstanceOf(MailStepDone);
      expect(await store.events.lastSeq('comp')).toBe(1);
      await store.events.append('comp', 1, [event(2)], { mailStep: step('m1', 1) });
      expect((await store.mailbox.stepsOf('m1')).map((s) => [s.step, s.detail])).toEqual([
        [0, { seqs: [1] }],
        [1, { seqs: [2] }],
      ]);
    });

    it('a step whose append conflicts is not written', async () => {
      await store.mailbox.saveInbound(sized(mail('m1', 'a@example.org')));
      await store.events.append('comp', 0, [event(1)]);
      await expect(
        store.events.append('comp', 0, [event(1)], { mailStep: step('m1', 0) }),
      ).rejects.toMatchObject({ code: 'ERR_CONFLICT' });
      expect(await store.mailbox.stepsOf('m1')).toEqual([]);
    });

    it('a refused step is recorded once', async () => {
      await store.mailbox.saveInbound(sized(mail('m1', 'a@example.org')));
      await store.mailbox.recordStep(step('m1', 0, 'refused'));
      await store.mailbox.recordStep({ ...step('m1', 0, 'refused'), detail: { code: 'ERR_OTHER' } });
      expect(await store.mailbox.stepsOf('m1')).toEqual([step('m1', 0, 'refused')]);
    });

    it('finishes a mail, lists the inbox newest first and finds the pending ones', async () => {
      await store.mailbox.saveInbound(
        sized(mail('m1', 'one@x', { storedAt: moment('2026-03-02T10:00:00Z') })),
      );
      await store.mailbox.saveInbound(
        sized(mail('m2', 'two@x', { receivedAt: moment('2026-03-03T10:00:00+01:00') })),
      );
      await store.mailbox.saveInbound(
        sized(mail('m3', 'three@x', { storedAt: moment('2026-03-02T11:00:00Z') })),
      );
      const report = { code: 'ERR_MAIL_UNKNOWN_SENDER', message: 'unknown', params: { from: 'x@y' } };
      const held = {
        status: 'held',
        from: 'x@y',
        subject: 'Ergebnis',
        lang: 'de',
        competitionId: 'comp',
      } as const;
      const decision = { action: 'rejected', by: 'person-1', at, reason: 'spam' } as const;
      await store.mailbox.finishInbound('m2', { ...held, report, decision });
      expect(await store.mailbox.getInbound('m2')).toMatchObject({
        ...held,
        report,
        decision: { action: 'rejected', reason: 'spam' },
      });
      const listed = await store.mailbox.listInbound({ clubId: 'club-1' });
      // Newest moment first; of two mails of one moment, the one stored later.
      expect(listed.map((m) => m.id)).toEqual(['m2', 'm3', 'm1']);
      expect(
        (await store.mailbox.listInbound({ clubId: 'club-1', status: 'held' })).map((m) => m.id),
      ).toEqual(['m2']);
      expect(
        (await store.mailbox.listInbound({ clubId: 'club-1', competitionIds: [] })).map((m) => m.id).sort(),
      ).toEqual(['m1', 'm3']);
      expect(await store.mailbox.listInbound({ clubId: 'other' })).toEqual([]);
      expect(
        (await store.mailbox.pendingInbound(moment('2026-03-02T10:30:00Z'), 10)).map((m) => m.id),
      ).toEqual(['m1']);
    });

    it('reply addresses round-trip', async () => {
      await store.accounts.createPerson(
        { id: 'p1', email: 'a@x.org', name: 'A', passwordHash: null, serverAdmin: false, createdAt: at },
        audit,
      );
      const address = {
        id: 'r1',
        competitionId: 'comp',
        personId: 'p1',
        participantId: 'a',
        context: { kind: 'challenge', challenger: 'b', defender: 'a' },
        createdAt: at,
      };
      await store.mailbox.createReplyAddress(address);
      expect(await store.mailbox.replyAddress('r1')).toEqual(address);
      expect(await store.mailbox.replyAddress('r2')).toBeUndefined();
    });

    it('a secret is made once and then kept', async () => {
      const first = await store.mailbox.secret('reply', () => 'one');
      expect(first).toBe('one');
      expect(await store.mailbox.secret('reply', () => 'two')).toBe('one');
    });

    it('an IMAP cursor only moves forward within one UIDVALIDITY', async () => {
      expect(await store.mailbox.imapCursor('INBOX')).toBeUndefined();
      await store.mailbox.setImapCursor('INBOX', '7', 10);
      await store.mailbox.setImapCursor('INBOX', '7', 4);
      expect(await store.mailbox.imapCursor('INBOX')).toEqual({ uidValidity: '7', lastUid: 10 });
      await store.mailbox.setImapCursor('INBOX', '8', 2);
      expect(await store.mailbox.imapCursor('INBOX')).toEqual({ uidValidity: '8', lastUid: 2 });
    });
    it('mail settings: delivery per kind and a language', async () => {
      await store.accounts.createPerson(
        { id: 'p1', email: 'a@x.org', name: 'A', passwordHash: null, serverAdmin: false, createdAt: at },
        audit,
      );
      expect(await store.mailbox.mailSettings('p1')).toEqual({ deliveries: {} });
      await store.mailbox.setMailSettings('p1', { lang: 'nl', deliveries: { 'pyramid.reminder': 'digest' } });
      await store.mailbox.setMailSettings('p1', { lang: 'de', deliveries: { 'pyramid.reminder': 'never' } });
      expect(await store.mailbox.mailSettings('p1')).toEqual({
        lang: 'de',
        deliveries: { 'pyramid.reminder': 'never' },
      });
    });

    it('digest items: kept once per key, written with events, sealed once into the outbox', async () => {
      await store.accounts.createPerson(
        { id: 'p1', email: 'a@x.org', name: 'A', passwordHash: null, serverAdmin: false, createdAt: at },
        audit,
      );
      const item = (key: string) => ({
        key,
        personId: 'p1',
        competitionId: 'comp',
        kind: 'pyramid.result',
        lang: 'de' as const,
        subject: `Betreff ${key}`,
        text: 'Text',
        createdAt: at,
      });
      expect(await store.mailbox.addDigestItems([item('k1'), item('k1')])).toBe(1);
      await store.events.append('comp', 0, [event(1)], { digest: [item('k2'), item('k1')] });
      expect(await store.mailbox.digestsDue()).toEqual(['p1']);
      const items = await store.mailbox.digestItems('p1');
      expect(items.map((i) => i.key)).toEqual(['k1', 'k2']);
      const mail = {
        kind: 'digest',
        to: 'a@x.org',
        lang: 'de' as const,
        subject: 'Zusammenfassung',
        text: 'x',
        dedupeKey: 'digest:p1',
      };
      // Sealed once: a second server sealing the same items finds them taken.
      const seal = () =>
        store.mailbox.sealDigest(
          items.map((i) => i.id),
          mail,
          at,
        );
      expect(await seal()).toBe(true);
      expect(await seal()).toBe(false);
      expect(await store.mailbox.digestsDue()).toEqual([]);
      expect((await store.outbox.mails({ kind: 'digest' })).map((m) => m.subject)).toEqual([
        'Zusammenfassung',
      ]);
    });

    it('a notice cursor per competition', async () => {
      expect(await store.mailbox.noticeCursor('comp')).toBeUndefined();
      await store.mailbox.setNoticeCursor('comp', at);
      expect(await store.mailbox.noticeCursor('comp')).toBe(at);
    });

    it('moving house keeps when a notice cursor is next due (issue #29)', async () => {
      const due = moment('2026-03-09T10:00:00+01:00');
      await store.mailbox.setNoticeCursor('comp', at, { due, seq: 0 });
      const target = await factory();
      try {
        await target.accounts.createClub({ id: 'club-1', name: 'Club', createdAt: at }, audit);
        await target.events.createCompetition({ ...sampleRecord('comp'), clubId: 'club-1' });
        await target.mailbox.restore(await store.mailbox.archive());
        const claim = (t: Store, now: Moment) => t.mailbox.claimNoticeCursors(['round-robin'], now, due, 10);
        const before = moment('2026-03-05T10:00:00+01:00');
        expect(await claim(store, before)).toEqual([]);
        expect(await claim(target, before)).toEqual([]);
        expect((await claim(target, due)).map((c) => c.competitionId)).toEqual(['comp']);
      } finally {
        await target.close();
      }
    });
  });
}
