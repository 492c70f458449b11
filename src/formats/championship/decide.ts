/**
 * Championship decide: routes each command to its decision. Every decision refuses with a coded
 * reason naming what is wrong and where, or yields the events to append.
 */
import type { DecideContext, Decided } from '../../core/format.js';
import type { ChampionshipCommand } from './commands.js';
import { decidePairFinal, decideRecordFinalGame } from './decide-final.js';
import { decideRecordForfeit, decideRecordGame } from './decide-result.js';
import { decidePairRound } from './decide-round.js';
import { decideDrawGroups, decideDrawLot, decideFixGroups, decideWithdraw } from './decide-setup.js';
import type { ChampionshipEvent } from './events.js';
import type { ChampionshipState } from './state.js';

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
