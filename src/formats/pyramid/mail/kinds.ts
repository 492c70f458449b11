/**
 * The pyramid's notices by name (`mailKind.<kind>`, one for each of its notices' kinds): what a
 * player chooses to receive on the mail settings page, and the kind of each mail in the director's
 * log of sent mail, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'mailKind.pyramid.challenged': 'A player challenges you',
  'mailKind.pyramid.challenge-sent': 'Your challenge is recorded',
  'mailKind.pyramid.xxx-taken': 'You took an XXX place',
  'mailKind.pyramid.assigned': 'A challenge from the waiting list',
  'mailKind.pyramid.assigned-defender': 'Challenged from the waiting list',
  'mailKind.pyramid.accepted': 'A game has begun',
  'mailKind.pyramid.copy-challenge': 'The guardian’s copy of a challenge',
  'mailKind.pyramid.copy-accepted': 'The guardian’s copy of an acceptance',
  'mailKind.pyramid.result': 'A result (provisional)',
  'mailKind.pyramid.objected': 'An objection to a result',
  'mailKind.pyramid.decided': 'The guardian’s decisions',
  'mailKind.pyramid.questioned': 'Challenges from a disputed result (guardian)',
  'mailKind.pyramid.result-final': 'A result is final',
  'mailKind.pyramid.waiting': 'On the waiting list',
  'mailKind.pyramid.eternal': 'On the eternal waiting list',
  'mailKind.pyramid.vacation': 'Vacations',
  'mailKind.pyramid.letter': 'The inactivity letter',
  'mailKind.pyramid.accept-reminder': 'Reminders to accept',
  'mailKind.pyramid.accept-expired': 'A challenge not accepted in time',
  'mailKind.pyramid.confirm-reminder': 'Reminders to confirm',
  'mailKind.pyramid.lapsed': 'A challenge lapsed',
  'mailKind.pyramid.left-inactive': 'Leaving for inactivity',
  'mailKind.pyramid.assignment': 'Assignments to issue (guardian)',
  'mailKind.pyramid.inactive': 'Inactive players (guardian)',
};

const de: typeof en = {
  'mailKind.pyramid.challenged': 'Sie werden herausgefordert',
  'mailKind.pyramid.challenge-sent': 'Ihre Herausforderung ist eingetragen',
  'mailKind.pyramid.xxx-taken': 'Sie haben einen XXX-Platz übernommen',
  'mailKind.pyramid.assigned': 'Herausforderung von der Warteliste',
  'mailKind.pyramid.assigned-defender': 'Von der Warteliste herausgefordert',
  'mailKind.pyramid.accepted': 'Eine Partie hat begonnen',
  'mailKind.pyramid.copy-challenge': 'Kopie einer Herausforderung für die Turnierleitung',
  'mailKind.pyramid.copy-accepted': 'Kopie einer Annahme für die Turnierleitung',
  'mailKind.pyramid.result': 'Ein Ergebnis (vorläufig)',
  'mailKind.pyramid.objected': 'Ein Einspruch gegen ein Ergebnis',
  'mailKind.pyramid.decided': 'Entscheidungen des Pyramidenwächters',
  'mailKind.pyramid.questioned': 'Herausforderungen aus bestrittenen Ergebnissen (Pyramidenwächter)',
  'mailKind.pyramid.result-final': 'Ein Ergebnis ist endgültig',
  'mailKind.pyramid.waiting': 'Auf der Warteliste',
  'mailKind.pyramid.eternal': 'Auf der ewigen Warteliste',
  'mailKind.pyramid.vacation': 'Urlaube',
  'mailKind.pyramid.letter': 'Der Brief wegen Inaktivität',
  'mailKind.pyramid.accept-reminder': 'Erinnerungen ans Annehmen',
  'mailKind.pyramid.accept-expired': 'Eine nicht rechtzeitig angenommene Herausforderung',
  'mailKind.pyramid.confirm-reminder': 'Erinnerungen ans Bestätigen',
  'mailKind.pyramid.lapsed': 'Eine verfallene Herausforderung',
  'mailKind.pyramid.left-inactive': 'Ausscheiden wegen Inaktivität',
  'mailKind.pyramid.assignment': 'Auszusprechende Zuteilungen (Pyramidenwächter)',
  'mailKind.pyramid.inactive': 'Inaktive Spieler (Pyramidenwächter)',
};

const nl: typeof en = {
  'mailKind.pyramid.challenged': 'Je wordt uitgedaagd',
  'mailKind.pyramid.challenge-sent': 'Je uitdaging is genoteerd',
  'mailKind.pyramid.xxx-taken': 'Je hebt een XXX-plaats genomen',
  'mailKind.pyramid.assigned': 'Uitdaging van de wachtlijst',
  'mailKind.pyramid.assigned-defender': 'Uitgedaagd vanaf de wachtlijst',
  'mailKind.pyramid.accepted': 'Een partij is begonnen',
  'mailKind.pyramid.copy-challenge': 'Kopie van een uitdaging voor de wedstrijdleiding',
  'mailKind.pyramid.copy-accepted': 'Kopie van een aanvaarding voor de wedstrijdleiding',
  'mailKind.pyramid.result': 'Een uitslag (voorlopig)',
  'mailKind.pyramid.objected': 'Een bezwaar tegen een uitslag',
  'mailKind.pyramid.decided': 'Besluiten van de piramidewachter',
  'mailKind.pyramid.questioned': 'Uitdagingen uit betwiste uitslagen (piramidewachter)',
  'mailKind.pyramid.result-final': 'Een uitslag is definitief',
  'mailKind.pyramid.waiting': 'Op de wachtlijst',
  'mailKind.pyramid.eternal': 'Op de eeuwige wachtlijst',
  'mailKind.pyramid.vacation': 'Vakanties',
  'mailKind.pyramid.letter': 'De brief over inactiviteit',
  'mailKind.pyramid.accept-reminder': 'Herinneringen om aan te nemen',
  'mailKind.pyramid.accept-expired': 'Een niet op tijd aangenomen uitdaging',
  'mailKind.pyramid.confirm-reminder': 'Herinneringen om te bevestigen',
  'mailKind.pyramid.lapsed': 'Een vervallen uitdaging',
  'mailKind.pyramid.left-inactive': 'Vertrek wegens inactiviteit',
  'mailKind.pyramid.assignment': 'Uit te spreken toewijzingen (piramidewachter)',
  'mailKind.pyramid.inactive': 'Inactieve spelers (piramidewachter)',
};

export const pyramidKindNames = defineCatalog(en, de, nl);
