/** The round robin's views as JSON (see server/api-views.ts): standings with tie-breaks and the crosstable. */
import { computeStandings, outcomeSheets, type RoundRobinState } from '../../../formats/round-robin/index.js';
import type { ApiView } from '../../api-views.js';
import { stateView } from '../api-view.js';

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
