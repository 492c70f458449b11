/**
 * UI texts the core's generic views use (column headings, due-item codes, refusal codes shown to
 * users). Formats add their own messages; the server merges them.
 */
import type { Messages } from './types.js';

export const coreMessages: Messages = {
  en: {
    'col.place': '#',
    'col.name': 'Name',
    'col.points': 'Points',
    'col.games': 'Games',
    'col.wins': 'Wins',
    'col.rating': 'Rating',
    'tb.head-to-head': 'Head-to-head',
    'tb.wins': 'Wins',
    'tb.sonneborn-berger': 'Sonneborn-Berger',
    'tb.rating': 'Rating',
    'tb.number': 'Pairing number',
    'round.label': 'Round {n}',
    'due.result-missing': 'Result missing',
  },
  de: {
    'col.place': 'Pl.',
    'col.name': 'Name',
    'col.points': 'Punkte',
    'col.games': 'Partien',
    'col.wins': 'Siege',
    'col.rating': 'Wertung',
    'tb.head-to-head': 'Direkter Vergleich',
    'tb.wins': 'Siege',
    'tb.sonneborn-berger': 'Sonneborn-Berger',
    'tb.rating': 'Wertungszahl',
    'tb.number': 'Startnummer',
    'round.label': 'Runde {n}',
    'due.result-missing': 'Ergebnis fehlt',
  },
  nl: {
    'col.place': 'Pl.',
    'col.name': 'Naam',
    'col.points': 'Punten',
    'col.games': 'Partijen',
    'col.wins': 'Winst',
    'col.rating': 'Rating',
    'tb.head-to-head': 'Onderling resultaat',
    'tb.wins': 'Aantal overwinningen',
    'tb.sonneborn-berger': 'Sonneborn-Berger',
    'tb.rating': 'Rating',
    'tb.number': 'Lotnummer',
    'round.label': 'Ronde {n}',
    'due.result-missing': 'Uitslag ontbreekt',
  },
};
