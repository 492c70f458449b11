/**
 * Answers to senders: in the sender's language (the words he wrote in), each command of his
 * mail done or not with the reason in his language (PYR-12), through the outbox (queued once),
 * never to strangers or machines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mailClub } from '../../test-support/mail-club.js';
import { answerMail, outboxAnswerer } from './inbox-answers.js';

let club: Awaited<ReturnType<typeof mailClub>>;
afterEach(async () => {
  await club?.close();
});

const settings = { address: 'pyramide@club.test', baseUrl: 'https://arbiter.test/', zone: 'Europe/Berlin' };
const context = { club: 'DESC', format: 'pyramid' };

describe('the answer to a mail', () => {
  it('says in German what was done and what the rules refused, and why (PYR-12, PYR-3)', async () => {
    club = await mailClub();
    await club.send('j', { subject: 'Meldung', body: 'Urlaub 3.4.–17.4.\nHerausforderung: Braun 1.e4' });
    const [outcome] = club.answers;
    if (!outcome) throw new Error('no answer');
    const loaded = await club.competitions.load(club.competitionId);
    const answer = answerMail(outcome, settings, {
      ...context,
      roster: loaded?.head.state.roster ?? new Map(),
    });
    expect(answer).toMatchObject({
      kind: 'mail.answer',
      to: 'jakob@example.org',
      lang: 'de',
      subject: 'Noch nicht erledigt: Meldung',
      personId: 'person-j',
      competitionId: club.competitionId,
      headers: { 'Auto-Submitted': 'auto-replied', 'Reply-To': 'pyramide@club.test' },
    });
    expect(answer?.text).toContain('Hallo Jakob Meier,');
    expect(answer?.text).toContain('✓ „Urlaub 3.4.–17.4.“');
    expect(answer?.text).toMatch(/✗ „Herausforderung: Braun 1\.e4“: Ebene 2 ist nicht erreichbar: Ebene 4/);
    expect(answer?.text).toContain('https://arbiter.test/c/desc-pyramid');
    expect(answer?.html).toContain('✓ „Urlaub 3.4.–17.4.“');
  });

  it('in Dutch and English, by the words the sender used', async () => {
    club = await mailClub();
    await club.send('i', { body: 'Vakantie 3.4.–17.4.' });
    await club.send('h', { body: 'Vacation 3.4.–17.4.' });
    const [nl, en] = club.answers.map((o) => answerMail(o, settings, context));
    expect(nl?.subject).toBe('Verwerkt: je mail');
    expect(nl?.text).toContain('Beste Ida Imhof,');
    expect(en?.subject).toBe('Done: your mail');
    expect(en?.text).toContain('has been carried out');
  });

  it('is queued in the outbox once, however often it is composed', async () => {
    club = await mailClub();
    await club.send('j', { body: 'Urlaub 3.4.–17.4.' });
    let woken = 0;
    const answer = outboxAnswerer(club.store, club.competitions, club.clock, settings, () => {
      woken += 1;
    });
    const [outcome] = club.answers;
    if (!outcome) throw new Error('no answer');
    await answer(outcome);
    await answer(outcome);
    const queued = await club.store.outbox.mails({ competitionId: club.competitionId, kind: 'mail.answer' });
    expect(queued.map((m) => [m.kind, m.to, m.lang])).toEqual([['mail.answer', 'jakob@example.org', 'de']]);
    // The inbox queued it when the mail came; composing it again queues nothing and wakes nobody.
    expect(woken).toBe(0);
  });

  it('names players, never their ids, in the reasons (PYR-13, issue 24 point 4)', async () => {
    club = await mailClub();
    // PYR-13: Ida Imhof can still challenge somebody, so the waiting list refuses her; the reason
    // lists whom she can challenge, by name, in every language.
    await club.send('i', { body: 'Bitte tragt mich in die Warteliste ein.' });
    await club.send('i', { body: 'Wachtlijst' }, club.later(5));
    await club.send('i', { body: 'Waiting list' }, club.later(5));
    const loaded = await club.competitions.load(club.competitionId);
    const roster = loaded?.head.state.roster ?? new Map();
    const [de, nl, en] = club.answers.map((o) => answerMail(o, settings, { ...context, roster })?.text ?? '');
    expect(de).toMatch(/Ida Imhof kann jetzt Dora Dietrich, Emil Engel, Frieda Fuchs herausfordern/);
    expect(nl).toMatch(/Ida Imhof kan nu Dora Dietrich, Emil Engel, Frieda Fuchs uitdagen/);
    expect(en).toMatch(/Ida Imhof can challenge Dora Dietrich, Emil Engel, Frieda Fuchs now/);
    for (const text of [de, nl, en])
      expect((text ?? '').replace(/https?:\/\/\S+/g, '')).not.toMatch(/(?<![\p{L}\d])[a-j](?![\p{L}\d.)])/u);
  });

  it('nobody known, no answer', async () => {
    club = await mailClub();
    await club.send('j', { body: 'Urlaub 3.4.–17.4.' });
    const [outcome] = club.answers;
    if (!outcome) throw new Error('no answer');
    const { person: _person, ...stranger } = outcome;
    expect(answerMail(stranger, settings, context)).toBeUndefined();
  });
});
