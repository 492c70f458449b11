/**
 * decide: a command against the state as of its moment. Each command becomes its events, which
 * are then dry-run through the same transitions `evolve` uses, so a command is accepted exactly
 * when its events take effect; otherwise the first refusal is returned. The one exception is the
 * guardian's override of PYR-5, which re-issues an earlier challenge at its own moment.
 */
import type { NewEventOf } from '../../core/events.js';
import type { DecideContext, Decided } from '../../core/format.js';
import { err, ok, type Refusal, refusal } from '../../core/types.js';
import { type CommandOf, type PyramidCommand, type PyramidCommandType, policies } from './commands.js';
import type { PyramidEvent } from './events.js';
import { applyEvent } from './evolve.js';
import { lastFinished } from './games.js';
import { findIneffective, type PyramidState } from './state.js';

type Decision = Decided<PyramidEvent>;

/** An event as a planner drafts it: its type and payload, before its moment and reason. */
type Draft = PyramidDraft<NewEventOf<PyramidEvent>>;
type PyramidDraft<E> = E extends NewEventOf<PyramidEvent> ? Pick<E, 'type' | 'payload'> : never;

/** The command's events at its moment, with the reason where the command gives one. */
const drafted = (ctx: DecideContext, drafts: readonly Draft[], reason?: string): NewEventOf<PyramidEvent>[] =>
  drafts.map((d) => ({ at: ctx.at, ...d, ...(reason ? { reason } : {}) }));

/** Dry-runs the events in order; the first that would have no effect refuses the command. */
function validated(state: PyramidState, events: readonly NewEventOf<PyramidEvent>[]): Decision {
  let s = state;
  for (const e of events) {
    const r = applyEvent(s, e.type, e.payload, { at: e.at, seq: 0 });
    if (!r.ok) return err(r.error);
    s = r.value.state;
  }
  return ok(events);
}

/** Players act only for themselves and only through their own commands; the app checks this too. */
function forbidden(command: PyramidCommand, ctx: DecideContext): Refusal | undefined {
  if (ctx.actor.kind !== 'player') return undefined;
  const policy = policies[command.type] as {
    kind: string;
    actingFor?: (c: PyramidCommand) => readonly string[];
  };
  if (policy.kind === 'participant' && policy.actingFor?.(command).includes(ctx.actor.participantId))
    return undefined;
  return refusal('ERR_FORBIDDEN', `${ctx.actor.participantId} may not ${command.type} here`);
}

type Planner<T extends PyramidCommandType> = (
  state: PyramidState,
  c: CommandOf<T>,
  ctx: DecideContext,
) => Decision;

const pairOf = (c: { challenger: string; defender: string }) => ({
  challenger: c.challenger,
  defender: c.defender,
});
const reasonOf = (c: PyramidCommand): string | undefined => ('reason' in c ? c.reason : undefined);
const simple =
  <T extends PyramidCommandType>(draft: (c: CommandOf<T>) => Draft): Planner<T> =>
  (state, c, ctx) =>
    validated(state, drafted(ctx, [draft(c)], reasonOf(c)));

const PLANNERS: { readonly [K in PyramidCommandType]: Planner<K> } = {
  IssueChallenge: simple((c) => ({
    type: 'ChallengeIssued',
    payload: {
      challenger: c.challenger,
      targets: c.targets,
      ...(c.firstMove ? { firstMove: c.firstMove } : {}),
    },
  })),
  ConfirmChallenge: simple((c) => ({
    type: 'ChallengeConfirmed',
    payload: { ...pairOf(c), firstMove: c.firstMove },
  })),
  AcceptChallenge: simple((c) => ({
    type: 'ChallengeAccepted',
    payload: {
      ...pairOf(c),
      ...(c.reply ? { reply: c.reply } : {}),
    },
  })),
  ReportResult: simple((c) => ({ type: 'ResultReported', payload: { ...pairOf(c), result: c.result } })),
  ObjectToResult: simple((c) => ({ type: 'ResultObjected', payload: { ...pairOf(c), by: c.by } })),
  JoinWaitingList: simple((c) => ({ type: 'WaitingListJoined', payload: { participant: c.participant } })),
  LeaveWaitingList: simple((c) => ({ type: 'WaitingListLeft', payload: { participant: c.participant } })),
  JoinEternalWaitingList: simple((c) => ({
    type: 'EternalListJoined',
    payload: { participant: c.participant },
  })),
  LeaveEternalWaitingList: simple((c) => ({
    type: 'EternalListLeft',
    payload: { participant: c.participant },
  })),
  SuspendAutomaticChallenges: simple((c) => ({
    type: 'AutomaticChallengesSuspended',
    payload: { participant: c.participant },
  })),
  ResumeAutomaticChallenges: simple((c) => ({
    type: 'AutomaticChallengesResumed',
    payload: { participant: c.participant },
  })),
  AnnounceVacation: simple((c) => ({
    type: 'VacationAnnounced',
    payload: {
      participant: c.participant,
      from: c.from,
      to: c.to,
    },
  })),
  LeavePyramid: simple((c) => ({
    type: 'PlayerLeft',
    payload: { participant: c.participant, kind: 'left' },
  })),
  AnswerInactivityLetter: simple((c) => ({
    type: 'InactivityLetterAnswered',
    payload: { participant: c.participant },
  })),
  IssueAssignedChallenge: simple((c) => ({ type: 'AssignedChallengeIssued', payload: pairOf(c) })),
  ScoreForfeit: simple((c) => ({ type: 'ForfeitScored', payload: pairOf(c) })),
  AdjudicateGame: simple((c) => ({ type: 'GameAdjudicated', payload: { ...pairOf(c), result: c.result } })),
  // PYR-8: the guardian's decision upholds the disputed result or corrects it.
  DecideDispute: (state, c, ctx) => {
    const g = lastFinished(state, c.challenger, c.defender, (f) => f.objection !== undefined && !f.decidedAt);
    const same = g?.result === c.result;
    const draft: Draft = same
      ? { type: 'ResultUpheld', payload: pairOf(c) }
      : { type: 'ResultCorrected', payload: { ...pairOf(c), result: c.result } };
    return validated(state, drafted(ctx, [draft], c.reason));
  },
  CorrectResult: simple((c) => ({ type: 'ResultCorrected', payload: { ...pairOf(c), result: c.result } })),
  // PYR-8: the guardian keeps or voids a challenge from a disputed result.
  DecideQuestionedChallenge: simple((c) => ({
    type: 'QuestionedChallengeDecided',
    payload: { ...pairOf(c), decision: c.decision },
  })),
  ExcludePlayer: simple((c) => ({
    type: 'PlayerLeft',
    payload: { participant: c.participant, kind: 'excluded' },
  })),
  RejoinPyramid: simple((c) => ({ type: 'PlayerRejoined', payload: { participant: c.participant } })),
  SendInactivityLetter: (state, c, ctx) =>
    validated(
      state,
      drafted(ctx, [
        {
          type: 'InactivityLetterSent',
          payload: { participant: c.participant, replyDays: c.replyDays ?? state.config.inactivityReplyDays },
        },
      ]),
    ),
  ConfirmReview: (state, c, ctx) =>
    validated(state, drafted(ctx, [{ type: 'ReviewConfirmed', payload: { seqs: c.seqs } }], c.note)),
  // PYR-5: the guardian declares an ineffective challenge valid; it is re-issued at its own moment.
  ForceChallenge: (state, c) => {
    const target = findIneffective(state, c.seq);
    if (!target) {
      return err(
        refusal('ERR_NOT_INEFFECTIVE', `event ${c.seq} is not an ineffective event`, { path: 'seq' }),
      );
    }
    if (target.type !== 'ChallengeIssued') {
      return err(
        refusal('ERR_NOT_A_CHALLENGE', `event ${c.seq} is a ${target.type}, not a challenge`, {
          path: 'seq',
        }),
      );
    }
    return ok([
      {
        at: target.at,
        type: 'ChallengeIssued',
        payload: { ...target.payload, forced: true },
        supersedes: [c.seq],
        reason: c.reason,
      },
    ]);
  },
};

export function decide(state: PyramidState, command: PyramidCommand, ctx: DecideContext): Decision {
  const refused = forbidden(command, ctx);
  if (refused) return err(refused);
  const plan = PLANNERS[command.type] as Planner<PyramidCommandType>;
  return plan(state, command as CommandOf<PyramidCommandType>, ctx);
}
