/**
 * Swiss standings: points, then the tournament's tie-breaks in their order (C.07 4.2); what is
 * still tied shares a place. Ranks, points and tie-break values, exact.
 */
import { numericCriterion, rankByChain } from '../../core/ranking.js';
import { type Rational, rational, ZERO } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { outcomeSheets, type SheetLine, totalOf } from './sheet.js';
import { initialRanking, ratingOf, type SwissState } from './state.js';
import { type TieBreakInput, tieBreakCriteria } from './tiebreaks/index.js';

export interface SwissStanding {
  readonly participantId: ParticipantId;
  readonly place: number;
  readonly tied: boolean;
  readonly number: number;
  readonly points: Rational;
  readonly games: number;
  readonly tieBreaks: ReadonlyMap<string, Rational>;
}

export function tieBreakInput(
  state: SwissState,
  sheets: ReadonlyMap<ParticipantId, readonly SheetLine[]>,
): TieBreakInput {
  return {
    edition: state.tieBreakEdition,
    sheets,
    scores: new Map([...sheets].map(([id, lines]) => [id, rational(totalOf(lines), 10)])),
    ratings: new Map(state.players.map((id) => [id, ratingOf(state, id)])),
    winPoints: state.config.points.win,
    drawPoints: state.config.points.draw,
  };
}

export function computeStandings(state: SwissState) {
  const sheets = outcomeSheets(state);
  const input = tieBreakInput(state, sheets);
  const criteria = tieBreakCriteria(input);
  const order = initialRanking(state);
  const chain = [
    numericCriterion<ParticipantId>('points', 'col.points', (id) => input.scores.get(id) ?? ZERO),
    ...state.config.tieBreaks.map((t) => criteria[t]),
  ];
  return {
    chain,
    rows: rankByChain(order, chain).map(
      (e): SwissStanding => ({
        participantId: e.player,
        place: e.place,
        tied: e.tied,
        number: order.indexOf(e.player) + 1,
        points: input.scores.get(e.player) ?? ZERO,
        games: (sheets.get(e.player) ?? []).filter((l) => l.kind === 'played').length,
        tieBreaks: e.values,
      }),
    ),
  };
}
