/**
 * Round robin: deciding commands. Numbers are drawn by lot before the first result; a result
 * must name a scheduled game, and a different result for a recorded game is the director's
 * correction (it supersedes the earlier one).
 */
import type { NewEventOf } from '../../core/events.js';
import type { DecideContext, GameOfCommand } from '../../core/format.js';
import { decideGameResult, decideRoundResults } from '../../core/game-results.js';
import { createLot, recordLot } from '../../core/lot.js';
import { checkRoundDates } from '../../core/round-dates.js';
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf, RoundRobinCommand } from './commands.js';
import type { RoundRobinEvent } from './events.js';
import { findResult, hasStarted, isScheduled, type RoundRobinState, roundMoment } from './state.js';

type Decided = Result<readonly NewEventOf<RoundRobinEvent>[], Refusal>;

export function decide(state: RoundRobinState, command: RoundRobinCommand, ctx: DecideContext): Decided {
  switch (command.type) {
    case 'DrawNumbers': {
      if (hasStarted(state))
        return err(refusal('ERR_STARTED', 'numbers cannot be drawn after the first result'));
      const order = createLot(command.seed).shuffle(state.draw.order);
      return ok([{ at: ctx.at, type: 'NumbersDrawn', payload: { ...recordLot(command.seed), order } }]);
    }
    case 'ScheduleRounds':
      return decideSchedule(state, command, ctx);
    case 'RecordResult':
      return decideResult(state, command, ctx);
    case 'RecordResults':
      return decideResults(state, command, ctx);
  }
}

/** The rounds' dates: each a round of the schedule, each once. */
function decideSchedule(
  state: RoundRobinState,
  command: CommandOf<'ScheduleRounds'>,
  ctx: DecideContext,
): Decided {
  const refused = checkRoundDates(command.rounds, state.draw.schedule.length, 'round robin');
  if (refused) return err(refused);
  return ok([{ at: ctx.at, type: 'RoundsScheduled', payload: { rounds: command.rounds } }]);
}

/** A round's results at once (core/game-results.ts): each decided like a single result, all or none. */
function decideResults(
  state: RoundRobinState,
  command: CommandOf<'RecordResults'>,
  ctx: DecideContext,
): Decided {
  return decideRoundResults(
    command,
    (line) => decideResult(state, { type: 'RecordResult', ...line }, ctx),
    (line) => findResult(state, command.round, line.white, line.black)?.result,
  );
}

function decideResult(
  state: RoundRobinState,
  command: CommandOf<'RecordResult'>,
  ctx: DecideContext,
): Decided {
  const { round, white, black } = command;
  for (const [field, id] of [
    ['white', white],
    ['black', black],
  ] as const) {
    if (!ctx.roster.has(id)) {
      return err(
        refusal('ERR_UNKNOWN_PARTICIPANT', `${field}: "${id}" is not a participant`, { path: field }),
      );
    }
  }
  if (white === black) {
    return err(
      refusal('ERR_SAME_PLAYER', `white and black must be two different players (both are ${white})`, {
        path: 'black',
      }),
    );
  }
  if (round > state.draw.schedule.length) {
    return err(
      refusal('ERR_NO_SUCH_ROUND', `round: there are ${state.draw.schedule.length} rounds, not ${round}`, {
        path: 'round',
      }),
    );
  }
  if (!isScheduled(state, round, white, black)) {
    const swapped = isScheduled(state, round, black, white);
    return err(
      refusal(
        'ERR_NO_SUCH_PAIRING',
        swapped
          ? `round ${round}: ${black} has white against ${white}, not the other way round`
          : `round ${round} has no game between ${white} and ${black}`,
        { path: 'white' },
      ),
    );
  }
  return decideGameResult(command, findResult(state, round, white, black), ctx);
}

/**
 * The game a result (or a round's results) is for: it counts on its round, dated by the round's
 * first result, whenever it is typed; and the result it has now.
 */
export function gameOf(state: RoundRobinState, command: RoundRobinCommand): GameOfCommand | undefined {
  if (command.type === 'DrawNumbers' || command.type === 'ScheduleRounds') return undefined;
  const at = roundMoment(state, command.round);
  const when = at ? { at } : {};
  if (command.type === 'RecordResults') return when;
  return { ...when, result: findResult(state, command.round, command.white, command.black)?.result ?? '' };
}
