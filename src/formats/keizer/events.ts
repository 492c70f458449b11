/**
 * Keizer events (past tense): the facts a season is made of, and the participants each names.
 * Payloads are plain JSON; points are exact strings (`123`, `245/2`), dates are `YYYY-MM-DD` in
 * the club's time zone.
 */
import { z } from 'zod';
import type { EventOf, PayloadOf } from '../../core/events.js';
import { participantIdSchema } from '../../core/participant.js';
import { parseInputRational } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';

export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export const ABSENCE_REASONS = ['notice', 'team-match'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

const PAIRING_METHODS = ['auto', 'repair', 'manual'] as const;
export type PairingMethod = (typeof PAIRING_METHODS)[number];

export const RELAXATIONS = ['bye-moved', 'colour-limit', 'rematch', 'left-unpaired'] as const;

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-09-04')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a calendar date');

export const pointsSchema = z
  .string()
  .refine(
    (v) => (parseInputRational(v)?.n ?? -1) >= 0,
    'points are an exact number from 0 to 1000000 such as 120 or 245/2',
  );

export const gameSchema = z.strictObject({ white: participantIdSchema, black: participantIdSchema });
export type Game = z.infer<typeof gameSchema>;

/** A rule the pairing had to give way on (KZ-12: "say which constraint was relaxed"). */
const relaxationSchema = z.strictObject({
  code: z.enum(RELAXATIONS),
  participants: z.array(participantIdSchema),
  message: z.string(),
});
export type Relaxation = z.infer<typeof relaxationSchema>;

const round = z.number().int().positive();

export const eventSchemas = {
  InitialRankingSet: z.strictObject({
    basis: z.enum(['rating', 'previous-standing', 'manual']),
    order: z.array(participantIdSchema),
  }),
  EveningsPlanned: z.strictObject({
    evenings: z.array(z.strictObject({ round, date: dateSchema })).min(1),
  }),
  AbsenceNoticed: z.strictObject({
    participant: participantIdSchema,
    round,
    reason: z.enum(ABSENCE_REASONS),
    /** Set by a director who accepts a notice after the deadline (KZ-11). */
    excused: z.boolean(),
  }),
  AbsenceWithdrawn: z.strictObject({ participant: participantIdSchema, round }),
  LateNoticeAccepted: z.strictObject({ participant: participantIdSchema, round }),
  RoundPaired: z.strictObject({
    round,
    method: z.enum(PAIRING_METHODS),
    /** Board order: board 1 first. */
    games: z.array(gameSchema),
    bye: participantIdSchema.nullable(),
    /** Present but without a game (stranded, KZ-9): scored like a bye. */
    unpaired: z.array(participantIdSchema),
    relaxed: z.array(relaxationSchema),
  }),
  ResultRecorded: z.strictObject({
    round,
    white: participantIdSchema,
    black: participantIdSchema,
    result: z.enum(GAME_RESULTS),
  }),
  NoShowRecorded: z.strictObject({ participant: participantIdSchema, round }),
  PlayerSignedOff: z.strictObject({ participant: participantIdSchema, round }),
  PlayerSignedOn: z.strictObject({ participant: participantIdSchema, round }),
  EntryPointsSet: z.strictObject({ participant: participantIdSchema, points: pointsSchema }),
  GroupsAssigned: z.strictObject({ groups: z.record(participantIdSchema, z.string().min(1).max(20)) }),
  TeamMatchRecorded: z.strictObject({
    date: dateSchema,
    team: z.string().min(1).max(100),
    opponent: z.string().min(1).max(200),
    away: z.boolean(),
    players: z.array(participantIdSchema),
    drivers: z.array(z.strictObject({ name: z.string().min(1).max(200), km: z.number().min(0).max(10_000) })),
  }),
};

export type KeizerEvent = EventOf<typeof eventSchemas>;
export type KeizerPayload<T extends KeizerEvent['type']> = PayloadOf<KeizerEvent, T>;

/** Every participant id an event names, for the engine's roster check. */
export function participantsOf(event: KeizerEvent): readonly ParticipantId[] {
  switch (event.type) {
    case 'InitialRankingSet':
      return event.payload.order;
    case 'EveningsPlanned':
      return [];
    case 'RoundPaired': {
      const p = event.payload;
      return [...p.games.flatMap((g) => [g.white, g.black]), ...(p.bye ? [p.bye] : []), ...p.unpaired];
    }
    case 'ResultRecorded':
      return [event.payload.white, event.payload.black];
    case 'GroupsAssigned':
      return Object.keys(event.payload.groups);
    case 'TeamMatchRecorded':
      return event.payload.players;
    case 'AbsenceNoticed':
    case 'AbsenceWithdrawn':
    case 'LateNoticeAccepted':
    case 'NoShowRecorded':
    case 'PlayerSignedOff':
    case 'PlayerSignedOn':
    case 'EntryPointsSet':
      return [event.payload.participant];
  }
}
