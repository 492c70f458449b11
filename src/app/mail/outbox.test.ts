/**
 * The outbox's sender against a real SMTP server on loopback and real stores: what it sends, how
 * an outage of the mail server only delays mail, a permanent refusal, expiry, and two senders on
 * one PostgreSQL sending every mail exactly once.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, moment } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { OutgoingMail } from '../../store/outbox.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { startSmtp } from '../../test-support/smtp.js';
import { fixedClock } from '../clock.js';
import { type Mailer, smtpMailer } from './mail.js';
import { afterFailure, DEFAULT_RETRY, OutboxSender } from './outbox.js';

const start = moment('2026-03-01T12:00:00+01:00');
const plus = (m: Moment, seconds: number): Moment =>
  moment(new Date(instantOf(m) + seconds * 1000).toISOString());

const notice = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test.notice',
  to: `player${n}@club.test`,
  lang: 'nl',
  subject: `Uitslag ${n}`,
  text: `Tekst ${n}`,
  html: `<p>Tekst ${n}</p>`,
  headers: { 'List-Unsubscribe': `<https://club.test/unsubscribe/${n}>` },
  ...extra,
});

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp({ refuse: (address) => address.startsWith('nobody@') });
});
afterAll(() => smtp.close());

const mailerTo = (port: number): Mailer =>
  smtpMailer({ host: '127.0.0.1', port, secure: false, from: 'Arbiter <arbiter@club.test>' });

/** A port nothing listens on (a server was there a moment ago). */
async function deadPort(): Promise<number> {
  const gone = await startSmtp();
  await gone.close();
  return gone.port;
}

const receivedBy = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

describe('the outbox sender', () => {
  it('sends text and HTML with the headers, its Message-ID and language, and records it', async () => {
    const store = openSqliteStore(':memory:');
    const clock = fixedClock(start);
    await store.outbox.enqueue([notice(1, { to: 'anna@club.test' })], start);
    const [queued] = await store.outbox.mails();
    const sender = new OutboxSender(store.outbox, mailerTo(smtp.port), clock);
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    const [received] = receivedBy('anna@club.test');
    const parsed = await simpleParser(received!.raw);
    expect(parsed.subject).toBe('Uitslag 1');
    expect(parsed.text?.trim()).toBe('Tekst 1');
    expect(parsed.html).toContain('<p>Tekst 1</p>');
    const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line;
    expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <https://club.test/unsubscribe/1>');
    expect(parsed.headers.get('content-language')).toBe('nl');
    expect(parsed.messageId).toBe(`<${queued!.messageId}@club.test>`);
    expect(await store.outbox.mails()).toMatchObject([{ status: 'sent', sentAt: start, attempts: 1 }]);
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    await store.close();
  });

  it('an outage of the mail server delays the mail and loses none', async () => {
    const store = openSqliteStore(':memory:');
    const clock = fixedClock(start);
    let port = await deadPort();
    const mailer: Mailer = { send: (mail) => mailerTo(port).send(mail) };
    const sender = new OutboxSender(store.outbox, mailer, clock);
    const addresses = Array.from({ length: 5 }, (_, i) => `outage${i}@club.test`);
    await store.outbox.enqueue(
      addresses.map((to, i) => notice(i, { to })),
      start,
    );
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 5 });
    clock.set(plus(start, 29));
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    clock.set(plus(start, 30));
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 5 });
    const pending = await store.outbox.mails({ status: 'pending' });
    expect(pending.map((m) => [m.attempts, instantOf(m.nextAttemptAt) - instantOf(start)])).toEqual(
      addresses.map(() => [2, 90_000]),
    );
    port = smtp.port;
    clock.set(plus(start, 90));
    expect(await sender.sendDue()).toEqual({ sent: 5, failed: 0 });
    for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
    const [mail] = await store.outbox.mails({ status: 'sent' }, 1);
    expect((await store.outbox.attempts(mail!.id)).map((a) => a.outcome)).toEqual([
      'failed',
      'failed',
      'sent',
    ]);
    await store.close();
  });

  it('a recipient the server refuses for good is not tried again', async () => {
    const store = openSqliteStore(':memory:');
    const sender = new OutboxSender(store.outbox, mailerTo(smtp.port), fixedClock(start));
    await store.outbox.enqueue([notice(1, { to: 'nobody@club.test' })], start);
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    const [mail] = await store.outbox.mails();
    expect(mail).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mail?.lastError).toContain('550');
    await store.close();
  });

  it('a mail whose link expires during an outage is given up, not sent late', async () => {
    const store = openSqliteStore(':memory:');
    const clock = fixedClock(start);
    let port = await deadPort();
    const sender = new OutboxSender(store.outbox, { send: (m) => mailerTo(port).send(m) }, clock);
    await store.outbox.enqueue(
      [notice(1, { to: 'late@club.test', expiresAt: plus(start, 100), secret: true })],
      start,
    );
    for (const seconds of [0, 30, 90]) {
      clock.set(plus(start, seconds));
      await sender.sendDue();
    }
    port = smtp.port;
    clock.set(plus(start, 210));
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(await store.outbox.mails()).toMatchObject([{ status: 'expired', text: '' }]);
    expect(receivedBy('late@club.test')).toEqual([]);
    await store.close();
  });

  it('pauses double after each failed attempt up to an hour, and give up after three days', () => {
    const mail = { createdAt: start } as Parameters<typeof afterFailure>[0];
    const pauses = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => {
      const next = afterFailure(mail, attempt, start, DEFAULT_RETRY);
      return 'retryAt' in next ? (instantOf(next.retryAt) - instantOf(start)) / 1000 : next.giveUp;
    });
    expect(pauses).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(afterFailure(mail, 20, plus(start, 72 * 3600 - 1), DEFAULT_RETRY)).toEqual({ giveUp: 'failed' });
  });
});

const schemas = temporarySchemas();

describePostgres('the outbox sender with two servers on one PostgreSQL', () => {
  it('sends every mail exactly once', async () => {
    const url = await schemas.create();
    const [a, b] = [await openPostgresStore(url), await openPostgresStore(url)];
    try {
      const addresses = Array.from({ length: 60 }, (_, i) => `twice${i}@club.test`);
      await a.outbox.enqueue(
        addresses.map((to, i) => notice(i, { to })),
        start,
      );
      const senders = [a, b].map(
        (s) => new OutboxSender(s.outbox, mailerTo(smtp.port), fixedClock(start), { batch: 3 }),
      );
      const tallies = await Promise.all(senders.flatMap((s) => [s.sendDue(), s.sendDue()]));
      expect(tallies.reduce((n, t) => n + t.sent, 0)).toBe(60);
      expect(tallies.every((t) => t.sent > 0 || t.failed === 0)).toBe(true);
      for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
      expect(await a.outbox.mails({ status: 'pending' })).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
