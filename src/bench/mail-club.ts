/**
 * A club that runs on mail, for the mail corpus's bench and for tests: a store (SQLite in memory
 * unless given), the club and its people with accounts, a competition whose players are linked to
 * them, the competition and inbox services on a settable clock, DKIM keys of the players' mail
 * domain (a resolver of its own, no DNS), notices and a scheduler, and the answers the inbox gave
 * (kept here, and queued in the outbox). `send` signs a mail from a player as his mail provider
 * would and hands it in. The tests' version (test-support/mail-club.ts) adds the web app and IMAP.
 */

import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { dkimCheck } from '../app/mail/dkim.js';
import { InboxService, type RunOutcome } from '../app/mail/inbox.js';
import { outboxAnswerer } from '../app/mail/inbox-answers.js';
import { NoticeScheduler } from '../app/mail/notice-scheduler.js';
import { Notifier, noticeHook } from '../app/mail/notices.js';
import { bounded, DEFAULT_MAX_BYTES } from '../app/mail/raw-mail.js';
import { parseMailboxAddress } from '../app/mail/reply-address.js';
import { addDuration, isAfter, moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { Moment } from '../core/types.js';
import type { InboundSource } from '../store/mailbox.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import type { Store } from '../store/store.js';
import { dkimDomains, makeMail, type TestMail } from './mails.js';
import { enrolPlayers } from './players.js';

export const CLUB = 'mail-club';
export const MAILBOX = 'pyramide@club.test';
export const DIRECTOR = { id: 'person-guardian', email: 'guardian@club.test', name: 'Gerd Wächter' };

/** The pyramid of the rules' worked example (A on top … J on level 4), with German names. */
export const PYRAMID_PLAYERS: readonly Participant[] = [
  { id: 'a', name: 'Albert Adler' },
  { id: 'b', name: 'Berta Braun' },
  { id: 'c', name: 'Carl Claus' },
  { id: 'd', name: 'Dora Dietrich' },
  { id: 'e', name: 'Emil Engel' },
  { id: 'f', name: 'Frieda Fuchs' },
  { id: 'g', name: 'Gustav Graf' },
  { id: 'h', name: 'Hanna Huber' },
  { id: 'i', name: 'Ida Imhof' },
  { id: 'j', name: 'Jakob Meier' },
];

export const emailOf = (p: Participant): string => `${p.name.split(' ')[0]?.toLowerCase()}@example.org`;

/** The Tantrix event run by mail in the tests and the corpus: one group of four, one cycle. */
export const tantrixAutumn = (participants: readonly Participant[]) => ({
  id: 'tantrix-autumn',
  name: 'Tantrix Herbst',
  format: 'tp-tournament',
  preset: 'tantrix-scheduled',
  config: { groups: { size: 4, cycles: 1, qualifiers: 1, prizePlaces: 1 } },
  participants,
});

/** The director draws the Tantrix event's group and schedules round 1 (14 to 27 September 2026). */
export async function startTantrixAutumn(
  competitions: CompetitionService,
  competitionId: string,
): Promise<void> {
  const director = { actor: { kind: 'director' as const, personId: DIRECTOR.id } };
  const run = async (command: Record<string, unknown>) => {
    const done = await competitions.execute(competitionId, command, director);
    if (!done.ok) throw new Error(done.error.message);
  };
  await run({ type: 'DrawGroups', seed: 'autumn' });
  await run({
    type: 'ScheduleRound',
    stage: 'groups',
    round: 1,
    startsAt: '2026-09-14T00:00:00Z',
    endsBy: '2026-09-27T23:59:00Z',
  });
}

export interface MailClubOptions {
  readonly store?: Store;
  readonly now?: string;
  readonly maxBytes?: number;
  /** The server's base URL for links in mails (default `http://arbiter.test/`). */
  readonly baseUrl?: string;
  readonly competition?: {
    readonly id: string;
    readonly name?: string;
    readonly format: string;
    readonly preset?: string;
    readonly config?: Record<string, unknown>;
    readonly participants: readonly Participant[];
  };
}

export async function mailClubCore(options: MailClubOptions = {}) {
  const store = options.store ?? openSqliteStore(':memory:');
  const clock = fixedClock(moment(options.now ?? '2026-03-02T09:30:00+01:00'));
  const keys = dkimDomains('example.org', 'elsewhere.test');
  const competition = options.competition ?? {
    id: 'desc-pyramid',
    format: 'pyramid',
    preset: 'desc',
    participants: PYRAMID_PLAYERS,
  };
  const audit = { at: clock.now(), actor: 'test', action: 'setup', subject: CLUB };
  await store.accounts.createClub({ id: CLUB, name: 'DESC', createdAt: clock.now() }, audit);
  const notifier = new Notifier(store, clock, {
    baseUrl: options.baseUrl ?? 'http://arbiter.test/',
    zone: 'Europe/Berlin',
    lang: 'de',
    mailbox: parseMailboxAddress(MAILBOX),
  });
  const competitions = new CompetitionService(store.events, clock, noticeHook(notifier));
  const scheduler = new NoticeScheduler(store, competitions, notifier, clock, { digestHour: 7 });
  const created = await competitions.create({ name: 'DESC Pyramide', ...competition, clubId: CLUB });
  if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
  await store.accounts.createPerson(
    { ...DIRECTOR, passwordHash: null, serverAdmin: false, createdAt: clock.now() },
    audit,
  );
  await store.accounts.grant(
    { competitionId: competition.id, personId: DIRECTOR.id, role: 'director' },
    audit,
  );
  await enrolPlayers(store, competition.id, competition.participants, emailOf, audit);
  const answers: RunOutcome[] = [];
  const answerer = outboxAnswerer(
    store,
    competitions,
    clock,
    { address: MAILBOX, baseUrl: 'http://arbiter.test/', zone: 'Europe/Berlin' },
    () => undefined,
  );
  const inbox = new InboxService(
    store,
    competitions,
    clock,
    { clubId: CLUB, address: MAILBOX, maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES, lang: 'de' },
    dkimCheck(keys.resolver),
    async (outcome) => {
      answers.push(outcome);
      await answerer(outcome);
    },
  );
  const participant = (id: string): Participant => {
    const p = competition.participants.find((x) => x.id === id);
    if (!p) throw new Error(`no participant ${id}`);
    return p;
  };
  return {
    store,
    clock,
    keys,
    competitions,
    notifier,
    scheduler,
    inbox,
    answers,
    competitionId: competition.id,
    participant,
    /** A mail signed by the players' mail provider (example.org), as it leaves it. */
    signed: (mail: TestMail) => keys.domain('example.org').sign(makeMail(mail)),
    /** A mail from player `id` (signed by his provider unless `sign` is false), received at `at`. */
    async send(
      id: string,
      mail: Omit<TestMail, 'from'> & { from?: string },
      at?: string,
      how: { sign?: boolean; source?: InboundSource } = {},
    ) {
      const p = participant(id);
      const raw = makeMail({ from: `${p.name} <${emailOf(p)}>`, ...mail });
      const signed = how.sign === false ? Buffer.from(raw) : await keys.domain('example.org').sign(raw);
      const receivedAt = at ? moment(at) : clock.now();
      if (isAfter(receivedAt, clock.now())) clock.set(receivedAt);
      return inbox.receive({
        message: bounded(signed, DEFAULT_MAX_BYTES),
        source: how.source ?? 'smtp',
        receivedAt,
      });
    },
    async state<S>(asOf?: Moment): Promise<S> {
      const loaded = await competitions.load(competition.id);
      if (!loaded) throw new Error('no competition');
      return (await competitions.stateAt(loaded, asOf ?? clock.now())) as S;
    },
    later(minutes: number): Moment {
      clock.set(addDuration(clock.now(), { minutes }));
      return clock.now();
    },
    close: () => store.close(),
  };
}
