/**
 * A club that runs on mail, for tests: the bench's club (bench/mail-club.ts: store, people,
 * competition, inbox, notices, scheduler, DKIM keys, `send`) with the web app of its inbox and
 * one poll of a test's Dovecot.
 */

import pino from 'pino';
import { afterEach } from 'vitest';
import { AccountService } from '../app/accounts/accounts.js';
import { localChangeFeed } from '../app/competitions/changes.js';
import { MailPreferences } from '../app/mail/mail-preferences.js';
import { CLUB, DIRECTOR, MAILBOX, type MailClubOptions, mailClubCore } from '../bench/mail-club.js';
import { createApp } from '../server/app.js';
import { pollImap } from '../server/mail/imap.js';
import type { Dovecot } from './dovecot.js';
import { TEST_PASSWORDS } from './server.js';

export {
  CLUB,
  DIRECTOR,
  emailOf,
  MAILBOX,
  type MailClubOptions,
  PYRAMID_PLAYERS,
} from '../bench/mail-club.js';

/**
 * The environment of an `arbiter mail ingest` process of the club, as its mail server's pipe runs
 * it: the club's address, DKIM keys from `keysFile`, no log lines on stdout.
 */
export const ingestEnv = (keysFile: string): NodeJS.ProcessEnv => ({
  ...process.env,
  LOG_LEVEL: 'silent',
  ARBITER_MAIL_ADDRESS: MAILBOX,
  ARBITER_MAIL_CLUB: CLUB,
  ARBITER_DKIM_KEYS_FILE: keysFile,
});

/** The password of the director's account (and of Jakob Meier's, a player) once `app()` is called. */
export const DIRECTOR_PASSWORD = 'guardian-password-1';

/** The IMAP settings of a test's Dovecot: its INBOX, without TLS. */
export const imapOf = (dovecot: Dovecot) => ({
  host: dovecot.host,
  port: dovecot.port,
  secure: false,
  user: dovecot.user,
  password: dovecot.password,
  mailbox: 'INBOX',
});

export async function mailClub(options: MailClubOptions = {}) {
  const club = await mailClubCore(options);
  const { store, clock, inbox, competitions } = club;
  const audit = { at: clock.now(), actor: 'test', action: 'setup', subject: CLUB };
  return {
    ...club,
    /** One poll of the club's mailbox on a test's Dovecot. */
    poll: (dovecot: Dovecot) => pollImap(inbox, store.mailbox, imapOf(dovecot)),
    /** The web app with this club's inbox; the director signs in with DIRECTOR_PASSWORD. */
    async app() {
      await store.accounts.setPassword(DIRECTOR.id, await TEST_PASSWORDS.hash(DIRECTOR_PASSWORD), audit);
      await store.accounts.setPassword('person-j', await TEST_PASSWORDS.hash(DIRECTOR_PASSWORD), audit);
      const accounts = new AccountService({
        store: store.accounts,
        clock,
        baseUrl: 'http://arbiter.test/',
        limiter: store.limiter,
        passwords: TEST_PASSWORDS,
      });
      return createApp({
        competitions,
        accounts,
        clock,
        logger: pino({ level: 'silent' }),
        settings: { demo: false, secureCookies: false, timeZone: 'Europe/Berlin' },
        changes: localChangeFeed(),
        inbox,
        mailPreferences: new MailPreferences(store),
      });
    },
  };
}

/**
 * What a test starts and must stop (the club, a Dovecot, a receiver): `track(thing)` gives `thing`
 * back and closes it after the test, the last started first.
 */
export function closedAfterEach(): <T extends { close(): Promise<void> }>(thing: T) => T {
  const started: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const thing of started.splice(0).reverse()) await thing.close();
  });
  return (thing) => {
    started.push(thing);
    return thing;
  };
}
