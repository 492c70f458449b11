/** The pyramid's views as JSON (see server/api-views.ts): the drawing, challenges, waiting lists, archive, a player. */
import {
  archiveView,
  type PyramidState,
  playerView,
  pyramidView,
  ratedGames,
  runningChallenges,
  waitingListsView,
} from '../../../formats/pyramid/index.js';
import type { ApiView } from '../../api-views.js';
import { participantOf } from '../../api-views.js';

const pyramidOf = (state: unknown): PyramidState => state as PyramidState;

export const pyramidApi: readonly ApiView[] = [
  {
    id: 'pyramid',
    summary: "The pyramid's levels and places: who holds each place, running challenges, vacations.",
    read: ({ state, asOf, access }) => ({
      data: pyramidView(pyramidOf(state), {
        asOf,
        ...(access.participantId ? { viewer: access.participantId } : {}),
      }),
    }),
  },
  {
    id: 'challenges',
    summary: 'The running challenges with their deadlines.',
    read: ({ state, asOf }) => ({ data: runningChallenges(pyramidOf(state), asOf) }),
  },
  {
    id: 'waiting',
    summary: 'The waiting lists.',
    read: ({ state }) => ({ data: waitingListsView(pyramidOf(state)) }),
  },
  {
    id: 'archive',
    summary:
      'Finished games, newest first, with their status (provisional, disputed, final); `participant` narrows to one player.',
    read: (input) => {
      const who = input.participant === undefined ? undefined : participantOf(input);
      if (who && 'missing' in who) return who;
      return {
        data: archiveView(pyramidOf(input.state), input.asOf, {
          include: 'all',
          ...(who ? { participant: who.id } : {}),
        }),
      };
    },
  },
  {
    id: 'player',
    summary: "One player's place, engagements, vacations and games (`participant` required).",
    read: (input) => {
      const who = participantOf(input);
      if ('missing' in who) return who;
      return { data: playerView(pyramidOf(input.state), who.id, input.asOf) ?? null };
    },
  },
  {
    id: 'export',
    summary: 'The rated games for the rating export (directors).',
    read: ({ state, asOf }) => ({ data: ratedGames(pyramidOf(state), asOf) }),
  },
];
