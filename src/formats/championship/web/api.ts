/** The championship's views as JSON (see server/api/api-views.ts): standings, pairings, groups, candidates, final, a player. */

import type { ApiView } from '../../../server/kit/api-view.js';
import { participantView, readView, stateView } from '../../../server/kit/api-view.js';
import {
  type ChampionshipState,
  candidatesView,
  finalView,
  groupsView,
  pairingsView,
  playerView,
  standingsView,
} from '../index.js';

export const championshipApi: readonly ApiView[] = [
  stateView<ChampionshipState>(
    'standings',
    'The standings with wins, spread and the tie-breaks, after the latest round or after `round`.',
    (s, { round }) => standingsView(s, round),
  ),
  readView<ChampionshipState>(
    'pairings',
    "One round's boards and results (`round`, default the latest).",
    (s, { round }) => {
      const n = round ?? s.rounds.length;
      const view = n >= 1 ? pairingsView(s, n) : undefined;
      return view ? { data: view } : { missing: `there is no round ${n}` };
    },
  ),
  stateView<ChampionshipState>('groups', 'The group tables of the group rounds.', (s) => groupsView(s)),
  stateView<ChampionshipState>(
    'candidates',
    'The candidates for the decisive round (the round-20 analysis): who can still reach which place.',
    (s) => candidatesView(s),
  ),
  stateView<ChampionshipState>('final', 'The final between the two leaders, game by game.', (s) =>
    finalView(s),
  ),
  participantView<ChampionshipState>(
    'player',
    "One player's games round by round (`participant` required).",
    (s, id) => playerView(s, id),
  ),
];
