/**
 * Deciding results (SD-1): a game with both scores, or a forfeit. A director may correct a
 * result (the correction supersedes it); a player may only report a missing one.
 */
import type { DecideContext, Decided } from '../../core/format.js';
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf } from './commands.js';
import type { ChampionshipEvent } from './events.js';
import { type ChampionshipState, findPairing, type GameResult, resultAt, roundOf } from './state.js';

type Decision = Decided<ChampionshipEvent>;

const describe = (r: GameResult): string =>
  r.kind === 'scores' ? `${r.firstScore}:${r.secondScore}` : `a forfeit by ${r.absent.join(' and ')}`;

/** The result for message parameters: scores, or the absent players of a forfeit. */
const resultParam = (r: GameResult): string =>
  r.kind === 'scores' ? `${r.firstScore}:${r.secondScore}` : `−${r.absent.join(', −')}`;

/** A first result supersedes nothing. */
const FIRST_RESULT: Result<{ supersedes?: number[]; reason?: string }, Refusal> = ok({});

function correction(
  existing: GameResult,
  same: boolean,
  where: { round: number; game: string },
  ctx: DecideContext,
  reason: string | undefined,
): Result<{ supersedes?: number[]; reason?: string }, Refusal> {
  const text = `round ${where.round}: ${where.game} is already recorded as ${describe(existing)}`;
  const params = { params: { ...where, result: resultParam(existing) } };
  if (same) return err(refusal('ERR_RESULT_EXISTS', text, params));
  if (ctx.actor.kind === 'player') {
    return err(refusal('ERR_RESULT_EXISTS', `${text}; ask the director to correct it`, params));
  }
  return ok({ supersedes: [existing.seq], reason: reason?.trim() || `correction of ${describe(existing)}` });
}

export function decideRecordGame(
  state: ChampionshipState,
  command: CommandOf<'RecordGame'>,
  ctx: DecideContext,
): Decision {
  const { round, first, second } = command;
  const current = roundOf(state, round);
  if (!current) {
    return err(
      refusal('ERR_NO_SUCH_ROUND', `round ${round} is not paired`, { path: 'round', params: { round } }),
    );
  }
  const found = findPairing(current, first, second);
  if (!found || found.pairing.second === null) {
    return err(
      refusal('ERR_NOT_PAIRED', `round ${round} has no game ${first}–${second}`, {
        path: 'first',
        params: { round, game: `${first}–${second}` },
      }),
    );
  }
  const [firstScore, secondScore] = found.swapped
    ? [command.secondScore, command.firstScore]
    : [command.firstScore, command.secondScore];
  const existing = resultAt(current, found.index);
  const extra =
    existing === undefined
      ? FIRST_RESULT
      : correction(
          existing,
          existing.kind === 'scores' &&
            existing.firstScore === firstScore &&
            existing.secondScore === secondScore,
          { round, game: `${found.pairing.first}–${found.pairing.second}` },
          ctx,
          command.reason,
        );
  if (!extra.ok) return extra;
  return ok([
    {
      at: ctx.at,
      type: 'GameRecorded',
      payload: { round, first: found.pairing.first, second: found.pairing.second, firstScore, secondScore },
      ...extra.value,
    },
  ]);
}

export function decideRecordForfeit(
  state: ChampionshipState,
  command: CommandOf<'RecordForfeit'>,
  ctx: DecideContext,
): Decision {
  const { round, absent } = command;
  const current = roundOf(state, round);
  if (!current) {
    return err(
      refusal('ERR_NO_SUCH_ROUND', `round ${round} is not paired`, { path: 'round', params: { round } }),
    );
  }
  const index = current.slot.get(absent[0] as string);
  const pairing = index === undefined ? undefined : current.pairings[index];
  if (
    index === undefined ||
    !pairing ||
    new Set(absent).size !== absent.length ||
    !absent.every((id) => id === pairing.first || id === pairing.second)
  ) {
    return err(
      refusal('ERR_NOT_PAIRED', `round ${round} has no pairing of ${absent.join(' and ')}`, {
        path: 'absent',
        params: { round, game: absent.join('–') },
      }),
    );
  }
  const existing = resultAt(current, index);
  const extra =
    existing === undefined
      ? FIRST_RESULT
      : correction(
          existing,
          existing.kind === 'forfeit' &&
            existing.absent.length === absent.length &&
            absent.every((id) => existing.absent.includes(id)),
          { round, game: `${pairing.first}–${pairing.second ?? 'bye'}` },
          ctx,
          command.reason,
        );
  if (!extra.ok) return extra;
  return ok([{ at: ctx.at, type: 'ForfeitRecorded', payload: { round, absent }, ...extra.value }]);
}
