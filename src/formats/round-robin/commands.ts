/**
 * Round-robin commands (imperative requests) and who may give them.
 */
import { z } from 'zod';
import { actingFor, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { seedSchema } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { resultSchema } from '../../core/results.js';
import { roundDatesSchema } from '../../core/round-dates.js';
import { GAME_RESULTS } from './events.js';

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('DrawNumbers'), seed: seedSchema }),
  /** Dates (moments) of rounds: when each is played; a result typed later counts on its round's. */
  z.strictObject({
    type: z.literal('ScheduleRounds'),
    rounds: roundDatesSchema,
  }),
  z.strictObject({
    type: z.literal('RecordResult'),
    round: z.number().int().positive(),
    white: participantIdSchema,
    black: participantIdSchema,
    result: resultSchema(GAME_RESULTS),
    reason: z.string().max(2000).optional(),
  }),
  /** A round's results entered at once (the director's grid): recorded whole or not at all. */
  z.strictObject({
    type: z.literal('RecordResults'),
    round: z.number().int().positive(),
    results: z
      .array(
        z.strictObject({
          white: participantIdSchema,
          black: participantIdSchema,
          result: resultSchema(GAME_RESULTS),
        }),
      )
      .min(1),
    reason: z.string().max(2000).optional(),
  }),
]);

export type RoundRobinCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends RoundRobinCommand['type']> = Extract<RoundRobinCommand, { type: T }>;

export const policies: Policies<RoundRobinCommand> = {
  DrawNumbers: DIRECTOR_ONLY,
  ScheduleRounds: DIRECTOR_ONLY,
  RecordResult: actingFor((c) => [c.white, c.black]),
  RecordResults: DIRECTOR_ONLY,
};
