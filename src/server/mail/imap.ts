/**
 * IMAP polling of the club's existing mailbox (imapflow): every message that arrived since the
 * last poll is stored raw with its INTERNALDATE as its moment — when it reached the club's server
 * (PYR-0) — and then processed. Where polling stopped is kept in the store per mailbox (UIDVALIDITY
 * and the last UID), so that a restart, a second server or a crash never loses a message; a
 * message stored twice is kept once (its Message-ID). The mailbox itself is not changed.
 */
import { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import type { InboxService } from '../../app/mail/inbox.js';
import { momentFromEpoch } from '../../core/moment.js';
import type { MailboxStore } from '../../store/mailbox.js';

export interface ImapSettings {
  readonly host: string;
  readonly port: number;
  /** TLS from the start (port 993); otherwise STARTTLS where the server offers it. */
  readonly secure: boolean;
  readonly user: string;
  readonly password: string;
  /** The folder to read (default INBOX). */
  readonly mailbox: string;
  /** Accept a self-signed certificate (a test server). */
  readonly allowInsecureTls?: boolean;
}

export interface PollResult {
  /** New messages stored. */
  readonly stored: number;
  /** Messages that were there already (another server, or a copy). */
  readonly duplicates: number;
}

const cursorKey = (s: ImapSettings): string => `imap://${s.user}@${s.host}:${s.port}/${s.mailbox}`;

/** One poll: stores the new messages, then processes them. */
export async function pollImap(
  inbox: InboxService,
  mailbox: MailboxStore,
  settings: ImapSettings,
  logger?: Logger,
): Promise<PollResult> {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    ...(settings.allowInsecureTls ? { tls: { rejectUnauthorized: false } } : {}),
  });
  const stored: string[] = [];
  let duplicates = 0;
  await client.connect();
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const opened = client.mailbox;
      const validity = opened ? String(opened.uidValidity) : '0';
      const key = cursorKey(settings);
      const cursor = await mailbox.imapCursor(key);
      const last = cursor?.uidValidity === validity ? cursor.lastUid : 0;
      const query = {
        uid: true,
        internalDate: true,
        size: true,
        source: { maxLength: inbox.settings.maxBytes },
      };
      for await (const message of client.fetch(`${last + 1}:*`, query, { uid: true })) {
        // `n:*` names the last message even when it is older than n.
        if (message.uid <= last || !message.source) continue;
        const arrived =
          message.internalDate instanceof Date
            ? message.internalDate
            : new Date(String(message.internalDate));
        const saved = await inbox.accept({
          message: { raw: message.source, size: message.size ?? message.source.length },
          source: 'imap',
          receivedAt: momentFromEpoch(arrived.getTime()),
        });
        if (saved.duplicate) duplicates += 1;
        else stored.push(saved.mail.id);
        await mailbox.setImapCursor(key, validity, message.uid);
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  for (const id of stored) {
    await inbox
      .process(id)
      .catch((err) => logger?.error({ err, mail: id }, 'processing a mail failed; it stays for recovery'));
  }
  return { stored: stored.length, duplicates };
}

/** Polls every `intervalSeconds` until stopped; a failed poll is logged and tried again next time. */
export function startImapPolling(
  inbox: InboxService,
  mailbox: MailboxStore,
  settings: ImapSettings,
  intervalSeconds: number,
  logger: Logger,
): () => Promise<void> {
  let current: Promise<void> | undefined;
  const tick = () => {
    if (current) return;
    current = pollImap(inbox, mailbox, settings, logger)
      .then(
        (r) => void (r.stored > 0 && logger.info(r, 'stored new mail from IMAP')),
        (err) =>
          logger.warn({ err, host: settings.host }, 'polling the IMAP mailbox failed; trying again later'),
      )
      .finally(() => {
        current = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalSeconds * 1000);
  return async () => {
    clearInterval(timer);
    await current;
  };
}
