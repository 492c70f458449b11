/**
 * Championship decide: routes each command to its decision. Every decision refuses with a coded
 * reason naming what is wrong and where, or yields the events to append.
 */
import type { DecideContext, Decided, GameOfCommand } from '../../core/format.js';
import { checkRoundDates } from '../../core/round-dates.js';
import { err, ok } from '../../core/types.js';
import type { ChampionshipCommand } from './commands.js';
import { decidePairFinal, decideRecordFinalGame } from './decide-final.js';
import { decideRecordForfeit, decideRecordGame } from './decide-result.js';
import { decidePairRound } from './decide-round.js';
import { decideDrawGroups, decideDrawLot, decideFixGroups, decideWithdraw } from './decide-setup.js';
import type { ChampionshipEvent } from './events.js';
import {
  type ChampionshipState,
  findPairing,
  type GameResult,
  resultAt,
  roundMoment,
  roundOf,
} from './state.js';

export function decide(
  state: ChampionshipState,
  command: ChampionshipCommand,
  ctx: DecideContext,
): Decided<ChampionshipEvent> {
  switch (command.type) {
    case 'DrawGroups':
      return decideDrawGroups(state, command, ctx);
    case 'FixGroups':
      return decideFixGroups(state, command, ctx);
    case 'DrawLot':
      return decideDrawLot(state, command, ctx);
    case 'PairRound':
      return decidePairRound(state, command, ctx);
    case 'RecordGame':
      return decideRecordGame(state, command, ctx);
    case 'RecordForfeit':
      return decideRecordForfeit(state, command, ctx);
    case 'WithdrawParticipant':
      return decideWithdraw(state, command, ctx);
    case 'ScheduleRounds': {
      const refused = checkRoundDates(command.rounds, state.config.rounds, 'championship');
      if (refused) return err(refused);
      return ok([{ at: ctx.at, type: 'RoundsScheduled', payload: { rounds: command.rounds } }]);
    }
    case 'PairFinal':
      return decidePairFinal(state, ctx);
    case 'RecordFinalGame':
      return decideRecordFinalGame(state, command, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** A result as the form that showed it writes it: the scores from the named first player's side. */
function resultText(result: GameResult | undefined, swapped: boolean): string {
  if (!result) return '';
  if (result.kind === 'forfeit') return `forfeit:${[...result.absent].sort().join('+')}`;
  return swapped
    ? `${result.secondScore}:${result.firstScore}`
    : `${result.firstScore}:${result.secondScore}`;
}

/** The game a result or forfeit is for: it counts on its round's date or pairing, whenever it is typed. */
export function gameOf(state: ChampionshipState, command: ChampionshipCommand): GameOfCommand | undefined {
  if (command.type !== 'RecordGame' && command.type !== 'RecordForfeit') return undefined;
  const round = roundOf(state, command.round);
  if (!round) return undefined;
  const moment = roundMoment(state, command.round);
  const at = moment ? { at: moment } : {};
  if (command.type === 'RecordForfeit') return at;
  const found = findPairing(round, command.first, command.second);
  if (!found) return at;
  return { ...at, result: resultText(resultAt(round, found.index), found.swapped) };
}
