/**
 * The Keizer competition's notices by name (`mailKind.<kind>`, one for each of its notices' kinds): what a
 * player chooses to receive on the mail settings page, and the kind of each mail in the director's
 * log of sent mail, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'mailKind.keizer.pairing': 'The evening’s pairing',
  'mailKind.keizer.bye': 'A bye',
  'mailKind.keizer.absence': 'Your absence notices',
  'mailKind.keizer.absence-late': 'Late absence notices',
  'mailKind.keizer.signed-off': 'Signed off',
};

const de: typeof en = {
  'mailKind.keizer.pairing': 'Die Paarung des Abends',
  'mailKind.keizer.bye': 'Spielfrei',
  'mailKind.keizer.absence': 'Ihre Abmeldungen',
  'mailKind.keizer.absence-late': 'Späte Abmeldungen',
  'mailKind.keizer.signed-off': 'Abgemeldet',
};

const nl: typeof en = {
  'mailKind.keizer.pairing': 'De indeling van de avond',
  'mailKind.keizer.bye': 'Een bye',
  'mailKind.keizer.absence': 'Je afmeldingen',
  'mailKind.keizer.absence-late': 'Te late afmeldingen',
  'mailKind.keizer.signed-off': 'Afgemeld',
};

export const keizerKindNames = defineCatalog(en, de, nl);
