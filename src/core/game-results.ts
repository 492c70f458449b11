/**
 * A game's result between a white and a black player as a command, for the formats whose rounds
 * are such games (the round robin, the Swiss): `RecordResult` (one game, which its players may
 * report themselves, `actingFor`) and `RecordResults` (a round's at once, the director's grid, all
 * or none), and how a result meets the one already standing: the same again is refused, another
 * one is the director's correction — it supersedes the first, with a reason — and a player may
 * not correct. Each format checks that the game is one of its round and keeps its results. Pure.
 */
import { z } from 'zod';
import type { DecideContext } from './format.js';
import { participantIdSchema } from './participant.js';
import { resultSchema } from './results.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from './types.js';

/** The `RecordResult` and `RecordResults` command schemas over a format's results (`'1-0'` …). */
export function gameResultCommands<R extends string>(results: readonly [R, ...R[]]) {
  const round = z.number().int().positive();
  const reason = z.string().max(2000).optional();
  const game = { white: participantIdSchema, black: participantIdSchema, result: resultSchema(results) };
  return [
    z.strictObject({ type: z.literal('RecordResult'), round, ...game, reason }),
    z.strictObject({
      type: z.literal('RecordResults'),
      round,
      results: z.array(z.strictObject(game)).min(1),
      reason,
    }),
  ] as const;
}

/** One game's result as `RecordResult` gives it. */
export interface GameResultLine<R extends string> {
  readonly round: number;
  readonly white: ParticipantId;
  readonly black: ParticipantId;
  readonly result: R;
  readonly reason?: string | undefined;
}

/**
 * A game's result against the one standing (`existing`, with the event that recorded it): a
 * `ResultRecorded`, or its refusal — the same result twice, or a player's correction.
 */
export function decideGameResult<R extends string>(
  command: GameResultLine<R>,
  existing: { readonly seq: number; readonly result: R } | undefined,
  ctx: DecideContext,
) {
  const { round, white, black, result } = command;
  const payload = { round, white, black, result };
  if (!existing) return ok([{ at: ctx.at, type: 'ResultRecorded' as const, payload }]);
  if (existing.result === result)
    return err(
      refusal('ERR_RESULT_EXISTS', `round ${round}: ${white} – ${black} is already recorded as ${result}`),
    );
  if (ctx.actor.kind === 'player')
    return err(
      refusal(
        'ERR_RESULT_EXISTS',
        `round ${round}: ${white} – ${black} is already recorded as ${existing.result}; ask the director to correct it`,
      ),
    );
  return ok([
    {
      at: ctx.at,
      type: 'ResultRecorded' as const,
      payload,
      supersedes: [existing.seq],
      reason: command.reason?.trim() || `correction of ${existing.result}`,
    },
  ]);
}

/**
 * A round's results at once (`RecordResults`): each line decided as one game's result by `one`,
 * all or none; a game given twice is refused; a refusal names its line (`results.2.white`, a
 * refused round as the line's result).
 */
export function decideRoundResults<R extends string, E>(
  command: {
    readonly round: number;
    readonly results: readonly Omit<GameResultLine<R>, 'round' | 'reason'>[];
    readonly reason?: string | undefined;
  },
  one: (line: GameResultLine<R>) => Result<readonly E[], Refusal>,
): Result<E[], Refusal> {
  const events: E[] = [];
  const seen = new Set<string>();
  for (const [i, line] of command.results.entries()) {
    const game = `${line.white}:${line.black}`;
    if (seen.has(game))
      return err(
        refusal('ERR_RESULT_EXISTS', `round ${command.round}: ${line.white} – ${line.black} is given twice`, {
          path: `results.${i}.result`,
        }),
      );
    seen.add(game);
    const decided = one({
      round: command.round,
      ...line,
      ...(command.reason ? { reason: command.reason } : {}),
    });
    if (!decided.ok) {
      const r = decided.error;
      return err({ ...r, path: `results.${i}.${r.path === 'round' || !r.path ? 'result' : r.path}` });
    }
    events.push(...decided.value);
  }
  return ok(events);
}
