/**
 * Who may send which command: players act for themselves (the self-service of the issue), the
 * guardian (director) may send everything, and some decisions are his alone.
 */
import type { CommandPolicy } from '../../core/format.js';
import type { CommandOf, PyramidCommandType } from './commands.js';

const director = { kind: 'director' } as const;
const self = <T extends PyramidCommandType>(
  actingFor: (c: CommandOf<T>) => string[],
): CommandPolicy<CommandOf<T>> => ({
  kind: 'participant',
  actingFor,
});
const participant = (c: { participant: string }) => [c.participant];

export const policies: { readonly [K in PyramidCommandType]: CommandPolicy<CommandOf<K>> } = {
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
