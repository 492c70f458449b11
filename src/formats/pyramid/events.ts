/**
 * The pyramid's events (past tense, facts with the moment they took effect, PYR-0) and their
 * payload schemas, and the participants each names. Reasons of guardian decisions travel in the
 * event envelope (`reason`).
 */
import { z } from 'zod';
import { parseIsoDate } from '../../core/deadline.js';
import type { EventOf, PayloadOf } from '../../core/events.js';
import { participantIdSchema } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';

/** Played results, from the challenger's side: the challenger has white (seed). */
export const PLAYED_RESULTS = ['1-0', '0-1', '1/2-1/2'] as const;
export type PlayedResult = (typeof PLAYED_RESULTS)[number];

/** What the guardian may rule after the game limit: a result, or "no result" (PYR-9). */
export const ADJUDICATIONS = [...PLAYED_RESULTS, 'none'] as const;

const LEAVE_KINDS = ['left', 'excluded'] as const;

/** PYR-8: what the guardian does with a challenge that arose from a disputed result. */
export const QUESTIONED_DECISIONS = ['keep', 'void'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** A challenge's target: a player by id, or a place (the way to name an XXX place, PYR-12). */
export const targetSchema = z.union([
  z.strictObject({ player: participantIdSchema }),
  z.strictObject({ level: z.number().int().min(1), index: z.number().int().min(1) }),
]);
export type Target = z.infer<typeof targetSchema>;

export const moveSchema = z.string().trim().min(1, 'a move is required').max(200);

export const isoDateSchema = z.string().refine((v) => parseIsoDate(v).ok, 'a date such as 2026-07-01');

const pair = { challenger: participantIdSchema, defender: participantIdSchema };
const one = { participant: participantIdSchema };

export const eventSchemas = {
  /** PYR-4, PYR-12: one message with one or more challenges, executed in order. */
  ChallengeIssued: z.strictObject({
    challenger: participantIdSchema,
    targets: z.array(targetSchema).min(1).max(20),
    firstMove: moveSchema.optional(),
    /** PYR-5: the guardian declared the challenge valid although earlier events made it invalid. */
    forced: z.literal(true).optional(),
  }),
  /** PYR-13, PYR-14: the guardian's message issuing an assigned challenge to both players. */
  AssignedChallengeIssued: z.strictObject(pair),
  /** PYR-13: the challenger from a waiting list confirms with his first move. */
  ChallengeConfirmed: z.strictObject({ ...pair, firstMove: moveSchema }),
  /** PYR-4: the defender's reply move; the game has begun. */
  ChallengeAccepted: z.strictObject({ ...pair, reply: moveSchema.optional() }),
  /** PYR-7: either player reports the result. */
  ResultReported: z.strictObject({ ...pair, result: z.enum(PLAYED_RESULTS) }),
  /** PYR-8: an objection within the objection period. */
  ResultObjected: z.strictObject({ ...pair, by: participantIdSchema }),
  /** PYR-8: the guardian upholds a disputed result. */
  ResultUpheld: z.strictObject(pair),
  /** PYR-8: the guardian's correction, taking effect at its own moment. */
  ResultCorrected: z.strictObject({ ...pair, result: z.enum(PLAYED_RESULTS) }),
  /** PYR-8: the guardian keeps or voids a challenge that arose from a disputed result. */
  QuestionedChallengeDecided: z.strictObject({ ...pair, decision: z.enum(QUESTIONED_DECISIONS) }),
  /** PYR-4: the defender did not accept in time; the guardian scores the game as lost by him. */
  ForfeitScored: z.strictObject(pair),
  /** PYR-9: the guardian adjudicates a game past the limit. */
  GameAdjudicated: z.strictObject({ ...pair, result: z.enum(ADJUDICATIONS) }),
  /** PYR-11: the player leaves or is excluded; his place becomes an XXX place. */
  PlayerLeft: z.strictObject({ ...one, kind: z.enum(LEAVE_KINDS) }),
  /** PYR-1: a former player comes back and enters like a new one. */
  PlayerRejoined: z.strictObject(one),
  /** PYR-13. */
  WaitingListJoined: z.strictObject(one),
  WaitingListLeft: z.strictObject(one),
  /** PYR-14. */
  EternalListJoined: z.strictObject(one),
  EternalListLeft: z.strictObject(one),
  AutomaticChallengesSuspended: z.strictObject(one),
  AutomaticChallengesResumed: z.strictObject(one),
  /** PYR-15. */
  VacationAnnounced: z.strictObject({ ...one, from: isoDateSchema, to: isoDateSchema }),
  /** PYR-10. */
  InactivityLetterSent: z.strictObject({ ...one, replyDays: z.number().int().min(1).max(365) }),
  InactivityLetterAnswered: z.strictObject(one),
  /** PYR-0: the guardian has seen events that a late entry made ineffective and lets that stand. */
  ReviewConfirmed: z.strictObject({ seqs: z.array(z.number().int().positive()).min(1) }),
} as const;

export type PyramidEvent = EventOf<typeof eventSchemas>;
export type PyramidEventType = PyramidEvent['type'];
export type EventPayload<T extends PyramidEventType> = PayloadOf<PyramidEvent, T>;

/** The payload fields that name a participant, in every event that has them. */
const NAMING_FIELDS = ['challenger', 'defender', 'participant', 'by'] as const;

/** Every participant id an event names, for the engine's roster check. */
export function participantsOf(event: PyramidEvent): readonly ParticipantId[] {
  const p: Readonly<Record<string, unknown>> = event.payload;
  // A loop rather than spreads: the engine asks this for every event it folds.
  const ids: ParticipantId[] = [];
  for (const field of NAMING_FIELDS) {
    const id = p[field];
    if (typeof id === 'string') ids.push(id);
  }
  if (event.type === 'ChallengeIssued')
    for (const t of event.payload.targets) if ('player' in t) ids.push(t.player);
  return ids;
}
