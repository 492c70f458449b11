/**
 * Round-robin UI texts: its name and its refusals in the reader's words.
 */
import type { Messages } from '../../core/types.js';

export const messages: Messages = {
  en: {
    'format.round-robin': 'Round robin',
    'refusal.round-robin.ERR_STARTED':
      'The round robin has begun (its numbers are drawn or a result is in): nobody can join any more, and the numbers stay as drawn.',
  },
  de: {
    'format.round-robin': 'Rundenturnier',
    'refusal.round-robin.ERR_STARTED':
      'Das Rundenturnier hat begonnen (die Nummern sind ausgelost oder ein Ergebnis ist eingetragen): niemand kann mehr einsteigen, und die Nummern bleiben, wie sie ausgelost wurden.',
  },
  nl: {
    'format.round-robin': 'Round robin (ieder-tegen-ieder)',
    'refusal.round-robin.ERR_STARTED':
      'De round robin is begonnen (de nummers zijn geloot of er is een uitslag): niemand kan nog instromen, en de nummers blijven zoals ze geloot zijn.',
  },
};
