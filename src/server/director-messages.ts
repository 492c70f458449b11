/**
 * Texts of the director's and players' desk in English, German and Dutch: due lists, the "show
 * as of" picker, adding many participants at once, and the checklist after creating a competition.
 */
import type { Messages } from '../core/types.js';

const en = {
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
