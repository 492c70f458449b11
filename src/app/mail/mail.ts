/**
 * Sending e-mail: a Mailer port and its SMTP adapter (nodemailer). Without SMTP settings mail is
 * written to the log instead (a newcomer's laptop); tests use a real local SMTP server. Mail is
 * never sent from a request: it is queued in the outbox and sent by app/mail/outbox.ts.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The local part of the Message-ID; the mailer adds the sender's domain. */
  readonly messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A refusal by the mail server that trying again will not change (the recipient does not exist …). */
export class PermanentMailFailure extends Error {}

export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user?: string;
  readonly password?: string;
  readonly from: string;
  /** Accept self-signed certificates (local test servers only). */
  readonly allowInsecureTls?: boolean;
  /** Keep connections open and send many mails over each (a sender with much to send). */
  readonly pool?: boolean;
}

/** The domain of a `From` such as `Arbiter <arbiter@club.example>`, for Message-IDs. */
export function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * A permanent failure is a 5xx answer to the recipient or the message itself; anything else
 * (no connection, a timeout, a 4xx, a refused sign-in to the server) is worth another attempt.
 */
function classify(error: unknown): Error {
  const { responseCode, command } = error as { responseCode?: number; command?: string };
  const message = error instanceof Error ? error.message : String(error);
  if (responseCode !== undefined && responseCode >= 500 && /^(RCPT TO|DATA)$/.test(command ?? ''))
    return new PermanentMailFailure(message);
  return error instanceof Error ? error : new Error(message);
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.pool ? { pool: true } : {}),
    // A hanging server must not hold a claimed mail for long (the outbox's lease is 5 minutes).
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    ...(settings.allowInsecureTls ? { tls: { rejectUnauthorized: false } } : {}),
  });
  const domain = domainOf(settings.from);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html !== undefined ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: { ...mail.headers } } : {}),
          ...(mail.messageId ? { messageId: `<${mail.messageId}@${domain}>` } : {}),
        });
      } catch (e) {
        throw classify(e);
      }
    },
  };
}

/** Logs the recipient and subject only: links in mails are secrets. */
export function logMailer(logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.warn(
        { to: mail.to, subject: mail.subject },
        'no SMTP server configured (SMTP_HOST); mail not sent',
      );
    },
  };
}

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
    from: env.SMTP_FROM ?? 'Arbiter <arbiter@localhost>',
  };
}
