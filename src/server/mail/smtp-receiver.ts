/**
 * The built-in SMTP receiver (smtp-server) for an address pointed at Arbiter (an MX record, or a
 * forward from the club's mail provider). It takes mail for the club's address and its signed
 * reply addresses only (it relays nothing), stores each message raw with the moment of receipt
 * (PYR-0) before it says "250 OK", and processes it afterwards; a message larger than the limit
 * is taken in full but kept only up to the limit. Like every mail server it adds a `Received`
 * and a `Delivered-To` header, so the stored message says where and when it arrived.
 */
import { hostname } from 'node:os';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { InboxService } from '../../app/mail/inbox.js';
import { readBounded } from '../../app/mail/raw-mail.js';

export interface ReceiverSettings {
  readonly host: string;
  readonly port: number;
  /** PEM key and certificate for STARTTLS; without them the receiver speaks plain SMTP. */
  readonly tls?: { readonly key: string; readonly cert: string };
}

/** Whether `address` is the club's address or one of its reply addresses. */
function isOurs(inbox: InboxService, address: string): boolean {
  const [local, domain] = address.toLowerCase().split('@');
  const ours = inbox.address;
  return domain === ours.domain && (local === ours.local || local?.startsWith(`${ours.local}+`) === true);
}

export async function startSmtpReceiver(
  inbox: InboxService,
  settings: ReceiverSettings,
  logger: Logger,
): Promise<{ readonly port: number; close(): Promise<void> }> {
  const options: SMTPServerOptions = {
    name: hostname(),
    banner: 'Arbiter',
    authOptional: true,
    disabledCommands: settings.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(settings.tls ? { key: settings.tls.key, cert: settings.tls.cert } : {}),
    logger: false,
    onRcptTo(address, _session, callback) {
      if (isOurs(inbox, address.address)) return callback();
      return callback(Object.assign(new Error(`no mailbox ${address.address} here`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const at = DateTime.fromISO(inbox.now(), { setZone: true });
      readBounded(stream, inbox.settings.maxBytes)
        .then(async ({ raw, size }) => {
          const rcpt = session.envelope.rcptTo.map((r) => r.address);
          const trace = [
            `Received: from ${session.hostNameAppearsAs ?? 'unknown'} ([${session.remoteAddress}]) by ${hostname()} (Arbiter) with ${session.transmissionType} id ${session.id}${rcpt[0] ? ` for <${rcpt[0]}>` : ''}; ${at.toRFC2822()}`,
            ...rcpt.map((r) => `Delivered-To: ${r}`),
          ].join('\r\n');
          const head = Buffer.from(`${trace}\r\n`);
          const saved = await inbox.accept({
            message: { raw: Buffer.concat([head, raw]), size: size + head.length },
            source: 'smtp',
          });
          callback();
          if (!saved.duplicate)
            await inbox
              .process(saved.mail.id)
              .catch((err) =>
                logger.error({ err, mail: saved.mail.id }, 'processing a mail failed; it stays for recovery'),
              );
        })
        .catch((err) => {
          logger.error({ err }, 'a received message could not be stored; the sender will try again');
          callback(
            Object.assign(new Error('cannot store the message now, try again later'), { responseCode: 451 }),
          );
        });
    },
  };
  const server = new SMTPServer(options);
  server.on('error', (err) => logger.warn({ err }, 'SMTP receiver'));
  await new Promise<void>((resolve) => server.listen(settings.port, settings.host, () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
