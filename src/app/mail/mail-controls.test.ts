/**
 * Issue 24, point 9: control characters in what a mail says. A NUL in a subject could not be
 * stored in PostgreSQL, so the mail stayed `received` for ever (never held, never answered, back
 * at every recovery), and on SQLite the answer's subject carried the raw NUL. On both stores the
 * mail is now held with the reason, its subject stored and echoed without the controls, and
 * recovery leaves it alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanBodyText, cleanHeaderText, hasControlCharacters } from '../../mail/control-characters.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import type { Store } from '../../store/store.js';
import { mailClub } from '../../test-support/mail-club.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { messageIdOf } from './raw-mail.js';

const schemas = temporarySchemas();
let club: Awaited<ReturnType<typeof mailClub>> | undefined;
afterEach(async () => {
  await club?.close();
  club = undefined;
});

describe('control characters, pure', () => {
  it('header text loses every control; line breaks and tabs become one space', () => {
    expect(cleanHeaderText('Heraus\u0000forderung\r\n\tDietrich\u001b[31m\u0085')).toBe(
      'Herausforderung Dietrich[31m',
    );
  });
  it('body text keeps its lines and tabs and loses NUL, escape and DEL', () => {
    expect(cleanBodyText('Urlaub\u0000 3.4.\r\n\t–17.4.\u001b\u007f')).toBe('Urlaub 3.4.\r\n\t–17.4.');
  });
  it('what a person writes is no control; a NUL, an escape and DEL are', () => {
    expect(['Grüße\r\n\tJakob', '„Zitat“'].map(hasControlCharacters)).toEqual([false, false]);
    expect(['a\u0000', '\u001b[0m', 'x\u007f'].map(hasControlCharacters)).toEqual([true, true, true]);
  });
  it('a Message-ID with a NUL is replaced by the hash of the message', () => {
    const raw = Buffer.from('Message-ID: <a\u0000b@x>\r\nSubject: x\r\n\r\nbody\r\n');
    expect(messageIdOf(raw)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(messageIdOf(Buffer.from('Message-ID: <ab@x>\r\n\r\n'))).toBe('ab@x');
  });
});

/** A verified player's mail whose subject carries a NUL (encoded, as a mail program writes it). */
async function nulMail(store: Store) {
  club = await mailClub({ store });
  const { mail } = await club.send('j', {
    subject: 'Herausforderung\u0000: Dietrich',
    body: '1.e4',
  });
  return { club, mail };
}

const storesUnderTest: [string, () => Promise<Store>][] = [
  ['SQLite', async () => openSqliteStore(':memory:')],
];

function suite(name: string, open: () => Promise<Store>) {
  it(`${name}: the mail is held with the reason, stored and answered without the NUL`, async () => {
    const { club: c, mail } = await nulMail(await open());
    expect(mail.status).toBe('held');
    expect(mail.report?.code).toBe('ERR_MAIL_CONTROL_CHARACTERS');
    expect(mail.subject).toBe('Herausforderung: Dietrich');
    expect(await c.store.events.readEvents(c.competitionId)).toEqual([]);
    const [answer] = await c.store.outbox.mails({ kind: 'mail.answer' });
    expect(answer?.subject).toBe('Noch nicht erledigt: Herausforderung: Dietrich');
    expect(hasControlCharacters(`${answer?.subject}${answer?.text}`)).toBe(false);
    expect(answer?.text).toContain('Steuerzeichen');
    // Nothing is left for recovery, now or later.
    c.later(5);
    expect(await c.inbox.recover()).toBe(0);
  });

  it(`${name}: a mail whose processing fails is held by the recovery, not tried for ever`, async () => {
    club = await mailClub({ store: await open() });
    const c = club;
    const saved = await c.inbox.accept({
      message: { raw: Buffer.from('From: jakob@example.org\r\nSubject: x\r\n\r\nUrlaub 3.4.\r\n'), size: 50 },
      source: 'ingest',
    });
    // A mail whose raw message vanished cannot be processed: reading it fails.
    const broken = Object.create(c.inbox, {
      process: { value: async () => Promise.reject(new Error('the disk\u0000 is gone')) },
    });
    c.later(2);
    expect(await broken.recover()).toBe(1);
    const held = await c.store.mailbox.getInbound(saved.mail.id);
    expect(held?.status).toBe('held');
    expect(held?.report).toMatchObject({ code: 'ERR_MAIL_FAILED', params: { reason: 'the disk is gone' } });
    c.later(2);
    expect(await c.inbox.recover()).toBe(0);
  });
}

describe('a NUL in the subject', () => {
  for (const [name, open] of storesUnderTest) suite(name, open);
});

describePostgres('a NUL in the subject, PostgreSQL', () => {
  suite('PostgreSQL', async () => openPostgresStore(await schemas.create()));
});
