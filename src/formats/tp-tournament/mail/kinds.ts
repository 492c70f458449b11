/**
 * The tournament-points event's notices by name (`mailKind.<kind>`, one for each of its notices' kinds): what a
 * player chooses to receive on the mail settings page, and the kind of each mail in the director's
 * log of sent mail, in en, de and nl.
 */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'mailKind.tp.group': 'Your group',
  'mailKind.tp.round': 'Your opponent in a round',
  'mailKind.tp.message': 'Messages from opponents',
  'mailKind.tp.answered': 'Answers from opponents',
  'mailKind.tp.arranged': 'Appointments',
  'mailKind.tp.result': 'Results and the group table',
  'mailKind.tp.answer-reminder': 'Reminders to answer',
  'mailKind.tp.silent-warning': 'Warnings for not answering',
  'mailKind.tp.silent-report': 'Players who do not answer (director)',
  'mailKind.tp.forfeit': 'Games lost without an answer',
};

const de: typeof en = {
  'mailKind.tp.group': 'Ihre Gruppe',
  'mailKind.tp.round': 'Ihr Gegner in einer Runde',
  'mailKind.tp.message': 'Nachrichten von Gegnern',
  'mailKind.tp.answered': 'Antworten von Gegnern',
  'mailKind.tp.arranged': 'Termine',
  'mailKind.tp.result': 'Ergebnisse und Gruppentabelle',
  'mailKind.tp.answer-reminder': 'Erinnerungen ans Antworten',
  'mailKind.tp.silent-warning': 'Warnungen wegen fehlender Antwort',
  'mailKind.tp.silent-report': 'Spieler, die nicht antworten (Turnierleiter)',
  'mailKind.tp.forfeit': 'Ohne Antwort verlorene Partien',
};

const nl: typeof en = {
  'mailKind.tp.group': 'Je groep',
  'mailKind.tp.round': 'Je tegenstander in een ronde',
  'mailKind.tp.message': 'Berichten van tegenstanders',
  'mailKind.tp.answered': 'Antwoorden van tegenstanders',
  'mailKind.tp.arranged': 'Afspraken',
  'mailKind.tp.result': 'Uitslagen en de groepsstand',
  'mailKind.tp.answer-reminder': 'Herinneringen om te antwoorden',
  'mailKind.tp.silent-warning': 'Waarschuwingen wegens niet antwoorden',
  'mailKind.tp.silent-report': 'Spelers die niet antwoorden (wedstrijdleider)',
  'mailKind.tp.forfeit': 'Partijen verloren zonder antwoord',
};

export const tpTournamentKindNames = defineCatalog(en, de, nl);
