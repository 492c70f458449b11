/** The championship's views as JSON (see server/api-views.ts): standings, pairings, groups, candidates, final, a player. */
import {
  type ChampionshipState,
  candidatesView,
  finalView,
  groupsView,
  pairingsView,
  playerView,
  standingsView,
} from '../../../formats/championship/index.js';
import type { ApiView } from '../../api-views.js';
import { participantOf } from '../../api-views.js';

const championshipOf = (state: unknown): ChampionshipState => state as ChampionshipState;

export const championshipApi: readonly ApiView[] = [
  {
    id: 'standings',
    summary: 'The standings with wins, spread and the tie-breaks, after the latest round or after `round`.',
    read: ({ state, round }) => ({ data: standingsView(championshipOf(state), round) }),
  },
  {
    id: 'pairings',
    summary: "One round's boards and results (`round`, default the latest).",
    read: ({ state, round }) => {
      const s = championshipOf(state);
      const n = round ?? s.rounds.length;
      const view = n >= 1 ? pairingsView(s, n) : undefined;
      return view ? { data: view } : { missing: `there is no round ${n}` };
    },
  },
  {
    id: 'groups',
    summary: 'The group tables of the group rounds.',
    read: ({ state }) => ({ data: groupsView(championshipOf(state)) ?? null }),
  },
  {
    id: 'candidates',
    summary:
      'The candidates for the decisive round (the round-20 analysis): who can still reach which place.',
    read: ({ state }) => ({ data: candidatesView(championshipOf(state)) ?? null }),
  },
  {
    id: 'final',
    summary: 'The final between the two leaders, game by game.',
    read: ({ state }) => ({ data: finalView(championshipOf(state)) ?? null }),
  },
  {
    id: 'player',
    summary: "One player's games round by round (`participant` required).",
    read: (input) => {
      const who = participantOf(input);
      if ('missing' in who) return who;
      return { data: playerView(championshipOf(input.state), who.id) ?? null };
    },
  },
];
