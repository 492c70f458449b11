/**
 * TX-1: what is reported for one game. Both sides are given as pairs aligned with the game's
 * `players` as named in the command or event (`scores: [23, 18]` is 23 for players[0]).
 *
 * - `played`: both game scores (stones) and the whole minutes (rounded down) each player used;
 *   at weekend events the minutes each player came late (TX-10); in play-off and tie-break games
 *   the player who went over the time limit (`timeout`, TX-7/TX-8), and minutes may be left out.
 * - `no-show`: the absent player (or both).
 * - `double-crash`: both players crashed and the game vanished (TX-6).
 */
import { z } from 'zod';
import { participantIdSchema } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';

export type Pair<T> = readonly [T, T];

const stones = z.number().int().min(0).max(999);
const minutes = z.number().int().min(0).max(999);

export type GameResult =
  | {
      readonly kind: 'played';
      readonly scores: Pair<number>;
      readonly minutes?: Pair<number>;
      readonly late?: Pair<number>;
      readonly timeout?: ParticipantId;
    }
  | { readonly kind: 'no-show'; readonly absent: readonly ParticipantId[] }
  | { readonly kind: 'double-crash' };

export const gameResultSchema: z.ZodType<GameResult> = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('played'),
    scores: z.tuple([stones, stones]),
    minutes: z.tuple([minutes, minutes]).optional(),
    late: z.tuple([minutes, minutes]).optional(),
    timeout: participantIdSchema.optional(),
  }),
  z.strictObject({
    kind: z.literal('no-show'),
    absent: z.array(participantIdSchema).min(1).max(2),
  }),
  z.strictObject({ kind: z.literal('double-crash') }),
]);

export const playersSchema: z.ZodType<Pair<ParticipantId>> = z
  .tuple([participantIdSchema, participantIdSchema])
  .refine(([a, b]) => a !== b, 'a game has two different players');

/** The same result seen with the players in the other order. */
function flipResult(result: GameResult): GameResult {
  if (result.kind !== 'played') return result;
  const flip = <T>(p: Pair<T> | undefined): [T, T] | undefined => (p ? [p[1], p[0]] : undefined);
  const minutes = flip(result.minutes);
  const late = flip(result.late);
  return {
    kind: 'played',
    scores: [result.scores[1], result.scores[0]],
    ...(minutes ? { minutes } : {}),
    ...(late ? { late } : {}),
    ...(result.timeout ? { timeout: result.timeout } : {}),
  };
}

/** The result aligned with `players` when it was reported with the players in `reported` order. */
export function alignResult(
  result: GameResult,
  reported: Pair<ParticipantId>,
  players: Pair<ParticipantId>,
): GameResult {
  return reported[0] === players[0] ? result : flipResult(result);
}
