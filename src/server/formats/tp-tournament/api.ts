/** The tournament's views as JSON (see server/api-views.ts): group tables, cup bracket, games, schedule, ratings. */
import {
  bracket,
  gameSheets,
  groupTables,
  ratingList,
  scheduleView,
  seedingList,
  type TpState,
} from '../../../formats/tp-tournament/index.js';
import type { ApiView } from '../../api-views.js';

const tpOf = (state: unknown): TpState => state as TpState;

export const tpTournamentApi: readonly ApiView[] = [
  {
    id: 'groups',
    summary: 'The group tables with TP and places (TX rules).',
    read: ({ state }) => ({ data: groupTables(tpOf(state)) }),
  },
  {
    id: 'bracket',
    summary: 'The cup bracket: rounds, matches, seeds and winners.',
    read: ({ state }) => ({ data: bracket(tpOf(state)) ?? null }),
  },
  {
    id: 'games',
    summary: 'Every game with its result and TP breakdown.',
    read: ({ state }) => ({ data: gameSheets(tpOf(state)) }),
  },
  {
    id: 'schedule',
    summary: 'The schedule of a scheduled event: games with their dates and answer deadlines (TX-11).',
    read: ({ state, asOf }) => ({ data: scheduleView(tpOf(state), asOf) }),
  },
  {
    id: 'ratings',
    summary: 'The rating list and the seeding it gives.',
    read: ({ state }) => ({ data: { ratings: ratingList(tpOf(state)), seeding: seedingList(tpOf(state)) } }),
  },
];
