/** The Swiss's views as JSON (see server/api-views.ts): standings with every tie-break, the crosstable. */

import { computeStandings } from '../../../formats/swiss/standings.js';
import type { SwissState } from '../../../formats/swiss/state.js';
import { crosstable } from '../../../formats/swiss/views.js';
import type { ApiView } from '../../api-views.js';
import { stateView } from '../api-view.js';

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
