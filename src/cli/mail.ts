/**
 * `arbiter mail …`: the club's mailbox at a terminal. `ingest` takes one message from a file or
 * standard input — for a local delivery program (`| arbiter mail ingest -`) — with the moment in
 * its newest `Received` header when the club's own server added it (when it reached the club's
 * server, PYR-0; ARBITER_MAIL_TRUSTED_RECEIVERS), else the moment of ingestion; `poll` reads the
 * IMAP mailbox once (for a cron job instead of the server's polling); `inbox` lists what came in.
 * The mailbox is configured as for the server (ARBITER_MAIL_ADDRESS …, see server/mail/mailbox.ts);
 * answers and notices are queued in the outbox and sent by the server.
 */
import { Option } from 'commander';
import { systemClock } from '../app/clock.js';
import { EXIT } from '../app/errors.js';
import type { InboxService } from '../app/mail/inbox.js';
import { outboxAnswerer } from '../app/mail/inbox-answers.js';
import { ingestMessage, ingestOutput } from '../app/mail/ingest.js';
import type { Store } from '../store/store.js';
import { type CliContext, DB_OPTION_HELP, type RegisterCli } from './context.js';
import { Exit } from './exit.js';
import { readMessageInput } from './message-input.js';
import { cliMailSettings, noticingService } from './notices.js';
import { renderTable } from './table.js';

async function withInbox<T>(
  db: string | undefined,
  context: CliContext,
  fn: (inbox: InboxService, store: Store, trustedReceivers: readonly string[]) => Promise<T>,
): Promise<T> {
  const { openInbox } = await import('../server/mail/mailbox.js');
  const settings = await cliMailSettings();
  const config = settings.mailbox;
  if (!config) return context.usage('set ARBITER_MAIL_ADDRESS to the club’s address (see docs/mail.md)');
  const { baseUrl, zone } = settings;
  return context.withStore(db, async (store) => {
    const clock = systemClock();
    const competitions = noticingService(store, clock, settings);
    const answers = outboxAnswerer(
      store,
      competitions,
      clock,
      {
        address: config.address,
        baseUrl,
        zone,
        ...(config.answersPerHour ? { answersPerHour: config.answersPerHour } : {}),
      },
      () => undefined,
    );
    // The keys file's warning goes to standard error, where a mail server's pipe logs it.
    const warn = (message: string) => console.error(`warning: ${message}`);
    return fn(
      await openInbox(store, competitions, clock, config, answers, { warn }),
      store,
      config.trustedReceivers,
    );
  });
}

export const registerMail: RegisterCli = (program, context) => {
  const mail = program
    .command('mail')
    .description('the club’s mailbox: ingest a message, poll IMAP, list the inbox');
  const db = () => new Option('--db <location>', DB_OPTION_HELP);

  mail
    .command('ingest <file>')
    .description(
      'store and process one message (a file, or - for standard input), moment from a trusted Received header',
    )
    .addOption(db())
    .option('--json', 'print the result as JSON')
    .action(async (file: string, opts: { db?: string; json?: boolean }) => {
      try {
        await withInbox(opts.db, context, async (inbox, _store, trustedReceivers) => {
          const message = await readMessageInput(file, inbox.settings.maxBytes);
          console.log(
            ingestOutput(await ingestMessage(inbox, message, trustedReceivers), opts.json === true),
          );
        });
      } catch (e) {
        // A store that is down or a failure of ours is temporary for the mail server's pipe: 75
        // keeps the mail queued (Exim bounces any other code); a usage error or a missing --db stays.
        if (e instanceof Exit) throw e;
        throw new Exit(EXIT.tempFail, e instanceof Error ? e.message : String(e));
      }
    });

  mail
    .command('poll')
    .description('read the IMAP mailbox once (ARBITER_IMAP_*) and process what is new')
    .addOption(db())
    .action(async (opts: { db?: string }) => {
      await withInbox(opts.db, context, async (inbox, store) => {
        const { mailboxConfigFromEnv } = await import('../server/mail/mailbox.js');
        const { pollImap } = await import('../server/mail/imap.js');
        const imap = mailboxConfigFromEnv()?.imap;
        if (!imap) return context.usage('set ARBITER_IMAP_HOST (and _USER, _PASSWORD) to poll a mailbox');
        const result = await pollImap(inbox, store.mailbox, imap);
        console.log(`${result.stored} new, ${result.duplicates} stored before`);
      });
    });

  mail
    .command('inbox')
    .description('the received mail, newest first')
    .addOption(db())
    .option('--held', 'only mail that waits for the director')
    .option('--json', 'print as JSON')
    .action(async (opts: { db?: string; held?: boolean; json?: boolean }) => {
      await withInbox(opts.db, context, async (inbox, store) => {
        const mails = await store.mailbox.listInbound({
          clubId: inbox.settings.clubId,
          ...(opts.held ? { status: 'held' as const } : {}),
        });
        if (opts.json) {
          console.log(JSON.stringify(mails));
          return;
        }
        const rows = mails.map((m) => [
          m.receivedAt,
          m.from ?? '',
          m.subject ?? '',
          m.status,
          m.report && m.report.code !== 'ok' ? m.report.code : '',
        ]);
        console.log(renderTable(['Moment', 'From', 'Subject', 'Status', 'Why'], rows));
      });
    });
};
