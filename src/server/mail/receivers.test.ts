/**
 * The two real ways mail comes in: IMAP polling of a real Dovecot (the moment is INTERNALDATE,
 * PYR-0; a restart or a second server never stores a message twice) and the built-in SMTP
 * receiver, spoken to by nodemailer with a DKIM-signing sender as a mail provider would
 * (moment: receipt; nothing relayed; huge messages kept only up to the limit and held).
 */
import nodemailer from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { instantOf } from '../../core/moment.js';
import { describeDovecot, startDovecot } from '../../test-support/dovecot.js';
import { closedAfterEach, emailOf, MAILBOX, mailClub } from '../../test-support/mail-club.js';
import { startSmtpReceiver } from './smtp-receiver.js';

const silent = pino({ level: 'silent' });
const track = closedAfterEach();

describeDovecot('IMAP polling of a real Dovecot', () => {
  it('stores each new message once with its INTERNALDATE as its moment, then runs it (PYR-0)', async () => {
    const club = track(await mailClub());
    const dovecot = track(await startDovecot());
    const raw = await club.signed({
      from: 'Jakob Meier <jakob@example.org>',
      subject: 'Herausforderung: Dietrich',
      body: '1.e4',
    });
    // It reached the club's server at 9:15, a quarter of an hour before the poll.
    await dovecot.deliver(raw, new Date('2026-03-02T08:15:00Z'));
    expect(await club.poll(dovecot)).toEqual({ stored: 1, duplicates: 0 });
    const [event] = await club.store.events.readEvents(club.competitionId);
    expect(event?.type).toBe('ChallengeIssued');
    expect(instantOf(event?.at ?? ('' as never))).toBe(Date.parse('2026-03-02T08:15:00Z'));
    const [mail] = await club.store.mailbox.listInbound({ clubId: 'mail-club' });
    expect(mail).toMatchObject({ source: 'imap', status: 'done' });

    // The next poll finds nothing new; a server without the cursor finds the copy it has.
    expect(await club.poll(dovecot)).toEqual({ stored: 0, duplicates: 0 });
    await club.store.mailbox.setImapCursor(`imap://club@127.0.0.1:${dovecot.port}/INBOX`, 'other', 0);
    expect(await club.poll(dovecot)).toEqual({ stored: 0, duplicates: 1 });
    await dovecot.deliver(
      await club.signed({ from: 'Ida Imhof <ida@example.org>', body: 'Urlaub 3.4.–17.4.' }),
      new Date('2026-03-02T08:20:00Z'),
    );
    expect(await club.poll(dovecot)).toEqual({ stored: 1, duplicates: 0 });
    expect((await club.store.events.readEvents(club.competitionId)).map((e) => e.type)).toEqual([
      'ChallengeIssued',
      'VacationAnnounced',
    ]);
  });
});

describe('the SMTP receiver', () => {
  const provider = (port: number, key: string) =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      dkim: { domainName: 'example.org', keySelector: 'test', privateKey: key },
    });

  it('takes a DKIM-signed mail for the club, stores it with a Received header and runs it', async () => {
    const club = track(await mailClub());
    const receiver = await startSmtpReceiver(club.inbox, { host: '127.0.0.1', port: 0 }, silent);
    track(receiver);
    const jakob = club.participant('j');
    await provider(receiver.port, club.keys.domain('example.org').privateKey).sendMail({
      from: `${jakob.name} <${emailOf(jakob)}>`,
      to: MAILBOX,
      subject: 'Urlaub',
      text: 'Urlaub 3.4.–17.4.\n\nJakob',
    });
    const [mail] = await club.store.mailbox.listInbound({ clubId: 'mail-club' });
    expect(mail).toMatchObject({ source: 'smtp', receivedAt: club.clock.now() });
    await waitFor(async () => (await club.store.mailbox.getInbound(mail?.id ?? ''))?.status === 'done');
    const raw = Buffer.from((await club.store.mailbox.rawOf(mail?.id ?? '')) ?? []).toString();
    expect(raw).toMatch(/^Received: from .+ by .+ \(Arbiter\) with E?SMTP id .+ for <pyramide@club\.test>; /);
    expect(raw).toMatch(/\r\nDelivered-To: pyramide@club\.test\r\n/);
    expect((await club.store.events.readEvents(club.competitionId)).map((e) => e.payload)).toEqual([
      { participant: 'j', from: '2026-04-03', to: '2026-04-17' },
    ]);
  });

  it('relays nothing: other recipients are refused', async () => {
    const club = track(await mailClub());
    const receiver = await startSmtpReceiver(club.inbox, { host: '127.0.0.1', port: 0 }, silent);
    track(receiver);
    await expect(
      provider(receiver.port, club.keys.domain('example.org').privateKey).sendMail({
        from: 'jakob@example.org',
        to: 'someone@elsewhere.test',
        text: 'hello',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await club.store.mailbox.listInbound({ clubId: 'mail-club' })).toEqual([]);
  });

  it('keeps a huge message only up to the limit and holds it, nothing written', async () => {
    const club = track(await mailClub({ maxBytes: 64 * 1024 }));
    const receiver = await startSmtpReceiver(club.inbox, { host: '127.0.0.1', port: 0 }, silent);
    track(receiver);
    await provider(receiver.port, club.keys.domain('example.org').privateKey).sendMail({
      from: 'Jakob Meier <jakob@example.org>',
      to: MAILBOX,
      text: 'Urlaub 3.4.–17.4.',
      attachments: [{ filename: 'partie.pgn', content: Buffer.alloc(3 * 1024 * 1024, 'e4 e5 ') }],
    });
    const [stored] = await club.store.mailbox.listInbound({ clubId: 'mail-club' });
    await waitFor(async () => (await club.store.mailbox.getInbound(stored?.id ?? ''))?.status !== 'received');
    const mail = await club.store.mailbox.getInbound(stored?.id ?? '');
    expect(mail).toMatchObject({ truncated: true, status: 'held', report: { code: 'ERR_MAIL_TOO_LARGE' } });
    expect(mail?.size).toBeGreaterThan(3 * 1024 * 1024);
    expect(((await club.store.mailbox.rawOf(mail?.id ?? '')) ?? []).length).toBeLessThan(64 * 1024 + 1024);
    expect(await club.store.events.readEvents(club.competitionId)).toEqual([]);
    expect(club.answers).toHaveLength(1);
  });
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}
