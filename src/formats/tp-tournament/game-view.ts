/**
 * The game sheet: everything a page shows about one game — players and their colours (TX-9),
 * when it is played, the result, and the TP breakdown (margin, table split, minutes, lateness,
 * penalties, clamping: TX-2 … TX-6), or the winner of a deciding game (TX-7, TX-8), and any
 * director override (TX-14).
 */
import type { Moment, ParticipantId } from '../../core/types.js';
import type { ColourAssignment } from './colours.js';
import { allGames, coloursOf, type GameInfo } from './games.js';
import { decidingWinner, type TpBreakdown } from './points.js';
import type { GameResult, Pair } from './result.js';
import { scoredGame, standingResult } from './results.js';
import { roundKey, type TpState } from './state.js';

export type GameStatus = 'open' | 'played' | 'forfeited';

export interface GameSheet {
  readonly game: GameInfo;
  readonly colours: ColourAssignment;
  /** The round's start (weekend) or the arranged time (scheduled), where known. */
  readonly startsAt?: Moment;
  readonly status: GameStatus;
  readonly result?: GameResult;
  /** TP games: the breakdown and the TP as they count. */
  readonly breakdown?: TpBreakdown;
  readonly tp?: Pair<number>;
  readonly override?: { readonly tp: Pair<number>; readonly reason: string };
  /** Deciding games: the winner, once someone won. */
  readonly winner?: ParticipantId;
}

export function gameSheet(state: TpState, game: GameInfo): GameSheet {
  const standing = standingResult(state, game.id);
  const appointment = state.appointments.get(game.id)?.startsAt;
  const roundStart = game.round
    ? state.rounds.get(roundKey(game.round.stage, game.round.round))?.startsAt
    : undefined;
  const startsAt = appointment ?? roundStart;
  const base = { game, colours: coloursOf(state, game), ...(startsAt ? { startsAt } : {}) };
  if (!standing) return { ...base, status: 'open' };
  const status: GameStatus = standing.source === 'forfeit' ? 'forfeited' : 'played';
  if (game.deciding) {
    const winner = decidingWinner(standing.result, standing.players);
    return { ...base, status, result: standing.result, ...(winner ? { winner } : {}) };
  }
  const scored = scoredGame(state, game.id, game.inCup);
  if (!scored) return { ...base, status, result: standing.result };
  return {
    ...base,
    status,
    result: standing.result,
    breakdown: scored.breakdown,
    tp: scored.tp,
    ...(scored.override ? { override: { tp: scored.tp, reason: scored.override.reason } } : {}),
  };
}

export function gameSheets(state: TpState): GameSheet[] {
  return allGames(state).map((g) => gameSheet(state, g));
}
