/**
 * The director's corrections of games: a corrected game replaces each of its events whose content
 * changes by a corrected one at the same moment, superseding it; a removed game has all its events
 * voided. Both keep the game at its own moment inside its evening, so the fold recomputes that
 * evening's close and every later one (HL-7).
 */

import type { CoreEvent, NewEventOf } from '../../core/events.js';
import type { Decided } from '../../core/format.js';
import { err, type Moment, ok, refusal } from '../../core/types.js';
import type { CommandOf } from './commands.js';
import { anyEvening, checkWinner, gameOf, settingPayload } from './decide-common.js';
import type { HandicapLeagueEvent } from './events.js';
import { type HandicapLeagueState, isFinished } from './state.js';

type Decision = Decided<HandicapLeagueEvent | CoreEvent>;

/**
 * The director corrects a game: each event of the game whose content changes is replaced by a
 * corrected one at the same moment, superseding it, so the evening folds as if it had been
 * entered right the first time.
 */
export function decideCorrectGame(state: HandicapLeagueState, command: CommandOf<'CorrectGame'>): Decision {
  const evening = anyEvening(state, command.evening);
  if (!evening.ok) return evening;
  const found = gameOf(evening.value, command.players);
  if (!found.ok) return found;
  const game = found.value;
  if (command.winner !== undefined) {
    if (!isFinished(game)) {
      return err(
        refusal('ERR_NOT_FINISHED', 'winner: the game is still in progress; report its result instead', {
          path: 'winner',
        }),
      );
    }
    const wrong = checkWinner(command.players, command.winner);
    if (wrong) return err(wrong);
  }
  const handicap = command.handicap ?? game.handicap;
  const note = command.note ?? game.note;
  if (handicap === 'other' && note === undefined) {
    return err(
      refusal('ERR_NOTE_REQUIRED', 'note: say which handicap the players agreed on (HL-9)', { path: 'note' }),
    );
  }
  const winner = command.winner === undefined ? game.winner : command.winner;
  const settingChanged = handicap !== game.handicap || note !== game.note;
  const winnerChanged = winner !== game.winner;
  if (!settingChanged && !winnerChanged) {
    return err(refusal('ERR_NO_CHANGE', `the game ${game.uwate} – ${game.shitate} already stands like that`));
  }
  const setting = settingPayload({ ...game, handicap, ...(note === undefined ? {} : { note }) });
  const base = { evening: evening.value.id };
  const reason = command.reason;
  const { started, reported, recorded } = game.events;
  if (recorded !== undefined && winner !== undefined) {
    return ok([
      {
        at: game.startedAt,
        type: 'GameRecorded',
        payload: { ...base, ...setting, winner },
        supersedes: [recorded],
        reason,
      },
    ]);
  }
  const events: NewEventOf<HandicapLeagueEvent>[] = [];
  if (settingChanged && started !== undefined) {
    events.push({
      at: game.startedAt,
      type: 'GameStarted',
      payload: { ...base, ...setting },
      supersedes: [started],
      reason,
    });
  }
  if (winnerChanged && reported !== undefined && winner !== undefined) {
    events.push({
      at: game.finishedAt as Moment,
      type: 'ResultReported',
      payload: { ...base, uwate: game.uwate, shitate: game.shitate, winner },
      supersedes: [reported],
      reason,
    });
  }
  return ok(events);
}

/** The director removes a game that should not be in the log: every event of it is voided. */
export function decideRemoveGame(state: HandicapLeagueState, command: CommandOf<'RemoveGame'>): Decision {
  const evening = anyEvening(state, command.evening);
  if (!evening.ok) return evening;
  const found = gameOf(evening.value, command.players);
  if (!found.ok) return found;
  const { started, reported, recorded } = found.value.events;
  const seqs = [started, reported, recorded].filter((s): s is number => s !== undefined);
  return ok([
    { at: found.value.startedAt, type: 'EventVoided', payload: {}, supersedes: seqs, reason: command.reason },
  ]);
}
