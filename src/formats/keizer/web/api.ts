/** The Keizer season's views as JSON (see server/api/api-views.ts): ranking, evenings, crosstable, chart, prizes, groups, entry points, a player. */
import { isAfter } from '../../../core/moment.js';
import type { ApiView } from '../../../server/kit/api-view.js';
import { participantView, readView, stateView } from '../../../server/kit/api-view.js';
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
} from '../index.js';

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
  readView<KeizerState>(
    'ranking',
    'The ranking after the latest paired round, or after `round`.',
    (s, { round }) =>
      round !== undefined && round > s.lastPaired
        ? { missing: `round ${round} is not paired yet` }
        : { data: rankingAfter(s, round) },
  ),
  readView<KeizerState>(
    'evening',
    "One evening (`round`, default the latest paired): boards, bye, absences. Before the pairing's publication the public gets the evening without its boards.",
    (s, { round, asOf, access }) => {
      const n = round ?? Math.max(1, s.lastPaired);
      if (n > totalRounds(s.config)) return { missing: `the season has ${totalRounds(s.config)} rounds` };
      const view = eveningView(s, n);
      const withheld =
        !access.isDirector && view.publishedAt !== undefined && isAfter(view.publishedAt, asOf);
      return {
        data: withheld ? { ...view, boards: [], bye: undefined, unpaired: [], withheld: true } : view,
      };
    },
  ),
  stateView<KeizerState>(
    'crosstable',
    'The crosstable: per player and round the opponent, colour, outcome and the points the round adds now.',
    (s) => crosstable(s),
  ),
  participantView<KeizerState>(
    'player',
    "One player's season, round by round (`participant` required).",
    (s, id) => playerHistory(s, id),
  ),
  stateView<KeizerState>('chart', 'Places and scores after every round (the chart).', (s) => rankingChart(s)),
  stateView<KeizerState>('prizes', 'The prize list of the season.', (s) => prizeList(s)),
  stateView<KeizerState>(
    'groups',
    "The groups with their members in ranking order, and next season's proposed moves.",
    (s) => groups(s),
  ),
  stateView<KeizerState>(
    'entry',
    'Late entrants with their first round, entry points and the proposed entry points (KZ-6; directors).',
    (s) => entry(s),
  ),
  stateView<KeizerState>('travel', 'Travel to away matches (directors).', (s) => travelReport(s)),
];
