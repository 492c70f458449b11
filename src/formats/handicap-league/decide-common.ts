/**
 * Checks that several handicap-league decisions share: the participant exists, the evening named
 * is the one that is open, the game named exists (and is unfinished), the winner played in it, a
 * player is not still at the board. Each returns the thing found or the refusal to give.
 */
import type { DecideContext } from '../../core/format.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import {
  type Evening,
  eveningById,
  findGame,
  type Game,
  gameInProgress,
  type HandicapLeagueState,
  isFinished,
  type PlayerRecord,
} from './state.js';

export type Players = readonly [ParticipantId, ParticipantId];

export function findPlayer(
  state: HandicapLeagueState,
  ctx: DecideContext,
  id: ParticipantId,
  path: string,
): Result<PlayerRecord, Refusal> {
  const player = state.players.get(id);
  if (!player || !ctx.roster.has(id)) {
    return err(
      refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" is not a player of this league`, {
        path,
        params: { player: id },
      }),
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
        { path, params: { player: id } },
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
    return err(
      refusal('ERR_EVENING_CLOSED', `evening ${id} was closed at ${closedAt}${now}`, {
        path,
        params: { evening: id },
      }),
    );
  }
  return err(
    refusal('ERR_NO_OPEN_EVENING', `evening ${id} is not open${now}`, { path, params: { evening: id } }),
  );
}

/** The two players of a game, distinct. */
export function twoPlayers(players: Players): Result<true, Refusal> {
  if (players[0] === players[1]) {
    return err(
      refusal('ERR_SAME_PLAYER', `players: ${players[0]} cannot play against themselves`, {
        path: 'players',
        params: { player: players[0] },
      }),
    );
  }
  return ok(true);
}

/** What a game was set up as: roles, difference, the table's handicap and the one played. */
export type Setting = Pick<Game, 'uwate' | 'shitate' | 'difference' | 'table' | 'handicap' | 'note'>;

export const settingPayload = (s: Setting) => ({
  uwate: s.uwate,
  shitate: s.shitate,
  difference: s.difference,
  table: s.table,
  handicap: s.handicap,
  ...(s.note === undefined ? {} : { note: s.note }),
});

export const describeResult = (g: Game): string =>
  g.winner === null ? 'a draw' : `${g.winner} won at ${g.finishedAt ?? g.startedAt}`;

export function checkWinner(players: Players, winner: ParticipantId | null): Refusal | undefined {
  if (winner === null || players.includes(winner)) return undefined;
  return refusal(
    'ERR_INVALID_WINNER',
    `winner: ${winner} did not play in ${players[0]} – ${players[1]}; name one of them, or null for a draw`,
    { path: 'winner', params: { player: winner, a: players[0], b: players[1] } },
  );
}

export function gameOf(evening: Evening, players: Players): Result<Game, Refusal> {
  const distinct = twoPlayers(players);
  if (!distinct.ok) return distinct;
  const game = findGame(evening, players[0], players[1]);
  if (game) return ok(game);
  return err(
    refusal(
      'ERR_NO_SUCH_GAME',
      `players: evening ${evening.id} has no game between ${players[0]} and ${players[1]}`,
      { path: 'players', params: { a: players[0], b: players[1], evening: evening.id } },
    ),
  );
}

export function anyEvening(state: HandicapLeagueState, id: string): Result<Evening, Refusal> {
  const evening = eveningById(state, id);
  return evening
    ? ok(evening)
    : err(
        refusal('ERR_NO_SUCH_EVENING', `evening: there is no evening ${id}`, {
          path: 'evening',
          params: { evening: id },
        }),
      );
}

/** A player still at the board cannot start another game, leave, or be taken out: the refusal, if he is. */
export function stillPlaying(
  evening: Evening | null | undefined,
  id: ParticipantId,
  path: string,
  then: string,
): Refusal | undefined {
  const busy = evening && gameInProgress(evening, id);
  if (!busy) return undefined;
  const opponent = busy.uwate === id ? busy.shitate : busy.uwate;
  return refusal('ERR_PLAYER_BUSY', `${path}: ${id} is still playing ${opponent}${then}`, {
    path,
    params: { player: id, opponent },
  });
}

/** The open evening's game between the players, not yet finished (else the refusal, saying what may be done instead). */
export function unfinishedGame(
  state: HandicapLeagueState,
  command: { readonly evening: string; readonly players: Players },
  instead: (game: Game) => string,
): Result<Game, Refusal> {
  const evening = openEvening(state, command.evening);
  if (!evening.ok) return evening;
  const found = gameOf(evening.value, command.players);
  if (!found.ok || !isFinished(found.value)) return found;
  const game = found.value;
  return err(
    refusal('ERR_RESULT_EXISTS', `the game ${game.uwate} – ${game.shitate} ${instead(game)}`, {
      params: { a: game.uwate, b: game.shitate },
    }),
  );
}

/** The refusal of a command about one participant, saying what is wrong with him. */
export function refuseFor(
  id: ParticipantId,
  code: Refusal['code'],
  what: string,
  params: Readonly<Record<string, string>> = {},
): Result<never, Refusal> {
  return err(
    refusal(code, `participant: ${id} ${what}`, { path: 'participant', params: { player: id, ...params } }),
  );
}

/** The open evening a player comes to or leaves, once the player is found (`lookup`). */
export function eveningOf(
  state: HandicapLeagueState,
  ctx: DecideContext,
  command: { readonly evening: string; readonly participant: ParticipantId },
  lookup: typeof findPlayer,
): Result<Evening, Refusal> {
  const evening = openEvening(state, command.evening);
  if (!evening.ok) return evening;
  const player = lookup(state, ctx, command.participant, 'participant');
  return player.ok ? evening : player;
}
