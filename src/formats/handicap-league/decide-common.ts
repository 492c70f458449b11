/**
 * Checks that several handicap-league decisions share: the participant exists, the evening named
 * is the one that is open. Each returns the thing found or the refusal to give.
 */
import type { DecideContext } from '../../core/format.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { Evening, HandicapLeagueState, PlayerRecord } from './state.js';

export function findPlayer(
  state: HandicapLeagueState,
  ctx: DecideContext,
  id: ParticipantId,
  path: string,
): Result<PlayerRecord, Refusal> {
  const player = state.players.get(id);
  if (!player || !ctx.roster.has(id)) {
    return err(
      refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" is not a player of this league`, { path }),
    );
  }
  return ok(player);
}

export function activePlayer(
  state: HandicapLeagueState,
  ctx: DecideContext,
  id: ParticipantId,
  path: string,
): Result<PlayerRecord, Refusal> {
  const found = findPlayer(state, ctx, id, path);
  if (found.ok && !found.value.active) {
    return err(
      refusal(
        'ERR_TAKEN_OUT',
        `${path}: ${id} was taken out of the ranking; the director can return them (HL-11)`,
        { path },
      ),
    );
  }
  return found;
}

export function openEvening(state: HandicapLeagueState, id: string): Result<Evening, Refusal> {
  const open = state.open;
  if (open?.id === id) return ok(open);
  const path = 'evening';
  const now = open ? `; evening ${open.id} is open` : '; no evening is open';
  if (state.closed.has(id)) {
    const closedAt = state.closed.get(id)?.closure?.at ?? '';
    return err(refusal('ERR_EVENING_CLOSED', `evening ${id} was closed at ${closedAt}${now}`, { path }));
  }
  return err(refusal('ERR_NO_OPEN_EVENING', `evening ${id} is not open${now}`, { path }));
}

/** The two players of a game, distinct. */
export function twoPlayers(players: readonly [ParticipantId, ParticipantId]): Result<true, Refusal> {
  if (players[0] === players[1]) {
    return err(
      refusal('ERR_SAME_PLAYER', `players: ${players[0]} cannot play against themselves`, {
        path: 'players',
      }),
    );
  }
  return ok(true);
}
