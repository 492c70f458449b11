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
import { participantView, stateView } from '../api-view.js';

export const handicapLeagueApi: readonly ApiView[] = [
  stateView<HandicapLeagueState>(
    'ranking',
    'The ranking: ranks, points and the lot that orders equal players.',
    (s) => ranking(s),
  ),
  stateView<HandicapLeagueState>(
    'tonight',
    "The running evening's board: who is present, who plays whom with which handicap; null between evenings.",
    (s) => eveningBoard(s),
  ),
  stateView<HandicapLeagueState>('evenings', 'Every evening with its games.', (s) => evenings(s)),
  stateView<HandicapLeagueState>(
    'archive',
    'Players who have left the league, with their last standing.',
    (s) => archive(s),
  ),
  participantView<HandicapLeagueState>(
    'players',
    "One player's rank history and games (`participant` required).",
    (s, id) => playerHistory(s, id),
  ),
];
