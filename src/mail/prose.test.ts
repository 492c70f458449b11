/**
 * The reader for letters (issue 24): commands said in prose anywhere in the body, in German,
 * Dutch and English, with greetings, closings and disclaimers not read, the subject a hint only,
 * and a reading in doubt marked as a proposal. The issue's own mails come first.
 */
import { describe, expect, it } from 'vitest';
import { parseMailText } from './syntax.js';

const today = '2026-03-02';
const read = (body: string, subject?: string) =>
  parseMailText({ body, today, ...(subject !== undefined ? { subject } : {}) });

describe('the issue’s mails', () => {
  it('a prose challenge under the subject "Herausforderung Pyramide" (PYR-4)', () => {
    const parsed = read(
      'Liebe Turnierleitung,\n\nhiermit fordere ich Dora Dietrich heraus. Mein erster Zug: 1.e4\n\nViele Grüße\nJakob Meier',
      'Herausforderung Pyramide',
    );
    expect(parsed.requests).toEqual([
      { verb: 'challenge', targets: [{ name: 'Dora Dietrich' }], move: '1.e4' },
    ]);
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.doubts).toEqual([undefined]);
  });
  it('"ich habe gewonnen (1:0)" (PYR-7)', () => {
    expect(read('Hallo Gerd,\n\nich habe gewonnen (1:0).\n\nGruß', 'Ergebnis').requests).toEqual([
      { verb: 'result', score: ['1', '0'], outcome: 'won' },
    ]);
  });
  it('the vacation on body line 3, not the greeting (PYR-15)', () => {
    expect(
      read(
        'Liebe Turnierleitung,\n\nich bin\nin der Zeit vom 3.4. bis einschließlich 17.4. im Urlaub.',
        'Urlaub',
      ).requests,
    ).toEqual([{ verb: 'vacation', from: { day: 3, month: 4 }, to: { day: 17, month: 4 } }]);
  });
  it('"Einspruch gegen das gemeldete Ergebnis" names no player (PYR-8)', () => {
    expect(read('Hiermit lege ich Einspruch gegen das gemeldete Ergebnis ein.').requests).toMatchObject([
      { verb: 'objection' },
    ]);
    expect(read('Ik maak bezwaar tegen de uitslag').requests).toEqual([
      { verb: 'objection', reason: 'tegen de uitslag' },
    ]);
  });
  it('the subject "Annahme per Telefon" adds no step to the body’s command', () => {
    const parsed = read('für Frieda Fuchs: Annahme 1...e5', 'Annahme per Telefon');
    expect(parsed.requests).toEqual([{ verb: 'accept', move: '1...e5' }]);
    expect(parsed.behalf).toEqual(['Frieda Fuchs']);
    expect(parsed.unreadable).toEqual([]);
  });
  it('"Uitdaging" and "Beste wedstrijdleider," add nothing either', () => {
    const parsed = read(
      'Beste wedstrijdleider,\n\nHierbij daag ik Dora Dietrich uit. Mijn eerste zet: 1.d4',
      'Uitdaging',
    );
    expect(parsed.requests).toEqual([
      { verb: 'challenge', targets: [{ name: 'Dora Dietrich' }], move: '1.d4' },
    ]);
    expect(parsed.lang).toBe('nl');
  });
  it('"Für das Vereinsturnier:" is a heading, not "for X:"', () => {
    const parsed = read('Für das Vereinsturnier:\nich nehme die Herausforderung von Gustav Graf an, 1...c5');
    expect(parsed.behalf).toEqual([undefined]);
    expect(parsed.requests).toEqual([{ verb: 'accept', move: '1...c5', opponent: 'Gustav Graf' }]);
  });
});

describe('prose in three languages', () => {
  it.each([
    ['I challenge Dora Dietrich. My first move: 1.e4', 'challenge'],
    ['Ich möchte Emil Jünger herausfordern, 1.d4', 'challenge'],
    ['Challenge accepted! 1...e5', 'accept'],
    ['Ik neem de uitdaging aan. 1...d5', 'accept'],
    ['Leider habe ich verloren.', 'result'],
    ['Het is remise geworden.', 'result'],
    ['½:½', 'result'],
    ['Bitte tragt mich in die Warteliste ein.', 'join-waiting'],
    ['Please put me on the waiting list.', 'join-waiting'],
    ['Bitte nehmt mich in die ewige Warteliste auf.', 'join-eternal'],
    ['Bitte streicht mich wieder von der Warteliste.', 'leave-waiting'],
    ['Ich kann am 12. März leider nicht kommen.', 'absence'],
    ['Wir spielen am 12.4. um 20 Uhr gegen Meier.', 'appointment'],
    ['Meier ist nicht erschienen.', 'no-show'],
  ])('%s', (body, verb) => {
    expect(read(body).requests.map((r) => r.verb)).toEqual([verb]);
  });
});

describe('what is not read', () => {
  it('greetings, closings, disclaimers, "Sent from my iPhone", forwarded parts', () => {
    expect(read('Hi all,\n\nCheers,\nJakob\nUrlaub 3.4.-5.4.').requests).toEqual([]);
    expect(read('Warteliste\n\nVon meinem iPhone gesendet\nErgebnis 1-0').requests).toEqual([
      { verb: 'join-waiting' },
    ]);
    expect(
      read('Zur Info.\n\n---------- Forwarded message ---------\nFrom: Dora\nErgebnis: 0-1 gegen Meier')
        .requests,
    ).toEqual([]);
    expect(
      read('Warteliste\n\nDiese E-Mail enthält vertrauliche Informationen. Ergebnis: 1-0').requests,
    ).toEqual([{ verb: 'join-waiting' }]);
  });
});

describe('certainty before action: doubts', () => {
  it.each([
    ['Darf ich Dora Dietrich herausfordern? 1.e4', 'question'],
    ['Wenn es noch geht, fordere ich Dora Dietrich heraus. 1.e4', 'condition'],
    ['Ich habe leider nicht gewonnen.', 'not'],
    ['Ich habe gewonnen, 0:1.', 'contradiction'],
    ['Herausfoderung: Dietrich 1.e4', 'typo'],
  ])('%s: %s', (body, doubt) => {
    expect(read(body).doubts).toEqual([doubt]);
  });
  it('a plain sentence has none', () => {
    expect(read('Ich fordere Dora Dietrich heraus. 1.e4').doubts).toEqual([undefined]);
  });
});
