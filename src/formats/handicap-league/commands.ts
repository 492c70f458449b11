/**
 * Handicap-league commands (imperative requests) as zod schemas, and who may give them. A game is
 * named by its evening and its two players: HL-8 allows each pair once per evening, so that pair
 * is the game's natural key.
 */
import { z } from 'zod';
import { actingFor, alike, byTheParticipant, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { seedSchema as seed } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';
import { eveningIdSchema, noteSchema as note, winnerSchema as winner } from './events.js';
import { PLAYED_HANDICAPS } from './handicap.js';

const players = z.tuple([participantIdSchema, participantIdSchema]);
const reason = z.string().trim().min(1, 'a reason is required').max(2000);

export const commandSchema = z.discriminatedUnion('type', [
  /** Without an id the evening is named by its date in the club's time zone (`2026-03-05`). */
  z.strictObject({ type: z.literal('OpenEvening'), evening: eveningIdSchema.optional() }),
  /** The seed is the recorded lot for ties that the ranking cannot otherwise break (HL-6). */
  z.strictObject({ type: z.literal('CloseEvening'), evening: eveningIdSchema, seed }),
  z.strictObject({ type: z.literal('CheckIn'), evening: eveningIdSchema, participant: participantIdSchema }),
  z.strictObject({ type: z.literal('CheckOut'), evening: eveningIdSchema, participant: participantIdSchema }),
  z.strictObject({
    type: z.literal('StartGame'),
    evening: eveningIdSchema,
    players,
    /** An agreed handicap other than the table's (HL-9); `other` needs a note saying which. */
    handicap: z.enum(PLAYED_HANDICAPS).optional(),
    note: note.optional(),
  }),
  z.strictObject({ type: z.literal('ReportResult'), evening: eveningIdSchema, players, winner }),
  z.strictObject({
    type: z.literal('RecordGame'),
    evening: eveningIdSchema,
    players,
    winner,
    handicap: z.enum(PLAYED_HANDICAPS).optional(),
    note: note.optional(),
  }),
  z.strictObject({
    type: z.literal('CancelGame'),
    evening: eveningIdSchema,
    players,
    reason: reason.optional(),
  }),
  z.strictObject({
    type: z.literal('CorrectGame'),
    evening: eveningIdSchema,
    players,
    winner: winner.optional(),
    handicap: z.enum(PLAYED_HANDICAPS).optional(),
    note: note.optional(),
    reason,
  }),
  z.strictObject({ type: z.literal('RemoveGame'), evening: eveningIdSchema, players, reason }),
  z.strictObject({
    type: z.literal('TakeOutPlayer'),
    participant: participantIdSchema,
    reason: reason.optional(),
  }),
  z.strictObject({ type: z.literal('ReturnPlayer'), participant: participantIdSchema }),
  z.strictObject({
    type: z.literal('CorrectModifier'),
    participant: participantIdSchema,
    modifier: z.number().int().min(-1000).max(1000),
    reason,
  }),
  z.strictObject({
    type: z.literal('AdjustLeaguePoints'),
    participant: participantIdSchema,
    points: z
      .number()
      .int()
      .min(-10_000)
      .max(10_000)
      .refine((v) => v !== 0, 'an adjustment of 0 changes nothing'),
    reason,
  }),
]);

export type HandicapLeagueCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends HandicapLeagueCommand['type']> = Extract<HandicapLeagueCommand, { type: T }>;

const bothPlayers = actingFor(
  (c: { readonly players: readonly [ParticipantId, ParticipantId] }) => c.players,
);

export const policies: Policies<HandicapLeagueCommand> = {
  ...alike(
    DIRECTOR_ONLY,
    'OpenEvening',
    'CloseEvening',
    'CorrectGame',
    'RemoveGame',
    'TakeOutPlayer',
    'ReturnPlayer',
    'CorrectModifier',
    'AdjustLeaguePoints',
  ),
  ...alike(byTheParticipant, 'CheckIn', 'CheckOut'),
  ...alike(bothPlayers, 'StartGame', 'ReportResult', 'RecordGame', 'CancelGame'),
};
