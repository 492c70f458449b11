/**
 * Keizer commands (imperative): what the director, the players and imports ask for. Each is
 * decided against the state as of its moment (decide.ts) and yields events or a refusal.
 */
import { z } from 'zod';
import { actingFor, alike, byTheParticipant, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { participantIdSchema } from '../../core/participant.js';
import { parseResult, resultSchema } from '../../core/results.js';
import { ABSENCE_REASONS, dateSchema, GAME_RESULTS, type GameResult, gameSchema } from './events.js';

/** Accepts the usual spellings (`½-½`, `0.5-0.5`, `1:0`, `=`) and returns the canonical token. */
export const parseGameResult = (text: string): GameResult | undefined => parseResult(text, GAME_RESULTS);

const round = z.number().int().positive();
const id = participantIdSchema;
const points = z.union([z.string(), z.number()]).transform((v) => String(v));
/** The director's reason for an override, kept with the events in the history. */
const reason = z.string().trim().min(1).max(2000).optional();

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('SetInitialRanking'),
    basis: z.enum(['rating', 'previous-standing', 'manual']),
    order: z.array(id).optional(),
    reason,
  }),
  z.strictObject({
    type: z.literal('PlanEvenings'),
    evenings: z.array(z.strictObject({ round, date: dateSchema })).min(1),
  }),
  z.strictObject({
    type: z.literal('NoticeAbsence'),
    participant: id,
    rounds: z.array(round).min(1),
    reason: z.enum(ABSENCE_REASONS).default('notice'),
    /** Director only: accept the notice even after the deadline (KZ-11). */
    excused: z.boolean().optional(),
    /** Why (e.g. why a late notice is excused); `reason` names the kind of absence. */
    note: reason,
  }),
  z.strictObject({ type: z.literal('WithdrawAbsence'), participant: id, round }),
  z.strictObject({ type: z.literal('AcceptLateNotice'), participant: id, round, reason }),
  z.strictObject({ type: z.literal('PairRound'), round, fixed: z.array(gameSchema).optional(), reason }),
  z.strictObject({ type: z.literal('RepairRound'), round }),
  z.strictObject({
    type: z.literal('AdjustPairing'),
    round,
    games: z.array(gameSchema),
    bye: id.nullable().optional(),
    unpaired: z.array(id).optional(),
    noShows: z.array(id).optional(),
    reason,
  }),
  z.strictObject({ type: z.literal('SwapPlayers'), round, a: id, b: id, reason }),
  z.strictObject({ type: z.literal('SwapColours'), round, participant: id, reason }),
  z.strictObject({ type: z.literal('UnpairGame'), round, participant: id, reason }),
  z.strictObject({
    type: z.literal('RecordResult'),
    round,
    white: id,
    black: id,
    result: resultSchema(GAME_RESULTS),
    reason: z.string().max(2000).optional(),
  }),
  z.strictObject({ type: z.literal('RecordNoShow'), round, participant: id }),
  z.strictObject({ type: z.literal('SignOff'), participant: id, reason }),
  z.strictObject({ type: z.literal('SignOn'), participant: id, reason }),
  z.strictObject({ type: z.literal('SetEntryPoints'), participant: id, points, reason }),
  z.strictObject({
    type: z.literal('AssignGroups'),
    groups: z.record(id, z.string().min(1).max(20)),
    reason,
  }),
  z.strictObject({
    type: z.literal('RecordTeamMatch'),
    date: dateSchema,
    team: z.string().min(1).max(100),
    opponent: z.string().min(1).max(200),
    away: z.boolean(),
    players: z.array(id),
    drivers: z.array(z.strictObject({ name: z.string().min(1).max(200), km: z.number().min(0).max(10_000) })),
  }),
]);

export type KeizerCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends KeizerCommand['type']> = Extract<KeizerCommand, { type: T }>;

export const policies: Policies<KeizerCommand> = {
  ...alike(
    DIRECTOR_ONLY,
    'SetInitialRanking',
    'PlanEvenings',
    'AcceptLateNotice',
    'PairRound',
    'RepairRound',
    'AdjustPairing',
    'SwapPlayers',
    'SwapColours',
    'UnpairGame',
    'RecordNoShow',
    'SignOff',
    'SignOn',
    'SetEntryPoints',
    'AssignGroups',
    'RecordTeamMatch',
  ),
  ...alike(byTheParticipant, 'NoticeAbsence', 'WithdrawAbsence'),
  RecordResult: actingFor((c) => [c.white, c.black]),
};
