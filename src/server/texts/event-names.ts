/**
 * The shared names of the events in the history, in English, German and Dutch (`event.<type>`):
 * the core's events and those two or more formats record. What only one format records is named
 * in its folder (`formats/<f>/web/names.ts`, its module's `names`). A test checks that every event
 * type of every format and of the core has its name.
 */
import { defineCatalog } from '../../core/types.js';

const en = {
  'event.ParticipantRegistered': 'Participant registered',
  'event.ParticipantUpdated': 'Participant changed',
  'event.EventVoided': 'Event voided',
  'event.ResultRecorded': 'Result recorded',
  'event.ResultReported': 'Result reported',
  'event.GameRecorded': 'Game recorded',
  'event.GroupsDrawn': 'Groups drawn',
  'event.RoundPaired': 'Round paired',
  'event.RoundsScheduled': 'Dates of the rounds set',
};

const de: typeof en = {
  'event.ParticipantRegistered': 'Teilnehmer angemeldet',
  'event.ParticipantUpdated': 'Teilnehmer geändert',
  'event.EventVoided': 'Ereignis aufgehoben',
  'event.ResultRecorded': 'Ergebnis eingetragen',
  'event.ResultReported': 'Ergebnis gemeldet',
  'event.GameRecorded': 'Partie eingetragen',
  'event.GroupsDrawn': 'Gruppen ausgelost',
  'event.RoundPaired': 'Runde gepaart',
  'event.RoundsScheduled': 'Termine der Runden festgelegt',
};

const nl: typeof en = {
  'event.ParticipantRegistered': 'Deelnemer ingeschreven',
  'event.ParticipantUpdated': 'Deelnemer gewijzigd',
  'event.EventVoided': 'Gebeurtenis vervallen',
  'event.ResultRecorded': 'Uitslag ingevoerd',
  'event.ResultReported': 'Uitslag gemeld',
  'event.GameRecorded': 'Partij ingevoerd',
  'event.GroupsDrawn': 'Groepen geloot',
  'event.RoundPaired': 'Ronde ingedeeld',
  'event.RoundsScheduled': 'Data van de ronden vastgelegd',
};

export const eventNames = defineCatalog(en, de, nl);
