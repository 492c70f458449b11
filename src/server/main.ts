/**
 * Starts the web app: reads its settings (a wrong one stops the start with a line naming it),
 * opens the store, seeds the demo club and competitions into an empty database, listens, makes
 * sure an administrator can be had (from the settings, or a one-time set-up link printed here),
 * follows the writes of other servers on the same database (PostgreSQL), sends the outbox's mail
 * and the notices time brings, runs the club's mailbox where one is configured (docs/mail.md),
 * prints the URL, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { AccountService } from '../app/accounts/accounts.js';
import type { StartOutcome } from '../app/accounts/setup.js';
import { linkTo, normalizeBaseUrl } from '../app/accounts/tokens.js';
import { type Clock, systemClock } from '../app/clock.js';
import { followStore, localChangeFeed } from '../app/competitions/changes.js';
import { CompetitionService, DEFAULT_CACHE_BYTES } from '../app/competitions/competitions.js';
import { demoAnchor, seedDemos } from '../app/competitions/demo.js';
import { StartupError } from '../app/errors.js';
import { afterResponse } from '../app/later.js';
import { outboxAnswerer } from '../app/mail/inbox-answers.js';
import { logMailer, smtpMailer, smtpSettingsFromEnv } from '../app/mail/mail.js';
import { MailPreferences } from '../app/mail/mail-preferences.js';
import { NoticeScheduler } from '../app/mail/notice-scheduler.js';
import { Notifier, noticeHook } from '../app/mail/notices.js';
import { OutboxSender } from '../app/mail/outbox.js';
import { parseMailboxAddress } from '../app/mail/reply-address.js';
import { DEFAULT_ZONE } from '../app/moment-text.js';
import { isValidZone } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { DEMOS } from '../formats/demos.js';
import { openStore } from '../store/open.js';
import type { Store } from '../store/store.js';
import { createApp } from './app.js';
import { trustedProxies } from './http/client.js';
import { type ConnectionLimits, connectionLimitsFromEnv, serverOptions } from './http/connection-limits.js';
import type { Settings } from './http/context.js';
import { sayHeapLimit } from './http/heap-limit.js';
import {
  type MailboxConfig,
  MailSettingError,
  mailboxConfigFromEnv,
  mailDigestHour,
  openInbox,
  startHandOff,
  startMailbox,
} from './mail/mailbox.js';

/** The mail settings, or a one-line start error naming the wrong one. */
function mailSettings(env: NodeJS.ProcessEnv) {
  try {
    return { mailbox: mailboxConfigFromEnv(env), digestHour: mailDigestHour(env) };
  } catch (e) {
    if (e instanceof MailSettingError) throw new StartupError(e.message);
    throw e;
  }
}

export interface ServeOptions {
  readonly db: string;
  readonly port: number;
  readonly host: string;
  readonly demo: boolean;
  /** PostgreSQL connections of this server (default 10). */
  readonly poolSize?: number;
  /** The moment the demos are placed by at their first seeding (default: now; see app/competitions/demo.ts). */
  readonly demoAnchor?: Moment;
}

/** `1048576`, `512k`, `2mb` … in bytes. */
function bytesSetting(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const m = /^(\d+)\s*(k|kb|kib|m|mb|mib)?$/i.exec(value.trim());
  if (!m || Number(m[1]) === 0)
    throw new StartupError(`${name}: "${value}" is not a size such as 1048576, 512k or 2mb`);
  return Number(m[1]) * (m[2] ? (/^k/i.test(m[2]) ? 1024 : 1024 * 1024) : 1);
}

function countSetting(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d*$/.test(value.trim()))
    throw new StartupError(`${name}: "${value}" is not a whole number above 0`);
  return Number(value);
}

/** The web app's settings from the environment (see docs/operations.md). */
export function settingsFromEnv(
  env: NodeJS.ProcessEnv,
  base: { demo: boolean; secureCookies: boolean },
): Settings {
  let proxies: Settings['trustedProxies'];
  try {
    proxies = trustedProxies(env.ARBITER_TRUST_PROXY);
  } catch (e) {
    throw new StartupError((e as Error).message);
  }
  const timeZone = env.ARBITER_TIME_ZONE;
  if (timeZone && !isValidZone(timeZone))
    throw new StartupError(
      `ARBITER_TIME_ZONE: unknown time zone "${timeZone}" (an IANA name such as Europe/Amsterdam)`,
    );
  const bodyLimit = bytesSetting('ARBITER_BODY_LIMIT', env.ARBITER_BODY_LIMIT);
  const streams = countSetting('ARBITER_LIVE_STREAMS_PER_CLIENT', env.ARBITER_LIVE_STREAMS_PER_CLIENT);
  return {
    ...base,
    ...(bodyLimit !== undefined ? { bodyLimit } : {}),
    ...(proxies ? { trustedProxies: proxies } : {}),
    ...(streams !== undefined ? { liveStreamsPerClient: streams } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;
type Server = ReturnType<typeof serve>;

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Listens on the options' host and port, answering 503 until `ready` hands it the app: the
 * address (with the port the system chose) goes into the links of mails, so it comes first.
 */
async function listen(
  options: ServeOptions,
  limits: ConnectionLimits,
): Promise<{ server: Server; port: number; ready(fetch: Fetch): void }> {
  let handle: Fetch = () => new Response('starting', { status: 503 });
  const server = await new Promise<Server>((resolve) => {
    const s = serve(
      {
        fetch: (request, bindings) => handle(request, bindings),
        port: options.port,
        hostname: options.host,
        serverOptions: serverOptions(limits),
        // The body middleware reads every body to its end (a too-large one behind its 413); the
        // adapter's own clean-up would cut a long one off after half a second, with a reset.
        autoCleanupIncoming: false,
      },
      () => resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    port,
    ready: (fetch) => {
      handle = fetch;
    },
  };
}

/** Seeds the demo club and competitions into an empty database, when the demo is asked for. */
async function seedAnEmptyStore(
  options: ServeOptions,
  store: Store,
  accounts: AccountService,
  clock: Clock,
  logger: Logger,
): Promise<void> {
  // One row, not every competition: start-up must not grow with the data (issue #29).
  const empty = (await store.events.listCompetitionPage({ limit: 1 })).length === 0;
  if (options.demo && empty) {
    const anchor = await demoAnchor(store.accounts, options.demoAnchor ?? clock.now());
    const demos = DEMOS(anchor);
    await seedDemos(store, demos, anchor, accounts.passwords);
    logger.info({ competitions: demos.map((d) => d.id), anchor }, 'seeded demo club and competitions');
  }
}

/** The club's inbox, whose answers go out through the outbox (`wake` tells the sender). */
function openClubInbox(
  store: Store,
  competitions: CompetitionService,
  clock: Clock,
  mailbox: MailboxConfig,
  answers: { baseUrl: string; zone: string; wake: () => void; logger: Logger },
): ReturnType<typeof openInbox> {
  return openInbox(
    store,
    competitions,
    clock,
    mailbox,
    outboxAnswerer(
      store,
      competitions,
      clock,
      {
        address: mailbox.address,
        baseUrl: answers.baseUrl,
        zone: answers.zone,
        ...(mailbox.answersPerHour ? { answersPerHour: mailbox.answersPerHour } : {}),
      },
      answers.wake,
    ),
    { warn: (message) => answers.logger.warn(message) },
  );
}

/** The logger and the settings of a start, each read once from the environment. */
function startSettings(options: ServeOptions, env: NodeJS.ProcessEnv) {
  const logger = pino({
    level: env.LOG_LEVEL ?? 'info',
    redact: ['password', '*.password', 'token', '*.token'],
  });
  const displayHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  const configuredUrl = env.ARBITER_BASE_URL;
  const settings = settingsFromEnv(env, {
    demo: options.demo,
    secureCookies: (configuredUrl ?? '').startsWith('https:'),
  });
  return {
    logger,
    displayHost,
    configuredUrl,
    settings,
    mail: mailSettings(env),
    limits: connectionLimitsFromEnv(env),
  };
}

/** The notifier of the competitions' mail: its links, time zone, language and reply address. */
function notifierOf(
  store: Store,
  clock: Clock,
  at: { baseUrl: string; settings: Settings; mailbox: MailboxConfig | undefined; logger: Logger },
): Notifier {
  const { mailbox } = at;
  return new Notifier(
    store,
    clock,
    {
      baseUrl: at.baseUrl,
      zone: at.settings.timeZone ?? DEFAULT_ZONE,
      lang: mailbox?.lang ?? 'en',
      ...(mailbox ? { mailbox: parseMailboxAddress(mailbox.address) } : {}),
    },
    at.logger,
  );
}

/** How the administrator is had (the settings' one, or a set-up link); a wrong setting stops the start. */
async function prepareAdministrator(
  accounts: AccountService,
  env: NodeJS.ProcessEnv,
  server: Server,
  store: Store,
): Promise<StartOutcome> {
  const start = await accounts.setup.prepare({
    ...(env.ARBITER_ADMIN_EMAIL !== undefined ? { email: env.ARBITER_ADMIN_EMAIL } : {}),
    ...(env.ARBITER_ADMIN_PASSWORD !== undefined ? { password: env.ARBITER_ADMIN_PASSWORD } : {}),
  });
  if (!start.ok) {
    await closeServer(server);
    await store.close();
    throw new StartupError(start.error);
  }
  return start.value;
}

const logFollowing = (logger: Logger, live: boolean): void => {
  if (live) logger.info('following the writes of every server on the database');
  else logger.warn('lost the change notifications; checking the database on every load until they are back');
};

/** SIGINT and SIGTERM close the server cleanly, then end the process. */
function stopOnSignals(close: () => Promise<void>): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** What the console says at the start: how the administrator is had, the URL, the demo accounts. */
function printStart(start: StartOutcome, at: { url: string; baseUrl: string; demo: boolean }): void {
  if (start.kind === 'link') {
    console.log(
      `First start: open ${linkTo(at.baseUrl, `setup/${start.token}`)} to create the administrator (the link works once, for 24 hours; or set ARBITER_ADMIN_EMAIL and ARBITER_ADMIN_PASSWORD).`,
    );
  } else if (start.kind === 'created') {
    console.log(`Created the administrator ${start.email} with the password of ARBITER_ADMIN_PASSWORD.`);
  }
  console.log(`Arbiter is running at ${at.url}`);
  if (at.demo)
    console.log('Demo accounts: director@demo.arbiter / demo-director, player@demo.arbiter / demo-player');
}

export async function startServer(options: ServeOptions): Promise<{ url: string; close(): Promise<void> }> {
  const env = process.env;
  const { logger, displayHost, configuredUrl, settings, mail, limits } = startSettings(options, env);
  const { mailbox } = mail;
  const store = await openStore(options.db, {
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    onError: (err) => logger.warn({ err }, 'an idle database connection failed; it will be replaced'),
  });

  // Listen first: the address (with the port the system chose) goes into the links of mails.
  const { server, port, ready } = await listen(options, limits);
  const url = `http://${displayHost}:${port}/`;
  const baseUrl = normalizeBaseUrl(configuredUrl || url);

  const clock = systemClock();
  const smtp = smtpSettingsFromEnv();
  const sender = new OutboxSender(store.outbox, smtp ? smtpMailer(smtp) : logMailer(logger), clock, {
    logger,
  });
  const notifier = notifierOf(store, clock, { baseUrl, settings, mailbox, logger });
  const cacheMb = countSetting('ARBITER_CACHE_MB', env.ARBITER_CACHE_MB);
  const competitions = new CompetitionService(
    store.events,
    clock,
    noticeHook(notifier),
    () => sender.wake(),
    cacheMb === undefined ? {} : { cacheBytes: cacheMb * 1024 * 1024 },
  );
  sayHeapLimit(logger, cacheMb ?? DEFAULT_CACHE_BYTES / (1024 * 1024));
  const scheduler = new NoticeScheduler(store, competitions, notifier, clock, {
    digestHour: mail.digestHour,
    queued: () => sender.wake(),
  });
  const accounts = new AccountService({
    store: store.accounts,
    clock,
    baseUrl,
    limiter: store.limiter,
    later: afterResponse((err) => logger.error({ err }, 'work after a response failed')),
    mailQueued: () => sender.wake(),
  });
  const start = await prepareAdministrator(accounts, env, server, store);
  await seedAnEmptyStore(options, store, accounts, clock, logger);

  let inbox: Awaited<ReturnType<typeof openInbox>> | undefined;
  let handOff: Awaited<ReturnType<typeof startHandOff>>;
  try {
    inbox = mailbox
      ? await openClubInbox(store, competitions, clock, mailbox, {
          baseUrl,
          zone: settings.timeZone ?? DEFAULT_ZONE,
          wake: () => sender.wake(),
          logger,
        })
      : undefined;
    handOff = inbox && mailbox ? await startHandOff(inbox, mailbox, options.db, logger) : undefined;
  } catch (e) {
    await closeServer(server);
    await store.close();
    if (e instanceof MailSettingError) throw new StartupError(e.message);
    throw e;
  }

  const changes = localChangeFeed();
  const unfollow = await followStore(store, competitions, changes, (live) => logFollowing(logger, live));
  const stopping = new AbortController();
  const app = createApp({
    competitions,
    accounts,
    clock,
    logger,
    settings: smtp ? settings : { ...settings, mailOff: true },
    changes,
    stopping: stopping.signal,
    ...(inbox ? { inbox } : {}),
    mailPreferences: new MailPreferences(store),
  });
  ready(app.fetch);
  sender.start();
  const stopScheduler = scheduler.start((err) => logger.warn({ err }, 'looking for due notices failed'));
  const receiving = inbox && mailbox ? await startMailbox(inbox, store, mailbox, logger) : undefined;
  if (receiving?.smtpPort !== undefined)
    console.log(`Receiving mail for ${mailbox?.address} by SMTP on port ${receiving.smtpPort}`);
  if (handOff) console.log(`Taking mail from arbiter-ingest at ${handOff.path}`);
  logger.info({ url, store: store.kind }, 'listening');
  printStart(start, { url, baseUrl, demo: options.demo });
  const close = async () => {
    stopping.abort();
    await closeServer(server);
    await accounts.later.idle();
    await handOff?.close();
    await receiving?.stop();
    await stopScheduler();
    await sender.stop();
    await unfollow();
    await store.close();
  };
  stopOnSignals(close);
  return { url, close };
}
