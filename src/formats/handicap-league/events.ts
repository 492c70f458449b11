/**
 * Handicap-league events (past-tense facts) and their payload schemas, and the participants each
 * names for the engine's roster check.
 */
import { z } from 'zod';
import type { EventOf, PayloadOf } from '../../core/events.js';
import { lotFields } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';
import { HANDICAP_IDS, PLAYED_HANDICAPS } from './handicap.js';

export const eveningIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/,
    'an evening id is 1–64 letters, digits, "_", "." or "-", e.g. 2026-03-05',
  );

/** The winner's participant id; null is a draw (sennichite or jishogi), worth HL-5's draw points. */
export const winnerSchema = participantIdSchema.nullable();
export const noteSchema = z.string().trim().min(1).max(500);

const sides = {
  evening: eveningIdSchema,
  uwate: participantIdSchema,
  shitate: participantIdSchema,
};
const distinct = (p: { uwate: string; shitate: string }) => p.uwate !== p.shitate;
const winnerPlays = (p: { uwate: string; shitate: string; winner: string | null }) =>
  p.winner === null || p.winner === p.uwate || p.winner === p.shitate;
const setting = {
  /** League-rank difference when the game began (HL-9). */
  difference: z.number().int().min(0),
  /** What the table prescribed for that difference. */
  table: z.enum(HANDICAP_IDS),
  /** What was played: the table's handicap, or one the players agreed on. */
  handicap: z.enum(PLAYED_HANDICAPS),
  note: noteSchema.optional(),
};

export const eventSchemas = {
  EveningOpened: z.strictObject({ evening: eveningIdSchema }),
  /** HL-6: the recorded lot orders the ties the ranking cannot otherwise break. */
  EveningClosed: z.strictObject({ evening: eveningIdSchema, ...lotFields }),
  PlayerCheckedIn: z.strictObject({ evening: eveningIdSchema, participant: participantIdSchema }),
  PlayerCheckedOut: z.strictObject({ evening: eveningIdSchema, participant: participantIdSchema }),
  GameStarted: z.strictObject({ ...sides, ...setting }).refine(distinct, 'uwate and shitate must differ'),
  ResultReported: z
    .strictObject({ ...sides, winner: winnerSchema })
    .refine(distinct, 'uwate and shitate must differ')
    .refine(winnerPlays, 'the winner must be one of the players'),
  GameRecorded: z
    .strictObject({ ...sides, ...setting, winner: winnerSchema })
    .refine(distinct, 'uwate and shitate must differ')
    .refine(winnerPlays, 'the winner must be one of the players'),
  GameCancelled: z.strictObject(sides).refine(distinct, 'uwate and shitate must differ'),
  PlayerTakenOut: z.strictObject({ participant: participantIdSchema }),
  PlayerReturned: z.strictObject({ participant: participantIdSchema }),
  ModifierCorrected: z.strictObject({ participant: participantIdSchema, modifier: z.number().int() }),
  LeaguePointsAdjusted: z.strictObject({ participant: participantIdSchema, points: z.number().int() }),
};

export type HandicapLeagueEvent = EventOf<typeof eventSchemas>;
export type EventPayload<T extends HandicapLeagueEvent['type']> = PayloadOf<HandicapLeagueEvent, T>;

/** Every participant id an event names. */
export function participantsOf(event: HandicapLeagueEvent): readonly ParticipantId[] {
  switch (event.type) {
    case 'EveningOpened':
    case 'EveningClosed':
      return [];
    case 'PlayerCheckedIn':
    case 'PlayerCheckedOut':
    case 'PlayerTakenOut':
    case 'PlayerReturned':
    case 'ModifierCorrected':
    case 'LeaguePointsAdjusted':
      return [event.payload.participant];
    case 'GameStarted':
    case 'ResultReported':
    case 'GameRecorded':
    case 'GameCancelled':
      return [event.payload.uwate, event.payload.shitate];
  }
}
