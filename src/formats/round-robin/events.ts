/**
 * Round-robin events (past-tense facts) and their payload schemas, and the participants each
 * names for the engine's roster check.
 */
import { z } from 'zod';
import type { EventOf } from '../../core/events.js';
import { lotFields } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { roundDatesSchema } from '../../core/round-dates.js';
import type { ParticipantId } from '../../core/types.js';

export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2', '+-', '-+', '--'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export const eventSchemas = {
  NumbersDrawn: z.strictObject({ ...lotFields, order: z.array(participantIdSchema) }),
  ResultRecorded: z.strictObject({
    round: z.number().int().positive(),
    white: participantIdSchema,
    black: participantIdSchema,
    result: z.enum(GAME_RESULTS),
  }),
  /** The rounds' dates as the director set them: when each round is played. */
  RoundsScheduled: z.strictObject({
    rounds: roundDatesSchema,
  }),
};

export type RoundRobinEvent = EventOf<typeof eventSchemas>;

export function participantsOf(event: RoundRobinEvent): readonly ParticipantId[] {
  switch (event.type) {
    case 'NumbersDrawn':
      return event.payload.order;
    case 'ResultRecorded':
      return [event.payload.white, event.payload.black];
    case 'RoundsScheduled':
      return [];
  }
}
