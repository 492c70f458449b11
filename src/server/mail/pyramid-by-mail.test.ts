/**
 * A DESC pyramid season run by e-mail alone, through real SMTP in both directions and a real
 * Dovecot: a challenge with the first move (PYR-4), the acceptance by replying to the notice, the
 * result by replying, the objection period running out (PYR-8: the result turns final), a late mail
 * placed at its moment with its impact, told to the players whose challenge it changed (PYR-0, PYR-5), and a waiting-list assignment that the
 * guardian issues by replying and the players confirm and accept by replying (PYR-13).
 */
import { afterEach, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { instantOf } from '../../core/moment.js';
import { openAsChallenger, openAsDefender, type PyramidState } from '../../formats/pyramid/state.js';
import { type Dovecot, describeDovecot, startDovecot } from '../../test-support/dovecot.js';
import { mailWorld } from '../../test-support/mail-world.js';
import { layout } from '../../test-support/pyramid.js';

let world: Awaited<ReturnType<typeof mailWorld>> | undefined;
let dovecot: Dovecot | undefined;
afterEach(async () => {
  await dovecot?.close();
  await world?.close();
  world = undefined;
  dovecot = undefined;
});

describeDovecot('a pyramid season by mail alone', () => {
  it('challenge, acceptance, result, final, a late mail at its moment, a waiting-list assignment', async () => {
    world = await mailWorld();
    const w = world;
    const events = async (): Promise<StoredEvent[]> => w.store.events.readEvents(w.competitionId);
    const state = () => w.state<PyramidState>();

    // PYR-4: Jakob Meier (level 4) challenges Dora Dietrich (level 3) with his first move.
    await w.write('j', {
      subject: 'Herausforderung: Dietrich',
      body: '1.e4\n\nGruß, Jakob',
      at: '2026-03-02T09:00:00+01:00',
    });
    await w.deliver();
    const challenge = w.last('d', /Jakob Meier fordert Sie heraus/);
    expect(challenge.lang).toBe('de');
    expect(challenge.text).toContain('erster Zug 1.e4');
    expect(challenge.replyTo).toMatch(/^pyramide\+[a-z2-7]{10}-[a-z2-7]{10}@club\.test$/);
    expect(w.last('j', /Erledigt/).text).toContain('✓ „Herausforderung: Dietrich“');

    // She accepts by replying with her move alone: the reply address says who and what.
    await w.reply(challenge, '1...c5', '2026-03-03T10:00:00+01:00');
    await w.deliver();
    const begun = w.last('j', /die Partie hat begonnen/);
    expect(begun.text).toContain('mit 1...c5 angenommen');

    // PYR-5, PYR-0: Gustav Graf challenges Frieda Fuchs on 5 March …
    await w.write('g', { body: 'Herausforderung: Fuchs 1.e4', at: '2026-03-05T09:00:00+01:00' });
    // … but Hanna Huber's challenge of her reached the club's IMAP mailbox on 4 March and is
    // read only on the 6th: it takes effect at its moment, and Gustav's challenge loses its effect.
    dovecot = await startDovecot();
    const late = await w.signed({
      from: 'Hanna Huber <hanna@example.org>',
      subject: 'Herausforderung',
      body: 'Herausforderung: Frieda Fuchs 1.d4',
    });
    await dovecot.deliver(late, new Date('2026-03-04T07:00:00Z'));
    w.clock.set('2026-03-06T09:00:00+01:00' as never);
    await w.poll(dovecot);
    const lateMail = (await w.store.mailbox.listInbound({ clubId: 'mail-club' })).find(
      (m) => m.source === 'imap',
    );
    const lateSteps = (await w.inbox.details(lateMail?.id ?? ''))?.steps ?? [];
    expect(lateSteps.map((s) => [s.outcome, (s.detail.impact as unknown[]).length])).toEqual([
      ['applied', 1],
    ]);
    const issued = (await events()).filter((e) => e.type === 'ChallengeIssued');
    expect(issued.map((e) => [e.payload.challenger, instantOf(e.at)])).toEqual([
      ['j', Date.parse('2026-03-02T08:00:00Z')],
      ['g', Date.parse('2026-03-05T08:00:00Z')],
      ['h', Date.parse('2026-03-04T07:00:00Z')],
    ]);
    expect(openAsDefender(await state(), 'f')?.challenger).toBe('h');
    await w.deliver();
    expect(w.last('h', /Erledigt/).text).toMatch(
      /Sie gilt zu ihrem eigenen Zeitpunkt, .*4\. März.*1 spätere Meldung/,
    );
    // Gustav, whose challenge lost its effect, and Frieda, whom it named, are told what changed.
    for (const who of ['g', 'f']) {
      const changed = w.last(
        who,
        /Wegen einer verspäteten Meldung: die Herausforderung Gustav Graf – Frieda Fuchs vom .*5\. März.* ist ohne Wirkung/,
      );
      expect(changed.text).toMatch(
        /Eine verspätete Meldung, die Herausforderung Hanna Huber – Frieda Fuchs, gilt zu ihrem eigenen Zeitpunkt \(.*4\. März.*\).*ist nun ohne Wirkung/s,
      );
    }

    // PYR-7: Jakob reports his win by replying to the notice that the game began.
    await w.reply(begun, '1-0', '2026-03-20T18:00:00+01:00');
    await w.deliver();
    const provisional = w.last('d', /Ergebnis Jakob Meier – Dora Dietrich: 1-0/);
    expect(provisional.text).toContain('vorläufig');
    // PYR-7: the winner takes the defender's place, the defender the winner's old one.
    expect(layout(await state())).toBe('a | b c | j e f | g h i d');

    // PYR-8: nobody objects within 7 days: the result turns final, told by the scheduler.
    await w.scheduler.run();
    w.clock.set('2026-03-28T09:00:00+01:00' as never);
    await w.scheduler.run();
    await w.deliver();
    expect(w.last('j', /Endgültig: Jakob Meier – Dora Dietrich 1-0/).text).toContain('geht in die Wertung');

    // PYR-13: with every level-3 player defending, Ida Imhof can challenge nobody and waits.
    await w.write('g', { body: 'Herausforderung: Engel 1.e4', at: '2026-03-28T10:00:00+01:00' });
    await w.write('d', { body: 'Herausforderung: Meier 1.e4', at: '2026-03-28T11:00:00+01:00' });
    await w.write('i', { body: 'Warteliste', at: '2026-03-29T09:00:00+01:00' });
    expect((await state()).waiting).toEqual(['i']);
    await w.deliver();
    await w.reply(w.last('e', /Gustav Graf fordert Sie heraus/), '1...e5', '2026-03-30T09:00:00+01:00');
    // Emil Engel wins as defender: he is free, and the waiting list assigns him to Ida.
    await w.write('g', { body: 'Ergebnis: 0-1 gegen Engel', at: '2026-04-05T20:00:00+02:00' });
    expect(openAsChallenger(await state(), 'i')).toMatchObject({ defender: 'e', status: 'assigned' });
    await w.scheduler.run();
    await w.deliver();
    // The guardian issues the assigned challenge by answering "ja".
    await w.reply(
      w.last('director', /Auszusprechen: Ida Imhof fordert Emil Engel/),
      'Ja, bitte.',
      '2026-04-06T08:00:00+02:00',
    );
    await w.deliver();
    const assigned = w.last('i', /Herausforderung von der Warteliste: Emil Engel/);
    await w.reply(assigned, '1.d4', '2026-04-07T08:00:00+02:00');
    await w.deliver();
    await w.reply(w.last('e', /Ida Imhof fordert Sie heraus/), '1...Sf6', '2026-04-08T08:00:00+02:00');
    expect(openAsChallenger(await state(), 'i')).toMatchObject({
      defender: 'e',
      status: 'running',
      firstMove: '1.d4',
      reply: '1...Sf6',
    });
    expect((await events()).filter((e) => e.actor === 'director:person-guardian').map((e) => e.type)).toEqual(
      ['AssignedChallengeIssued'],
    );
    // Everything came by mail: no event was entered any other way.
    expect(
      (await events()).every((e) => e.actor.startsWith('player:') || e.actor === 'director:person-guardian'),
    ).toBe(true);
    expect(await w.store.mailbox.listInbound({ clubId: 'mail-club', status: 'held' })).toEqual([]);
  });
});
