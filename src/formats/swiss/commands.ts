/**
 * Swiss commands (imperative requests) and who may give them: players ask for their own byes,
 * withdraw themselves and report their own games; the rest is the director's.
 */
import { z } from 'zod';
import { actingFor, alike, byTheParticipant, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { gameResultCommands } from '../../core/game-results.js';
import { seedSchema } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { BYE_KINDS, GAME_RESULTS, playerDetailsSchema } from './events.js';

const round = z.number().int().positive();
const reason = z.string().trim().min(1).max(2000);

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('DrawInitialColour'), seed: seedSchema }),
  z.strictObject({
    type: z.literal('RecordPlayerDetails'),
    participant: participantIdSchema,
    ...playerDetailsSchema.shape,
  }),
  z.strictObject({
    type: z.literal('Withdraw'),
    participant: participantIdSchema,
    /** The first round he no longer plays; default the next round not yet paired. */
    fromRound: round.optional(),
  }),
  z.strictObject({
    type: z.literal('RequestBye'),
    participant: participantIdSchema,
    round,
    kind: z.enum(BYE_KINDS),
  }),
  z.strictObject({ type: z.literal('CancelBye'), participant: participantIdSchema, round }),
  z.strictObject({ type: z.literal('PairRound'), round }),
  /** Pairs a round already paired but not begun again, from the same standings. */
  z.strictObject({ type: z.literal('RepairRound'), round, reason: reason.optional() }),
  z.strictObject({
    type: z.literal('OverridePairing'),
    round,
    pairs: z.array(z.strictObject({ white: participantIdSchema, black: participantIdSchema })).min(1),
    bye: participantIdSchema.nullable().optional(),
    reason,
  }),
  ...gameResultCommands(GAME_RESULTS),
]);

export type SwissCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends SwissCommand['type']> = Extract<SwissCommand, { type: T }>;

export const policies: Policies<SwissCommand> = {
  ...alike(
    DIRECTOR_ONLY,
    'DrawInitialColour',
    'RecordPlayerDetails',
    'PairRound',
    'RepairRound',
    'OverridePairing',
    'RecordResults',
  ),
  ...alike(byTheParticipant, 'Withdraw', 'RequestBye', 'CancelBye'),
  RecordResult: actingFor((c) => [c.white, c.black]),
};
