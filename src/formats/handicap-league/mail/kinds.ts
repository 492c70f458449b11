/**
 * The handicap league's notices by name (`mailKind.<kind>`, one for each of its notices' kinds): what a
 * player chooses to receive on the mail settings page, and the kind of each mail in the director's
 * log of sent mail, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'mailKind.hl.evening': 'The evening’s summary and league ranks',
};

const de: typeof en = {
  'mailKind.hl.evening': 'Zusammenfassung des Abends und Ligaränge',
};

const nl: typeof en = {
  'mailKind.hl.evening': 'Samenvatting van de avond en competitierangen',
};

export const handicapLeagueKindNames = defineCatalog(en, de, nl);
