/**
 * Starts the web app: reads its settings (a wrong one stops the start with a line naming it),
 * opens the store, seeds the demo club and competitions into an empty database, listens, makes
 * sure an administrator can be had (from the settings, or a one-time set-up link printed here),
 * follows the writes of other servers on the same database (PostgreSQL), sends the outbox's mail
 * and the notices time brings, runs the club's mailbox where one is configured (docs/mail.md),
 * prints the URL, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { AccountService } from '../app/accounts.js';
import { followStore, localChangeFeed } from '../app/changes.js';
import { systemClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { demoAnchor, seedDemos } from '../app/demo.js';
import { StartupError } from '../app/errors.js';
import { outboxAnswerer } from '../app/inbox-answers.js';
import { afterResponse } from '../app/later.js';
import { logMailer, smtpMailer, smtpSettingsFromEnv } from '../app/mail.js';
import { MailPreferences } from '../app/mail-preferences.js';
import { DEFAULT_ZONE } from '../app/moment-text.js';
import { NoticeScheduler } from '../app/notice-scheduler.js';
import { Notifier, noticeHook } from '../app/notices.js';
import { OutboxSender } from '../app/outbox.js';
import { parseMailboxAddress } from '../app/reply-address.js';
import { linkTo, normalizeBaseUrl } from '../app/tokens.js';
import { isValidZone } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { DEMOS } from '../formats/demos.js';
import { openStore } from '../store/open.js';
import { createApp } from './app.js';
import { trustedProxies } from './client.js';
import { connectionLimitsFromEnv, serverOptions } from './connection-limits.js';
import type { Settings } from './context.js';
import {
  MailSettingError,
  mailboxConfigFromEnv,
  mailDigestHour,
  openInbox,
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
  /** The moment the demos are placed by at their first seeding (default: now; see app/demo.ts). */
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

export async function startServer(options: ServeOptions): Promise<{ url: string; close(): Promise<void> }> {
  const env = process.env;
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
  const mail = mailSettings(env);
  const limits = connectionLimitsFromEnv(env);
  const { mailbox } = mail;
  const store = await openStore(options.db, {
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    onError: (err) => logger.warn({ err }, 'an idle database connection failed; it will be replaced'),
  });

  // Listen first: the address (with the port the system chose) goes into the links of mails.
  let handle: Fetch = () => new Response('starting', { status: 503 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
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
  const url = `http://${displayHost}:${port}/`;
  const baseUrl = normalizeBaseUrl(configuredUrl || url);

  const clock = systemClock();
  const smtp = smtpSettingsFromEnv();
  const sender = new OutboxSender(store.outbox, smtp ? smtpMailer(smtp) : logMailer(logger), clock, {
    logger,
  });
  const notifier = new Notifier(
    store,
    clock,
    {
      baseUrl,
      zone: settings.timeZone ?? DEFAULT_ZONE,
      lang: mailbox?.lang ?? 'en',
      ...(mailbox ? { mailbox: parseMailboxAddress(mailbox.address) } : {}),
    },
    logger,
  );
  const cacheMb = countSetting('ARBITER_CACHE_MB', env.ARBITER_CACHE_MB);
  const competitions = new CompetitionService(
    store.events,
    clock,
    noticeHook(notifier),
    () => sender.wake(),
    cacheMb === undefined ? {} : { cacheBytes: cacheMb * 1024 * 1024 },
  );
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
  const start = await accounts.setup.prepare({
    ...(env.ARBITER_ADMIN_EMAIL !== undefined ? { email: env.ARBITER_ADMIN_EMAIL } : {}),
    ...(env.ARBITER_ADMIN_PASSWORD !== undefined ? { password: env.ARBITER_ADMIN_PASSWORD } : {}),
  });
  if (!start.ok) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    throw new StartupError(start.error);
  }
  // One row, not every competition: start-up must not grow with the data (issue #29).
  const empty = (await store.events.listCompetitionPage({ limit: 1 })).length === 0;
  if (options.demo && empty) {
    const anchor = await demoAnchor(store.accounts, options.demoAnchor ?? clock.now());
    const demos = DEMOS(anchor);
    await seedDemos(store, demos, anchor, accounts.passwords);
    logger.info({ competitions: demos.map((d) => d.id), anchor }, 'seeded demo club and competitions');
  }

  let inbox: Awaited<ReturnType<typeof openInbox>> | undefined;
  try {
    inbox = mailbox
      ? await openInbox(
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
              baseUrl,
              zone: settings.timeZone ?? DEFAULT_ZONE,
              ...(mailbox.answersPerHour ? { answersPerHour: mailbox.answersPerHour } : {}),
            },
            () => sender.wake(),
          ),
          { warn: (message) => logger.warn(message) },
        )
      : undefined;
  } catch (e) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    if (e instanceof MailSettingError) throw new StartupError(e.message);
    throw e;
  }

  const changes = localChangeFeed();
  const unfollow = await followStore(store, competitions, changes, (live) => {
    if (live) logger.info('following the writes of every server on the database');
    else
      logger.warn('lost the change notifications; checking the database on every load until they are back');
  });
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
  handle = app.fetch;
  sender.start();
  const stopScheduler = scheduler.start((err) => logger.warn({ err }, 'looking for due notices failed'));
  const receiving = inbox && mailbox ? await startMailbox(inbox, store, mailbox, logger) : undefined;
  if (receiving?.smtpPort !== undefined)
    console.log(`Receiving mail for ${mailbox?.address} by SMTP on port ${receiving.smtpPort}`);
  logger.info({ url, store: store.kind }, 'listening');
  if (start.value.kind === 'link') {
    console.log(
      `First start: open ${linkTo(baseUrl, `setup/${start.value.token}`)} to create the administrator (the link works once, for 24 hours; or set ARBITER_ADMIN_EMAIL and ARBITER_ADMIN_PASSWORD).`,
    );
  } else if (start.value.kind === 'created') {
    console.log(
      `Created the administrator ${start.value.email} with the password of ARBITER_ADMIN_PASSWORD.`,
    );
  }
  console.log(`Arbiter is running at ${url}`);
  if (options.demo)
    console.log('Demo accounts: director@demo.arbiter / demo-director, player@demo.arbiter / demo-player');
  const close = async () => {
    stopping.abort();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await accounts.later.idle();
    await receiving?.stop();
    await stopScheduler();
    await sender.stop();
    await unfollow();
    await store.close();
  };
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { url, close };
}
