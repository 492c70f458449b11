/** The handicap league's views as JSON (see server/api/api-views.ts): ranking, tonight's board, evenings, archive, a player, handicaps. */

import type { ApiView } from '../../../server/kit/api-view.js';
import { participantOf, participantView, readView, stateView } from '../../../server/kit/api-view.js';
import {
  archive,
  eveningBoard,
  evenings,
  HANDICAP_IDS,
  HANDICAPS,
  type HandicapLeagueState,
  handicapBetween,
  playerHistory,
  ranking,
} from '../index.js';

/**
 * HL-9, as the handicaps page shows it: the league's table by league-rank difference (the last
 * row for that difference or more), each handicap with what it removes and its starting position;
 * the handicaps played only by agreement; with `participant`, the handicap he would play now
 * against every other active player (the page's calculator).
 */
function handicaps(state: HandicapLeagueState, participant: string | undefined) {
  const table = state.config.handicaps;
  return {
    table: table.map((id, d) => ({
      difference: d,
      orMore: d === table.length - 1 && d > 0,
      handicap: HANDICAPS[id],
    })),
    byAgreement: HANDICAP_IDS.filter((id) => !table.includes(id)).map((id) => HANDICAPS[id]),
    ...(participant === undefined
      ? {}
      : {
          against: [...state.players.values()]
            .filter((p) => p.active && p.id !== participant)
            .flatMap((p) => {
              const proposal = handicapBetween(state, participant, p.id);
              return proposal
                ? [
                    {
                      opponent: p.id,
                      uwate: proposal.uwate,
                      shitate: proposal.shitate,
                      difference: proposal.difference,
                      handicap: proposal.handicap,
                    },
                  ]
                : [];
            }),
        }),
  };
}

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
  readView<HandicapLeagueState>(
    'handicaps',
    "The handicap table by league-rank difference, each handicap's removed pieces and starting position (SFEN), those played by agreement; with `participant`, his handicap against every other active player.",
    (s, input) => {
      if (input.participant === undefined) return { data: handicaps(s, undefined) };
      const who = participantOf(input);
      return 'missing' in who ? who : { data: handicaps(s, who.id) };
    },
  ),
];
