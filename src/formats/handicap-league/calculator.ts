/**
 * The handicap between two players (HL-9): the one with the higher league rank is the uwate,
 * gives the handicap and moves first; the league-rank difference picks the table's handicap.
 * With equal league ranks the game is even and the first named player is listed first.
 */
import type { ParticipantId } from '../../core/types.js';
import { HANDICAPS, type Handicap, type HandicapId, handicapForDifference } from './handicap.js';

export interface HandicapProposal {
  readonly uwate: ParticipantId;
  readonly shitate: ParticipantId;
  readonly difference: number;
  readonly handicap: HandicapId;
  readonly details: Handicap;
}

export function proposeHandicap(
  table: readonly HandicapId[],
  a: { readonly id: ParticipantId; readonly leagueRank: number },
  b: { readonly id: ParticipantId; readonly leagueRank: number },
): HandicapProposal {
  const [uwate, shitate] = b.leagueRank > a.leagueRank ? [b, a] : [a, b];
  const difference = uwate.leagueRank - shitate.leagueRank;
  const handicap = handicapForDifference(difference, table);
  return { uwate: uwate.id, shitate: shitate.id, difference, handicap, details: HANDICAPS[handicap] };
}
