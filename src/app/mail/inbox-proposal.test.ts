/**
 * Certainty before action (issue 24): a mail whose reading is in doubt — a question, a condition,
 * a "not", a misspelt command word — is not carried out; it waits with a proposed reading in words
 * ("Ich lese: eine Herausforderung von Dora Dietrich, erster Zug 1.e4"), which the director
 * confirms with one decision, or the sender by replying "ja" to the answer. Somebody else's "ja"
 * confirms nothing. PYR-4 (the challenge), PYR-0 (it counts at its own moment).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openAsChallenger, type PyramidState } from '../../formats/pyramid/state.js';
import { mailClub } from '../../test-support/mail-club.js';
import { answerMail } from './inbox-answers.js';

let club: Awaited<ReturnType<typeof mailClub>>;
afterEach(async () => {
  await club?.close();
});

const settings = { address: 'pyramide@club.test', baseUrl: 'https://arbiter.test/', zone: 'Europe/Berlin' };

describe('a proposed reading', () => {
  it('is held, answered in words, and carried out when the sender replies "ja" (at its own moment)', async () => {
    club = await mailClub();
    const asked = await club.send(
      'j',
      {
        body: 'Liebe Turnierleitung,\n\ndarf ich Dora Dietrich herausfordern? Mein erster Zug: 1.e4\n\nGruß Jakob',
      },
      '2026-03-02T09:00:00+01:00',
    );
    expect(asked.mail).toMatchObject({ status: 'held', report: { code: 'ERR_MAIL_PROPOSED' } });
    expect(openAsChallenger(await club.state<PyramidState>(), 'j')).toBeUndefined();
    const loaded = await club.competitions.load(club.competitionId);
    const answer = answerMail(club.answers[0] as never, settings, {
      club: 'DESC',
      format: 'pyramid',
      roster: loaded?.head.state.roster ?? new Map(),
    });
    expect(answer?.text).toContain('Ich lese: eine Herausforderung von Dora Dietrich, erster Zug 1.e4');
    expect(answer?.text).toContain('der Satz ist eine Frage: „darf ich Dora Dietrich herausfordern?');
    expect(answer?.text).toContain('mit „ja“');

    // Somebody else's "ja" to it confirms nothing.
    const stranger = await club.send(
      'g',
      { body: 'Ja', headers: { 'In-Reply-To': `<${asked.mail.messageId}>` } },
      '2026-03-02T10:00:00+01:00',
    );
    expect(stranger.mail.status).toBe('held');
    expect((await club.store.mailbox.getInbound(asked.mail.id))?.status).toBe('held');

    const yes = await club.send(
      'j',
      {
        subject: 'AW: Noch nicht erledigt',
        body: 'Ja, genau so.\n\nAm 02.03.2026 schrieb DESC:\n> Ich lese: …',
        headers: {
          'In-Reply-To': '<answer@club.test>',
          References: `<${asked.mail.messageId}> <answer@club.test>`,
        },
      },
      '2026-03-02T11:00:00+01:00',
    );
    expect(yes.mail).toMatchObject({
      status: 'done',
      report: { code: 'ok', params: { confirms: asked.mail.id } },
    });
    expect(await club.store.mailbox.getInbound(asked.mail.id)).toMatchObject({
      status: 'done',
      report: { commands: [{ type: 'IssueChallenge', challenger: 'j', firstMove: '1.e4' }] },
    });
    // PYR-0: the challenge counts from the moment the first mail reached the club.
    const issued = (await club.store.events.readEvents(club.competitionId)).find(
      (e) => e.type === 'ChallengeIssued',
    );
    expect(Date.parse(issued?.at ?? '')).toBe(Date.parse('2026-03-02T09:00:00+01:00'));
  });

  it('is carried out by the director with one decision', async () => {
    club = await mailClub();
    const typo = await club.send('j', { body: 'Herausfoderung: Dietrich 1.e4' });
    expect(typo.mail).toMatchObject({
      status: 'held',
      report: {
        code: 'ERR_MAIL_PROPOSED',
        params: { why: 'typo' },
      },
    });
    // The reading in the words of the mail's language (German here).
    expect(String(typo.mail.report?.params?.reading)).toMatch(/Herausforderung.*Dora Dietrich.*1\.e4/);
    const director = await club.store.accounts.getPerson('person-guardian');
    if (!director) throw new Error('no director');
    const done = await club.inbox.decide(typo.mail.id, director, { action: 'execute-at-moment' });
    expect(done).toMatchObject({ status: 'done', report: { commands: [{ type: 'IssueChallenge' }] } });
  });

  it('the same words without doubt run at once', async () => {
    club = await mailClub();
    const sure = await club.send('j', {
      body: 'Hiermit fordere ich Dora Dietrich heraus. Mein erster Zug: 1.e4',
    });
    expect(sure.mail).toMatchObject({ status: 'done', report: { commands: [{ type: 'IssueChallenge' }] } });
  });
});

describe('the language of the first notices', () => {
  it('a player who writes in Dutch gets the notices of that very mail in Dutch (issue 24, PYR-4)', async () => {
    club = await mailClub();
    await club.send('j', {
      subject: 'Uitdaging',
      body: 'Beste wedstrijdleider,\n\nHierbij daag ik Dora Dietrich uit. Mijn eerste zet: 1.d4\n\nMet vriendelijke groet,\nJakob',
    });
    const notices = (await club.store.outbox.mails({ personId: 'person-j' })).filter(
      (m) => m.kind !== 'mail.answer',
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.map((m) => m.lang)).toEqual(notices.map(() => 'nl'));
  });
});

describe('refusals in the member’s language', () => {
  it('"no game against Graf" has no English in the German and Dutch texts (issue 24)', async () => {
    const { noGame } = await import('../../mail/grammar.js');
    const { reasonInWords } = await import('../reasons.js');
    const { mailTranslator } = await import('../i18n.js');
    expect(reasonInWords(mailTranslator('de'), noGame('against', 'Graf'), {})).toBe(
      'Sie haben keine Partie gegen Graf.',
    );
    expect(reasonInWords(mailTranslator('nl'), noGame('toAccept'), {})).toBe(
      'Je hebt geen uitdaging om aan te nemen.',
    );
    expect(reasonInWords(mailTranslator('en'), noGame('againstInRound', 'Meier', 5), {})).toBe(
      'You have no game against Meier in round 5.',
    );
  });
});
