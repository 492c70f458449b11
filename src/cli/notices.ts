/**
 * The command line's competition service with notices: a command given at a terminal
 * (`arbiter command`, `arbiter keizer pair`) queues the notices of its events in the outbox, in
 * the same transaction as the events, just as the web app and the mailbox do; the server's sender
 * delivers them (a terminal has no sender). Imports store documents without executing commands,
 * so they send nothing. Links point to `ARBITER_BASE_URL`, moments are in `ARBITER_TIME_ZONE`,
 * and with `ARBITER_MAIL_ADDRESS` the notices carry signed reply addresses (docs/mail.md).
 */

import { normalizeBaseUrl } from '../app/accounts/tokens.js';
import type { Clock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { Notifier, noticeHook } from '../app/mail/notices.js';
import { parseMailboxAddress } from '../app/mail/reply-address.js';
import { DEFAULT_ZONE } from '../app/moment-text.js';
import type { MailboxConfig } from '../server/mail/mailbox.js';
import type { Store } from '../store/store.js';
import { usageError } from './exit.js';

export interface CliMailSettings {
  readonly baseUrl: string;
  readonly zone: string;
  /** The club's mailbox, when one is configured. */
  readonly mailbox?: MailboxConfig;
}

export async function cliMailSettings(env: NodeJS.ProcessEnv = process.env): Promise<CliMailSettings> {
  const { MailSettingError, mailboxConfigFromEnv } = await import('../server/mail/mailbox.js');
  let mailbox: MailboxConfig | undefined;
  try {
    mailbox = mailboxConfigFromEnv(env);
  } catch (e) {
    throw e instanceof MailSettingError ? usageError(e.message) : e;
  }
  return {
    baseUrl: normalizeBaseUrl(env.ARBITER_BASE_URL || 'http://localhost:3000/'),
    zone: env.ARBITER_TIME_ZONE ?? DEFAULT_ZONE,
    ...(mailbox ? { mailbox } : {}),
  };
}

/** The competition service on `store` whose commands queue their notices. */
export function noticingService(store: Store, clock: Clock, settings: CliMailSettings): CompetitionService {
  const notifier = new Notifier(store, clock, {
    baseUrl: settings.baseUrl,
    zone: settings.zone,
    lang: settings.mailbox?.lang ?? 'en',
    ...(settings.mailbox ? { mailbox: parseMailboxAddress(settings.mailbox.address) } : {}),
  });
  return new CompetitionService(store.events, clock, noticeHook(notifier));
}
