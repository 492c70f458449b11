/**
 * The pyramid's commands (imperative requests), as zod schemas, and who may send which: players
 * send the self-service ones for themselves; the guardian (the director) may send every command,
 * for example when he enters a player's e-mail, and some decisions are his alone.
 */
import { z } from 'zod';
import { actingFor, alike, byTheParticipant, DIRECTOR_ONLY, type Policies } from '../../core/format.js';
import { participantIdSchema } from '../../core/participant.js';
import {
  ADJUDICATIONS,
  isoDateSchema,
  moveSchema,
  PLAYED_RESULTS,
  QUESTIONED_DECISIONS,
  targetSchema,
} from './events.js';

const pair = { challenger: participantIdSchema, defender: participantIdSchema };
const one = { participant: participantIdSchema };
const reason = z.string().trim().min(1, 'a reason is required').max(2000);

export const commandSchema = z.discriminatedUnion('type', [
  // Players (and the guardian on their behalf).
  z.strictObject({
    type: z.literal('IssueChallenge'),
    challenger: participantIdSchema,
    targets: z.array(targetSchema).min(1).max(20),
    firstMove: moveSchema.optional(),
  }),
  z.strictObject({ type: z.literal('ConfirmChallenge'), ...pair, firstMove: moveSchema }),
  z.strictObject({ type: z.literal('AcceptChallenge'), ...pair, reply: moveSchema.optional() }),
  z.strictObject({ type: z.literal('ReportResult'), ...pair, result: z.enum(PLAYED_RESULTS) }),
  z.strictObject({ type: z.literal('ObjectToResult'), ...pair, by: participantIdSchema, reason }),
  z.strictObject({ type: z.literal('JoinWaitingList'), ...one }),
  z.strictObject({ type: z.literal('LeaveWaitingList'), ...one }),
  z.strictObject({ type: z.literal('JoinEternalWaitingList'), ...one }),
  z.strictObject({ type: z.literal('LeaveEternalWaitingList'), ...one }),
  z.strictObject({ type: z.literal('SuspendAutomaticChallenges'), ...one }),
  z.strictObject({ type: z.literal('ResumeAutomaticChallenges'), ...one }),
  z.strictObject({ type: z.literal('AnnounceVacation'), ...one, from: isoDateSchema, to: isoDateSchema }),
  z.strictObject({ type: z.literal('LeavePyramid'), ...one }),
  z.strictObject({ type: z.literal('AnswerInactivityLetter'), ...one }),
  // The guardian only.
  z.strictObject({ type: z.literal('IssueAssignedChallenge'), ...pair }),
  z.strictObject({ type: z.literal('ScoreForfeit'), ...pair, reason: reason.optional() }),
  z.strictObject({
    type: z.literal('AdjudicateGame'),
    ...pair,
    result: z.enum(ADJUDICATIONS),
    reason: reason.optional(),
  }),
  z.strictObject({ type: z.literal('DecideDispute'), ...pair, result: z.enum(PLAYED_RESULTS), reason }),
  z.strictObject({ type: z.literal('CorrectResult'), ...pair, result: z.enum(PLAYED_RESULTS), reason }),
  z.strictObject({
    type: z.literal('DecideQuestionedChallenge'),
    ...pair,
    decision: z.enum(QUESTIONED_DECISIONS),
    reason: reason.optional(),
  }),
  z.strictObject({ type: z.literal('ExcludePlayer'), ...one, reason }),
  z.strictObject({ type: z.literal('RejoinPyramid'), ...one }),
  z.strictObject({
    type: z.literal('SendInactivityLetter'),
    ...one,
    replyDays: z.number().int().min(1).max(365).optional(),
  }),
  z.strictObject({
    type: z.literal('ConfirmReview'),
    seqs: z.array(z.number().int().positive()).min(1),
    note: z.string().trim().max(2000).optional(),
  }),
  z.strictObject({ type: z.literal('ForceChallenge'), seq: z.number().int().positive(), reason }),
]);

export type PyramidCommand = z.infer<typeof commandSchema>;
export type PyramidCommandType = PyramidCommand['type'];
export type CommandOf<T extends PyramidCommandType> = Extract<PyramidCommand, { type: T }>;

export const policies: Policies<PyramidCommand> = {
  ...alike(
    byTheParticipant,
    'JoinWaitingList',
    'LeaveWaitingList',
    'JoinEternalWaitingList',
    'LeaveEternalWaitingList',
    'SuspendAutomaticChallenges',
    'ResumeAutomaticChallenges',
    'AnnounceVacation',
    'LeavePyramid',
    'AnswerInactivityLetter',
  ),
  ...alike(
    DIRECTOR_ONLY,
    'IssueAssignedChallenge',
    'ScoreForfeit',
    'AdjudicateGame',
    'DecideDispute',
    'CorrectResult',
    'DecideQuestionedChallenge',
    'ExcludePlayer',
    'RejoinPyramid',
    'SendInactivityLetter',
    'ConfirmReview',
    'ForceChallenge',
  ),
  IssueChallenge: actingFor((c) => [c.challenger]),
  ConfirmChallenge: actingFor((c) => [c.challenger]),
  AcceptChallenge: actingFor((c) => [c.defender]),
  ReportResult: actingFor((c) => [c.challenger, c.defender]),
  ObjectToResult: actingFor((c) => [c.by]),
};
