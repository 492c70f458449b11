/**
 * Sending e-mail: a Mailer port and its SMTP adapter (nodemailer). Without SMTP settings mail is
 * written to the log instead (a newcomer's laptop); tests use a real local SMTP server.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user?: string;
  readonly password?: string;
  readonly from: string;
  /** Accept self-signed certificates (local test servers only). */
  readonly allowInsecureTls?: boolean;
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    ...(settings.allowInsecureTls ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
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
