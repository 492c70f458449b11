/** The round robin's views as JSON (see server/api-views.ts): standings with tie-breaks and the crosstable. */
import { computeStandings, outcomeSheets, type RoundRobinState } from '../../../formats/round-robin/index.js';
import type { ApiView } from '../../api-views.js';

const roundRobinOf = (state: unknown): RoundRobinState => state as RoundRobinState;

export const roundRobinApi: readonly ApiView[] = [
  {
    id: 'standings',
    summary: 'Places, points, games and every tie-break value.',
    read: ({ state }) => ({ data: computeStandings(roundRobinOf(state)) }),
  },
  {
    id: 'crosstable',
    summary: "Each player's games in order: round, opponent, colour, result and points.",
    read: ({ state }) => ({ data: outcomeSheets(roundRobinOf(state)) }),
  },
];
