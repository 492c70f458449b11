/**
 * Swiss events (past-tense facts) and their payload schemas, and the participants each names.
 * A pairing is stored whole in its event (the engine is deterministic, but a stored pairing stays
 * what was published whatever engine folds it later).
 */
import { z } from 'zod';
import type { EventOf } from '../../core/events.js';
import { lotFields } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';

export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2', '+-', '-+', '--'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export const BYE_KINDS = ['half', 'full', 'zero'] as const;
export type ByeKind = (typeof BYE_KINDS)[number];

export const SEXES = ['m', 'f'] as const;

/** The FIDE data of a player as TRF-16 writes it (columns 5–84). */
export const playerDetailsSchema = z.strictObject({
  fideId: z
    .string()
    .regex(/^\d{1,11}$/, 'a FIDE id is up to 11 digits')
    .optional(),
  federation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'a federation is three capital letters (GER, NED)')
    .optional(),
  title: z.enum(['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM']).optional(),
  birthDate: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/, 'a birth date is YYYY-MM-DD or a year')
    .optional(),
  sex: z.enum(SEXES).optional(),
  rating: z.number().int().min(0).max(4000).optional(),
});
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;

const pairSchema = z.strictObject({ white: participantIdSchema, black: participantIdSchema });
const roundSchema = z.number().int().positive();

/** What a pairing of a round is, by participants, boards in order. */
const pairingFields = {
  round: roundSchema,
  pairs: z.array(pairSchema),
  /** The pairing-allocated bye (C.04.1 c), if any. */
  bye: participantIdSchema.nullable(),
};

export const eventSchemas = {
  InitialColourDrawn: z.strictObject({ ...lotFields, colour: z.enum(['white', 'black']) }),
  PlayerDetailsRecorded: z.strictObject({ participant: participantIdSchema, ...playerDetailsSchema.shape }),
  PlayerWithdrew: z.strictObject({ participant: participantIdSchema, fromRound: roundSchema }),
  ByeRequested: z.strictObject({
    participant: participantIdSchema,
    round: roundSchema,
    kind: z.enum(BYE_KINDS),
  }),
  ByeCancelled: z.strictObject({ participant: participantIdSchema, round: roundSchema }),
  RoundPaired: z.strictObject({
    ...pairingFields,
    /** The participants by the pairing numbers the engine was given (number 1 first). */
    order: z.array(participantIdSchema),
    /** The engine's reasons per player (C.04.1 i), as the engine gave them. */
    explanation: z.array(z.record(z.string(), z.unknown())),
  }),
  PairingOverridden: z.strictObject(pairingFields),
  ResultRecorded: z.strictObject({
    round: roundSchema,
    white: participantIdSchema,
    black: participantIdSchema,
    result: z.enum(GAME_RESULTS),
  }),
};

export type SwissEvent = EventOf<typeof eventSchemas>;

export function participantsOf(event: SwissEvent): readonly ParticipantId[] {
  switch (event.type) {
    case 'InitialColourDrawn':
      return [];
    case 'PlayerDetailsRecorded':
    case 'PlayerWithdrew':
    case 'ByeRequested':
    case 'ByeCancelled':
      return [event.payload.participant];
    case 'RoundPaired':
    case 'PairingOverridden':
      return [
        ...event.payload.pairs.flatMap((p) => [p.white, p.black]),
        ...(event.payload.bye === null ? [] : [event.payload.bye]),
      ];
    case 'ResultRecorded':
      return [event.payload.white, event.payload.black];
  }
}
