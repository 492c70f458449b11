/**
 * Championship events: the facts a championship's log is made of (past tense). Payloads carry
 * everything a replay needs — drawn groups, the lot order, every pairing — so that a later change
 * of the pairing code never changes a recorded competition.
 */
import { z } from 'zod';
import { participantIdSchema } from '../../core/participant.js';

export const GROUP_KINDS = ['trio', 'quad', 'quintet', 'sextet'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const ROUND_METHODS = ['groups', 'new-swiss', 'final-candidates', 'placement', 'manual'] as const;
export type RoundMethod = (typeof ROUND_METHODS)[number];

export const groupSchema = z.strictObject({
  kind: z.enum(GROUP_KINDS),
  /** Players in letter order: A, B, C … (A from the top band). */
  members: z.array(participantIdSchema).min(3).max(6),
});
export type Group = z.infer<typeof groupSchema>;

export const pairingSchema = z.strictObject({
  board: z.number().int().positive().optional(),
  /** The player who starts (tsh `p12` = 1). */
  first: participantIdSchema,
  /** Null: no opponent — a bye, or a forfeit if one is recorded. */
  second: participantIdSchema.nullable(),
  /** Set by the candidates rule (SD-12): paired even if the two met before. */
  fixed: z.boolean().optional(),
});
export type Pairing = z.infer<typeof pairingSchema>;

const score = z.number().int().min(-9999).max(9999);
const round = z.number().int().positive();

export const championshipEventSchemas = {
  GroupsDrawn: z.strictObject({ seed: z.string().min(1), groups: z.array(groupSchema) }),
  GroupsFixed: z.strictObject({ groups: z.array(groupSchema) }),
  LotDrawn: z.strictObject({ seed: z.string().min(1), order: z.array(participantIdSchema) }),
  RoundPaired: z.strictObject({ round, method: z.enum(ROUND_METHODS), pairings: z.array(pairingSchema) }),
  GameRecorded: z.strictObject({
    round,
    first: participantIdSchema,
    second: participantIdSchema,
    firstScore: score,
    secondScore: score,
  }),
  ForfeitRecorded: z.strictObject({ round, absent: z.array(participantIdSchema).min(1).max(2) }),
  ParticipantWithdrew: z.strictObject({ participant: participantIdSchema, round }),
  FinalPaired: z.strictObject({ finalists: z.tuple([participantIdSchema, participantIdSchema]) }),
  FinalGameRecorded: z.strictObject({
    game: z.number().int().positive(),
    firstScore: score,
    secondScore: score,
  }),
} as const;

export type ChampionshipEventType = keyof typeof championshipEventSchemas;
export type EventPayload<T extends ChampionshipEventType> = z.infer<(typeof championshipEventSchemas)[T]>;
