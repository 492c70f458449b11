/**
 * The championship's notices by name (`mailKind.<kind>`, one for each of its notices' kinds): what a
 * player chooses to receive on the mail settings page, and the kind of each mail in the director's
 * log of sent mail, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'mailKind.sd.pairing': 'Each round’s pairing',
  'mailKind.sd.bye': 'A bye',
  'mailKind.sd.candidates': 'The candidates for the final',
};

const de: typeof en = {
  'mailKind.sd.pairing': 'Die Paarung jeder Runde',
  'mailKind.sd.bye': 'Spielfrei',
  'mailKind.sd.candidates': 'Die Kandidaten für das Finale',
};

const nl: typeof en = {
  'mailKind.sd.pairing': 'De indeling van elke ronde',
  'mailKind.sd.bye': 'Een bye',
  'mailKind.sd.candidates': 'De kandidaten voor de finale',
};

export const championshipKindNames = defineCatalog(en, de, nl);
