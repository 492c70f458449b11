/**
 * The texts of the mailbox's operation in English, German and Dutch (issue 24, points 8 and 9):
 * why a mail with control characters or one whose processing failed waits for the director, the
 * one summary a sender gets once the answers to his address reach the hourly cap; and the
 * guardian's notice of a challenge from a disputed result (PYR-8, pyramid-questioned-notices.ts).
 */
import { defineCatalog } from '../core/types.js';

const en = {
  'refusal.ERR_MAIL_CONTROL_CHARACTERS':
    'The mail holds control characters (such as NUL) that nobody types; they were removed, and it is not carried out, as it might be misread.',
  'refusal.ERR_MAIL_FAILED': 'Processing the mail failed ({reason}); it waits for the director.',
  'mail.capped.subject': 'Further mails from you: no more answers until {until}',
  'mail.capped.body':
    '{count, plural, one {# mail} other {# mails}} from you {count, plural, one {was} other {were}} answered within the last hour. Further mails from you are still received and kept, but not answered before {until}; whatever could not be carried out waits in the director’s inbox, where he sees it.',
  'notice.pyramid.questioned.subject': 'Keep or void: {challenger} – {defender}',
  'notice.pyramid.questioned.body':
    'Your decision changed the disputed result {disputedChallenger} – {disputedDefender}. Meanwhile {challenger} had challenged {defender} from the place that result gave; only challenges from unopposed wrong results stay valid (PYR-8). Keep the challenge or void it on your desk.',
} as const;

type Catalog = Readonly<Record<keyof typeof en, string>>;

const de: Catalog = {
  'refusal.ERR_MAIL_CONTROL_CHARACTERS':
    'Die Mail enthält Steuerzeichen (etwa NUL), die niemand tippt; sie wurden entfernt, und die Mail wird nicht ausgeführt, da sie falsch gelesen werden könnte.',
  'refusal.ERR_MAIL_FAILED':
    'Die Verarbeitung der Mail ist fehlgeschlagen ({reason}); sie liegt beim Turnierleiter.',
  'mail.capped.subject': 'Weitere Mails von Ihnen: keine Antworten mehr bis {until}',
  'mail.capped.body':
    '{count, plural, one {# Mail} other {# Mails}} von Ihnen {count, plural, one {wurde} other {wurden}} in der letzten Stunde beantwortet. Weitere Mails von Ihnen werden weiter empfangen und aufbewahrt, aber vor {until} nicht beantwortet; was nicht ausgeführt werden konnte, liegt im Posteingang des Turnierleiters, der es dort sieht.',
  'notice.pyramid.questioned.subject': 'Bestehen lassen oder aufheben: {challenger} – {defender}',
  'notice.pyramid.questioned.body':
    'Ihre Entscheidung hat das bestrittene Ergebnis {disputedChallenger} – {disputedDefender} geändert. Inzwischen hatte {challenger} von dem Platz aus, den dieses Ergebnis gab, {defender} herausgefordert; gültig bleiben nur Herausforderungen aus unwidersprochenen falschen Ergebnissen (PYR-8). Lassen Sie die Herausforderung bestehen oder heben Sie sie auf.',
};

const nl: Catalog = {
  'refusal.ERR_MAIL_CONTROL_CHARACTERS':
    'De mail bevat stuurtekens (zoals NUL) die niemand typt; ze zijn verwijderd, en de mail wordt niet uitgevoerd, omdat hij verkeerd gelezen kan worden.',
  'refusal.ERR_MAIL_FAILED':
    'Het verwerken van de mail is mislukt ({reason}); hij ligt bij de wedstrijdleider.',
  'mail.capped.subject': 'Meer mails van u: geen antwoorden meer tot {until}',
  'mail.capped.body':
    '{count, plural, one {# mail} other {# mails}} van u {count, plural, one {is} other {zijn}} in het afgelopen uur beantwoord. Verdere mails van u worden nog ontvangen en bewaard, maar niet beantwoord vóór {until}; wat niet uitgevoerd kon worden, ligt in de inbox van de wedstrijdleider, die het daar ziet.',
  'notice.pyramid.questioned.subject': 'Laten staan of vervallen: {challenger} – {defender}',
  'notice.pyramid.questioned.body':
    'Uw beslissing heeft de betwiste uitslag {disputedChallenger} – {disputedDefender} veranderd. Intussen had {challenger} vanaf de plaats die deze uitslag gaf {defender} uitgedaagd; alleen uitdagingen uit onbetwiste foute uitslagen blijven geldig (PYR-8). Laat de uitdaging staan of verklaar haar vervallen.',
};

export const mailOpsMessages = defineCatalog(en, de, nl);
