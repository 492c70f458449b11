/**
 * Tournament-points events (past tense, facts with their moment) and their payload schemas, and
 * the participants each names for the engine's roster check.
 */
import { z } from 'zod';
import { type EventOf, momentSchema } from '../../core/events.js';
import { lotFields } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';
import { colourSchema } from './colours.js';
import { GROUP_ID_PATTERN } from './game-id.js';
import { gameResultSchema, playersSchema } from './result.js';

export const STAGES = ['groups', 'cup'] as const;
export type Stage = (typeof STAGES)[number];

export const gameIdSchema = z.string().min(1).max(40);
const tenths = z.number().int().min(0);

/** TX-14: what the director decides instead of the computed outcome. */
export const overrideSchema = z.discriminatedUnion('target', [
  z.strictObject({
    target: z.literal('game-points'),
    game: gameIdSchema,
    players: playersSchema,
    tp: z.tuple([tenths, tenths]),
  }),
  z.strictObject({
    target: z.literal('group-order'),
    group: z.string().regex(GROUP_ID_PATTERN),
    order: z.array(participantIdSchema).min(1),
  }),
  z.strictObject({
    target: z.literal('match-winner'),
    match: z.string().min(1).max(40),
    winner: participantIdSchema,
  }),
  z.strictObject({
    target: z.literal('colours'),
    game: gameIdSchema,
    players: playersSchema,
    colours: z.tuple([colourSchema, colourSchema]).refine(([a, b]) => a !== b, 'two different colours'),
  }),
  z.strictObject({ target: z.literal('exclusion'), participant: participantIdSchema, excluded: z.boolean() }),
]);
export type Override = z.infer<typeof overrideSchema>;

const seedEntrySchema = z.strictObject({
  participantId: participantIdSchema,
  rating: z.number(),
  source: z.enum(['tournament', 'lobby', 'none']),
  games: z.number().optional(),
  reduction: z.number(),
});

export const eventSchemas = {
  ColoursChosen: z.strictObject({
    participant: participantIdSchema,
    first: colourSchema,
    second: colourSchema,
  }),
  GroupsDrawn: z.strictObject({
    ...lotFields,
    groups: z
      .array(
        z.strictObject({
          id: z.string().regex(GROUP_ID_PATTERN),
          members: z.array(participantIdSchema).min(2),
        }),
      )
      .min(1),
    seeding: z.array(seedEntrySchema),
  }),
  CupSeeded: z.strictObject({
    ...lotFields,
    order: z.array(participantIdSchema).min(2),
    slots: z.array(participantIdSchema.nullable()).min(2),
  }),
  RoundScheduled: z.strictObject({
    stage: z.enum(STAGES),
    round: z.number().int().positive(),
    startsAt: momentSchema,
    endsBy: momentSchema.optional(),
  }),
  ResultRecorded: z.strictObject({ game: gameIdSchema, players: playersSchema, result: gameResultSchema }),
  MessageSent: z.strictObject({ game: gameIdSchema, from: participantIdSchema, to: participantIdSchema }),
  MessageAnswered: z.strictObject({ game: gameIdSchema, by: participantIdSchema, to: participantIdSchema }),
  GameArranged: z.strictObject({ game: gameIdSchema, by: participantIdSchema, startsAt: momentSchema }),
  GameRearranged: z.strictObject({
    game: gameIdSchema,
    by: participantIdSchema,
    absent: participantIdSchema,
    missedAt: momentSchema,
    startsAt: momentSchema,
  }),
  OutcomeOverridden: overrideSchema,
};

export type TpEvent = EventOf<typeof eventSchemas>;
export type TpEventType = TpEvent['type'];

/** Every participant id an event names. */
export function participantsOf(event: TpEvent): readonly ParticipantId[] {
  switch (event.type) {
    case 'ColoursChosen':
      return [event.payload.participant];
    case 'GroupsDrawn':
      return event.payload.groups.flatMap((g) => g.members);
    case 'CupSeeded':
      return event.payload.order;
    case 'RoundScheduled':
      return [];
    case 'ResultRecorded':
      return event.payload.players;
    case 'MessageSent':
      return [event.payload.from, event.payload.to];
    case 'MessageAnswered':
      return [event.payload.by, event.payload.to];
    case 'GameArranged':
      return [event.payload.by];
    case 'GameRearranged':
      return [event.payload.by, event.payload.absent];
    case 'OutcomeOverridden':
      return overrideParticipants(event.payload);
  }
}

function overrideParticipants(o: Override): readonly ParticipantId[] {
  switch (o.target) {
    case 'game-points':
    case 'colours':
      return o.players;
    case 'group-order':
      return o.order;
    case 'match-winner':
      return [o.winner];
    case 'exclusion':
      return [o.participant];
  }
}
