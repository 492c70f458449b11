/**
 * The pyramid's commands by mail on the help page (`/mail`): what each does, an example the
 * grammar (grammar.ts) reads, and where they apply, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';
import type { MailHelp } from '../../../mail/format-mail.js';

const en = {
  'mailSyntax.challenge': 'Challenge one or more players or XXX places, with your first move',
  'mailSyntax.confirm': 'Confirm a challenge from the waiting list with your first move',
  'mailSyntax.accept': 'Accept a challenge with your reply move',
  'mailSyntax.result': 'Report a result: the score from your side, or both players named',
  'mailSyntax.objection': 'Object to a result within the objection period',
  'mailSyntax.waiting': 'Join the waiting list (or the eternal one); leave it',
  'mailSyntax.vacation': 'Announce a vacation',
  'mailSyntax.ex.challenge': 'Challenge: Meier 1.e4',
  'mailSyntax.ex.confirm': 'Confirm 1.d4',
  'mailSyntax.ex.accept': 'Accept 1...c5',
  'mailSyntax.ex.result': 'Result: 1-0 against Meier',
  'mailSyntax.ex.objection': 'Objection: the game ended in a draw',
  'mailSyntax.ex.waiting': 'Waiting list',
  'mailSyntax.ex.vacation': 'Vacation 3.4.–17.4.',
  'mailSyntax.formats.pyramid': 'pyramid',
};

const de: typeof en = {
  'mailSyntax.challenge': 'Einen oder mehrere Spieler oder XXX-Plätze herausfordern, mit Ihrem ersten Zug',
  'mailSyntax.confirm': 'Eine Herausforderung von der Warteliste mit Ihrem ersten Zug bestätigen',
  'mailSyntax.accept': 'Eine Herausforderung mit Ihrem Antwortzug annehmen',
  'mailSyntax.result': 'Ein Ergebnis melden: aus Ihrer Sicht, oder mit beiden Spielern',
  'mailSyntax.objection': 'Innerhalb der Einspruchsfrist Einspruch gegen ein Ergebnis einlegen',
  'mailSyntax.waiting': 'Auf die Warteliste (oder die ewige) gehen; sie verlassen',
  'mailSyntax.vacation': 'Einen Urlaub melden',
  'mailSyntax.ex.challenge': 'Herausforderung: Meier 1.e4',
  'mailSyntax.ex.confirm': 'Bestätigung 1.d4',
  'mailSyntax.ex.accept': 'Annahme 1...c5',
  'mailSyntax.ex.result': 'Ergebnis: 1-0 gegen Meier',
  'mailSyntax.ex.objection': 'Einspruch: die Partie endete remis',
  'mailSyntax.ex.waiting': 'Warteliste',
  'mailSyntax.ex.vacation': 'Urlaub 3.4.–17.4.',
  'mailSyntax.formats.pyramid': 'Pyramide',
};

const nl: typeof en = {
  'mailSyntax.challenge': 'Een of meer spelers of XXX-plaatsen uitdagen, met je eerste zet',
  'mailSyntax.confirm': 'Een uitdaging van de wachtlijst bevestigen met je eerste zet',
  'mailSyntax.accept': 'Een uitdaging aannemen met je antwoordzet',
  'mailSyntax.result': 'Een uitslag melden: vanuit jezelf, of met beide spelers genoemd',
  'mailSyntax.objection': 'Binnen de bezwaartermijn bezwaar maken tegen een uitslag',
  'mailSyntax.waiting': 'Op de wachtlijst (of de eeuwige) gaan; ervan af gaan',
  'mailSyntax.vacation': 'Een vakantie melden',
  'mailSyntax.ex.challenge': 'Uitdaging: Meier 1.e4',
  'mailSyntax.ex.confirm': 'Bevestiging 1.d4',
  'mailSyntax.ex.accept': 'Aanvaard 1...c5',
  'mailSyntax.ex.result': 'Uitslag: 1-0 tegen Meier',
  'mailSyntax.ex.objection': 'Bezwaar: de partij eindigde in remise',
  'mailSyntax.ex.waiting': 'Wachtlijst',
  'mailSyntax.ex.vacation': 'Vakantie 3.4.–17.4.',
  'mailSyntax.formats.pyramid': 'piramide',
};

export const pyramidMailHelp: MailHelp = {
  commands: [
    { what: 'mailSyntax.challenge', example: 'mailSyntax.ex.challenge' },
    { what: 'mailSyntax.confirm', example: 'mailSyntax.ex.confirm' },
    { what: 'mailSyntax.accept', example: 'mailSyntax.ex.accept' },
    { what: 'mailSyntax.result', example: 'mailSyntax.ex.result' },
    { what: 'mailSyntax.objection', example: 'mailSyntax.ex.objection' },
    { what: 'mailSyntax.waiting', example: 'mailSyntax.ex.waiting' },
    { what: 'mailSyntax.vacation', example: 'mailSyntax.ex.vacation' },
  ],
  where: 'mailSyntax.formats.pyramid',
  messages: defineCatalog(en, de, nl),
};
