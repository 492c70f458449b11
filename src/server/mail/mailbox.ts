/**
 * The club's mailbox as the server runs it: its settings from the environment, the inbox service,
 * and the receivers that feed it (the SMTP receiver, IMAP polling) with a minute's check for mail
 * a crash left unprocessed. Without `ARBITER_MAIL_ADDRESS` there is no mailbox.
 *
 * Settings: `ARBITER_MAIL_ADDRESS` (the club's address, e.g. `pyramide@desc.example`),
 * `ARBITER_MAIL_CLUB` (its club's id; default: the only club), `ARBITER_MAIL_LANG` (answers and
 * notices to people of unknown language, default `de`), `ARBITER_MAIL_DIGEST_HOUR` (7), `ARBITER_MAIL_MAX_BYTES` (default 5 MiB);
 * `ARBITER_IMAP_HOST`, `ARBITER_IMAP_PORT` (993), `ARBITER_IMAP_SECURE` (`true` unless the port is
 * 143), `ARBITER_IMAP_USER`, `ARBITER_IMAP_PASSWORD`, `ARBITER_IMAP_MAILBOX` (INBOX),
 * `ARBITER_IMAP_INTERVAL` (seconds, 60); `ARBITER_SMTP_RECEIVER_PORT`, `ARBITER_SMTP_RECEIVER_HOST`
 * (0.0.0.0), `ARBITER_SMTP_RECEIVER_KEY` and `_CERT` (PEM files for STARTTLS);
 * `ARBITER_MAIL_TRUSTED_RECEIVERS` (the host names of the club's own mail servers, comma-separated:
 * `arbiter mail ingest` takes the moment of a `Received` header only when one of them added it);
 * `ARBITER_DKIM_KEYS_FILE` (DKIM keys from a file instead of DNS, for tests and trials only: see
 * app/mail/dkim-keys.ts; a warning at start says it is on); `ARBITER_MAIL_ANSWERS_PER_HOUR` (answers
 * to one address per clock hour, then one summary: app/mail/answer-cap.ts; default 20, 0 for no cap);
 * `ARBITER_INGEST_SOCKET` (a Unix socket where the server takes the messages `bin/arbiter-ingest`
 * hands off, so that a mail server's pipe need not load Arbiter: server/mail/ingest-socket.ts;
 * unset or `off`: none).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DNSResolver } from 'mailauth';
import type { Logger } from 'pino';
import type { Clock } from '../../app/clock.js';
import type { CompetitionService } from '../../app/competitions/competitions.js';
import { isLang } from '../../app/i18n.js';
import { DEFAULT_ANSWERS_PER_HOUR } from '../../app/mail/answer-cap.js';
import { dkimCheck } from '../../app/mail/dkim.js';
import { dkimKeysResolver, parseDkimKeys } from '../../app/mail/dkim-keys.js';
import { type Answerer, InboxService, type InboxSettings } from '../../app/mail/inbox.js';
import { storeKey } from '../../app/mail/ingest-handoff.js';
import { DEFAULT_MAX_BYTES } from '../../app/mail/raw-mail.js';
import { parseMailboxAddress } from '../../app/mail/reply-address.js';
import type { Store } from '../../store/store.js';
import type { ImapSettings } from './imap.js';
import type { ReceiverSettings } from './smtp-receiver.js';

export interface MailboxConfig extends Omit<InboxSettings, 'clubId'> {
  readonly clubId?: string;
  readonly imap?: ImapSettings & { readonly intervalSeconds: number };
  readonly receiver?: ReceiverSettings;
  /** Hosts whose `Received` header gives an ingested mail its moment (issue 24, point 7). */
  readonly trustedReceivers: readonly string[];
  /** DKIM keys read from this file instead of DNS: tests and trials only (issue 24, point 11). */
  readonly dkimKeysFile?: string;
  /** Answers per address and clock hour, then one summary; undefined: no cap (issue 24, point 8). */
  readonly answersPerHour?: number;
  /** The Unix socket where `bin/arbiter-ingest` hands messages to this server (the fast path). */
  readonly ingestSocket?: string;
}

/** A setting that is wrong, named with what would be right. */
export class MailSettingError extends Error {}

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new MailSettingError(`${name}: "${text}" is not a whole number`);
  return n;
};

export function mailboxConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailboxConfig | undefined {
  const address = env.ARBITER_MAIL_ADDRESS;
  if (!address) return undefined;
  try {
    parseMailboxAddress(address);
  } catch (e) {
    throw new MailSettingError(`ARBITER_MAIL_ADDRESS: ${(e as Error).message}`);
  }
  const lang = env.ARBITER_MAIL_LANG ?? 'de';
  if (!isLang(lang)) throw new MailSettingError(`ARBITER_MAIL_LANG: "${lang}" is not one of en, de, nl`);
  const imapPort = number(env, 'ARBITER_IMAP_PORT', 993);
  const imap = env.ARBITER_IMAP_HOST
    ? {
        host: env.ARBITER_IMAP_HOST,
        port: imapPort,
        secure: env.ARBITER_IMAP_SECURE ? env.ARBITER_IMAP_SECURE === 'true' : imapPort !== 143,
        user: env.ARBITER_IMAP_USER ?? address,
        password: env.ARBITER_IMAP_PASSWORD ?? '',
        mailbox: env.ARBITER_IMAP_MAILBOX ?? 'INBOX',
        intervalSeconds: Math.max(5, number(env, 'ARBITER_IMAP_INTERVAL', 60)),
      }
    : undefined;
  const answersPerHour = number(env, 'ARBITER_MAIL_ANSWERS_PER_HOUR', DEFAULT_ANSWERS_PER_HOUR);
  const receiverPort = env.ARBITER_SMTP_RECEIVER_PORT;
  const key = env.ARBITER_SMTP_RECEIVER_KEY;
  const cert = env.ARBITER_SMTP_RECEIVER_CERT;
  const receiver =
    receiverPort !== undefined && receiverPort !== ''
      ? {
          host: env.ARBITER_SMTP_RECEIVER_HOST ?? '0.0.0.0',
          port: number(env, 'ARBITER_SMTP_RECEIVER_PORT', 25),
          ...(key && cert
            ? { tls: { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') } }
            : {}),
        }
      : undefined;
  return {
    address,
    lang,
    maxBytes: number(env, 'ARBITER_MAIL_MAX_BYTES', DEFAULT_MAX_BYTES) || DEFAULT_MAX_BYTES,
    trustedReceivers: (env.ARBITER_MAIL_TRUSTED_RECEIVERS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    ...(env.ARBITER_DKIM_KEYS_FILE ? { dkimKeysFile: env.ARBITER_DKIM_KEYS_FILE } : {}),
    ...(answersPerHour > 0 ? { answersPerHour } : {}),
    ...(env.ARBITER_MAIL_CLUB ? { clubId: env.ARBITER_MAIL_CLUB } : {}),
    ...(env.ARBITER_INGEST_SOCKET && env.ARBITER_INGEST_SOCKET !== 'off'
      ? { ingestSocket: env.ARBITER_INGEST_SOCKET }
      : {}),
    ...(imap ? { imap } : {}),
    ...(receiver ? { receiver } : {}),
  };
}

/** ARBITER_MAIL_DIGEST_HOUR: the hour (0–23, the club's time) daily digests go out; default 7. */
export function mailDigestHour(env: NodeJS.ProcessEnv = process.env): number {
  const hour = number(env, 'ARBITER_MAIL_DIGEST_HOUR', 7);
  if (hour > 23)
    throw new MailSettingError(`ARBITER_MAIL_DIGEST_HOUR: ${hour} is not an hour of the day (0–23)`);
  return hour;
}

/**
 * The resolver of DKIM keys: the one given (tests, the bench), the keys file when one is
 * configured (with a warning, every time: it is for tests and trials only), else DNS.
 */
function dkimResolver(
  config: MailboxConfig,
  warn: (message: string) => void,
  resolver?: DNSResolver,
): DNSResolver | undefined {
  if (resolver || !config.dkimKeysFile) return resolver;
  let records: ReadonlyMap<string, string>;
  try {
    records = parseDkimKeys(readFileSync(config.dkimKeysFile, 'utf8'));
  } catch (e) {
    throw new MailSettingError(`ARBITER_DKIM_KEYS_FILE: ${config.dkimKeysFile}: ${(e as Error).message}`);
  }
  warn(
    `ARBITER_DKIM_KEYS_FILE is set: DKIM keys of ${records.size} name(s) are read from ${config.dkimKeysFile}, and DNS is not asked. For tests and trials only: never on a club's live mailbox.`,
  );
  return dkimKeysResolver(records);
}

/** The inbox of the configured mailbox; its club must exist (by default the only one). */
export async function openInbox(
  store: Store,
  competitions: CompetitionService,
  clock: Clock,
  config: MailboxConfig,
  answer: Answerer,
  options: { readonly resolver?: DNSResolver; readonly warn?: (message: string) => void } = {},
): Promise<InboxService> {
  const clubs = await store.accounts.listClubs();
  const clubId = config.clubId ?? (clubs.length === 1 ? clubs[0]?.id : undefined);
  if (!clubId || !clubs.some((c) => c.id === clubId))
    throw new MailSettingError(
      config.clubId
        ? `ARBITER_MAIL_CLUB: there is no club "${config.clubId}" (clubs: ${clubs.map((c) => c.id).join(', ') || 'none'})`
        : `ARBITER_MAIL_CLUB: name the club whose mailbox ${config.address} is (clubs: ${clubs.map((c) => c.id).join(', ') || 'none'})`,
    );
  const resolver = dkimResolver(config, options.warn ?? ((m) => process.emitWarning(m)), options.resolver);
  const {
    imap: _imap,
    receiver: _receiver,
    clubId: _club,
    trustedReceivers: _trusted,
    dkimKeysFile: _keys,
    answersPerHour: _cap,
    ingestSocket: _socket,
    ...settings
  } = config;
  return new InboxService(store, competitions, clock, { ...settings, clubId }, dkimCheck(resolver), answer);
}

/**
 * Listens at the hand-off socket of `config` for `bin/arbiter-ingest`, when one is configured,
 * for the store at `storeLocation` (the pipe hands off only to a server of its own store).
 */
export async function startHandOff(
  inbox: InboxService,
  config: MailboxConfig,
  storeLocation: string,
  logger: Logger,
) {
  if (!config.ingestSocket) return undefined;
  const store = storeKey(storeLocation, (path) => realpathSync(resolve(path)));
  if (!store) throw new MailSettingError(`ARBITER_INGEST_SOCKET: the store ${storeLocation} cannot be named`);
  const { ingestOutcome, startIngestSocket } = await import('./ingest-socket.js');
  try {
    return await startIngestSocket(
      config.ingestSocket,
      {
        identity: { store, address: config.address, ...(config.clubId ? { club: config.clubId } : {}) },
        maxBytes: inbox.settings.maxBytes,
        ingest: (message, json) => ingestOutcome(inbox, message, json, config.trustedReceivers),
      },
      logger,
    );
  } catch (e) {
    throw new MailSettingError(`ARBITER_INGEST_SOCKET: ${config.ingestSocket}: ${(e as Error).message}`);
  }
}

/** Starts what the configuration names: the SMTP receiver, IMAP polling, and the recovery check. */
export async function startMailbox(
  inbox: InboxService,
  store: Store,
  config: MailboxConfig,
  logger: Logger,
): Promise<{ readonly smtpPort?: number; stop(): Promise<void> }> {
  // The receivers' libraries are loaded only where they run (`arbiter mail ingest` needs neither).
  const receiver = config.receiver
    ? await (await import('./smtp-receiver.js')).startSmtpReceiver(inbox, config.receiver, logger)
    : undefined;
  const stopPolling = config.imap
    ? (await import('./imap.js')).startImapPolling(
        inbox,
        store.mailbox,
        config.imap,
        config.imap.intervalSeconds,
        logger,
      )
    : undefined;
  const recovery = setInterval(() => {
    inbox.recover().catch((err) => logger.warn({ err }, 'processing mail left unprocessed failed'));
  }, 60_000);
  return {
    ...(receiver ? { smtpPort: receiver.port } : {}),
    async stop() {
      clearInterval(recovery);
      await stopPolling?.();
      await receiver?.close();
    },
  };
}
