/**
 * Texts of the director's and players' desk in English, German and Dutch: due lists, the "show
 * as of" picker, adding many participants at once, and the checklist after creating a competition.
 */
import type { Messages } from '../core/types.js';

const en = {
  'keizer.act.missingResults':
    '{count, plural, one {# result} other {# results}} of earlier evenings {count, plural, one {is} other {are}} missing:',
  'keizer.act.missingGame': 'Round {round}: {white} – {black}',
  'keizer.act.confirmMissing': 'Pair without them?',
  'keizer.act.pairAnyway': 'Yes, pair this evening without these results',
  'keizer.form.confirmMissing': 'Record the missing results first, or confirm pairing without them.',
  'due.inRound': 'Round {round}',
  'due.inEvening': 'Evening {evening}',
  'due.resolve': 'Resolve',
  'asOf.date': 'Date',
  'asOf.time': 'Time (optional)',
  'asOf.round': 'Or after round',
  'asOf.roundOption': '{round} ({date})',
  'asOf.now': 'Now',
  'asOf.endOfDay': 'A date alone shows the end of that day.',
};

type Keys = keyof typeof en;

const de: Record<Keys, string> = {
  'keizer.act.missingResults':
    '{count, plural, one {# Ergebnis} other {# Ergebnisse}} früherer Abende {count, plural, one {fehlt} other {fehlen}}:',
  'keizer.act.missingGame': 'Runde {round}: {white} – {black}',
  'keizer.act.confirmMissing': 'Ohne sie auslosen?',
  'keizer.act.pairAnyway': 'Ja, diesen Abend ohne diese Ergebnisse auslosen',
  'keizer.form.confirmMissing':
    'Erst die fehlenden Ergebnisse eintragen oder das Auslosen ohne sie bestätigen.',
  'due.inRound': 'Runde {round}',
  'due.inEvening': 'Spielabend {evening}',
  'due.resolve': 'Erledigen',
  'asOf.date': 'Datum',
  'asOf.time': 'Uhrzeit (freiwillig)',
  'asOf.round': 'Oder nach Runde',
  'asOf.roundOption': '{round} ({date})',
  'asOf.now': 'Jetzt',
  'asOf.endOfDay': 'Ein Datum allein zeigt das Ende dieses Tages.',
};

const nl: Record<Keys, string> = {
  'keizer.act.missingResults':
    '{count, plural, one {# uitslag} other {# uitslagen}} van eerdere avonden {count, plural, one {ontbreekt} other {ontbreken}}:',
  'keizer.act.missingGame': 'Ronde {round}: {white} – {black}',
  'keizer.act.confirmMissing': 'Zonder deze uitslagen indelen?',
  'keizer.act.pairAnyway': 'Ja, deel deze avond in zonder deze uitslagen',
  'keizer.form.confirmMissing': 'Voer eerst de ontbrekende uitslagen in, of bevestig het indelen zonder ze.',
  'due.inRound': 'Ronde {round}',
  'due.inEvening': 'Speelavond {evening}',
  'due.resolve': 'Afhandelen',
  'asOf.date': 'Datum',
  'asOf.time': 'Tijd (optioneel)',
  'asOf.round': 'Of na ronde',
  'asOf.roundOption': '{round} ({date})',
  'asOf.now': 'Nu',
  'asOf.endOfDay': 'Een datum alleen toont het einde van die dag.',
};

export const directorMessages: Messages = { en, de, nl };
