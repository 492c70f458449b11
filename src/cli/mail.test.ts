/**
 * `arbiter mail ingest` end to end: the built binary takes a message on standard input as a local
 * delivery program hands it over, with the moment of its newest Received header when the club's
 * own server added it (PYR-0, ARBITER_MAIL_TRUSTED_RECEIVERS), else the moment of ingestion
 * (issue 24, point 7), and runs the obvious answer to a notice sent to a signed reply address.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeReplyAddress, newReplyId, parseMailboxAddress } from '../app/mail/reply-address.js';
import { makeMail } from '../bench/mails.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { runBuilt } from '../test-support/cli.js';
import { CLUB, MAILBOX, mailClub } from '../test-support/mail-club.js';

const bin = new URL('../../bin/arbiter.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-mail-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (input: string, ...args: string[]) =>
  runBuilt(args, {
    input,
    env: {
      ARBITER_MAIL_ADDRESS: MAILBOX,
      ARBITER_MAIL_CLUB: CLUB,
      ARBITER_MAIL_TRUSTED_RECEIVERS: 'mx1.club.test, Mail.Club.Test',
    },
  });

describe('arbiter mail ingest', () => {
  it('an acceptance by reply, placed at the moment of its Received header (PYR-0, PYR-4)', async () => {
    const db = join(dir, 'club.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' }, '2026-03-02T09:00:00+01:00');
    const id = newReplyId();
    await club.store.mailbox.createReplyAddress({
      id,
      competitionId: club.competitionId,
      personId: 'person-d',
      participantId: 'd',
      context: { expects: 'accept' },
      createdAt: club.clock.now(),
    });
    const to = makeReplyAddress(parseMailboxAddress(MAILBOX), await club.inbox.replySecret(), id);
    await club.close();
    const raw = `Received: from mx.example.org by mail.club.test with ESMTPS id 4711 for <${to}>; Tue, 3 Mar 2026 10:15:02 +0100\r\n${makeMail(
      {
        from: 'Dora Dietrich <dora@example.org>',
        to,
        subject: 'Re: Herausforderung',
        body: '1... c5\n\nDora',
      },
    )}`;

    const ingested = run(raw, 'mail', 'ingest', '-', '--db', db, '--json');
    expect(ingested.err).toBe('');
    expect(JSON.parse(ingested.out)).toMatchObject({
      duplicate: false,
      status: 'done',
      moment: '2026-03-03T10:15:02+01:00',
    });
    expect(JSON.parse(run(raw, 'mail', 'ingest', '-', '--db', db, '--json').out)).toMatchObject({
      duplicate: true,
    });

    const store = openSqliteStore(db);
    try {
      const events = await store.events.readEvents('desc-pyramid');
      expect(events.map((e) => [e.type, e.at, e.payload])).toEqual([
        [
          'ChallengeIssued',
          '2026-03-02T09:00:00+01:00',
          { challenger: 'j', targets: [{ player: 'd' }], firstMove: '1.e4' },
        ],
        [
          'ChallengeAccepted',
          '2026-03-03T10:15:02+01:00',
          { challenger: 'j', defender: 'd', reply: '1...c5' },
        ],
      ]);
      const answers = await store.outbox.mails({ kind: 'mail.answer' });
      expect(answers.map((m) => [m.to, m.lang]).sort()).toEqual([
        ['dora@example.org', 'de'],
        ['jakob@example.org', 'de'],
      ]);
    } finally {
      await store.close();
    }
    const listed = run('', 'mail', 'inbox', '--db', db);
    expect(listed.out).toMatch(/dora@example\.org\s+Re: Herausforderung\s+done/);
  });

  it('a Received header the sender wrote is not the moment: only one by a trusted host is', async () => {
    const db = join(dir, 'forged.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    const signed = (body: string, received: string) =>
      club.signed({ from: 'Jakob Meier <jakob@example.org>', body }).then((raw) => `${received}\r\n${raw}`);
    // The sender dates his mail back to before a deadline; the club's server added no header.
    const forged = await signed(
      'Urlaub 3.4.–17.4.',
      'Received: from laptop by mail.club.test with ESMTP id 1; Mon, 2 Mar 2026 07:00:00 +0100',
    );
    const byOther = await signed(
      'Urlaub 5.5.–7.5.',
      'Received: from laptop by mx.elsewhere.test with ESMTP id 2; Mon, 2 Mar 2026 07:00:00 +0100',
    );
    await club.close();
    const before = Date.now();
    const first = JSON.parse(
      runBuilt(['mail', 'ingest', '-', '--db', db, '--json'], {
        input: forged,
        env: { ARBITER_MAIL_ADDRESS: MAILBOX, ARBITER_MAIL_CLUB: CLUB },
      }).out,
    );
    const second = JSON.parse(run(byOther, 'mail', 'ingest', '-', '--db', db, '--json').out);
    const after = Date.now();
    for (const result of [first, second]) {
      expect(result.duplicate).toBe(false);
      expect(Date.parse(result.moment)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(Date.parse(result.moment)).toBeLessThanOrEqual(after);
    }
  });

  it('a command at the terminal queues its notices with the events, as on the web (PYR-4)', async () => {
    const db = join(dir, 'command.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    await club.close();
    const challenge = {
      type: 'IssueChallenge',
      challenger: 'j',
      targets: [{ player: 'd' }],
      firstMove: '1.e4',
    };
    const done = run('', 'command', 'desc-pyramid', JSON.stringify(challenge), '--db', db, '--json');
    expect(done.err).toBe('');
    expect(done.code).toBe(0);
    const refused = run('', 'command', 'desc-pyramid', JSON.stringify(challenge), '--db', db);
    expect(refused.code).not.toBe(0);

    const store = openSqliteStore(db);
    try {
      const events = await store.events.readEvents('desc-pyramid');
      expect(events.map((e) => e.type)).toEqual(['ChallengeIssued']);
      const notices = await store.outbox.mails({ competitionId: 'desc-pyramid' });
      // Both players hear of it, once each, and the guardian gets a copy (PYR-4): nothing for the
      // refused second try.
      expect(notices.map((m) => m.to).sort()).toEqual([
        'dora@example.org',
        'guardian@club.test',
        'jakob@example.org',
      ]);
      const toDora = notices.find((m) => m.to === 'dora@example.org');
      expect(toDora?.lang).toBe('de');
      expect(toDora?.text).toContain('Jakob Meier');
      expect(toDora?.headers?.['Reply-To']).toMatch(/^pyramide\+[a-z2-7]+-[a-z2-7]+@club\.test$/);
    } finally {
      await store.close();
    }
  });

  it('without a configured mailbox it says what to set (exit 2)', () => {
    const r = spawnSync(process.execPath, [bin, 'mail', 'ingest', '-', '--db', join(dir, 'none.db')], {
      input: '',
      encoding: 'utf8',
      env: { ...process.env, ARBITER_MAIL_ADDRESS: '' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/ARBITER_MAIL_ADDRESS/);
  });

  it('a store it cannot open is a temporary failure (exit 75): the mail server keeps the mail', () => {
    const notADatabase = join(dir, 'not-a-database.db');
    writeFileSync(notADatabase, 'no SQLite here. '.repeat(300));
    const mail = makeMail({
      from: 'Dora Dietrich <dora@example.org>',
      to: MAILBOX,
      subject: 'Remis',
      body: 'Remis.',
    });
    for (const db of [notADatabase, 'postgres://postgres@127.0.0.1:1/test']) {
      const r = run(mail, 'mail', 'ingest', '-', '--db', db);
      expect(r.code).toBe(75);
      expect(r.err).toContain('cannot open the database');
    }
  });
});
