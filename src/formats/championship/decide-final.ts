/**
 * Deciding the final (SD-16): pairing the top two once the main rounds are complete, and
 * recording its games in order until it is decided.
 */
import type { DecideContext, Decided } from '../../core/format.js';
import { err, ok, refusal } from '../../core/types.js';
import type { CommandOf } from './commands.js';
import type { ChampionshipEvent } from './events.js';
import { finalStatus } from './final.js';
import { finalistsOf } from './pair-round.js';
import { type ChampionshipState, isComplete } from './state.js';

type Decision = Decided<ChampionshipEvent>;

export function decidePairFinal(state: ChampionshipState, ctx: DecideContext): Decision {
  const { config } = state;
  if (!config.final.enabled)
    return err(refusal('ERR_NO_FINAL', 'this championship has no final (config.final)'));
  if (state.final) return err(refusal('ERR_FINAL_EXISTS', 'the final is already paired'));
  const main = state.rounds.slice(0, config.rounds);
  if (main.length < config.rounds || !main.every(isComplete)) {
    return err(
      refusal('ERR_ROUNDS_INCOMPLETE', `the final comes after all ${config.rounds} rounds are complete`, {
        params: { rounds: config.rounds },
      }),
    );
  }
  const finalists = finalistsOf(state);
  if (!finalists) return err(refusal('ERR_TOO_FEW_PLAYERS', 'a final needs two players'));
  return ok([{ at: ctx.at, type: 'FinalPaired', payload: { finalists } }]);
}

export function decideRecordFinalGame(
  state: ChampionshipState,
  command: CommandOf<'RecordFinalGame'>,
  ctx: DecideContext,
): Decision {
  const final = state.final;
  if (!final) return err(refusal('ERR_NO_FINAL', 'the final is not paired yet'));
  const { game, firstScore, secondScore } = command;
  const payload = { game, firstScore, secondScore };
  const existing = final.games.find((g) => g.game === game);
  if (existing) {
    if (existing.firstScore === firstScore && existing.secondScore === secondScore) {
      return err(
        refusal(
          'ERR_RESULT_EXISTS',
          `game ${game} of the final is already recorded as ${firstScore}:${secondScore}`,
          { path: 'game', params: { game, result: `${firstScore}:${secondScore}` } },
        ),
      );
    }
    return ok([
      {
        at: ctx.at,
        type: 'FinalGameRecorded',
        payload,
        supersedes: [existing.seq],
        reason: command.reason?.trim() || `correction of ${existing.firstScore}:${existing.secondScore}`,
      },
    ]);
  }
  const status = finalStatus(state.config.final.mode, final.finalists, final.games);
  if (status.champion !== undefined) {
    return err(
      refusal('ERR_FINAL_DECIDED', `the final is decided: ${status.champion} is the champion`, {
        params: { champion: status.champion },
      }),
    );
  }
  if (game !== status.nextGame) {
    return err(
      refusal('ERR_GAME_ORDER', `the next game of the final is game ${status.nextGame}`, {
        path: 'game',
        params: { game: status.nextGame ?? game },
      }),
    );
  }
  return ok([{ at: ctx.at, type: 'FinalGameRecorded', payload }]);
}
