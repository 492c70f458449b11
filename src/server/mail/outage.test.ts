/**
 * Notices through a mail server outage, with two servers on one PostgreSQL: both write notices
 * with the events that cause them (PYR-4: a challenge to both players, the answer to the mail),
 * both send; the mail server goes down in the middle, comes back, and every notice arrives
 * exactly once — none lost, none twice.
 */
import { simpleParser } from 'mailparser';
import { afterEach, expect, it } from 'vitest';
import { CompetitionService } from '../../app/competitions/competitions.js';
import { smtpMailer } from '../../app/mail/mail.js';
import { Notifier, noticeHook } from '../../app/mail/notices.js';
import { OutboxSender } from '../../app/mail/outbox.js';
import { parseMailboxAddress } from '../../app/mail/reply-address.js';
import { addDuration } from '../../core/moment.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { MAILBOX, mailClub } from '../../test-support/mail-club.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { startSmtp } from '../../test-support/smtp.js';

const schemas = temporarySchemas();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describePostgres('notices through a mail server outage, two servers on PostgreSQL', () => {
  it('delays every notice and loses none, sends none twice', async () => {
    const url = await schemas.create();
    const a = await mailClub({ store: await openPostgresStore(url) });
    closers.push(() => a.close());
    // The second server: its own connections, notices and sender, the same database and clock.
    const storeB = await openPostgresStore(url);
    closers.push(() => storeB.close());
    const notifierB = new Notifier(storeB, a.clock, {
      baseUrl: 'http://arbiter.test/',
      zone: 'Europe/Berlin',
      lang: 'de',
      mailbox: parseMailboxAddress(MAILBOX),
    });
    const competitionsB = new CompetitionService(storeB.events, a.clock, noticeHook(notifierB));

    let smtp = await startSmtp();
    const port = smtp.port;
    closers.push(() => smtp.close());
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: false, from: `DESC <${MAILBOX}>` });
    const senders = [
      new OutboxSender(a.store.outbox, mailer, a.clock),
      new OutboxSender(storeB.outbox, mailer, a.clock),
    ];
    const sendBoth = async () => Promise.all(senders.map((s) => s.sendDue()));

    // Server A takes a challenge by mail; both servers send what it caused (the answer, both
    // players' notices and the guardian's copy, PYR-4).
    await a.send('j', { body: 'Herausforderung: Dietrich 1.e4' }, '2026-03-02T09:00:00+01:00');
    await sendBoth();
    expect(smtp.mails).toHaveLength(4);

    // The mail server goes down. Server B takes an acceptance from the web, server A a challenge by mail.
    await smtp.close();
    a.clock.set(addDuration(a.clock.now(), { hours: 1 }));
    const accepted = await competitionsB.execute(
      'desc-pyramid',
      { type: 'AcceptChallenge', challenger: 'j', defender: 'd', reply: '1...c5' },
      { actor: { kind: 'player', participantId: 'd' } },
    );
    expect(accepted.ok).toBe(true);
    await a.send('g', { body: 'Herausforderung: Engel 1.e4' });
    const failed = await sendBoth();
    expect(failed.reduce((n, r) => n + r.sent, 0)).toBe(0);
    expect(failed.reduce((n, r) => n + r.failed, 0)).toBe(7);

    // It comes back; after the retry pause both servers send, each mail by one of them.
    smtp = await startSmtp({ port });
    a.clock.set(addDuration(a.clock.now(), { minutes: 2 }));
    const sent = await sendBoth();
    expect(sent.reduce((n, r) => n + r.sent, 0)).toBe(7);
    expect(await sendBoth()).toEqual([
      { sent: 0, failed: 0 },
      { sent: 0, failed: 0 },
    ]);

    const queued = await a.store.outbox.mails();
    expect(queued).toHaveLength(11);
    expect(queued.every((m) => m.status === 'sent')).toBe(true);
    const received = await Promise.all(smtp.mails.map(async (m) => (await simpleParser(m.raw)).messageId));
    const late = queued.filter((m) => m.attempts === 2).map((m) => m.messageId);
    expect(late).toHaveLength(7);
    expect(received.map((id) => id?.replace(/^<|@.*$/g, '')).sort()).toEqual([...late].sort());
    expect((await a.store.outbox.mails({ competitionId: 'desc-pyramid' })).map((m) => m.kind).sort()).toEqual(
      [
        'mail.answer',
        'mail.answer',
        'pyramid.accepted',
        'pyramid.accepted',
        'pyramid.challenge-sent',
        'pyramid.challenge-sent',
        'pyramid.challenged',
        'pyramid.challenged',
        'pyramid.copy-accepted',
        'pyramid.copy-challenge',
        'pyramid.copy-challenge',
      ],
    );
  });
});
