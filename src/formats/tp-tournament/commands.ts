/**
 * Tournament-points commands (imperative requests) and who may give them: the director draws,
 * schedules and overrides; players record their games, choose colours and log their messages.
 */
import { z } from 'zod';
import { momentSchema } from '../../core/events.js';
import { actingFor, alike, byTheParticipant, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { seedSchema } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { colourSchema } from './colours.js';
import { gameIdSchema, overrideSchema, STAGES } from './events.js';
import { GROUP_IDS } from './game-id.js';
import { gameResultSchema, playersSchema } from './result.js';

const reason = z.string().trim().min(1, 'a reason is required').max(2000);

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('DrawGroups'),
    seed: seedSchema,
    groups: z.number().int().min(1).max(GROUP_IDS.length).optional(),
  }),
  z.strictObject({ type: z.literal('SeedCup'), seed: seedSchema }),
  z.strictObject({
    type: z.literal('ScheduleRound'),
    stage: z.enum(STAGES),
    round: z.number().int().positive(),
    startsAt: momentSchema,
    endsBy: momentSchema.optional(),
  }),
  z.strictObject({
    type: z.literal('RecordResult'),
    game: gameIdSchema,
    players: playersSchema,
    result: gameResultSchema,
    reason: z.string().max(2000).optional(),
  }),
  z
    .strictObject({
      type: z.literal('ChooseColours'),
      participant: participantIdSchema,
      first: colourSchema,
      second: colourSchema,
    })
    .refine((c) => c.first !== c.second, {
      message: 'the second choice must differ from the first',
      path: ['second'],
    }),
  z.strictObject({
    type: z.literal('LogMessage'),
    game: gameIdSchema,
    from: participantIdSchema,
    to: participantIdSchema,
  }),
  z.strictObject({
    type: z.literal('LogAnswer'),
    game: gameIdSchema,
    by: participantIdSchema,
    to: participantIdSchema,
  }),
  z.strictObject({
    type: z.literal('ArrangeGame'),
    game: gameIdSchema,
    by: participantIdSchema,
    startsAt: momentSchema,
  }),
  z.strictObject({
    type: z.literal('RearrangeGame'),
    game: gameIdSchema,
    by: participantIdSchema,
    absent: participantIdSchema,
    startsAt: momentSchema,
  }),
  z.strictObject({ type: z.literal('OverrideOutcome'), override: overrideSchema, reason }),
]);

export type TpCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends TpCommand['type']> = Extract<TpCommand, { type: T }>;

export const policies: Policies<TpCommand> = {
  ...alike(DIRECTOR_ONLY, 'DrawGroups', 'SeedCup', 'ScheduleRound', 'OverrideOutcome'),
  ChooseColours: byTheParticipant,
  RecordResult: actingFor((c) => c.players),
  LogMessage: actingFor((c) => [c.from]),
  LogAnswer: actingFor((c) => [c.by, c.to]),
  ArrangeGame: actingFor((c) => [c.by]),
  RearrangeGame: actingFor((c) => [c.by]),
};
