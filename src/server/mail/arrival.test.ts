/**
 * Issue 24, point 7: the moment of a mail is the receiving server's, never one the sender wrote.
 * A `Received` header dated back to before a deadline, written by the sender, changes nothing:
 * the SMTP receiver stamps a mail with its own clock, IMAP polling takes the INTERNALDATE (when
 * the club's server stored it), and `raw-mail.receivedMoment` (for `arbiter mail ingest`) reads
 * a header only when a trusted host added it. PYR-0: a message takes effect when it reached the
 * club's server.
 */
import nodemailer from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { receivedBy, receivedMoment } from '../../app/mail/raw-mail.js';
import { instantOf } from '../../core/moment.js';
import { describeDovecot, startDovecot } from '../../test-support/dovecot.js';
import { closedAfterEach, MAILBOX, mailClub } from '../../test-support/mail-club.js';
import { startSmtpReceiver } from './smtp-receiver.js';

const FORGED = 'Received: from laptop by mx.club.test with ESMTP id 1; Sun, 1 Mar 2026 07:00:00 +0100';

const track = closedAfterEach();

describe('a Received header as the moment (arbiter mail ingest)', () => {
  const raw = Buffer.from(
    `${FORGED}\r\nReceived: by mx.elsewhere.test; Sat, 28 Feb 2026 07:00:00 +0100\r\n\r\nx`,
  );

  it('names the host after "by"', () => {
    expect(receivedBy('from a (b [1.2.3.4]) by MX.Club.Test. with ESMTPS id 7; Mon, 2 Mar 2026')).toBe(
      'mx.club.test',
    );
    expect(receivedBy('by localhost (Postfix, from userid 0) id 4; Mon, 2 Mar 2026')).toBe('localhost');
    expect(receivedBy('from nearby.example with SMTP; Mon, 2 Mar 2026')).toBeUndefined();
  });

  it('is taken from the newest header only when a trusted host added it', () => {
    expect(receivedMoment(raw, ['mx.club.test'])).toBe('2026-03-01T07:00:00+01:00');
    expect(receivedMoment(raw, ['MX.CLUB.TEST.'])).toBe('2026-03-01T07:00:00+01:00');
    // Untrusted, or not configured: the moment of ingestion (undefined here).
    expect(receivedMoment(raw, ['mx.elsewhere.test'])).toBeUndefined();
    expect(receivedMoment(raw, [])).toBeUndefined();
  });
});

describe('the SMTP receiver stamps with its own clock', () => {
  it('a Received header the sender wrote is not the moment', async () => {
    const club = track(await mailClub());
    const receiver = await startSmtpReceiver(
      club.inbox,
      { host: '127.0.0.1', port: 0 },
      pino({ level: 'silent' }),
    );
    track(receiver);
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
      .sendMail({
        envelope: { from: 'jakob@example.org', to: MAILBOX },
        raw: `${FORGED}\r\nFrom: jakob@example.org\r\nTo: ${MAILBOX}\r\nSubject: Urlaub\r\n\r\nUrlaub 3.4.-17.4.\r\n`,
      });
    const [mail] = await club.store.mailbox.listInbound({ clubId: 'mail-club' });
    expect(mail?.receivedAt).toBe(club.clock.now());
  });
});

describeDovecot('IMAP takes the INTERNALDATE', () => {
  it('a Received header the sender wrote is not the moment', async () => {
    const club = track(await mailClub());
    const dovecot = track(await startDovecot());
    const raw = await club.signed({ from: 'Jakob Meier <jakob@example.org>', body: 'Urlaub 3.4.–17.4.' });
    await dovecot.deliver(
      Buffer.concat([Buffer.from(`${FORGED}\r\n`), raw]),
      new Date('2026-03-02T08:15:00Z'),
    );
    expect(await club.poll(dovecot)).toEqual({ stored: 1, duplicates: 0 });
    const [mail] = await club.store.mailbox.listInbound({ clubId: 'mail-club' });
    expect(instantOf(mail?.receivedAt ?? ('' as never))).toBe(Date.parse('2026-03-02T08:15:00Z'));
  });
});
