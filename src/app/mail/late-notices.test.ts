/**
 * A late entry's notices (PYR-0, issue 24 point 4): when a mail that reached the club earlier is
 * read late and placed at its moment, every entry it changed gets a notice of its own, whose
 * subject says which entry (the challenge, the acceptance, the result) and how it changed, and
 * whose body says why, all in the reader's language, with names and moments in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedMail } from '../../store/outbox.js';
import { mailClub } from '../../test-support/mail-club.js';

let club: Awaited<ReturnType<typeof mailClub>> | undefined;
afterEach(async () => {
  await club?.close();
  club = undefined;
});

/** What no reader may see: a participant's id as a word, an ISO moment, an engine sentence. */
const RAW = [
  /(?<![\p{L}\d])[a-j](?![\p{L}\d.)])/u,
  /\d{4}-\d\d-\d\dT/,
  /\b(already|defending|since|superseded)\b/,
];

const textOf = (m: QueuedMail): string =>
  `${m.subject}\n${m.text}`.replace(/https?:\/\/\S+/g, '').replace(/1\.\S+|1\.\.\.\S+/g, '');

describe('the notices of a late entry (PYR-0)', () => {
  it('one per changed entry, each subject naming it, bodies in the reader’s language with names', async () => {
    club = await mailClub({ now: '2026-03-05T08:00:00+01:00' });
    const c = club;
    // PYR-4: Gustav Graf (in Dutch) challenges Frieda Fuchs on 5 March; she accepts on the 6th;
    // he reports his win on the 7th.
    await c.send('g', { body: 'Uitdaging: Fuchs 1.e4' }, '2026-03-05T09:00:00+01:00');
    await c.send('f', { body: 'Annahme 1...e5' }, '2026-03-06T09:00:00+01:00');
    await c.send('g', { body: 'Uitslag: 1-0 tegen Fuchs' }, '2026-03-07T20:00:00+01:00');
    const before = (await c.store.outbox.mails({ kind: 'late.changed' })).length;
    expect(before).toBe(0);
    // Hanna Huber's challenge of Frieda reached the club on 4 March; it is read on the 8th and
    // runs at its moment.
    c.clock.set('2026-03-08T09:00:00+01:00' as never);
    await c.send('h', { body: 'Herausforderung: Fuchs 1.d4' }, '2026-03-04T08:00:00+01:00');
    const changed = await c.store.outbox.mails({ kind: 'late.changed' });
    expect(changed.length).toBeGreaterThan(0);
    const subjects = (to: string) => changed.filter((m) => m.to === to).map((m) => m.subject);
    // Gustav, who writes in Dutch, reads Dutch: his challenge, her acceptance and his result.
    const gustav = subjects('gustav@example.org');
    expect(gustav).toHaveLength(3);
    for (const subject of [
      /^Door een late melding: de uitdaging Gustav Graf – Frieda Fuchs van .*5 maart.* heeft geen effect meer$/,
      /^Door een late melding: de aanvaarding van de uitdaging Gustav Graf – Frieda Fuchs van .*6 maart/,
      /^Door een late melding: de uitslag Gustav Graf – Frieda Fuchs van .*7 maart/,
    ])
      expect(gustav.filter((s) => subject.test(s))).toHaveLength(1);
    expect(new Set(subjects('gustav@example.org')).size).toBe(3);
    // Frieda reads German: the same three changes, each with its own subject.
    const frieda = changed.filter((m) => m.to === 'frieda@example.org');
    expect(new Set(frieda.map((m) => m.subject)).size).toBe(3);
    const challenge = frieda.find((m) => /die Herausforderung Gustav Graf – Frieda Fuchs/.test(m.subject));
    expect(challenge?.subject).toMatch(
      /^Wegen einer verspäteten Meldung: .* vom .*5\. März.* ist ohne Wirkung$/,
    );
    expect(challenge?.text).toMatch(
      /Eine verspätete Meldung, die Herausforderung Hanna Huber – Frieda Fuchs, gilt zu ihrem eigenen Zeitpunkt \(.*4\. März.*\)/,
    );
    expect(challenge?.text).toMatch(/ist nun ohne Wirkung: die Herausforderung Gustav Graf – Frieda Fuchs\./);
    // The reason in German, with names and the moment in words.
    expect(challenge?.text).toMatch(/Frieda Fuchs verteidigt bereits gegen Hanna Huber, seit .*März/);
    for (const m of changed) for (const raw of RAW) expect(textOf(m), `${m.subject}`).not.toMatch(raw);
  });
});
