/**
 * TX-1 checks of a reported result against the game and the event kind: minutes for TP games,
 * lateness only at weekend events (TX-10), over-time only in deciding games (TX-7, TX-8), double
 * crashes only at weekend events and never in deciding games (TX-6), and no-show claims not
 * before the waiting time is over (TX-10, TX-11; the director may always, TX-14).
 */
import { isBefore } from '../../core/moment.js';
import { type Moment, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import type { GameInfo } from './games.js';
import { overTimePlayers } from './points.js';
import type { GameResult, Pair } from './result.js';
import { noShowClaimFrom } from './scheduling.js';
import type { TpState } from './state.js';

export function checkResult(
  state: TpState,
  game: GameInfo,
  result: GameResult,
  players: Pair<ParticipantId>,
  by: { readonly at: Moment; readonly director: boolean },
): Refusal | undefined {
  switch (result.kind) {
    case 'double-crash':
      if (game.deciding)
        return refusal(
          'ERR_REPLAY',
          `result: ${game.id} decides a tie; a crashed deciding game is played again`,
          {
            path: 'result.kind',
          },
        );
      if (state.config.eventKind !== 'weekend')
        return refusal(
          'ERR_REPLAY',
          'result: outside weekend events a game lost to a double crash is replayed (TX-6)',
          {
            path: 'result.kind',
          },
        );
      return undefined;
    case 'played':
      return checkPlayed(state, game, result, players);
    case 'no-show':
      return checkNoShow(state, game, result, by);
  }
}

function checkPlayed(
  state: TpState,
  game: GameInfo,
  result: Extract<GameResult, { kind: 'played' }>,
  players: Pair<ParticipantId>,
): Refusal | undefined {
  if (game.deciding) {
    if (result.late)
      return refusal('ERR_LATENESS', 'result.late: lateness counts only in games with tournament points', {
        path: 'result.late',
      });
    if (result.timeout !== undefined && !players.includes(result.timeout))
      return refusal('ERR_WRONG_PLAYERS', `result.timeout: ${result.timeout} does not play in ${game.id}`, {
        path: 'result.timeout',
      });
    return checkDecidingMinutes(result, players, state.config.decidingGameMinutes);
  }
  if (!result.minutes)
    return refusal(
      'ERR_MINUTES_REQUIRED',
      'result.minutes: both players’ minutes are needed for time penalties (TX-1)',
      {
        path: 'result.minutes',
      },
    );
  if (result.timeout !== undefined)
    return refusal(
      'ERR_NO_TIMEOUT',
      'result.timeout: only play-off and tie-break games are lost on time (TX-3 applies)',
      {
        path: 'result.timeout',
      },
    );
  if (result.late && state.config.eventKind !== 'weekend')
    return refusal('ERR_LATENESS', 'result.late: the lateness rule applies to weekend events only (TX-10)', {
      path: 'result.late',
    });
  return undefined;
}

/**
 * TX-7, TX-8: minutes reported for a deciding game must agree with who went over its limit.
 * Whole minutes are rounded down, so more than the limit is over it for sure, while the limit
 * itself (5:00–5:59) may be either. The game ends when the first player goes over, so only one
 * can. Fewer minutes than the limit beside a named `timeout` are not refused: forms leave a blank
 * as 0.
 */
function checkDecidingMinutes(
  result: Extract<GameResult, { kind: 'played' }>,
  players: Pair<ParticipantId>,
  limit: number,
): Refusal | undefined {
  if (!result.minutes) return undefined;
  const over = overTimePlayers(result, players, limit);
  const refuse = (message: string) =>
    refusal('ERR_OVER_TIME', `result.minutes: ${message} (TX-7, TX-8)`, { path: 'result.minutes' });
  if (over.length === 2)
    return refuse(`both players over the ${limit} minutes; the game ended when the first went over`);
  const [overrun] = over;
  if (overrun !== undefined && result.timeout !== undefined && result.timeout !== overrun)
    return refuse(`${overrun} went over the ${limit} minutes, not ${result.timeout}`);
  return undefined;
}

function checkNoShow(
  state: TpState,
  game: GameInfo,
  result: Extract<GameResult, { kind: 'no-show' }>,
  by: { readonly at: Moment; readonly director: boolean },
): Refusal | undefined {
  const unknown = result.absent.find((p) => !game.players.includes(p));
  if (unknown !== undefined || new Set(result.absent).size !== result.absent.length)
    return refusal('ERR_WRONG_PLAYERS', `result.absent: name ${game.players.join(' or ')} (or both) once`, {
      path: 'result.absent',
    });
  if (by.director) return undefined;
  const from = noShowClaimFrom(state, game);
  if (from === undefined)
    return refusal(
      'ERR_NO_APPOINTMENT',
      `${game.id} has no arranged time; only the director can declare a no-show (TX-11)`,
      {
        path: 'result',
      },
    );
  if (from !== 'any time' && isBefore(by.at, from))
    return refusal('ERR_TOO_EARLY', `a no-show in ${game.id} can be claimed from ${from} (TX-10, TX-11)`, {
      path: 'result',
    });
  return undefined;
}
