/** The handicap league's views as JSON (see server/api-views.ts): ranking, tonight's board, evenings, archive, a player. */
import {
  archive,
  eveningBoard,
  evenings,
  type HandicapLeagueState,
  playerHistory,
  ranking,
} from '../../../formats/handicap-league/index.js';
import type { ApiView } from '../../api-views.js';
import { participantOf } from '../../api-views.js';

const leagueOf = (state: unknown): HandicapLeagueState => state as HandicapLeagueState;

export const handicapLeagueApi: readonly ApiView[] = [
  {
    id: 'ranking',
    summary: 'The ranking: ranks, points and the lot that orders equal players.',
    read: ({ state }) => ({ data: ranking(leagueOf(state)) }),
  },
  {
    id: 'tonight',
    summary:
      "The running evening's board: who is present, who plays whom with which handicap; null between evenings.",
    read: ({ state }) => ({ data: eveningBoard(leagueOf(state)) ?? null }),
  },
  {
    id: 'evenings',
    summary: 'Every evening with its games.',
    read: ({ state }) => ({ data: evenings(leagueOf(state)) }),
  },
  {
    id: 'archive',
    summary: 'Players who have left the league, with their last standing.',
    read: ({ state }) => ({ data: archive(leagueOf(state)) }),
  },
  {
    id: 'players',
    summary: "One player's rank history and games (`participant` required).",
    read: (input) => {
      const who = participantOf(input);
      if ('missing' in who) return who;
      return { data: playerHistory(leagueOf(input.state), who.id) ?? null };
    },
  },
];
