/**
 * A sample of the corpus of mails as members write them (issue 24) through the real receivers:
 * the SMTP receiver (a DKIM-signed message handed over by SMTP) and IMAP polling of a real
 * Dovecot; what becomes of each is what the corpus expects, as through `inbox.receive`.
 */
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/mail-corpus/corpus.js';
import { runCorpusMail } from '../../bench/mail-corpus/run.js';
import type { InboundMail } from '../../store/mailbox.js';
import { type Dovecot, describeDovecot, startDovecot } from '../../test-support/dovecot.js';
import { CLUB, imapOf, MAILBOX } from '../../test-support/mail-club.js';
import { pollImap } from './imap.js';
import { startSmtpReceiver } from './smtp-receiver.js';

/** The issue's own mails and their kin: prose, Outlook's ISO-8859-1, HTML only, Dutch, a proposal. */
const SAMPLE = ['c01', 'c09', 'c19', 'c20', 'c11', 'r01', 'v01', 'o01', 'a07', 'a08'];
const sample = CORPUS.filter((m) => SAMPLE.includes(m.id));

const silent = pino({ level: 'silent' });
let dovecot: Dovecot | undefined;
afterEach(async () => {
  await dovecot?.close();
  dovecot = undefined;
});

/** The newest mail once more than `count` are stored and none waits to be processed. */
async function settled(
  store: { mailbox: { listInbound(q: { clubId: string }): Promise<InboundMail[]> } },
  count: number,
): Promise<InboundMail> {
  for (let i = 0; i < 400; i++) {
    const mails = await store.mailbox.listInbound({ clubId: CLUB });
    if (mails.length > count && mails.every((m) => m.status !== 'received'))
      return [...mails].sort((a, b) => (a.storedAt < b.storedAt ? 1 : -1))[0] as InboundMail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the mail was never processed');
}

describe('a sample of the corpus through the SMTP receiver', () => {
  it.each(sample.map((m) => [m.id, m.about, m] as const))('%s: %s', async (_, __, mail) => {
    let close: (() => Promise<void>) | undefined;
    const result = await runCorpusMail(mail, async (club, raw) => {
      const before = (await club.store.mailbox.listInbound({ clubId: CLUB })).length;
      const receiver = await startSmtpReceiver(club.inbox, { host: '127.0.0.1', port: 0 }, silent);
      close = receiver.close;
      await nodemailer
        .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
        .sendMail({ envelope: { from: 'someone@example.org', to: [MAILBOX] }, raw });
      return settled(club.store, before);
    });
    await close?.();
    await result.club.close();
    expect(result.asExpected).toBe(true);
    expect(result.wronglyExecuted).toBe(false);
  });
});

describeDovecot('a sample of the corpus through IMAP from a real Dovecot', () => {
  it('each mail read from the club’s mailbox becomes what the corpus expects', async () => {
    for (const mail of sample) {
      dovecot = await startDovecot();
      const d = dovecot;
      const result = await runCorpusMail(mail, async (club, raw) => {
        const before = (await club.store.mailbox.listInbound({ clubId: CLUB })).length;
        await d.deliver(raw, new Date(Date.parse(club.clock.now()) - 1000));
        await pollImap(club.inbox, club.store.mailbox, imapOf(d));
        return settled(club.store, before);
      });
      await result.club.close();
      await dovecot.close();
      dovecot = undefined;
      expect({ id: mail.id, asExpected: result.asExpected }).toEqual({ id: mail.id, asExpected: true });
      expect(result.wronglyExecuted).toBe(false);
    }
  });
});
