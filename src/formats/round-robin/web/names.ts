/** The round robin's own names in en, de and nl: its commands, fields, choices, events and presets. */
import { defineCatalog } from '../../../core/types.js';

const en = {
  'command.DrawNumbers': 'Draw the pairing numbers',
  'event.NumbersDrawn': 'Pairing numbers drawn',
  'preset.round-robin.fide': 'Round robin, 1 – ½ – 0',
  'preset.round-robin.double-fide': 'Double round robin, 1 – ½ – 0',
  'preset.round-robin.three-one-zero': 'Round robin, 3 – 1 – 0',
};

const de: typeof en = {
  'command.DrawNumbers': 'Startnummern auslosen',
  'event.NumbersDrawn': 'Startnummern ausgelost',
  'preset.round-robin.fide': 'Rundenturnier, 1 – ½ – 0',
  'preset.round-robin.double-fide': 'Doppelrundenturnier, 1 – ½ – 0',
  'preset.round-robin.three-one-zero': 'Rundenturnier, 3 – 1 – 0',
};

const nl: typeof en = {
  'command.DrawNumbers': 'Startnummers loten',
  'event.NumbersDrawn': 'Lotnummers getrokken',
  'preset.round-robin.fide': 'Round robin, 1 – ½ – 0',
  'preset.round-robin.double-fide': 'Dubbele round robin, 1 – ½ – 0',
  'preset.round-robin.three-one-zero': 'Round robin, 3 – 1 – 0',
};

export const roundRobinNames = defineCatalog(en, de, nl);
