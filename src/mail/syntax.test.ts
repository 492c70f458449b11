/**
 * The mail syntax, case by case in the three languages (docs/mail.md lists the same forms).
 * The issue's own examples come first.
 */
import { describe, expect, it } from 'vitest';
import { findDates, findTime, resolveDate, resolveDateFrom } from './dates.js';
import { behalfOf, movesIn, parseMailText, type Request } from './syntax.js';

const today = '2026-03-20';
const read = (body: string, subject?: string) =>
  parseMailText({ body, today, ...(subject !== undefined ? { subject } : {}) });
const requests = (body: string, subject?: string): readonly Request[] => read(body, subject).requests;

describe('the issue’s examples', () => {
  it('Herausforderung: Meier with the first move 1.e4 (PYR-4)', () => {
    expect(requests('1.e4\n\nGruß Hans', 'Herausforderung: Meier')).toEqual([
      { verb: 'challenge', targets: [{ name: 'Meier' }], move: '1.e4' },
    ]);
  });
  it('Ergebnis: 1-0 gegen Meier (PYR-7), from the sender’s side', () => {
    expect(requests('Ergebnis: 1-0 gegen Meier')).toEqual([
      { verb: 'result', score: ['1', '0'], opponent: 'Meier' },
    ]);
  });
  it('Einspruch (PYR-8), Warteliste (PYR-13)', () => {
    expect(requests('Einspruch')).toEqual([{ verb: 'objection' }]);
    expect(requests('Warteliste')).toEqual([{ verb: 'join-waiting' }]);
  });
  it('Urlaub 3.4.–17.4. (PYR-15)', () => {
    expect(requests('Urlaub 3.4.–17.4.')).toEqual([
      { verb: 'vacation', from: { day: 3, month: 4 }, to: { day: 17, month: 4 } },
    ]);
  });
  it('Afmelding 12 maart (KZ-11)', () => {
    expect(requests('Afmelding 12 maart')).toEqual([
      { verb: 'absence', dates: [{ day: 12, month: 3 }], rounds: [] },
    ]);
  });
  it('a Tantrix Termin (TX-11)', () => {
    expect(requests('Termin: Meier 12.4. 20:00')).toEqual([
      { verb: 'appointment', date: { day: 12, month: 4 }, time: { hour: 20, minute: 0 }, opponent: 'Meier' },
    ]);
  });
  it('several commands in one mail run in order (PYR-12)', () => {
    expect(
      requests('Hallo,\nich melde:\nErgebnis 0-1 gegen Schulz\nHerausforderung: Meier 1.e4\nGruß'),
    ).toEqual([
      { verb: 'result', score: ['0', '1'], opponent: 'Schulz' },
      { verb: 'challenge', targets: [{ name: 'Meier' }], move: '1.e4' },
    ]);
  });
});

describe('challenges', () => {
  it('several targets, XXX places and a move on its own line (PYR-12)', () => {
    expect(requests('Meier, XXX (4,2) and Schulz\n1. Nf3', 'Challenge')).toEqual([
      {
        verb: 'challenge',
        targets: [{ name: 'Meier' }, { level: 4, index: 2 }, { name: 'Schulz' }],
        move: '1.Nf3',
      },
    ]);
    expect(requests('', 'Uitdaging: (5,1), (5,2)')).toEqual([
      {
        verb: 'challenge',
        targets: [
          { level: 5, index: 1 },
          { level: 5, index: 2 },
        ],
      },
    ]);
  });
  it('a challenge without a target is named as unreadable', () => {
    const parsed = read('Herausforderung!');
    expect(parsed.requests).toEqual([]);
    expect(parsed.unreadable).toMatchObject([{ line: 'Herausforderung!', code: 'ERR_MAIL_NO_TARGET' }]);
  });
  it('a subject keyword with the arguments in the body', () => {
    expect(requests('Meier 1.d4', 'Herausforderung')).toEqual([
      { verb: 'challenge', targets: [{ name: 'Meier' }], move: '1.d4' },
    ]);
  });
  it('a subject that only names the command the body carries out', () => {
    expect(read('Urlaub 3.4.–17.4.', 'Urlaub')).toMatchObject({
      requests: [{ verb: 'vacation' }],
      unreadable: [],
    });
  });
  it('a body that repeats the subject’s command counts once', () => {
    expect(requests('Herausforderung: Meier 1.e4', 'Herausforderung: Meier')).toEqual([
      { verb: 'challenge', targets: [{ name: 'Meier' }], move: '1.e4' },
    ]);
  });
});

describe('acceptances and confirmations', () => {
  it('reply moves in every spelling', () => {
    expect(requests('Annahme 1. ... Sf6')).toEqual([{ verb: 'accept', move: '1...Sf6' }]);
    expect(requests('Angenommen, 1...c5')).toEqual([{ verb: 'accept', move: '1...c5' }]);
    expect(requests('Aanvaard 1…e5')).toEqual([{ verb: 'accept', move: '1...e5' }]);
    expect(requests('Bestätigung 1.d4')).toEqual([{ verb: 'confirm', move: '1.d4' }]);
    expect(requests('I accept the challenge of Smith')).toEqual([{ verb: 'accept', opponent: 'Smith' }]);
  });
  it('moves outside a command line are kept for the obvious answer', () => {
    const parsed = read('1... e5\n-- \nHans', 'AW: Ihre Partie');
    expect(parsed.requests).toEqual([]);
    expect(parsed.moves).toEqual(['1...e5']);
  });
});

describe('results', () => {
  it('both players named: the score in their order', () => {
    expect(requests('Ergebnis: Müller – Meier ½-½')).toEqual([
      { verb: 'result', score: ['½', '½'], players: ['Müller', 'Meier'] },
    ]);
  });
  it('in words, from the sender’s side, in three languages', () => {
    expect(requests('gewonnen gegen Meier', 'Ergebnis')).toEqual([
      { verb: 'result', outcome: 'won', opponent: 'Meier' },
    ]);
    expect(requests('Uitslag: remise tegen De Vries')).toEqual([
      { verb: 'result', outcome: 'draw', opponent: 'De Vries' },
    ]);
    expect(requests('Result: lost against Smith')).toEqual([
      { verb: 'result', outcome: 'lost', opponent: 'Smith' },
    ]);
    expect(requests('Ergebnis: ich habe gegen Meier verloren')).toEqual([
      { verb: 'result', outcome: 'lost', opponent: 'Meier' },
    ]);
  });
  it('game scores with the minutes used (TX-1)', () => {
    expect(requests('Result 23-18 against Smith, time 12-15')).toEqual([
      { verb: 'result', score: ['23', '18'], opponent: 'Smith', minutes: [12, 15] },
    ]);
  });
  it('a result without a score is unreadable', () => {
    expect(read('Ergebnis: gegen Meier').unreadable).toMatchObject([{ code: 'ERR_MAIL_NO_SCORE' }]);
  });
});

describe('objections, lists, vacations, absences', () => {
  it('an objection with an opponent and a reason', () => {
    expect(requests('Einspruch gegen Meier: falsches Ergebnis')).toEqual([
      { verb: 'objection', opponent: 'Meier', reason: 'falsches Ergebnis' },
    ]);
    expect(requests('Bezwaar: de zet was anders')).toEqual([
      { verb: 'objection', reason: 'de zet was anders' },
    ]);
  });
  it('the waiting lists, joining and leaving (PYR-13, PYR-14)', () => {
    expect(requests('Ewige Warteliste')).toEqual([{ verb: 'join-eternal' }]);
    expect(requests('Warteliste verlassen')).toEqual([{ verb: 'leave-waiting' }]);
    expect(requests('Eeuwige wachtlijst verlaten')).toEqual([{ verb: 'leave-eternal' }]);
    expect(requests('Waiting list please')).toEqual([{ verb: 'join-waiting' }]);
  });
  it('vacations across the year end, with years and month names', () => {
    expect(requests('Urlaub vom 20.12. bis 5.1.2027')).toEqual([
      { verb: 'vacation', from: { day: 20, month: 12 }, to: { day: 5, month: 1, year: 2027 } },
    ]);
    expect(requests('Vacation April 3 to April 17')).toEqual([
      { verb: 'vacation', from: { day: 3, month: 4 }, to: { day: 17, month: 4 } },
    ]);
    expect(requests('Urlaub ab morgen')).toEqual([
      { verb: 'vacation', from: { year: 2026, month: 3, day: 21 }, to: { year: 2026, month: 3, day: 21 } },
    ]);
  });
  it('absences by date, by round, or for the next evening', () => {
    expect(requests('Afmelding 12 maart en 19 maart')).toEqual([
      {
        verb: 'absence',
        dates: [
          { day: 12, month: 3 },
          { day: 19, month: 3 },
        ],
        rounds: [],
      },
    ]);
    expect(requests('Afmelding ronde 5')).toEqual([{ verb: 'absence', dates: [], rounds: [5] }]);
    expect(requests('Afmelding')).toEqual([{ verb: 'absence', dates: [], rounds: [] }]);
  });
});

describe('appointments and messages (TX-11)', () => {
  it('times with Uhr, a zone, or none; dates in words', () => {
    expect(requests('Termin gegen Meier am 12. April um 20.00 Uhr MESZ')).toEqual([
      {
        verb: 'appointment',
        date: { day: 12, month: 4 },
        time: { hour: 20, minute: 0, offset: '+02:00' },
        opponent: 'Meier',
      },
    ]);
    expect(requests('Afspraak met De Vries 3 mei 19:30')).toEqual([
      {
        verb: 'appointment',
        date: { day: 3, month: 5 },
        time: { hour: 19, minute: 30 },
        opponent: 'De Vries',
      },
    ]);
    expect(requests('Appointment: Smith tomorrow 21:00 UTC')).toEqual([
      {
        verb: 'appointment',
        date: { year: 2026, month: 3, day: 21 },
        time: { hour: 21, minute: 0, offset: 'Z' },
        opponent: 'Smith',
      },
    ]);
  });
  it('9.05 Uhr is a time, 3.4. a date', () => {
    expect(requests('Termin Meier 9.05 Uhr 3.4.')).toEqual([
      { verb: 'appointment', date: { day: 3, month: 4 }, time: { hour: 9, minute: 5 }, opponent: 'Meier' },
    ]);
  });
  it('a message takes the rest of the mail', () => {
    expect(requests('Nachricht an Meier: Wann passt es dir?\nIch kann Dienstag.\nWarteliste')).toEqual([
      { verb: 'message', opponent: 'Meier', text: 'Wann passt es dir?\nIch kann Dienstag.\nWarteliste' },
    ]);
  });
});

describe('what is not read', () => {
  it('a reply’s subject and the quoted original', () => {
    const parsed = read(
      'Angenommen, 1...c5\n\nAm 2.3.2026 schrieb Arbiter:\n> Herausforderung: Meier',
      'Re: Herausforderung von Müller',
    );
    expect(parsed.requests).toEqual([{ verb: 'accept', move: '1...c5' }]);
    expect(parsed.text).toBe('Angenommen, 1...c5');
  });
  it('signatures, Outlook’s original and greetings', () => {
    expect(requests('Warteliste\n-- \nErgebnis: 1-0')).toEqual([{ verb: 'join-waiting' }]);
    expect(requests('Warteliste\n-----Original Message-----\nErgebnis: 1-0')).toEqual([
      { verb: 'join-waiting' },
    ]);
    expect(requests('Liebe Grüße\nHans')).toEqual([]);
  });
  it('the language of the first keyword that belongs to one language', () => {
    expect(read('Afmelding').lang).toBe('nl');
    expect(read('Urlaub 1.5.').lang).toBe('de');
    expect(read('Vacation 1.5.').lang).toBe('en');
    expect(read('Hallo').lang).toBeUndefined();
  });
});

describe('dates and moves', () => {
  it('a date without a year is the next one, from 60 days back on', () => {
    expect(resolveDate({ day: 12, month: 3 }, '2026-03-20')).toBe('2026-03-12');
    expect(resolveDate({ day: 5, month: 1 }, '2026-03-20')).toBe('2027-01-05');
    expect(resolveDate({ day: 20, month: 12 }, '2026-01-10')).toBe('2025-12-20');
    expect(resolveDate({ day: 31, month: 4 }, '2026-03-20')).toBeUndefined();
    expect(resolveDateFrom({ day: 29, month: 2 }, '2026-03-01')).toBe('2028-02-29');
  });
  it('finds dates and times in folded text', () => {
    expect(findDates('vom 3.4.2026 bis 2026-04-17', today).map((d) => d.value)).toEqual([
      { day: 3, month: 4, year: 2026 },
      { year: 2026, month: 4, day: 17 },
    ]);
    expect(findTime('um 20u')?.value).toEqual({ hour: 20, minute: 0 });
    expect(findTime('20:15 +0200')?.value).toEqual({ hour: 20, minute: 15, offset: '+02:00' });
    expect(findTime('am 20.12. abends')).toBeUndefined();
  });
  it('white and black moves, castling included', () => {
    expect(movesIn('1.e4 und 1...c5, dann 2. O-O')).toEqual(['1.e4', '1...c5', '2.O-O']);
  });
});

describe('commands for other players (a director’s `für Meier:`)', () => {
  const parse = (body: string, subject?: string) =>
    parseMailText({ body, ...(subject !== undefined ? { subject } : {}), today: '2026-03-02' });

  it('a prefix on its own line holds for the lines after it, until the next', () => {
    const mail = parse('Für Meier:\nUrlaub 3.4.–17.4.\nWarteliste\nvoor De Vries: Warteliste\nEinspruch');
    expect(mail.requests.map((r) => r.verb)).toEqual([
      'vacation',
      'join-waiting',
      'join-waiting',
      'objection',
    ]);
    expect(mail.behalf).toEqual(['Meier', 'Meier', 'De Vries', 'De Vries']);
    expect(mail.lines).toEqual(['Urlaub 3.4.–17.4.', 'Warteliste', 'Warteliste', 'Einspruch']);
    expect(mail.lang).toBe('de');
  });

  it('in front of a command on the same line, in the subject with or without a colon', () => {
    expect(parse('', 'for Jakob Meier: Result 1-0 against Dietrich').behalf).toEqual(['Jakob Meier']);
    const subjectOnly = parse('Urlaub 3.4.–17.4.', 'Für Meier');
    expect(subjectOnly.behalf).toEqual(['Meier']);
    expect(subjectOnly.lang).toBe('de');
    expect(parse('namens Dietrich: afmelding ronde 5').behalf).toEqual(['Dietrich']);
    expect(parse('im Auftrag von Meier: Urlaub 3.4.').behalf).toEqual(['Meier']);
  });

  it('a player’s own commands are for nobody else; "for" in a body line without a colon is no prefix', () => {
    expect(parse('Urlaub 3.4.–17.4.').behalf).toEqual([undefined]);
    const mail = parse('for the record\nUrlaub 3.4.–17.4.');
    expect(mail.behalf).toEqual([undefined]);
    expect(behalfOf('for Meier')).toBeUndefined();
    expect(behalfOf('for Meier', true)).toMatchObject({ name: 'Meier', rest: '', lang: 'en' });
  });
});
