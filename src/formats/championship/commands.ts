/**
 * Championship commands: what a director (or a player reporting a score) asks for, and who may
 * ask. Each is decided against the state as of its moment and yields events or a coded refusal.
 */
import { z } from 'zod';
import { actingFor, alike, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { seedSchema as seed } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { roundDatesSchema } from '../../core/round-dates.js';

const round = z.number().int().positive();
const score = z.number().int().min(-9999).max(9999);
/** Why the director overrides the rules' course (a correction, a pairing by hand …); kept in the history. */
const reason = z.string().max(2000).optional();

const manualPairingSchema = z.strictObject({
  first: participantIdSchema,
  second: participantIdSchema.nullable(),
  board: z.number().int().positive().optional(),
});
export type ManualPairing = z.infer<typeof manualPairingSchema>;

export const commandSchema = z.discriminatedUnion('type', [
  /** SD-3 … SD-7: draw the preliminary groups (and the standings lot) with a recorded seed. */
  z.strictObject({ type: z.literal('DrawGroups'), seed, reason }),
  /** SD-7: the director sets the groups by hand; members in letter order A, B, C … */
  z.strictObject({
    type: z.literal('FixGroups'),
    groups: z.array(z.array(participantIdSchema).min(3).max(6)).min(1),
    reason,
  }),
  /** SD-2: draw the lot that breaks ties left after wins, spread and rating. */
  z.strictObject({ type: z.literal('DrawLot'), seed }),
  /** Pairs the next round by the rules, or by hand when `pairings` is given. */
  z.strictObject({
    type: z.literal('PairRound'),
    round,
    repeats: z.number().int().min(0).max(10).optional(),
    pairings: z.array(manualPairingSchema).optional(),
    reason,
  }),
  z.strictObject({
    type: z.literal('RecordGame'),
    round,
    first: participantIdSchema,
    second: participantIdSchema,
    firstScore: score,
    secondScore: score,
    reason,
  }),
  /** SD-1: a forfeit; `absent` are the players who did not play (one or both). */
  z.strictObject({
    type: z.literal('RecordForfeit'),
    round,
    absent: z.array(participantIdSchema).min(1).max(2),
    reason,
  }),
  /** The main rounds' dates (issue 25.5): a result typed later counts on its round's date. */
  z.strictObject({ type: z.literal('ScheduleRounds'), rounds: roundDatesSchema }),
  /** The player is not paired any more from `round` on. */
  z.strictObject({ type: z.literal('WithdrawParticipant'), participant: participantIdSchema, round, reason }),
  /** SD-16: the top two after the main rounds play the final. */
  z.strictObject({ type: z.literal('PairFinal') }),
  z.strictObject({
    type: z.literal('RecordFinalGame'),
    game: z.number().int().positive(),
    firstScore: score,
    secondScore: score,
    reason,
  }),
]);

export type ChampionshipCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends ChampionshipCommand['type']> = Extract<ChampionshipCommand, { type: T }>;

export const policies: Policies<ChampionshipCommand> = {
  ...alike(
    DIRECTOR_ONLY,
    'DrawGroups',
    'FixGroups',
    'DrawLot',
    'PairRound',
    'RecordForfeit',
    'ScheduleRounds',
    'WithdrawParticipant',
    'PairFinal',
    'RecordFinalGame',
  ),
  RecordGame: actingFor((c) => [c.first, c.second]),
};
