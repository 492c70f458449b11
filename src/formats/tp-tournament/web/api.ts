/** The tournament's views as JSON (see server/api/api-views.ts): group tables, cup bracket, games, schedule, ratings. */

import type { ApiView } from '../../../server/kit/api-view.js';
import { stateView } from '../../../server/kit/api-view.js';
import {
  bracket,
  gameSheets,
  groupTables,
  ratingList,
  scheduleView,
  seedingList,
  type TpState,
} from '../index.js';

export const tpTournamentApi: readonly ApiView[] = [
  stateView<TpState>('groups', 'The group tables with TP and places (TX rules).', (s) => groupTables(s)),
  stateView<TpState>('bracket', 'The cup bracket: rounds, matches, seeds and winners.', (s) => bracket(s)),
  stateView<TpState>('games', 'Every game with its result and TP breakdown.', (s) => gameSheets(s)),
  stateView<TpState>(
    'schedule',
    'The schedule of a scheduled event: games with their dates and answer deadlines.',
    (s, { asOf }) => scheduleView(s, asOf),
  ),
  stateView<TpState>('ratings', 'The rating list and the seeding it gives.', (s) => ({
    ratings: ratingList(s),
    seeding: seedingList(s),
  })),
];
