/** The Keizer season's views as JSON (see server/api-views.ts): ranking, evenings, crosstable, chart, prizes, groups, entry points, a player. */
import { isAfter } from '../../../core/moment.js';
import {
  crosstable,
  eveningView,
  type KeizerState,
  playerHistory,
  prizeList,
  proposeEntryPoints,
  proposeGroups,
  rankingAfter,
  rankingChart,
  totalRounds,
  travelReport,
} from '../../../formats/keizer/index.js';
import type { ApiView } from '../../api-views.js';
import { participantOf } from '../../api-views.js';

const keizerOf = (state: unknown): KeizerState => state as KeizerState;

/** The groups as the groups page shows them: members in ranking order, and next season's proposal (KZ-15). */
function groups(state: KeizerState) {
  const rows = rankingAfter(state).rows.filter((r) => !r.entering);
  const names = state.config.groups;
  const member = (r: (typeof rows)[number]) => ({ place: r.place, participantId: r.participantId });
  return {
    groups: names.map((group) => ({ group, members: rows.filter((r) => r.group === group).map(member) })),
    ungrouped: rows.filter((r) => !r.group || !names.includes(r.group)).map(member),
    proposal: proposeGroups(state),
  };
}

/** KZ-6: the late entrants with their first round, entry points and the points the system proposes. */
const entry = (state: KeizerState) =>
  state.players
    .filter((p) => p.firstRound > 1)
    .map((p) => ({
      participantId: p.id,
      rating: p.rating,
      firstRound: p.firstRound,
      ...(p.entryPoints !== undefined ? { entryPoints: p.entryPoints } : {}),
      proposal: proposeEntryPoints(state, p.id) ?? null,
    }));

export const keizerApi: readonly ApiView[] = [
  {
    id: 'ranking',
    summary: 'The ranking after the latest paired round, or after `round`.',
    read: ({ state, round }) => {
      const s = keizerOf(state);
      if (round !== undefined && round > s.lastPaired) return { missing: `round ${round} is not paired yet` };
      return { data: rankingAfter(s, round) };
    },
  },
  {
    id: 'evening',
    summary:
      "One evening (`round`, default the latest paired): boards, bye, absences. Before the pairing's publication (KZ-12) the public gets the evening without its boards.",
    read: ({ state, round, asOf, access }) => {
      const s = keizerOf(state);
      const n = round ?? Math.max(1, s.lastPaired);
      if (n > totalRounds(s.config)) return { missing: `the season has ${totalRounds(s.config)} rounds` };
      const view = eveningView(s, n);
      const withheld =
        !access.isDirector && view.publishedAt !== undefined && isAfter(view.publishedAt, asOf);
      return {
        data: withheld ? { ...view, boards: [], bye: undefined, unpaired: [], withheld: true } : view,
      };
    },
  },
  {
    id: 'crosstable',
    summary:
      'The crosstable: per player and round the opponent, colour, outcome and the points the round adds now (KZ-10).',
    read: ({ state }) => ({ data: crosstable(keizerOf(state)) }),
  },
  {
    id: 'player',
    summary: "One player's season, round by round (`participant` required).",
    read: (input) => {
      const who = participantOf(input);
      if ('missing' in who) return who;
      return { data: playerHistory(keizerOf(input.state), who.id) ?? null };
    },
  },
  {
    id: 'chart',
    summary: 'Places and scores after every round (the chart).',
    read: ({ state }) => ({ data: rankingChart(keizerOf(state)) }),
  },
  {
    id: 'prizes',
    summary: 'The prize list of the season.',
    read: ({ state }) => ({ data: prizeList(keizerOf(state)) }),
  },
  {
    id: 'groups',
    summary: "The groups with their members in ranking order, and next season's proposed moves (KZ-15).",
    read: ({ state }) => ({ data: groups(keizerOf(state)) }),
  },
  {
    id: 'entry',
    summary:
      'Late entrants with their first round, entry points and the proposed entry points (KZ-6; directors).',
    read: ({ state }) => ({ data: entry(keizerOf(state)) }),
  },
  {
    id: 'travel',
    summary: 'Travel to away matches (directors).',
    read: ({ state }) => ({ data: travelReport(keizerOf(state)) }),
  },
];
