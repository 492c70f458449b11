/**
 * A game's result between a white and a black player as a command, for the formats whose rounds
 * are such games (the round robin, the Swiss): `RecordResult` (one game, which its players may
 * report themselves, `actingFor`) and `RecordResults` (a round's at once, the director's grid, all
 * or none), and how a result meets the one already standing: the same again is refused, another
 * one is the director's correction — it supersedes the first, with a reason — and a player may
 * not correct. Each line of `RecordResults` may carry the result its sender's grid showed (`seen`,
 * `''` for none); a line whose game stands at another result is refused with `ERR_RESULT_CHANGED`
 * naming both (issue 25.15). Decided against the state the write is appended to, so two grids saved
 * at once cannot both pass. Each format checks that the game is one of its round and keeps its
 * results. Pure.
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
  const seen = z.string().max(200).optional();
  return [
    z.strictObject({ type: z.literal('RecordResult'), round, ...game, reason }),
    z.strictObject({
      type: z.literal('RecordResults'),
      round,
      results: z.array(z.strictObject({ ...game, seen })).min(1),
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

/** A line of `RecordResults`: a game's result and, when sent, the result the sender saw. */
export interface RoundResultLine<R extends string> extends Omit<GameResultLine<R>, 'round' | 'reason'> {
  readonly seen?: string | undefined;
}

/**
 * The refusal of a line whose game stands at another result than its sender saw (`''`: none),
 * naming both; none when nothing was seen or it still stands.
 */
function resultChangedSince(
  line: RoundResultLine<string>,
  standing: string | undefined,
  path: string,
): Refusal | undefined {
  if (line.seen === undefined) return undefined;
  const [current, seen] = [standing ?? '', line.seen.trim()];
  if (current === seen) return undefined;
  return refusal(
    'ERR_RESULT_CHANGED',
    `${line.white} – ${line.black} stands at ${current || 'no result'} now, not ${seen || 'no result'} as your grid showed; save again to correct it`,
    { path, params: { current, seen } },
  );
}

/**
 * A round's results at once (`RecordResults`): each line decided as one game's result by `one`,
 * all or none; a game given twice is refused, so is a line whose game's result (`standing`)
 * changed since its sender saw it; a refusal names its line (`results.2.white`, a refused round
 * as the line's result).
 */
export function decideRoundResults<R extends string, E>(
  command: {
    readonly round: number;
    readonly results: readonly RoundResultLine<R>[];
    readonly reason?: string | undefined;
  },
  one: (line: GameResultLine<R>) => Result<readonly E[], Refusal>,
  standing: (line: RoundResultLine<R>) => R | undefined,
): Result<E[], Refusal> {
  const events: E[] = [];
  const given = new Set<string>();
  for (const [i, { seen, ...line }] of command.results.entries()) {
    const game = `${line.white}:${line.black}`;
    if (given.has(game))
      return err(
        refusal('ERR_RESULT_EXISTS', `round ${command.round}: ${line.white} – ${line.black} is given twice`, {
          path: `results.${i}.result`,
        }),
      );
    given.add(game);
    const changed = resultChangedSince({ ...line, seen }, standing(line), `results.${i}.result`);
    if (changed) return err(changed);
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
