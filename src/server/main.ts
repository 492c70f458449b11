/**
 * Starts the web app: opens the store, creates the first admin (credentials printed once), seeds
 * the demo club and competitions into an empty database, follows the writes of other servers on
 * the same database (PostgreSQL), sends the outbox's mail, listens, prints the URL, and shuts down
 * cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { AccountService } from '../app/accounts.js';
import { followStore, localChangeFeed } from '../app/changes.js';
import { systemClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { seedDemos } from '../app/demo.js';
import { outboxAnswerer } from '../app/inbox-answers.js';
import { afterResponse } from '../app/later.js';
import { logMailer, smtpMailer, smtpSettingsFromEnv } from '../app/mail.js';
import { MailPreferences } from '../app/mail-preferences.js';
import { DEFAULT_ZONE } from '../app/moment-text.js';
import { NoticeScheduler } from '../app/notice-scheduler.js';
import { Notifier, noticeHook } from '../app/notices.js';
import { OutboxSender } from '../app/outbox.js';
import { parseMailboxAddress } from '../app/reply-address.js';
import { isValidZone } from '../core/moment.js';
import { DEMOS } from '../formats/demos.js';
import { openStore } from '../store/open.js';
import { createApp } from './app.js';
import { mailboxConfigFromEnv, mailDigestHour, openInbox, startMailbox } from './mail/mailbox.js';

export interface ServeOptions {
  readonly db: string;
  readonly port: number;
  readonly host: string;
  readonly demo: boolean;
  /** PostgreSQL connections of this server (default 10). */
  readonly poolSize?: number;
}

export async function startServer(options: ServeOptions): Promise<{ url: string; close(): Promise<void> }> {
  const logger = pino({
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['password', '*.password', 'token', '*.token'],
  });
  const store = await openStore(options.db, {
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    onError: (err) => logger.warn({ err }, 'an idle database connection failed; it will be replaced'),
  });
  const clock = systemClock();
  const smtp = smtpSettingsFromEnv();
  const mailer = smtp ? smtpMailer(smtp) : logMailer(logger);
  const displayHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  const timeZone = process.env.ARBITER_TIME_ZONE;
  if (timeZone && !isValidZone(timeZone))
    throw new Error(
      `ARBITER_TIME_ZONE: unknown time zone "${timeZone}" (an IANA name such as Europe/Amsterdam)`,
    );
  const baseUrl = process.env.ARBITER_BASE_URL ?? `http://${displayHost}:${options.port}/`;
  const sender = new OutboxSender(store.outbox, mailer, clock, { logger });
  const mailbox = mailboxConfigFromEnv();
  const notifier = new Notifier(
    store,
    clock,
    {
      baseUrl,
      zone: timeZone ?? DEFAULT_ZONE,
      lang: mailbox?.lang ?? 'en',
      ...(mailbox ? { mailbox: parseMailboxAddress(mailbox.address) } : {}),
    },
    logger,
  );
  const competitions = new CompetitionService(store.events, clock, noticeHook(notifier), () => sender.wake());
  const scheduler = new NoticeScheduler(store, competitions, notifier, clock, {
    digestHour: mailDigestHour(),
    queued: () => sender.wake(),
  });
  const accounts = new AccountService({
    store: store.accounts,
    clock,
    baseUrl,
    later: afterResponse((err) => logger.error({ err }, 'work after a response failed')),
    mailQueued: () => sender.wake(),
  });

  const admin = await accounts.ensureAdmin(
    process.env.ARBITER_ADMIN_EMAIL ?? 'admin@localhost',
    process.env.ARBITER_ADMIN_PASSWORD,
  );
  if (admin?.password) {
    console.log(
      `Created the administrator ${admin.email} with the password ${admin.password} (shown once; change it under Account).`,
    );
  }
  const empty = (await store.events.listCompetitions()).length === 0;
  if (options.demo && empty) {
    await seedDemos(store, DEMOS(), clock.now());
    logger.info({ competitions: DEMOS().map((d) => d.id) }, 'seeded demo club and competitions');
  }

  const inbox = mailbox
    ? await openInbox(
        store,
        competitions,
        clock,
        mailbox,
        outboxAnswerer(
          store,
          competitions,
          clock,
          { address: mailbox.address, baseUrl, zone: timeZone ?? DEFAULT_ZONE },
          () => sender.wake(),
        ),
      )
    : undefined;

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
    settings: {
      demo: options.demo,
      secureCookies: baseUrl.startsWith('https:'),
      ...(timeZone ? { timeZone } : {}),
    },
    changes,
    stopping: stopping.signal,
    ...(inbox ? { inbox } : {}),
    mailPreferences: new MailPreferences(store),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${displayHost}:${port}/`;
  sender.start();
  const stopScheduler = scheduler.start((err) => logger.warn({ err }, 'looking for due notices failed'));
  const receiving = inbox && mailbox ? await startMailbox(inbox, store, mailbox, logger) : undefined;
  if (receiving?.smtpPort !== undefined)
    console.log(`Receiving mail for ${mailbox?.address} by SMTP on port ${receiving.smtpPort}`);
  logger.info({ url, store: store.kind }, 'listening');
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
