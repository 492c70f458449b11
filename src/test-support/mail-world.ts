/**
 * A club that runs by mail alone, with real SMTP both ways: players' mail comes in through the
 * built-in SMTP receiver (signed by their provider with DKIM, or as replies to the signed reply
 * addresses of notices), and Arbiter's notices and answers go out through the outbox's sender
 * and nodemailer to a real local SMTP server that keeps them, where the test reads them as the
 * players' mailboxes.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { smtpMailer } from '../app/mail/mail.js';
import { OutboxSender } from '../app/mail/outbox.js';
import { moment } from '../core/moment.js';
import { startSmtpReceiver } from '../server/mail/smtp-receiver.js';
import { DIRECTOR, emailOf, MAILBOX, type MailClubOptions, mailClub } from './mail-club.js';
import { startSmtp } from './smtp.js';

export interface Delivered {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly lang?: string;
  readonly headers: ParsedMail['headers'];
}

export async function mailWorld(options: MailClubOptions = {}) {
  const club = await mailClub(options);
  const outside = await startSmtp();
  const receiver = await startSmtpReceiver(
    club.inbox,
    { host: '127.0.0.1', port: 0 },
    pino({ level: 'silent' }),
  );
  const sender = new OutboxSender(
    club.store.outbox,
    smtpMailer({ host: '127.0.0.1', port: outside.port, secure: false, from: `DESC <${MAILBOX}>` }),
    club.clock,
  );
  const delivered: Delivered[] = [];
  const transport = (sign: boolean) =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port: receiver.port,
      secure: false,
      ignoreTLS: true,
      ...(sign
        ? {
            dkim: {
              domainName: 'example.org',
              keySelector: 'test',
              privateKey: club.keys.domain('example.org').privateKey,
            },
          }
        : {}),
    });

  /** Waits until every received mail is processed (the receiver processes after it said 250). */
  const settled = async () => {
    for (let i = 0; i < 400; i++) {
      const pending = await club.store.mailbox.listInbound({ clubId: 'mail-club', status: 'received' });
      if (pending.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('received mail was not processed');
  };

  const setClock = (at: string | undefined) => {
    if (at) club.clock.set(moment(at));
  };

  return {
    ...club,
    outside,
    sender,
    delivered,
    /**
     * A player (by id, or anybody by name and address at example.org) writes to the club from his
     * own address, signed by his provider unless `sign` is false.
     */
    async write(
      who: string | { readonly name: string; readonly email: string },
      mail: { subject?: string; body: string; at?: string; sign?: boolean },
    ) {
      setClock(mail.at);
      const p = typeof who === 'string' ? club.participant(who) : undefined;
      const sender = p ? { name: p.name, email: emailOf(p) } : (who as { name: string; email: string });
      await transport(mail.sign !== false).sendMail({
        from: `${sender.name} <${sender.email}>`,
        to: MAILBOX,
        subject: mail.subject ?? '',
        text: mail.body,
        date: new Date(Date.parse(club.clock.now())),
      });
      await settled();
    },
    /** Someone answers a notice he received: to its reply address, unsigned. */
    async reply(notice: Delivered, body: string, at?: string) {
      setClock(at);
      if (!notice.replyTo) throw new Error(`the notice "${notice.subject}" has no reply address`);
      await transport(false).sendMail({
        from: notice.to,
        to: notice.replyTo,
        subject: `Re: ${notice.subject}`,
        text: `${body}\n\n> ${notice.text.split('\n').join('\n> ')}`,
        date: new Date(Date.parse(club.clock.now())),
      });
      await settled();
    },
    /** The outbox's sender sends what is due; returns the new mails as the recipients see them. */
    async deliver(): Promise<Delivered[]> {
      const before = outside.mails.length;
      await sender.sendDue();
      const fresh: Delivered[] = [];
      for (const m of outside.mails.slice(before)) {
        const parsed = await simpleParser(m.raw);
        const replyTo = parsed.replyTo?.value[0]?.address;
        const lang = parsed.headers.get('content-language');
        fresh.push({
          to: m.to[0] ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          ...(replyTo ? { replyTo } : {}),
          ...(typeof lang === 'string' ? { lang } : {}),
          headers: parsed.headers,
        });
      }
      delivered.push(...fresh);
      return fresh;
    },
    /** The newest delivered mail to a player (by id), the director or an address whose subject matches. */
    last(to: string, subject: RegExp): Delivered {
      const address =
        to === 'director' ? DIRECTOR.email : to.includes('@') ? to : emailOf(club.participant(to));
      const found = [...delivered].reverse().find((d) => d.to === address && subject.test(d.subject));
      if (!found)
        throw new Error(
          `no mail to ${address} about ${subject}: ${delivered
            .filter((d) => d.to === address)
            .map((d) => d.subject)
            .join(' | ')}`,
        );
      return found;
    },
    async close() {
      await receiver.close();
      await outside.close();
      await club.close();
    },
  };
}
