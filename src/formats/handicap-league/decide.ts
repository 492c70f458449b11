/**
 * Handicap-league decisions: every command is checked against the state as of its moment and
 * either yields events or is refused with a coded reason naming what is wrong and where.
 * Games live in decide-games.ts and decide-corrections.ts; this file has evenings, attendance
 * and players.
 */
import type { CoreEvent } from '../../core/events.js';
import type { DecideContext, Decided, GameOfCommand } from '../../core/format.js';
import { recordLot } from '../../core/lot.js';
import { localDate } from '../../core/moment.js';
import { err, ok, type ParticipantId, refusal } from '../../core/types.js';
import type { CommandOf, HandicapLeagueCommand } from './commands.js';
import {
  activePlayer,
  eveningOf,
  findPlayer,
  openEvening,
  refuseFor,
  stillPlaying,
} from './decide-common.js';
import { decideCorrectGame, decideRemoveGame } from './decide-corrections.js';
import { decideCancelGame, decideRecordGame, decideReportResult, decideStartGame } from './decide-games.js';
import type { HandicapLeagueEvent } from './events.js';
import { eveningById, findGame, type HandicapLeagueState, isFinished } from './state.js';

type Decision = Decided<HandicapLeagueEvent | CoreEvent>;

export function decide(
  state: HandicapLeagueState,
  command: HandicapLeagueCommand,
  ctx: DecideContext,
): Decision {
  switch (command.type) {
    case 'OpenEvening':
      return decideOpenEvening(state, command, ctx);
    case 'CloseEvening':
      return decideCloseEvening(state, command, ctx);
    case 'CheckIn':
      return decideCheckIn(state, command, ctx);
    case 'CheckOut':
      return decideCheckOut(state, command, ctx);
    case 'StartGame':
      return decideStartGame(state, command, ctx);
    case 'ReportResult':
      return decideReportResult(state, command, ctx);
    case 'RecordGame':
      return decideRecordGame(state, command, ctx);
    case 'CancelGame':
      return decideCancelGame(state, command, ctx);
    case 'CorrectGame':
      return decideCorrectGame(state, command);
    case 'RemoveGame':
      return decideRemoveGame(state, command);
    case 'TakeOutPlayer':
      return decideTakeOut(state, command, ctx);
    case 'ReturnPlayer':
      return decideReturn(state, command, ctx);
    case 'CorrectModifier':
      return decideCorrectModifier(state, command, ctx);
    case 'AdjustLeaguePoints':
      return decideAdjustPoints(state, command, ctx);
  }
}

function decideOpenEvening(
  state: HandicapLeagueState,
  command: CommandOf<'OpenEvening'>,
  ctx: DecideContext,
): Decision {
  const evening = command.evening ?? localDate(ctx.at, state.config.timeZone);
  if (state.open) {
    return err(
      refusal(
        'ERR_EVENING_OPEN',
        `evening ${state.open.id} has been open since ${state.open.openedAt}; close it before opening another`,
        { params: { evening: state.open.id, since: state.open.openedAt } },
      ),
    );
  }
  if (state.closed.has(evening)) {
    return err(
      refusal(
        'ERR_EVENING_EXISTS',
        `evening: there already was an evening ${evening}; name this one differently`,
        { path: 'evening', params: { evening } },
      ),
    );
  }
  return ok([{ at: ctx.at, type: 'EveningOpened', payload: { evening } }]);
}

function decideCloseEvening(
  state: HandicapLeagueState,
  command: CommandOf<'CloseEvening'>,
  ctx: DecideContext,
): Decision {
  const evening = openEvening(state, command.evening);
  if (!evening.ok) return evening;
  const playing = evening.value.games.filter((g) => !isFinished(g));
  if (playing.length > 0) {
    const list = playing.map((g) => `${g.uwate} – ${g.shitate}`).join(', ');
    return err(
      refusal(
        'ERR_GAMES_IN_PROGRESS',
        `evening ${command.evening} still has games without a result (${list}); report or cancel them first`,
        { params: { evening: command.evening, games: list } },
      ),
    );
  }
  return ok([
    { at: ctx.at, type: 'EveningClosed', payload: { evening: command.evening, ...recordLot(command.seed) } },
  ]);
}

const presence = (command: { readonly evening: string; readonly participant: ParticipantId }) => ({
  evening: command.evening,
  participant: command.participant,
});

function decideCheckIn(
  state: HandicapLeagueState,
  command: CommandOf<'CheckIn'>,
  ctx: DecideContext,
): Decision {
  const evening = eveningOf(state, ctx, command, activePlayer);
  if (!evening.ok) return evening;
  const since = evening.value.present.get(command.participant);
  if (since !== undefined) {
    return refuseFor(command.participant, 'ERR_ALREADY_PRESENT', `has been checked in since ${since}`, {
      since,
    });
  }
  return ok([{ at: ctx.at, type: 'PlayerCheckedIn', payload: presence(command) }]);
}

function decideCheckOut(
  state: HandicapLeagueState,
  command: CommandOf<'CheckOut'>,
  ctx: DecideContext,
): Decision {
  const evening = eveningOf(state, ctx, command, findPlayer);
  if (!evening.ok) return evening;
  if (!evening.value.present.has(command.participant)) {
    return refuseFor(command.participant, 'ERR_NOT_PRESENT', 'is not checked in tonight');
  }
  const busy = stillPlaying(evening.value, command.participant, 'participant', '; report the result first');
  if (busy) return err(busy);
  return ok([{ at: ctx.at, type: 'PlayerCheckedOut', payload: presence(command) }]);
}

/** HL-11: the director takes out a player (kept in the archive with points and history). */
function decideTakeOut(
  state: HandicapLeagueState,
  command: CommandOf<'TakeOutPlayer'>,
  ctx: DecideContext,
): Decision {
  const player = activePlayer(state, ctx, command.participant, 'participant');
  if (!player.ok) return player;
  const busy = stillPlaying(state.open, command.participant, 'participant', ' right now');
  if (busy) return err(busy);
  return ok([
    {
      at: ctx.at,
      type: 'PlayerTakenOut',
      payload: { participant: command.participant },
      ...(command.reason ? { reason: command.reason } : {}),
    },
  ]);
}

/** HL-11: a player taken out returns with his history. */
function decideReturn(
  state: HandicapLeagueState,
  command: CommandOf<'ReturnPlayer'>,
  ctx: DecideContext,
): Decision {
  const player = findPlayer(state, ctx, command.participant, 'participant');
  if (!player.ok) return player;
  if (player.value.active) return refuseFor(command.participant, 'ERR_NOT_TAKEN_OUT', 'is in the ranking');
  return ok([{ at: ctx.at, type: 'PlayerReturned', payload: { participant: command.participant } }]);
}

/** HL-3: the director's explicit correction of a modifier. */
function decideCorrectModifier(
  state: HandicapLeagueState,
  command: CommandOf<'CorrectModifier'>,
  ctx: DecideContext,
): Decision {
  const player = findPlayer(state, ctx, command.participant, 'participant');
  if (!player.ok) return player;
  if (player.value.modifier === command.modifier) {
    return err(
      refusal('ERR_NO_CHANGE', `modifier: ${command.participant} already has modifier ${command.modifier}`, {
        path: 'modifier',
      }),
    );
  }
  return ok([
    {
      at: ctx.at,
      type: 'ModifierCorrected',
      payload: { participant: command.participant, modifier: command.modifier },
      reason: command.reason,
    },
  ]);
}

function decideAdjustPoints(
  state: HandicapLeagueState,
  command: CommandOf<'AdjustLeaguePoints'>,
  ctx: DecideContext,
): Decision {
  const player = findPlayer(state, ctx, command.participant, 'participant');
  if (!player.ok) return player;
  return ok([
    {
      at: ctx.at,
      type: 'LeaguePointsAdjusted',
      payload: { participant: command.participant, points: command.points },
      reason: command.reason,
    },
  ]);
}

/**
 * The game a result is for, with the result it has now (the winner's id, `draw`, or `''`). Its
 * moment stays the typing moment: results come in while the evening is open, and a game still
 * running at the close counts for nothing (HL-6), so no result is dated back into an evening.
 */
export function gameOf(
  state: HandicapLeagueState,
  command: HandicapLeagueCommand,
): GameOfCommand | undefined {
  if (command.type !== 'ReportResult' && command.type !== 'RecordGame' && command.type !== 'CorrectGame')
    return undefined;
  const evening = eveningById(state, command.evening);
  const game = evening && findGame(evening, command.players[0], command.players[1]);
  if (!game || game.winner === undefined) return { result: '' };
  return { result: game.winner ?? 'draw' };
}
