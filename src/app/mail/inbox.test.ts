/**
 * The inbox on a real SQLite store: mail from verified players runs at its moment (PYR-0), in
 * order (PYR-12), once per Message-ID and once per step across a crash; everything else is held
 * for the director with the reason, machines are ignored, and the director decides.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeMail } from '../../bench/mails.js';
import type { StoredEvent } from '../../core/events.js';
import { moment } from '../../core/moment.js';
import { CLUB, DIRECTOR, mailClub } from '../../test-support/mail-club.js';
import { dkimCheck } from './dkim.js';
import { InboxService } from './inbox.js';
import { bounded } from './raw-mail.js';

let club: Awaited<ReturnType<typeof mailClub>>;
afterEach(async () => {
  await club?.close();
});

const events = async (): Promise<StoredEvent[]> => club.store.events.readEvents(club.competitionId);
const brief = (e: StoredEvent) => ({ type: e.type, at: e.at, actor: e.actor, payload: e.payload });

describe('verified mail runs at its moment', () => {
  it('a challenge with the first move by a DKIM-verified player (PYR-4, PYR-0)', async () => {
    club = await mailClub();
    const { mail } = await club.send(
      'j',
      { subject: 'Herausforderung: Dietrich', body: '1.e4\n\nViele Grüße\nJakob' },
      '2026-03-02T09:00:00+01:00',
    );
    expect(mail).toMatchObject({
      status: 'done',
      participantId: 'j',
      competitionId: club.competitionId,
      lang: 'de',
    });
    expect((await events()).map(brief)).toEqual([
      {
        type: 'ChallengeIssued',
        at: '2026-03-02T09:00:00+01:00',
        actor: 'player:j',
        payload: { challenger: 'j', targets: [{ player: 'd' }], firstMove: '1.e4' },
      },
    ]);
    expect(club.answers).toHaveLength(1);
    expect(club.answers[0]?.steps.map((s) => s.outcome)).toEqual(['applied']);
    expect(club.answers[0]?.lines).toEqual(['Herausforderung: Dietrich']);
  });

  it('the same Message-ID twice is processed once', async () => {
    club = await mailClub();
    const mail = { subject: 'Warteliste', body: '', messageId: 'once@example.org' };
    const first = await club.send('j', mail);
    const second = await club.send('j', mail, undefined, { source: 'imap' });
    expect(first.duplicate).toBe(false);
    expect(second).toMatchObject({ duplicate: true, mail: { id: first.mail.id, source: 'smtp' } });
    expect(club.answers).toHaveLength(1);
  });

  it('several commands run in order, each against the state the previous left (PYR-12)', async () => {
    club = await mailClub();
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' }, '2026-03-02T09:00:00+01:00');
    await club.send('d', { body: 'Annahme 1...c5' }, '2026-03-03T09:00:00+01:00');
    // Jakob Meier won; as he now stands on level 3 he may challenge level 2 at once.
    const { mail } = await club.send(
      'j',
      { body: 'Ergebnis: 1-0 gegen Dietrich\nHerausforderung: Braun 1.d4' },
      '2026-03-20T09:00:00+01:00',
    );
    expect(mail.status).toBe('done');
    expect((await events()).slice(2).map((e) => [e.type, e.payload])).toEqual([
      ['ResultReported', { challenger: 'j', defender: 'd', result: '1-0' }],
      ['ChallengeIssued', { challenger: 'j', targets: [{ player: 'b' }], firstMove: '1.d4' }],
    ]);
  });

  it('a crash between two steps: the mail is processed again without doing anything twice', async () => {
    club = await mailClub();
    // The first server dies after the first command of the mail was written.
    let executions = 0;
    const crashing = new Proxy(club.competitions, {
      get(target, name, receiver) {
        if (name === 'execute')
          return async (...args: Parameters<typeof target.execute>) => {
            executions += 1;
            if (executions === 2) throw new Error('the server was killed');
            return target.execute(...args);
          };
        return Reflect.get(target, name, receiver);
      },
    });
    const dying = new InboxService(
      club.store,
      crashing,
      club.clock,
      club.inbox.settings,
      dkimCheck(club.keys.resolver),
      async () => undefined,
    );
    const raw = await club.keys.domain('example.org').sign(
      makeMail({
        from: 'Jakob Meier <jakob@example.org>',
        body: 'Urlaub 3.4.–17.4.\nHerausforderung: Dietrich 1.e4',
      }),
    );
    await expect(dying.receive({ message: bounded(raw, 1_000_000), source: 'smtp' })).rejects.toThrow(
      /killed/,
    );
    const [stored] = await club.store.mailbox.listInbound({ clubId: CLUB });
    expect(stored?.status).toBe('received');
    expect((await events()).map((e) => e.type)).toEqual(['VacationAnnounced']);
    // Another server (or this one after its restart) finds the mail a minute later.
    expect(await club.inbox.recover()).toBe(0);
    club.later(2);
    expect(await club.inbox.recover()).toBe(1);
    expect((await events()).map((e) => e.type)).toEqual(['VacationAnnounced', 'ChallengeIssued']);
    expect((await club.store.mailbox.getInbound(stored?.id ?? ''))?.status).toBe('done');
    expect(club.answers.at(-1)?.steps.map((s) => s.step)).toEqual([0, 1]);
  });
});

describe('held for the director, nothing written', () => {
  it('an unsigned mail from a player’s address is not verified', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' }, undefined, {
      sign: false,
    });
    expect(mail).toMatchObject({
      status: 'held',
      report: { code: 'ERR_MAIL_UNVERIFIED' },
      personId: 'person-j',
    });
    expect(await events()).toEqual([]);
    expect(club.answers).toHaveLength(1);
  });

  it('a forged sender: the From of a player, signed by another domain', async () => {
    club = await mailClub();
    const raw = makeMail({ from: 'Dora Dietrich <dora@example.org>', body: 'Ergebnis: 1-0 gegen Meier' });
    const forged = await club.keys.domain('elsewhere.test').sign(raw);
    const { mail } = await club.inbox.receive({ message: bounded(forged, 1_000_000), source: 'smtp' });
    expect(mail.report).toMatchObject({ code: 'ERR_MAIL_UNVERIFIED' });
    expect(mail.report?.message).toMatch(/elsewhere\.test/);
    expect(await events()).toEqual([]);
  });

  it('an unknown sender gets no answer', async () => {
    club = await mailClub();
    const raw = makeMail({ from: 'x@unknown.test', body: 'Warteliste' });
    const { mail } = await club.inbox.receive({
      message: bounded(Buffer.from(raw), 1_000_000),
      source: 'smtp',
    });
    expect(mail).toMatchObject({
      status: 'held',
      from: 'x@unknown.test',
      report: { code: 'ERR_MAIL_UNKNOWN_SENDER' },
    });
    expect(club.answers).toEqual([]);
  });

  it('a command the rules refuse (PYR-3: level 4 may not challenge level 2)', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Herausforderung: Berta Braun 1.e4' });
    expect(mail).toMatchObject({ status: 'held', report: { code: 'ERR_OUT_OF_REACH' } });
    expect(await events()).toEqual([]);
    expect(club.answers[0]?.steps.map((s) => [s.outcome, s.detail.code])).toEqual([
      ['refused', 'ERR_OUT_OF_REACH'],
    ]);
  });

  it('a player the mail names who is not in the competition', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Herausforderung: Lasker 1.e4' });
    expect(mail).toMatchObject({
      status: 'held',
      report: { code: 'ERR_MAIL_UNKNOWN_PLAYER', params: { name: 'Lasker' } },
    });
    expect(await events()).toEqual([]);
  });

  it('a mail without a command', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Hallo, wie geht es?' });
    expect(mail.report?.code).toBe('ERR_MAIL_NOT_UNDERSTOOD');
  });

  it('a wrong charset: Latin-1 bytes declared as UTF-8 are not executed', async () => {
    club = await mailClub();
    const text = makeMail({
      from: 'Jakob Meier <jakob@example.org>',
      body: 'Herausforderung: Dietrich 1.e4\nGrüße',
    });
    const signed = await club.keys.domain('example.org').sign(Buffer.from(text, 'latin1'));
    const { mail } = await club.inbox.receive({ message: bounded(signed, 1_000_000), source: 'smtp' });
    expect(mail.report?.code).toBe('ERR_MAIL_CHARSET');
    expect(await events()).toEqual([]);
  });
});

describe('bad input: a clear entry, an answer where the sender is known, nothing written', () => {
  it('an HTML-only mail is read like text', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', {
      html: '<p>Herausforderung: <b>Dietrich</b><br>1.e4</p><blockquote>Warteliste</blockquote>',
    });
    expect(mail.status).toBe('done');
    expect((await events()).map((e) => e.payload)).toEqual([
      { challenger: 'j', targets: [{ player: 'd' }], firstMove: '1.e4' },
    ]);
  });

  it('garbled MIME: a multipart without its parts, base64 that is not', async () => {
    club = await mailClub();
    const raw = [
      'From: Jakob Meier <jakob@example.org>',
      'To: pyramide@club.test',
      'Subject: kaputt',
      'Message-ID: <garbled@example.org>',
      'Content-Type: multipart/mixed; boundary="nowhere"',
      '',
      '--elsewhere',
      'Content-Transfer-Encoding: base64',
      '',
      '%%% not base64 %%%',
      '',
    ].join('\r\n');
    const signed = await club.keys.domain('example.org').sign(raw);
    const { mail } = await club.inbox.receive({ message: bounded(signed, 1_000_000), source: 'smtp' });
    expect(mail).toMatchObject({
      status: 'held',
      subject: 'kaputt',
      report: { code: 'ERR_MAIL_NOT_UNDERSTOOD' },
    });
    expect(await events()).toEqual([]);
    expect(club.answers).toHaveLength(1);
  });

  it('a reply address with a changed signature is a tampered token, not a guess', async () => {
    club = await mailClub();
    const to = 'pyramide+aaaaaaaaaa-bbbbbbbbbb@club.test';
    const { mail } = await club.send('d', { to, body: '1...c5' });
    expect(mail).toMatchObject({
      status: 'held',
      personId: 'person-d',
      report: { code: 'ERR_MAIL_BAD_TOKEN', params: { address: to } },
    });
    expect(await events()).toEqual([]);
    expect(club.answers.map((a) => a.person?.email)).toEqual(['dora@example.org']);
  });
});

describe('machines are never executed', () => {
  it('an auto-reply (Auto-Submitted) and a delivery report', async () => {
    club = await mailClub();
    const auto = await club.send('j', {
      subject: 'Abwesenheitsnotiz',
      body: 'Warteliste',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(auto.mail).toMatchObject({
      status: 'ignored',
      report: { code: 'ERR_MAIL_AUTOMATIC', params: { kind: 'auto-reply' } },
    });
    const bounce = await club.send('j', {
      body: 'Warteliste',
      headers: { 'Content-Type': 'multipart/report; report-type=delivery-status; boundary="b"' },
    });
    expect(bounce.mail).toMatchObject({ status: 'ignored', report: { params: { kind: 'delivery-report' } } });
    expect(await events()).toEqual([]);
    expect(club.answers).toEqual([]);
  });
});

describe('the director decides', () => {
  it('executes a held mail at its own moment, or rejects one with a reason', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Urlaub 3.4.–17.4.' }, '2026-03-02T09:00:00+01:00', {
      sign: false,
    });
    club.later(60 * 24);
    const director = await club.store.accounts.getPerson(DIRECTOR.id);
    if (!director) throw new Error('no director');
    const decided = await club.inbox.decide(mail.id, director, { action: 'execute-at-moment' });
    expect(decided).toMatchObject({
      status: 'done',
      decision: { action: 'executed-at-moment', by: DIRECTOR.id },
    });
    expect((await events()).map(brief)).toEqual([
      {
        type: 'VacationAnnounced',
        at: '2026-03-02T09:00:00+01:00',
        actor: `director:${DIRECTOR.id}`,
        payload: { participant: 'j', from: '2026-04-03', to: '2026-04-17' },
      },
    ]);
    const other = await club.send('i', { body: 'Urlaub 1.5.–2.5.' }, undefined, { sign: false });
    const rejected = await club.inbox.decide(other.mail.id, director, {
      action: 'reject',
      reason: 'nicht von Ida',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      decision: { action: 'rejected', reason: 'nicht von Ida' },
    });
    expect(await events()).toHaveLength(1);
    await expect(club.inbox.decide(other.mail.id, director, { action: 'execute' })).rejects.toMatchObject({
      code: 'ERR_MAIL_NOT_HELD',
    });
  });

  it('the moment of a mail is never later than its receipt', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Warteliste' });
    expect(mail.receivedAt).toBe(moment('2026-03-02T09:30:00+01:00'));
  });
});
