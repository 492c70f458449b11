/**
 * The tournament-points tournament's commands by mail on the help page (`/mail`): what each does, an example the
 * grammar (grammar.ts) reads, and where they apply, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';
import type { MailHelp } from '../../../mail/format-mail.js';

const en = {
  'mailSyntax.appointment': 'Arrange a game with your opponent (your time zone, or name one)',
  'mailSyntax.message': 'Send your opponent a message through the club (the rest of the mail)',
  'mailSyntax.noShow': 'Report that your opponent did not show up',
  'mailSyntax.ex.appointment': 'Appointment: Meier 12.4. 20:00',
  'mailSyntax.ex.message': 'Message to Meier: Tuesday at eight?',
  'mailSyntax.ex.noShow': 'No-show: Meier',
  'mailSyntax.formats.tp': 'tournaments (scheduled events)',
};

const de: typeof en = {
  'mailSyntax.appointment': 'Eine Partie mit dem Gegner vereinbaren (Ihre Zeitzone, oder nennen Sie eine)',
  'mailSyntax.message': 'Dem Gegner über den Verein eine Nachricht schicken (der Rest der Mail)',
  'mailSyntax.noShow': 'Melden, dass der Gegner nicht erschienen ist',
  'mailSyntax.ex.appointment': 'Termin: Meier 12.4. 20:00',
  'mailSyntax.ex.message': 'Nachricht an Meier: Dienstag um acht?',
  'mailSyntax.ex.noShow': 'Nicht erschienen: Meier',
  'mailSyntax.formats.tp': 'Turniere (Terminturniere)',
};

const nl: typeof en = {
  'mailSyntax.appointment': 'Een partij afspreken met je tegenstander (jouw tijdzone, of noem er een)',
  'mailSyntax.message': 'Je tegenstander via de club een bericht sturen (de rest van de mail)',
  'mailSyntax.noShow': 'Melden dat je tegenstander niet is verschenen',
  'mailSyntax.ex.appointment': 'Afspraak: Meier 12.4. 20:00',
  'mailSyntax.ex.message': 'Bericht aan Meier: dinsdag om acht uur?',
  'mailSyntax.ex.noShow': 'Niet verschenen: Meier',
  'mailSyntax.formats.tp': 'toernooien (op afspraak)',
};

export const tpTournamentMailHelp: MailHelp = {
  commands: [
    { what: 'mailSyntax.appointment', example: 'mailSyntax.ex.appointment' },
    { what: 'mailSyntax.message', example: 'mailSyntax.ex.message' },
    { what: 'mailSyntax.noShow', example: 'mailSyntax.ex.noShow' },
  ],
  where: 'mailSyntax.formats.tp',
  messages: defineCatalog(en, de, nl),
};
