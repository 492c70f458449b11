/** The Swiss's views as JSON (see server/api/api-views.ts): standings with every tie-break, the crosstable. */

import type { ApiView } from '../../../server/kit/api-view.js';
import { stateView } from '../../../server/kit/api-view.js';
import { computeStandings } from '../standings.js';
import type { SwissState } from '../state.js';
import { crosstable } from '../views.js';

export const swissApi: readonly ApiView[] = [
  stateView<SwissState>('standings', 'Places, points, games and every tie-break value (FIDE C.07).', (s) =>
    computeStandings(s),
  ),
  stateView<SwissState>(
    'crosstable',
    "Each player's rounds in order: opponent, colour, kind (played, forfeit, bye), outcome and points in tenths.",
    (s) => crosstable(s),
  ),
];
