/** The pyramid's views as JSON (see server/api/api-views.ts): the drawing, challenges, waiting lists, archive, a player. */

import type { ApiView } from '../../../server/kit/api-view.js';
import { participantOf, participantView, readView, stateView } from '../../../server/kit/api-view.js';
import {
  archiveView,
  type PyramidState,
  playerView,
  pyramidView,
  ratedGames,
  runningChallenges,
  waitingListsView,
} from '../index.js';

export const pyramidApi: readonly ApiView[] = [
  stateView<PyramidState>(
    'pyramid',
    "The pyramid's levels and places: who holds each place, running challenges, vacations.",
    (s, { asOf, access }) =>
      pyramidView(s, { asOf, ...(access.participantId ? { viewer: access.participantId } : {}) }),
  ),
  stateView<PyramidState>('challenges', 'The running challenges with their deadlines.', (s, { asOf }) =>
    runningChallenges(s, asOf),
  ),
  stateView<PyramidState>('waiting', 'The waiting lists.', (s) => waitingListsView(s)),
  readView<PyramidState>(
    'archive',
    'Finished games, newest first, with their status (provisional, disputed, final); `participant` narrows to one player.',
    (s, input) => {
      const who = input.participant === undefined ? undefined : participantOf(input);
      if (who && 'missing' in who) return who;
      return {
        data: archiveView(s, input.asOf, { include: 'all', ...(who ? { participant: who.id } : {}) }),
      };
    },
  ),
  participantView<PyramidState>(
    'player',
    "One player's place, engagements, vacations and games (`participant` required).",
    (s, id, { asOf }) => playerView(s, id, asOf),
  ),
  stateView<PyramidState>('export', 'The rated games for the rating export (directors).', (s, { asOf }) =>
    ratedGames(s, asOf),
  ),
];
