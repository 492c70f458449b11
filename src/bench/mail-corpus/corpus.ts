/**
 * Mails as the members of a pyramid club (seed 000, the DESC) and a Tantrix club really write
 * them — greetings, prose, typos, umlauts and their transliterations, Outlook's quoted-printable
 * ISO-8859-1, HTML-only mail, replies with quotes, forwards, Dutch and English, the guardian
 * writing for a player — each with what must become of it: `executed` with the commands it
 * carries out, `proposed` (held with a reading that waits for a "yes"), or `held` with the code of
 * its reason. Read by src/server/mail/corpus.test.ts and `npm run bench -- mail`.
 *
 * The pyramid is the rules' worked example (`a | b c | d e f | g h i j`), with an umlaut and an ß
 * in two names; `before` are mails in the documented syntax that set the scene.
 */
import type { Participant } from '../../core/participant.js';

export const CORPUS_PLAYERS: readonly Participant[] = [
  { id: 'a', name: 'Albert Adler' },
  { id: 'b', name: 'Berta Braun' },
  { id: 'c', name: 'Carl Claus' },
  { id: 'd', name: 'Dora Dietrich' },
  { id: 'e', name: 'Emil Jünger' },
  { id: 'f', name: 'Frieda Fuß' },
  { id: 'g', name: 'Gustav Graf' },
  { id: 'h', name: 'Hanna Huber' },
  { id: 'i', name: 'Ida Imhof' },
  { id: 'j', name: 'Jakob Meier' },
];

export const TANTRIX_PLAYERS: readonly Participant[] = [
  { id: 'hana', name: 'Hana Novak', rating: 1810 } as Participant,
  { id: 'oliver', name: 'Oliver Grant', rating: 1775 } as Participant,
  { id: 'marta', name: 'Marta Kowalska', rating: 1752 } as Participant,
  { id: 'david', name: 'David Levi', rating: 1730 } as Participant,
];

/** The guardian who writes for players (a director of the pyramid, signed by example.org). */
export const GUARDIAN = { id: 'person-lena', name: 'Lena Leiter', email: 'lena@example.org' };

export type Expected =
  | { readonly executed: readonly string[] }
  | { readonly proposed: RegExp }
  | { readonly held: string };

export interface Before {
  readonly from: string;
  readonly body: string;
}

export interface CorpusMail {
  readonly id: string;
  readonly about: string;
  readonly competition?: 'pyramid' | 'tantrix';
  readonly before?: readonly Before[];
  /** A participant's id, or `guardian`. */
  readonly from: string;
  readonly subject?: string;
  readonly body?: string;
  readonly html?: string;
  /** Written by Outlook: ISO-8859-1, quoted-printable. */
  readonly latin1?: boolean;
  readonly expect: Expected;
  /** Minutes between the scene and the mail (default 1). */
  readonly later?: number;
}

const JD = { from: 'j', body: 'Herausforderung: Dietrich 1.e4' };
const JD_ACCEPTED = [JD, { from: 'd', body: 'Annahme 1...c5' }];
const JD_REPORTED = [...JD_ACCEPTED, { from: 'j', body: 'Ergebnis: 1-0 gegen Dietrich' }];
const HF = { from: 'h', body: 'Herausforderung: Fuß 1.d4' };
/** Every player of level 3 defends: nobody is left for Jakob Meier to challenge (PYR-13). */
const ALL_BUSY = [
  { from: 'g', body: 'Herausforderung: Dietrich 1.e4' },
  { from: 'h', body: 'Herausforderung: Jünger 1.e4' },
  { from: 'i', body: 'Herausforderung: Fuß 1.e4' },
];

const issue = (...types: string[]): Expected => ({ executed: types });
const held = (code: string): Expected => ({ held: code });
const proposed = (reading: RegExp): Expected => ({ proposed: reading });

export const CORPUS: readonly CorpusMail[] = [
  // --- Challenges (PYR-4) ----------------------------------------------------------------------
  {
    id: 'c01',
    about: 'the issue: a prose challenge, subject "Herausforderung Pyramide"',
    from: 'j',
    subject: 'Herausforderung Pyramide',
    body: 'Liebe Turnierleitung,\n\nhiermit fordere ich Dora Dietrich heraus. Mein erster Zug: 1.e4\n\nViele Grüße\nJakob Meier',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c02',
    about: '"möchte … herausfordern", the move after a comma',
    from: 'g',
    subject: 'Pyramide',
    body: 'Hallo Gerd,\n\nich möchte Emil Jünger herausfordern, 1.d4\n\nGruß Gustav',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c03',
    about: 'all in lower case, German notation (S for the knight)',
    from: 'h',
    body: 'ich fordere frieda fuß heraus! 1.Sf3',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c04',
    about: 'ü written ue',
    from: 'g',
    body: 'Ich fordere hiermit Emil Juenger heraus.\nErster Zug 1.c4\nGruss Gustav',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c05',
    about: 'ß written ss',
    from: 'h',
    body: 'Moin,\nich fordere Frieda Fuss heraus, mein erster Zug ist 1.d4.\nLG Hanna',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c06',
    about: 'the last name alone',
    from: 'i',
    body: 'Ich fordere Dietrich heraus.\n1.e4',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c07',
    about: 'the first name alone',
    from: 'j',
    body: 'Hallo zusammen,\nhiermit fordere ich Dora heraus. Mein erster Zug: 1.Sf3\nViele Grüße, Jakob',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c08',
    about: 'English prose',
    from: 'j',
    subject: 'Pyramid',
    body: 'Hi all,\n\nI challenge Dora Dietrich. My first move: 1.e4\n\nCheers,\nJakob',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c09',
    about: 'Dutch prose under the subject "Uitdaging" and "Beste wedstrijdleider,"',
    from: 'j',
    subject: 'Uitdaging',
    body: 'Beste wedstrijdleider,\n\nHierbij daag ik Dora Dietrich uit. Mijn eerste zet: 1.d4\n\nMet vriendelijke groet,\nJakob',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c10',
    about: 'the documented syntax with German notation',
    from: 'j',
    body: 'Herausforderung: Dietrich 1.Sf3',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c11',
    about: 'a misspelt command word: proposed',
    from: 'j',
    body: 'Herausfoderung: Dietrich 1.e4',
    expect: proposed(/eine Herausforderung von Dora Dietrich, erster Zug 1\.e4/),
  },
  {
    id: 'c12',
    about: 'a question: proposed',
    from: 'j',
    body: 'Hallo Gerd, darf ich Dora Dietrich herausfordern? 1.e4',
    expect: proposed(/Herausforderung von Dora Dietrich/),
  },
  {
    id: 'c13',
    about: 'a condition: proposed',
    from: 'j',
    body: 'Wenn es noch geht, fordere ich Dora Dietrich heraus. Erster Zug 1.e4',
    expect: proposed(/Herausforderung von Dora Dietrich/),
  },
  {
    id: 'c14',
    about: 'out of reach: level 4 may not challenge level 2 (PYR-3)',
    from: 'j',
    body: 'Hiermit fordere ich Berta Braun heraus. 1.e4',
    expect: held('ERR_OUT_OF_REACH'),
  },
  {
    id: 'c15',
    about: 'nobody of that name',
    from: 'j',
    body: 'hiermit fordere ich Lasker heraus 1.e4',
    expect: held('ERR_MAIL_UNKNOWN_PLAYER'),
  },
  {
    id: 'c16',
    about: 'a misspelt last name beside a right first name is no guess',
    from: 'j',
    body: 'hiermit fordere ich Dora Dietrisch heraus 1.e4',
    expect: held('ERR_MAIL_UNKNOWN_PLAYER'),
  },
  {
    id: 'c17',
    about: 'the command in the subject, the move in the body',
    from: 'j',
    subject: 'Herausforderung: Dietrich',
    body: '1.e4\n\nGruß, Jakob',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c18',
    about: 'a bare subject keyword takes the first line after the greeting',
    from: 'j',
    subject: 'Herausforderung',
    body: 'Liebe Turnierleitung,\n\nDora Dietrich 1.e4\n\nGruß',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c19',
    about: 'HTML only',
    from: 'j',
    subject: 'Herausforderung',
    html: '<html><body><p>Liebe Turnierleitung,</p><p>hiermit fordere ich <b>Dora Dietrich</b> heraus.<br>Mein erster Zug: 1.e4</p><p>Viele Grüße<br>Jakob</p></body></html>',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c20',
    about: 'Outlook: ISO-8859-1, quoted-printable, umlauts',
    from: 'g',
    subject: 'Herausforderung',
    body: 'Sehr geehrte Damen und Herren,\n\nich fordere Emil Jünger heraus. Mein erster Zug: 1.d4\n\nMit freundlichen Grüßen\nGustav Graf',
    latin1: true,
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c21',
    about: 'the signature holds a command word: not read',
    from: 'j',
    body: 'Herausforderung: Dietrich 1.e4\n-- \nJakob Meier\nUrlaub bis 3.4. nur per Handy',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c22',
    about: 'a disclaimer after the letter is not read',
    from: 'j',
    body: 'ich fordere Dora Dietrich heraus, 1.e4\n\nDiese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat sind, Ergebnis: bitte löschen.',
    expect: issue('IssueChallenge'),
  },
  {
    id: 'c23',
    about: 'a challenge without the first move (PYR-4)',
    from: 'j',
    body: 'hiermit fordere ich Dora Dietrich heraus.',
    expect: held('ERR_FIRST_MOVE_REQUIRED'),
  },
  {
    id: 'c24',
    about: 'the challenge already made, written again',
    from: 'j',
    before: [JD],
    body: 'Ich fordere Dora Dietrich heraus. 1.e4',
    expect: held('ERR_ALREADY_CHALLENGING'),
  },
  {
    id: 'c25',
    about: '"Sent from my iPhone" after the command',
    from: 'i',
    body: 'Ich fordere Frieda Fuß heraus 1.e4\n\nVon meinem iPhone gesendet',
    expect: issue('IssueChallenge'),
  },
  // --- Acceptances (PYR-4) ---------------------------------------------------------------------
  {
    id: 'a01',
    about: '"nehme die Herausforderung an" with the reply move',
    from: 'd',
    before: [JD],
    body: 'Hallo Gerd,\n\nich nehme die Herausforderung an, mein Antwortzug: 1...c5\n\nGruß Dora',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a02',
    about: 'the challenger named',
    from: 'd',
    before: [JD],
    body: 'Ich nehme die Herausforderung von Jakob Meier gerne an. 1...e5',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a03',
    about: 'English',
    from: 'd',
    before: [JD],
    body: 'Hello,\nI accept the challenge. 1...e5\nBest regards, Dora',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a04',
    about: 'Dutch',
    from: 'd',
    before: [JD],
    body: 'Hoi,\nIk neem de uitdaging aan. 1...d5\nGroeten, Dora',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a05',
    about: '"Challenge accepted!"',
    from: 'd',
    before: [JD],
    body: 'Challenge accepted! 1...e5',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a06',
    about: 'German notation of the reply move',
    from: 'd',
    before: [JD],
    body: 'Annahme 1...Sf6',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a07',
    about: 'the issue: subject "Annahme per Telefon", the guardian writes for a player',
    from: 'guardian',
    before: [HF],
    subject: 'Annahme per Telefon',
    body: 'für Frieda Fuß: Annahme 1...e5',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a08',
    about: '"Für das Vereinsturnier:" is a heading, not a "for X:"',
    from: 'd',
    before: [JD],
    body: 'Für das Vereinsturnier:\nich nehme die Herausforderung von Jakob Meier an. 1...c5',
    expect: issue('AcceptChallenge'),
  },
  {
    id: 'a09',
    about: 'a player writing for another',
    from: 'g',
    before: [JD],
    body: 'für Dora Dietrich: Annahme 1...c5',
    expect: held('ERR_MAIL_NOT_DIRECTOR_FOR'),
  },
  {
    id: 'a10',
    about: 'an acceptance with nothing to accept',
    from: 'e',
    body: 'Ich nehme die Herausforderung an. 1...e5',
    expect: held('ERR_MAIL_NO_GAME'),
  },
  {
    id: 'a11',
    about: 'acceptance said with "not": proposed',
    from: 'd',
    before: [JD],
    body: 'Ich nehme die Herausforderung noch nicht an, erst nach dem Urlaub. 1...c5',
    expect: proposed(/Annahme der Herausforderung/),
  },
  {
    id: 'a12',
    about: 'the guardian for both players, the challenge and its acceptance (PYR-12)',
    from: 'guardian',
    body: 'Liebe Leute,\n\nfür Ida Imhof: Herausforderung: Jünger 1.d4\nfür Jünger: Annahme 1...Sf6\n\nGruß Lena',
    expect: issue('IssueChallenge', 'AcceptChallenge'),
  },
  // --- Results (PYR-7) -------------------------------------------------------------------------
  {
    id: 'r01',
    about: 'the issue: "ich habe gewonnen (1:0)", Outlook ISO-8859-1 quoted-printable',
    from: 'j',
    before: JD_ACCEPTED,
    subject: 'Ergebnis',
    body: 'Hallo Gerd,\n\nich habe gewonnen (1:0).\n\nGrüße aus Köln\nJakob',
    latin1: true,
    expect: issue('ReportResult'),
  },
  {
    id: 'r02',
    about: '"leider verloren"',
    from: 'd',
    before: JD_ACCEPTED,
    body: 'Leider habe ich verloren.\nGruß Dora',
    expect: issue('ReportResult'),
  },
  {
    id: 'r03',
    about: '"Remis."',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Remis.',
    expect: issue('ReportResult'),
  },
  { id: 'r04', about: '"½:½"', from: 'd', before: JD_ACCEPTED, body: '½:½', expect: issue('ReportResult') },
  { id: 'r05', about: '"1:0"', from: 'j', before: JD_ACCEPTED, body: '1:0', expect: issue('ReportResult') },
  {
    id: 'r06',
    about: 'the opponent named in prose',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Die Partie gegen Dora Dietrich habe ich gewonnen.',
    expect: issue('ReportResult'),
  },
  {
    id: 'r07',
    about: 'English',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Hi, I won against Dora. Thanks for the game!',
    expect: issue('ReportResult'),
  },
  {
    id: 'r08',
    about: 'Dutch',
    from: 'd',
    before: JD_ACCEPTED,
    body: 'Beste Lena,\nIk heb helaas verloren.\nGroeten',
    expect: issue('ReportResult'),
  },
  {
    id: 'r09',
    about: 'Dutch draw',
    from: 'd',
    before: JD_ACCEPTED,
    body: 'Het is remise geworden.',
    expect: issue('ReportResult'),
  },
  {
    id: 'r10',
    about: 'words and score contradict: proposed',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Ich habe gewonnen, 0:1.',
    expect: proposed(/Ergebnis 0-1 \(gewonnen\)/),
  },
  {
    id: 'r11',
    about: 'a question about the result: proposed',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Habe ich das Remis richtig gemeldet?',
    expect: proposed(/Ergebnis/),
  },
  {
    id: 'r12',
    about: '"nicht gewonnen": proposed',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Ich habe leider nicht gewonnen.',
    expect: proposed(/Ergebnis/),
  },
  {
    id: 'r13',
    about: 'a result with no game',
    from: 'e',
    body: 'Ich habe gewonnen!',
    expect: held('ERR_MAIL_NO_GAME'),
  },
  {
    id: 'r14',
    about: 'the wrong competition (a club championship game, not the pyramid)',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Ergebnis der Vereinsmeisterschaft: 1:0 gegen Gustav Graf',
    expect: held('ERR_MAIL_NO_GAME'),
  },
  {
    id: 'r15',
    about: 'the subject names a command, the body reports a result',
    from: 'j',
    before: JD_ACCEPTED,
    subject: 'Herausforderung',
    body: 'Hallo, ich habe gewonnen 1:0',
    expect: issue('ReportResult'),
  },
  {
    id: 'r16',
    about: 'a reply whose command is only in the quote',
    from: 'j',
    before: JD_ACCEPTED,
    subject: 'AW: Ihre Partie',
    body: 'Danke, bis bald!\n\nAm 02.03.2026 um 10:00 schrieb Pyramide:\n> Ergebnis: 1-0 gegen Dietrich\n> Gruß',
    expect: held('ERR_MAIL_NOT_UNDERSTOOD'),
  },
  {
    id: 'r17',
    about: 'a forwarded mail is someone else’s',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Zur Info, siehe unten.\n\n---------- Forwarded message ---------\nFrom: Dora <dora@example.org>\nErgebnis: 0-1 gegen Meier',
    expect: held('ERR_MAIL_NOT_UNDERSTOOD'),
  },
  {
    id: 'r18',
    about: 'both players report the same result: the second is told it is known',
    from: 'd',
    before: JD_REPORTED,
    body: 'Ergebnis: 0-1 gegen Meier',
    expect: held('ERR_MAIL_ALREADY_REPORTED'),
  },
  {
    id: 'r19',
    about: 'the opponent’s contradicting report is the objection (PYR-8)',
    from: 'd',
    before: JD_REPORTED,
    body: 'Ich habe gewonnen!',
    expect: issue('ObjectToResult'),
  },
  {
    id: 'r20',
    about: 'the opponent’s contradicting report in the syntax (PYR-8)',
    from: 'd',
    before: JD_REPORTED,
    body: 'Ergebnis: ½-½ gegen Meier',
    expect: issue('ObjectToResult'),
  },
  {
    id: 'r21',
    about: 'Müller – Meier 1-0 order, both named',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Ergebnis: Meier – Dietrich 1-0',
    expect: issue('ReportResult'),
  },
  {
    id: 'r22',
    about: 'a typo in the result word of the syntax: proposed',
    from: 'j',
    before: JD_ACCEPTED,
    body: 'Ergbenis: 1-0 gegen Dietrich',
    expect: proposed(/Ergebnis 1-0/),
  },
  // --- Objections (PYR-8) ----------------------------------------------------------------------
  {
    id: 'o01',
    about: 'the issue: "Einspruch gegen das gemeldete Ergebnis"',
    from: 'd',
    before: JD_REPORTED,
    body: 'Sehr geehrte Turnierleitung,\n\nhiermit lege ich Einspruch gegen das gemeldete Ergebnis ein. Die Partie läuft noch.\n\nMfG Dora Dietrich',
    expect: issue('ObjectToResult'),
  },
  {
    id: 'o02',
    about: 'Dutch',
    from: 'd',
    before: JD_REPORTED,
    body: 'Ik maak bezwaar tegen de uitslag, de partij is nog niet afgelopen.',
    expect: issue('ObjectToResult'),
  },
  {
    id: 'o03',
    about: 'English',
    from: 'd',
    before: JD_REPORTED,
    body: 'I object to the result Jakob reported.',
    expect: issue('ObjectToResult'),
  },
  {
    id: 'o04',
    about: 'nothing to object to',
    from: 'e',
    body: 'Ich lege Einspruch ein!',
    expect: held('ERR_MAIL_NO_GAME'),
  },
  {
    id: 'o05',
    about: '"Widerspruch"',
    from: 'd',
    before: JD_REPORTED,
    body: 'Widerspruch: ich habe die Partie nicht aufgegeben.',
    expect: issue('ObjectToResult'),
  },
  // --- Waiting lists (PYR-13, PYR-14) ----------------------------------------------------------
  {
    id: 'w01',
    about: '"bitte auf die Warteliste" by the pharaoh’s only challenger left',
    from: 'a',
    body: 'Hallo,\nbitte setzt mich auf die Warteliste.\nDanke, Albert',
    expect: held('ERR_NOBODY_ABOVE'),
  },
  {
    id: 'w02',
    before: ALL_BUSY,
    about: 'the documented word',
    from: 'j',
    body: 'Warteliste',
    expect: issue('JoinWaitingList'),
  },
  {
    id: 'w03',
    before: ALL_BUSY,
    about: 'German prose',
    from: 'j',
    body: 'Liebe Turnierleitung,\nbitte tragt mich in die Warteliste ein.\nViele Grüße',
    expect: issue('JoinWaitingList'),
  },
  {
    id: 'w04',
    before: ALL_BUSY,
    about: 'English prose',
    from: 'j',
    body: 'Please put me on the waiting list.',
    expect: issue('JoinWaitingList'),
  },
  {
    id: 'w05',
    before: ALL_BUSY,
    about: 'Dutch prose',
    from: 'j',
    body: 'Zet me alsjeblieft op de wachtlijst.',
    expect: issue('JoinWaitingList'),
  },
  {
    id: 'w06',
    before: ALL_BUSY,
    about: 'the eternal list in prose',
    from: 'j',
    body: 'Bitte nehmt mich in die ewige Warteliste auf.',
    expect: issue('JoinEternalWaitingList'),
  },
  {
    id: 'w07',
    about: 'leaving the list in prose',
    from: 'j',
    before: [...ALL_BUSY, { from: 'j', body: 'Warteliste' }],
    body: 'Bitte streicht mich wieder von der Warteliste.',
    expect: issue('LeaveWaitingList'),
  },
  // --- Vacations (PYR-15) ----------------------------------------------------------------------
  {
    id: 'v01',
    about: 'the issue: the dates on body line 3, subject "Urlaub"',
    from: 'j',
    subject: 'Urlaub',
    body: 'Liebe Turnierleitung,\n\nich bin\nin der Zeit vom 3.4. bis einschließlich 17.4. im Urlaub.\n\nViele Grüße\nJakob',
    expect: issue('AnnounceVacation'),
  },
  {
    id: 'v02',
    about: 'Dutch',
    from: 'j',
    body: 'Ik ben met vakantie van 3 april tot en met 17 april.',
    expect: issue('AnnounceVacation'),
  },
  {
    id: 'v03',
    about: 'English',
    from: 'j',
    body: 'I am on holiday from 3.4. to 17.4., back on the 18th.',
    expect: issue('AnnounceVacation'),
  },
  {
    id: 'v04',
    about: 'a vacation without dates',
    from: 'j',
    body: 'Ich fahre bald in den Urlaub.',
    expect: held('ERR_MAIL_NO_DATES'),
  },
  {
    id: 'v05',
    about: 'two commands in one mail, in order (PYR-12)',
    from: 'j',
    body: 'Liebe Turnierleitung,\nich bin vom 3.4. bis 17.4. im Urlaub. Außerdem fordere ich Dora Dietrich heraus, mein erster Zug: 1.e4.\nGruß',
    expect: issue('AnnounceVacation', 'IssueChallenge'),
  },
  {
    id: 'v06',
    about: 'Urlaub in the documented syntax',
    from: 'j',
    body: 'Urlaub 3.4.–17.4.',
    expect: issue('AnnounceVacation'),
  },
  // --- Nothing to read -------------------------------------------------------------------------
  {
    id: 'n01',
    about: 'chatter',
    from: 'j',
    body: 'Hallo Gerd, wie geht es dir? Bis Freitag im Verein!',
    expect: held('ERR_MAIL_NOT_UNDERSTOOD'),
  },
  {
    id: 'n02',
    about: 'a subject with a command word and a greeting only',
    from: 'j',
    subject: 'Uitdaging',
    body: 'Beste wedstrijdleider,\n\nGroeten',
    expect: held('ERR_MAIL_NO_TARGET'),
  },
  {
    id: 'n03',
    about: 'a thank-you',
    from: 'd',
    body: 'Vielen Dank für die schnelle Eintragung!',
    expect: held('ERR_MAIL_NOT_UNDERSTOOD'),
  },
  // --- Tantrix (TX-1, TX-4, TX-11) -------------------------------------------------------------
  {
    id: 't01',
    about: 'an appointment in prose',
    competition: 'tantrix',
    from: 'first',
    body: 'Hallo,\nwir spielen am 16.9. um 20 Uhr gegen {second}.\nGruß',
    expect: issue('ArrangeGame'),
  },
  {
    id: 't02',
    about: 'an appointment in the syntax',
    competition: 'tantrix',
    from: 'first',
    body: 'Termin: {second} 16.9. 20:00',
    expect: issue('ArrangeGame'),
  },
  {
    id: 't03',
    about: 'a result with points in prose',
    competition: 'tantrix',
    from: 'first',
    body: 'Ich habe 23:18 gegen {second} gewonnen, Zeit 12-14.',
    expect: issue('RecordResult'),
  },
  {
    id: 't04',
    about: 'a result in the syntax, English',
    competition: 'tantrix',
    from: 'first',
    body: 'Result: 23-18 against {second}, time 12-14',
    expect: issue('RecordResult'),
  },
  {
    id: 't05',
    about: 'a no-show in prose, a day after the arranged time',
    competition: 'tantrix',
    from: 'first',
    before: [{ from: 'first', body: 'Termin: {second} 15.9. 10:00' }],
    later: 24 * 60,
    body: '{second} ist nicht erschienen.',
    expect: issue('RecordResult'),
  },
  {
    id: 't06',
    about: 'a message to the opponent',
    competition: 'tantrix',
    from: 'first',
    body: 'Nachricht an {second}: Passt dir Mittwoch?',
    expect: issue('LogMessage'),
  },
  {
    id: 't07',
    about: 'a pyramid command in a Tantrix event',
    competition: 'tantrix',
    from: 'first',
    body: 'Ich fordere {second} heraus. 1.e4',
    expect: held('ERR_MAIL_NOT_IN_FORMAT'),
  },
];
