/**
 * The Keizer season's commands by mail on the help page (`/mail`): what each does, an example the
 * grammar (grammar.ts) reads, and where they apply, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';
import type { MailHelp } from '../../../mail/format-mail.js';

const en = {
  'mailSyntax.absence': 'Send apologies for club evenings (by date or round; none: the next evening)',
  'mailSyntax.ex.absence': 'Absence 12 March',
  'mailSyntax.formats.keizer': 'Keizer competition',
};

const de: typeof en = {
  'mailSyntax.absence': 'Sich für Clubabende abmelden (nach Datum oder Runde; ohne: der nächste Abend)',
  'mailSyntax.ex.absence': 'Abmeldung 12. März',
  'mailSyntax.formats.keizer': 'Keizer-Wettbewerb',
};

const nl: typeof en = {
  'mailSyntax.absence': 'Je afmelden voor clubavonden (op datum of ronde; zonder: de volgende avond)',
  'mailSyntax.ex.absence': 'Afmelding 12 maart',
  'mailSyntax.formats.keizer': 'Keizercompetitie',
};

export const keizerMailHelp: MailHelp = {
  commands: [{ what: 'mailSyntax.absence', example: 'mailSyntax.ex.absence' }],
  where: 'mailSyntax.formats.keizer',
  messages: defineCatalog(en, de, nl),
};
