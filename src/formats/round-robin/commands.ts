/**
 * Round-robin commands (imperative requests) and who may give them.
 */
import { z } from 'zod';
import { actingFor, alike, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { gameResultCommands } from '../../core/game-results.js';
import { seedSchema } from '../../core/lot.js';
import { roundDatesSchema } from '../../core/round-dates.js';
import { GAME_RESULTS } from './events.js';

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('DrawNumbers'), seed: seedSchema }),
  /** Dates (moments) of rounds: when each is played; a result typed later counts on its round's. */
  z.strictObject({
    type: z.literal('ScheduleRounds'),
    rounds: roundDatesSchema,
  }),
  ...gameResultCommands(GAME_RESULTS),
]);

export type RoundRobinCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends RoundRobinCommand['type']> = Extract<RoundRobinCommand, { type: T }>;

export const policies: Policies<RoundRobinCommand> = {
  ...alike(DIRECTOR_ONLY, 'DrawNumbers', 'ScheduleRounds', 'RecordResults'),
  RecordResult: actingFor((c) => [c.white, c.black]),
};
