/**
 * The pyramid's commands (imperative requests), as zod schemas, and who may send which: players
 * send the self-service ones for themselves; the guardian (the director) may send every command,
 * for example when he enters a player's e-mail, and some decisions are his alone.
 */
import { z } from 'zod';
import type { CommandPolicy, Policies } from '../../core/format.js';
import { participantIdSchema } from '../../core/participant.js';
import { ADJUDICATIONS, isoDateSchema, moveSchema, PLAYED_RESULTS, targetSchema } from './events.js';

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

const director = { kind: 'director' } as const;
const self = <T extends PyramidCommandType>(
  actingFor: (c: CommandOf<T>) => string[],
): CommandPolicy<CommandOf<T>> => ({
  kind: 'participant',
  actingFor,
});
const participant = (c: { participant: string }) => [c.participant];

export const policies: Policies<PyramidCommand> = {
  IssueChallenge: self<'IssueChallenge'>((c) => [c.challenger]),
  ConfirmChallenge: self<'ConfirmChallenge'>((c) => [c.challenger]),
  AcceptChallenge: self<'AcceptChallenge'>((c) => [c.defender]),
  ReportResult: self<'ReportResult'>((c) => [c.challenger, c.defender]),
  ObjectToResult: self<'ObjectToResult'>((c) => [c.by]),
  JoinWaitingList: self<'JoinWaitingList'>(participant),
  LeaveWaitingList: self<'LeaveWaitingList'>(participant),
  JoinEternalWaitingList: self<'JoinEternalWaitingList'>(participant),
  LeaveEternalWaitingList: self<'LeaveEternalWaitingList'>(participant),
  SuspendAutomaticChallenges: self<'SuspendAutomaticChallenges'>(participant),
  ResumeAutomaticChallenges: self<'ResumeAutomaticChallenges'>(participant),
  AnnounceVacation: self<'AnnounceVacation'>(participant),
  LeavePyramid: self<'LeavePyramid'>(participant),
  AnswerInactivityLetter: self<'AnswerInactivityLetter'>(participant),
  IssueAssignedChallenge: director,
  ScoreForfeit: director,
  AdjudicateGame: director,
  DecideDispute: director,
  CorrectResult: director,
  ExcludePlayer: director,
  RejoinPyramid: director,
  SendInactivityLetter: director,
  ConfirmReview: director,
  ForceChallenge: director,
};
