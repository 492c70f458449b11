/** The round robin's views as JSON (see server/api/api-views.ts): standings with tie-breaks and the crosstable. */

import type { ApiView } from '../../../server/kit/api-view.js';
import { stateView } from '../../../server/kit/api-view.js';
import { computeStandings, outcomeSheets, type RoundRobinState } from '../index.js';

export const roundRobinApi: readonly ApiView[] = [
  stateView<RoundRobinState>('standings', 'Places, points, games and every tie-break value.', (s) =>
    computeStandings(s),
  ),
  stateView<RoundRobinState>(
    'crosstable',
    "Each player's games in order: round, opponent, colour, result and points.",
    (s) => outcomeSheets(s),
  ),
];
