/**
 * Tournament-points commands (imperative), events (past tense) and the state they fold into.
 * The state keeps facts only (draws, results, messages, appointments, overrides); groups tables,
 * the bracket and deadlines are computed from it (groups.ts, cup.ts, scheduling.ts).
 */
import { z } from 'zod';
import { momentSchema } from '../../core/events.js';
import { type Participant, participantIdSchema } from '../../core/participant.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { type ColourChoice, colourSchema } from './colours.js';
import type { TpConfig } from './config.js';
import { GROUP_ID_PATTERN, GROUP_IDS } from './game-id.js';
import { type GameResult, gameResultSchema, type Pair, playersSchema } from './result.js';
import type { SeedEntry } from './seeding.js';

export const STAGES = ['groups', 'cup'] as const;
export type Stage = (typeof STAGES)[number];

const gameId = z.string().min(1).max(40);
const reason = z.string().trim().min(1, 'a reason is required').max(2000);
const tenths = z.number().int().min(0);

/** TX-14: what the director decides instead of the computed outcome. */
export const overrideSchema = z.discriminatedUnion('target', [
  z.strictObject({
    target: z.literal('game-points'),
    game: gameId,
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
    game: gameId,
    players: playersSchema,
    colours: z.tuple([colourSchema, colourSchema]).refine(([a, b]) => a !== b, 'two different colours'),
  }),
  z.strictObject({ target: z.literal('exclusion'), participant: participantIdSchema, excluded: z.boolean() }),
]);
export type Override = z.infer<typeof overrideSchema>;

const seedSchema = z.string().min(1).max(200);

export const tpCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('DrawGroups'),
    seed: seedSchema,
    groups: z.number().int().min(1).max(GROUP_IDS.length).optional(),
  }),
  z.strictObject({ type: z.literal('SeedCup'), seed: seedSchema }),
  z.strictObject({
    type: z.literal('ScheduleRound'),
    stage: z.enum(STAGES),
    round: z.number().int().positive(),
    startsAt: momentSchema,
    endsBy: momentSchema.optional(),
  }),
  z.strictObject({
    type: z.literal('RecordResult'),
    game: gameId,
    players: playersSchema,
    result: gameResultSchema,
    reason: z.string().max(2000).optional(),
  }),
  z
    .strictObject({
      type: z.literal('ChooseColours'),
      participant: participantIdSchema,
      first: colourSchema,
      second: colourSchema,
    })
    .refine((c) => c.first !== c.second, {
      message: 'the second choice must differ from the first',
      path: ['second'],
    }),
  z.strictObject({
    type: z.literal('LogMessage'),
    game: gameId,
    from: participantIdSchema,
    to: participantIdSchema,
  }),
  z.strictObject({
    type: z.literal('LogAnswer'),
    game: gameId,
    by: participantIdSchema,
    to: participantIdSchema,
  }),
  z.strictObject({
    type: z.literal('ArrangeGame'),
    game: gameId,
    by: participantIdSchema,
    startsAt: momentSchema,
  }),
  z.strictObject({
    type: z.literal('RearrangeGame'),
    game: gameId,
    by: participantIdSchema,
    absent: participantIdSchema,
    startsAt: momentSchema,
  }),
  z.strictObject({ type: z.literal('OverrideOutcome'), override: overrideSchema, reason }),
]);

export type TpCommand = z.infer<typeof tpCommandSchema>;
export type CommandOf<T extends TpCommand['type']> = Extract<TpCommand, { type: T }>;

const seedEntrySchema = z.strictObject({
  participantId: participantIdSchema,
  rating: z.number(),
  source: z.enum(['tournament', 'lobby', 'none']),
  games: z.number().optional(),
  reduction: z.number(),
});

export const tpEventSchemas = {
  ColoursChosen: z.strictObject({
    participant: participantIdSchema,
    first: colourSchema,
    second: colourSchema,
  }),
  GroupsDrawn: z.strictObject({
    seed: seedSchema,
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
    seed: seedSchema,
    order: z.array(participantIdSchema).min(2),
    slots: z.array(participantIdSchema.nullable()).min(2),
  }),
  RoundScheduled: z.strictObject({
    stage: z.enum(STAGES),
    round: z.number().int().positive(),
    startsAt: momentSchema,
    endsBy: momentSchema.optional(),
  }),
  ResultRecorded: z.strictObject({ game: gameId, players: playersSchema, result: gameResultSchema }),
  MessageSent: z.strictObject({ game: gameId, from: participantIdSchema, to: participantIdSchema }),
  MessageAnswered: z.strictObject({ game: gameId, by: participantIdSchema, to: participantIdSchema }),
  GameArranged: z.strictObject({ game: gameId, by: participantIdSchema, startsAt: momentSchema }),
  GameRearranged: z.strictObject({
    game: gameId,
    by: participantIdSchema,
    absent: participantIdSchema,
    missedAt: momentSchema,
    startsAt: momentSchema,
  }),
  OutcomeOverridden: overrideSchema,
};

export type TpEventType = keyof typeof tpEventSchemas;
export type PayloadOf<T extends TpEventType> = z.infer<(typeof tpEventSchemas)[T]>;

export interface Group {
  readonly id: string;
  /** Pairing numbers: members[0] has number 1 in the Berger table. */
  readonly members: readonly ParticipantId[];
}

export interface GroupGame {
  readonly id: string;
  readonly group: string;
  readonly round: number;
  readonly board: number;
  readonly players: Pair<ParticipantId>;
}

export interface GroupsDraw {
  readonly seed: string;
  readonly groups: readonly Group[];
  readonly seeding: readonly SeedEntry[];
  /** Every scheduled group game by id (Berger tables per group). */
  readonly games: ReadonlyMap<string, GroupGame>;
  /** The same games by group, in schedule order. */
  readonly byGroup: ReadonlyMap<string, readonly GroupGame[]>;
  readonly rounds: number;
}

export interface CupDraw {
  readonly seed: string;
  /** Seed order: order[0] is seed 1. */
  readonly order: readonly ParticipantId[];
  /** First-round positions; null is a bye. */
  readonly slots: readonly (ParticipantId | null)[];
}

export interface RoundTimes {
  readonly startsAt: Moment;
  readonly endsBy?: Moment;
}

export interface RecordedGame {
  readonly seq: number;
  readonly at: Moment;
  readonly players: Pair<ParticipantId>;
  readonly result: GameResult;
}

/** TX-11: a game lost by not answering; the deadline's moment is when it took effect. */
export interface Forfeit {
  readonly players: Pair<ParticipantId>;
  readonly absent: ParticipantId;
  readonly at: Moment;
}

/** TX-11: a logged message and, once it came, the answer. */
export interface Contact {
  readonly from: ParticipantId;
  readonly to: ParticipantId;
  readonly sentAt: Moment;
  readonly answeredAt?: Moment;
}

/** TX-11: the messages logged for one game. */
export interface GameContacts {
  readonly players: Pair<ParticipantId>;
  readonly messages: readonly Contact[];
}

export interface Appointment {
  readonly startsAt: Moment;
  readonly by: ParticipantId;
}

/** TX-11: a missed appointment that was rearranged, charged to the absent player. */
export interface Rearrangement {
  readonly game: string;
  readonly match: string;
  readonly absent: ParticipantId;
  readonly missedAt: Moment;
}

export interface RecordedOverride<T extends Override['target']> {
  readonly seq: number;
  readonly reason: string;
  readonly override: Extract<Override, { target: T }>;
}

export interface Overrides {
  readonly gamePoints: ReadonlyMap<string, RecordedOverride<'game-points'>>;
  readonly groupOrder: ReadonlyMap<string, RecordedOverride<'group-order'>>;
  readonly matchWinner: ReadonlyMap<string, RecordedOverride<'match-winner'>>;
  readonly colours: ReadonlyMap<string, RecordedOverride<'colours'>>;
  readonly exclusion: ReadonlyMap<ParticipantId, RecordedOverride<'exclusion'>>;
}

export interface TpState {
  readonly config: TpConfig;
  /** Registered players in registration order. */
  readonly entrants: ReadonlyMap<ParticipantId, Participant>;
  /** TX-12: seeding ratings as they stood at the entry deadline, once it passed. */
  readonly frozenSeeds: ReadonlyMap<ParticipantId, SeedEntry> | null;
  readonly colourChoices: ReadonlyMap<ParticipantId, ColourChoice>;
  readonly groups: GroupsDraw | null;
  readonly cup: CupDraw | null;
  /** By `${stage}:${round}`. */
  readonly rounds: ReadonlyMap<string, RoundTimes>;
  readonly results: ReadonlyMap<string, RecordedGame>;
  readonly forfeits: ReadonlyMap<string, Forfeit>;
  readonly contacts: ReadonlyMap<string, GameContacts>;
  readonly appointments: ReadonlyMap<string, Appointment>;
  readonly rearrangements: readonly Rearrangement[];
  readonly overrides: Overrides;
  /** The earliest moment at which `advance` has something to do, if any. */
  readonly nextDeadline: Moment | null;
}

export const roundKey = (stage: Stage, round: number): string => `${stage}:${round}`;
