/**
 * A player's page: the current standing in the notation (HL-4) and everything that happened to
 * the player, oldest first — games with handicap and result, league-rank moves at the end of
 * evenings (HL-7), the director's corrections, real-rank changes, taken out and returned (HL-11).
 */
import { listToArray } from '../../core/list.js';
import type { ParticipantId } from '../../core/types.js';
import { notationOf, type RealRank } from './rank.js';
import { activePlayers, computeRanking } from './ranking.js';
import { type HandicapLeagueState, type HistoryEntry, leagueRank } from './state.js';

export interface PlayerHistory {
  readonly participantId: ParticipantId;
  readonly notation: string;
  readonly realRank: RealRank & { readonly notation: string };
  readonly modifier: number;
  readonly leagueRank: number;
  readonly points: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly active: boolean;
  /** Place in the current ranking; absent while taken out. */
  readonly place?: number;
  readonly entries: readonly HistoryEntry[];
}

export function playerHistory(state: HandicapLeagueState, id: ParticipantId): PlayerHistory | undefined {
  const p = state.players.get(id);
  if (!p) return undefined;
  const row = p.active
    ? computeRanking(activePlayers(state.players), state.lastLot).find((r) => r.participantId === id)
    : undefined;
  return {
    participantId: id,
    notation: notationOf(p.real.step, p.modifier),
    realRank: { ...p.real, notation: notationOf(p.real.step, 0) },
    modifier: p.modifier,
    leagueRank: leagueRank(p),
    points: p.points,
    wins: p.wins,
    draws: p.draws,
    losses: p.losses,
    active: p.active,
    ...(row ? { place: row.place } : {}),
    entries: listToArray(p.history),
  };
}
