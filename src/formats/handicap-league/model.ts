/**
 * Handicap-league commands (imperative requests) and events (past-tense facts) as zod schemas.
 * A game is named by its evening and its two players: HL-8 allows each pair once per evening,
 * so that pair is the game's natural key.
 */
import { z } from 'zod';
import { participantIdSchema } from '../../core/participant.js';
import { HANDICAP_IDS, PLAYED_HANDICAPS } from './handicap.js';

export const eveningIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/,
    'an evening id is 1–64 letters, digits, "_", "." or "-", e.g. 2026-03-05',
  );

const players = z.tuple([participantIdSchema, participantIdSchema]);
/** The winner's participant id; null is a draw (sennichite or jishogi), worth HL-5's draw points. */
const winner = participantIdSchema.nullable();
const note = z.string().trim().min(1).max(500);
const reason = z.string().trim().min(1, 'a reason is required').max(2000);
const seed = z.string().min(1).max(200);

export const handicapLeagueCommandSchema = z.discriminatedUnion('type', [
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

export type HandicapLeagueCommand = z.infer<typeof handicapLeagueCommandSchema>;
export type CommandOf<T extends HandicapLeagueCommand['type']> = Extract<HandicapLeagueCommand, { type: T }>;

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
  note: note.optional(),
};

export const handicapLeagueEventSchemas = {
  EveningOpened: z.strictObject({ evening: eveningIdSchema }),
  EveningClosed: z.strictObject({ evening: eveningIdSchema, seed }),
  PlayerCheckedIn: z.strictObject({ evening: eveningIdSchema, participant: participantIdSchema }),
  PlayerCheckedOut: z.strictObject({ evening: eveningIdSchema, participant: participantIdSchema }),
  GameStarted: z.strictObject({ ...sides, ...setting }).refine(distinct, 'uwate and shitate must differ'),
  ResultReported: z
    .strictObject({ ...sides, winner })
    .refine(distinct, 'uwate and shitate must differ')
    .refine(winnerPlays, 'the winner must be one of the players'),
  GameRecorded: z
    .strictObject({ ...sides, ...setting, winner })
    .refine(distinct, 'uwate and shitate must differ')
    .refine(winnerPlays, 'the winner must be one of the players'),
  GameCancelled: z.strictObject(sides).refine(distinct, 'uwate and shitate must differ'),
  PlayerTakenOut: z.strictObject({ participant: participantIdSchema }),
  PlayerReturned: z.strictObject({ participant: participantIdSchema }),
  ModifierCorrected: z.strictObject({ participant: participantIdSchema, modifier: z.number().int() }),
  LeaguePointsAdjusted: z.strictObject({ participant: participantIdSchema, points: z.number().int() }),
};

export type EventType = keyof typeof handicapLeagueEventSchemas;
export type EventPayload<T extends EventType> = z.infer<(typeof handicapLeagueEventSchemas)[T]>;
