/**
 * Championship events: the facts a championship's log is made of (past tense), and the
 * participants each names. Payloads carry everything a replay needs — drawn groups, the lot
 * order, every pairing — so that a later change of the pairing code never changes a recorded
 * competition.
 */
import { z } from 'zod';
import type { EventOf, PayloadOf } from '../../core/events.js';
import { lotFields } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { roundDatesSchema } from '../../core/round-dates.js';
import type { ParticipantId } from '../../core/types.js';

const GROUP_KINDS = ['trio', 'quad', 'quintet', 'sextet'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const ROUND_METHODS = ['groups', 'new-swiss', 'final-candidates', 'placement', 'manual'] as const;
export type RoundMethod = (typeof ROUND_METHODS)[number];

const groupSchema = z.strictObject({
  kind: z.enum(GROUP_KINDS),
  /** Players in letter order: A, B, C … (A from the top band). */
  members: z.array(participantIdSchema).min(3).max(6),
});
export type Group = z.infer<typeof groupSchema>;

const pairingSchema = z.strictObject({
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

export const eventSchemas = {
  GroupsDrawn: z.strictObject({ ...lotFields, groups: z.array(groupSchema) }),
  GroupsFixed: z.strictObject({ groups: z.array(groupSchema) }),
  LotDrawn: z.strictObject({ ...lotFields, order: z.array(participantIdSchema) }),
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
  /** The main rounds' dates as the director set them: when each round is played. */
  RoundsScheduled: z.strictObject({ rounds: roundDatesSchema }),
  FinalPaired: z.strictObject({ finalists: z.tuple([participantIdSchema, participantIdSchema]) }),
  FinalGameRecorded: z.strictObject({
    game: z.number().int().positive(),
    firstScore: score,
    secondScore: score,
  }),
};

export type ChampionshipEvent = EventOf<typeof eventSchemas>;
export type EventPayload<T extends ChampionshipEvent['type']> = PayloadOf<ChampionshipEvent, T>;

function idsOfPairings(pairings: readonly Pairing[]): ParticipantId[] {
  const ids: ParticipantId[] = [];
  for (const p of pairings) {
    ids.push(p.first);
    if (p.second !== null) ids.push(p.second);
  }
  return ids;
}

/** Every participant id an event names, for the engine's roster check. */
export function participantsOf(event: ChampionshipEvent): readonly ParticipantId[] {
  switch (event.type) {
    case 'GroupsDrawn':
    case 'GroupsFixed':
      return event.payload.groups.flatMap((g) => g.members);
    case 'LotDrawn':
      return event.payload.order;
    case 'RoundPaired':
      return idsOfPairings(event.payload.pairings);
    case 'GameRecorded':
      return [event.payload.first, event.payload.second];
    case 'ForfeitRecorded':
      return event.payload.absent;
    case 'ParticipantWithdrew':
      return [event.payload.participant];
    case 'FinalPaired':
      return event.payload.finalists;
    case 'FinalGameRecorded':
    case 'RoundsScheduled':
      return [];
  }
}
