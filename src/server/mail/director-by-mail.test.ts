/**
 * A director's commands for other players by mail (`für Meier:`), through the real SMTP receiver
 * with DKIM-signed mail and real SMTP out: the guardian reports a result and a vacation he was told
 * of (PYR-7, PYR-15) and issues a challenge with its acceptance "by e-mail to both players", in the
 * order written (PYR-12); the events record him as their author (`director:<person>`), and the
 * players' notices and his answer say so. A player who writes for another is refused and the mail
 * waits in the inbox; a name that fits nobody, or several players, is refused with the candidates.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { CLUB, PYRAMID_PLAYERS } from '../../test-support/mail-club.js';
import { mailWorld } from '../../test-support/mail-world.js';

/** A second guardian whose mail provider (example.org) signs his mail. */
const LEITER = { id: 'person-leiter', name: 'Lena Leiter', email: 'lena@example.org' };

let world: Awaited<ReturnType<typeof mailWorld>> | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function withGuardian() {
  // Karl Meier joins at the bottom, so that "Meier" alone fits two players.
  world = await mailWorld({
    competition: {
      id: 'desc-pyramid',
      format: 'pyramid',
      preset: 'desc',
      participants: [...PYRAMID_PLAYERS, { id: 'k', name: 'Karl Meier' }],
    },
  });
  const w = world;
  const audit = { at: w.clock.now(), actor: 'test', action: 'setup', subject: CLUB };
  await w.store.accounts.createPerson(
    { ...LEITER, passwordHash: null, serverAdmin: false, createdAt: w.clock.now() },
    audit,
  );
  await w.store.accounts.grant(
    { competitionId: w.competitionId, personId: LEITER.id, role: 'director' },
    audit,
  );
  const events = async (): Promise<StoredEvent[]> => w.store.events.readEvents(w.competitionId);
  const inbox = async () => w.store.mailbox.listInbound({ clubId: CLUB });
  return { w, events, inbox };
}

describe('commands for other players by mail', () => {
  it('runs a guardian’s commands for named players in order, as his, and says so', async () => {
    const { w, events } = await withGuardian();
    // PYR-12: a challenge and its acceptance, for both players, in the order written.
    await w.write(LEITER, {
      subject: 'Partie Dietrich',
      body: [
        'Für Jakob Meier:',
        'Herausforderung: Dietrich 1.e4',
        'für Dietrich: Annahme 1...c5',
        '',
        'Gruß, Lena',
      ].join('\n'),
      at: '2026-03-02T09:00:00+01:00',
    });
    const written = await events();
    expect(written.map((e) => [e.type, e.actor])).toEqual([
      ['ChallengeIssued', 'director:person-leiter'],
      ['ChallengeAccepted', 'director:person-leiter'],
    ]);
    expect(written[0]?.payload).toMatchObject({ challenger: 'j', firstMove: '1.e4' });
    expect(written[1]?.payload).toMatchObject({ challenger: 'j', defender: 'd', reply: '1...c5' });
    await w.deliver();
    const answer = w.last(LEITER.email, /Erledigt/);
    expect(answer.text).toContain('✓ für Jakob Meier: „Herausforderung: Dietrich 1.e4“');
    expect(answer.text).toContain('✓ für Dora Dietrich: „Annahme 1...c5“');
    expect(w.last('d', /Jakob Meier fordert Sie heraus/).text).toContain('Eingetragen von Lena Leiter');

    // PYR-7, PYR-15: a result and a vacation the guardian was told of by phone, in the subject.
    await w.write(LEITER, {
      subject: 'for Dietrich: Result 0-1 against Jakob Meier',
      body: 'Vacation 3.4.–17.4.',
      at: '2026-03-20T18:00:00+01:00',
    });
    expect((await events()).slice(2).map((e) => [e.type, e.actor, e.payload])).toEqual([
      ['ResultReported', 'director:person-leiter', { challenger: 'j', defender: 'd', result: '1-0' }],
      [
        'VacationAnnounced',
        'director:person-leiter',
        { participant: 'd', from: '2026-04-03', to: '2026-04-17' },
      ],
    ]);
    await w.deliver();
    expect(w.last('d', /Ihr Urlaub/).text).toContain('Eingetragen von Lena Leiter (Turnierleitung).');
    const done = w.last(LEITER.email, /Done: for Dietrich/);
    expect(done.text).toContain('✓ for Dora Dietrich: “Result 0-1 against Jakob Meier”');
    expect(done.text).toContain('✓ for Dora Dietrich: “Vacation 3.4.–17.4.”');
  });

  it('refuses a player who writes for another, and names that fit nobody or several', async () => {
    const { w, events, inbox } = await withGuardian();
    // Gustav Graf plays but does not direct: nothing runs, the mail waits with the reason.
    await w.write('g', { body: 'Voor Dietrich: Vakantie 3.4.–17.4.', at: '2026-03-02T09:00:00+01:00' });
    expect(await events()).toEqual([]);
    const [held] = await inbox();
    expect(held).toMatchObject({ status: 'held', report: { code: 'ERR_MAIL_NOT_DIRECTOR_FOR' } });
    await w.deliver();
    expect(w.last('g', /Nog niet verwerkt/).text).toContain(
      'Gustav Graf leidt deze competitie niet: alleen de wedstrijdleider mag opdrachten voor andere spelers geven (Dietrich).',
    );

    // The guardian names nobody (he plays in no game himself), nobody known, then two players:
    // those lines are refused, the last one runs.
    await w.write(LEITER, {
      body: [
        'Urlaub 1.4.–2.4.',
        'für Schmidt: Urlaub 3.4.–17.4.',
        'für Meier: Urlaub 3.4.–17.4.',
        'für Imhof: Urlaub 5.4.–10.4.',
      ].join('\n'),
      at: '2026-03-03T09:00:00+01:00',
    });
    expect((await events()).map((e) => [e.type, e.actor, e.payload])).toEqual([
      [
        'VacationAnnounced',
        'director:person-leiter',
        { participant: 'i', from: '2026-04-05', to: '2026-04-10' },
      ],
    ]);
    const mail = (await inbox()).find((m) => m.personId === LEITER.id);
    expect(mail).toMatchObject({ status: 'held' });
    const steps = (await w.inbox.details(mail?.id ?? ''))?.steps ?? [];
    expect(steps.map((s) => [s.outcome, s.detail.code ?? 'ok'])).toEqual([
      ['refused', 'ERR_MAIL_FOR_WHOM'],
      ['refused', 'ERR_MAIL_UNKNOWN_PLAYER'],
      ['refused', 'ERR_MAIL_AMBIGUOUS_NAME'],
      ['applied', 'ok'],
    ]);
    await w.deliver();
    const answer = w.last(LEITER.email, /Noch nicht erledigt/).text;
    expect(answer).toContain('✗ „Urlaub 1.4.–2.4.“: Schreiben Sie vor den Befehl, für wen er ist');
    expect(answer).toContain('✗ „Urlaub 3.4.–17.4.“: In diesem Turnier heißt niemand „Schmidt“.');
    expect(answer).toContain('„Meier“ kann Jakob Meier, Karl Meier sein');
    expect(answer).toContain('✓ für Ida Imhof: „Urlaub 5.4.–10.4.“');
  });
});
