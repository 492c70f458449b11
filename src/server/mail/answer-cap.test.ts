/**
 * Issue 24, point 8: 300 forged mails naming one member, sent to the built-in SMTP receiver,
 * produced 300 answers to that member. With the cap (ARBITER_MAIL_ANSWERS_PER_HOUR, here 5) he
 * gets at most 5 answers and one summary in the hour, through the outbox; every mail is still
 * stored and held for the director; another member and the next hour are answered as before.
 * On SQLite and on PostgreSQL.
 */
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { dkimCheck } from '../../app/mail/dkim.js';
import { InboxService } from '../../app/mail/inbox.js';
import { outboxAnswerer } from '../../app/mail/inbox-answers.js';
import { DEFAULT_MAX_BYTES } from '../../app/mail/raw-mail.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import type { Store } from '../../store/store.js';
import { CLUB, MAILBOX, mailClub } from '../../test-support/mail-club.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { startSmtpReceiver } from './smtp-receiver.js';

const CAP = 5;
const FORGED = 300;
const schemas = temporarySchemas();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function cappedClub(store: Store) {
  const club = await mailClub({ store });
  closers.push(() => club.close());
  const inbox = new InboxService(
    club.store,
    club.competitions,
    club.clock,
    { clubId: CLUB, address: MAILBOX, maxBytes: DEFAULT_MAX_BYTES, lang: 'de' },
    dkimCheck(club.keys.resolver),
    outboxAnswerer(
      club.store,
      club.competitions,
      club.clock,
      { address: MAILBOX, baseUrl: 'http://arbiter.test/', zone: 'Europe/Berlin', answersPerHour: CAP },
      () => undefined,
    ),
  );
  const receiver = await startSmtpReceiver(inbox, { host: '127.0.0.1', port: 0 }, pino({ level: 'silent' }));
  closers.push(receiver.close);
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: receiver.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  closers.push(async () => transport.close());
  /** A mail "from" a member, signed by nobody: nothing proves who wrote it. */
  const forge = (from: string, i: number) =>
    transport.sendMail({
      from,
      to: MAILBOX,
      subject: `Herausforderung ${i}`,
      text: 'Herausforderung: Dietrich 1.e4',
    });
  const answersTo = async (to: string) =>
    (await club.store.outbox.mails({}, 10_000)).filter((m) => m.to === to);
  /** Every mail processed, and its answer queued (it follows the status by a moment). */
  const settled = async () => {
    let queued = -1;
    let still = 0;
    for (let i = 0; i < 4_000; i++) {
      const mails = await club.store.mailbox.listInbound({ clubId: CLUB, limit: 10_000 });
      const count = (await club.store.outbox.mails({}, 10_000)).length;
      still = mails.every((m) => m.status !== 'received') && count === queued ? still + 1 : 0;
      if (still === 10) return mails;
      queued = count;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('mails are still unprocessed');
  };
  return { club, forge, answersTo, settled };
}

function suite(open: () => Promise<Store>) {
  it(`${FORGED} forged mails naming one member give him at most ${CAP} answers and one summary`, async () => {
    const { club, forge, answersTo, settled } = await cappedClub(await open());
    for (let i = 0; i < FORGED; i++) await forge('Jakob Meier <jakob@example.org>', i);
    const mails = await settled();
    expect(mails).toHaveLength(FORGED);
    expect(mails.every((m) => m.status === 'held' && m.report?.code === 'ERR_MAIL_UNVERIFIED')).toBe(true);
    expect(await club.store.events.readEvents(club.competitionId)).toEqual([]);

    const toJakob = await answersTo('jakob@example.org');
    expect(toJakob).toHaveLength(CAP + 1);
    expect(toJakob.filter((m) => m.kind === 'mail.answer')).toHaveLength(CAP);
    const [summary] = toJakob.filter((m) => m.kind === 'mail.answer.capped');
    expect(summary?.lang).toBe('de');
    expect(summary?.subject).toMatch(/^Weitere Mails von Ihnen: keine Antworten mehr bis /);
    expect(summary?.text).toContain(`${CAP} Mails von Ihnen wurden in der letzten Stunde beantwortet`);
    expect(summary?.headers?.['Auto-Submitted']).toBe('auto-replied');

    // Another member is answered as before; so is Jakob an hour later.
    await forge('Ida Imhof <ida@example.org>', 0);
    club.later(60);
    await forge('Jakob Meier <jakob@example.org>', FORGED);
    await settled();
    expect(await answersTo('ida@example.org')).toHaveLength(1);
    expect((await answersTo('jakob@example.org')).filter((m) => m.kind === 'mail.answer')).toHaveLength(
      CAP + 1,
    );
  }, 120_000);
}

describe('answers capped per recipient, SQLite', () => {
  suite(async () => openSqliteStore(':memory:'));
});

describePostgres('answers capped per recipient, PostgreSQL', () => {
  suite(async () => openPostgresStore(await schemas.create()));
});
