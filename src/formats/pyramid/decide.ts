/**
 * decide: a command against the state as of its moment. Each command becomes its events, which
 * are then dry-run through the same transitions `evolve` uses, so a command is accepted exactly
 * when its events take effect; otherwise the first refusal is returned. The one exception is the
 * guardian's override of PYR-5, which re-issues an earlier challenge at its own moment.
 */
import type { NewEvent } from '../../core/events.js';
import type { DecideContext } from '../../core/format.js';
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf, PyramidCommand, PyramidCommandType } from './commands.js';
import type { PyramidEventType } from './events.js';
import { applyEvent } from './evolve.js';
import { lastFinished } from './games.js';
import { policies } from './policies.js';
import { findIneffective, type PyramidState } from './state.js';

type Decided = Result<readonly NewEvent[], Refusal>;

const event = (
  ctx: DecideContext,
  type: PyramidEventType,
  payload: Readonly<Record<string, unknown>>,
  reason?: string,
): NewEvent => ({ at: ctx.at, type, payload, ...(reason ? { reason } : {}) });

/** Dry-runs the events in order; the first that would have no effect refuses the command. */
function validated(state: PyramidState, events: readonly NewEvent[]): Decided {
  let s = state;
  for (const e of events) {
    const r = applyEvent(s, e.type, e.payload, { at: e.at, seq: 0 });
    if (r && !r.ok) return err(r.error);
    if (r) s = r.value.state;
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
) => Decided;

const pairOf = (c: { challenger: string; defender: string }) => ({
  challenger: c.challenger,
  defender: c.defender,
});
const simple =
  <T extends PyramidCommandType>(
    type: PyramidEventType,
    payload: (c: CommandOf<T>) => Record<string, unknown>,
  ): Planner<T> =>
  (state, c, ctx) =>
    validated(state, [
      event(ctx, type, payload(c), 'reason' in c ? (c.reason as string | undefined) : undefined),
    ]);

const PLANNERS: { readonly [K in PyramidCommandType]: Planner<K> } = {
  IssueChallenge: simple('ChallengeIssued', (c) => ({
    challenger: c.challenger,
    targets: c.targets,
    ...(c.firstMove ? { firstMove: c.firstMove } : {}),
  })),
  ConfirmChallenge: simple('ChallengeConfirmed', (c) => ({ ...pairOf(c), firstMove: c.firstMove })),
  AcceptChallenge: simple('ChallengeAccepted', (c) => ({
    ...pairOf(c),
    ...(c.reply ? { reply: c.reply } : {}),
  })),
  ReportResult: simple('ResultReported', (c) => ({ ...pairOf(c), result: c.result })),
  ObjectToResult: simple('ResultObjected', (c) => ({ ...pairOf(c), by: c.by })),
  JoinWaitingList: simple('WaitingListJoined', (c) => ({ participant: c.participant })),
  LeaveWaitingList: simple('WaitingListLeft', (c) => ({ participant: c.participant })),
  JoinEternalWaitingList: simple('EternalListJoined', (c) => ({ participant: c.participant })),
  LeaveEternalWaitingList: simple('EternalListLeft', (c) => ({ participant: c.participant })),
  SuspendAutomaticChallenges: simple('AutomaticChallengesSuspended', (c) => ({ participant: c.participant })),
  ResumeAutomaticChallenges: simple('AutomaticChallengesResumed', (c) => ({ participant: c.participant })),
  AnnounceVacation: simple('VacationAnnounced', (c) => ({
    participant: c.participant,
    from: c.from,
    to: c.to,
  })),
  LeavePyramid: simple('PlayerLeft', (c) => ({ participant: c.participant, kind: 'left' })),
  AnswerInactivityLetter: simple('InactivityLetterAnswered', (c) => ({ participant: c.participant })),
  IssueAssignedChallenge: simple('AssignedChallengeIssued', pairOf),
  ScoreForfeit: simple('ForfeitScored', pairOf),
  AdjudicateGame: simple('GameAdjudicated', (c) => ({ ...pairOf(c), result: c.result })),
  // PYR-8: the guardian's decision upholds the disputed result or corrects it.
  DecideDispute: (state, c, ctx) => {
    const g = lastFinished(state, c.challenger, c.defender, (f) => f.objection !== undefined && !f.decidedAt);
    const same = g?.result === c.result;
    return validated(state, [
      event(
        ctx,
        same ? 'ResultUpheld' : 'ResultCorrected',
        same ? pairOf(c) : { ...pairOf(c), result: c.result },
        c.reason,
      ),
    ]);
  },
  CorrectResult: simple('ResultCorrected', (c) => ({ ...pairOf(c), result: c.result })),
  ExcludePlayer: simple('PlayerLeft', (c) => ({ participant: c.participant, kind: 'excluded' })),
  RejoinPyramid: simple('PlayerRejoined', (c) => ({ participant: c.participant })),
  SendInactivityLetter: (state, c, ctx) =>
    validated(state, [
      event(ctx, 'InactivityLetterSent', {
        participant: c.participant,
        replyDays: c.replyDays ?? state.config.inactivityReplyDays,
      }),
    ]),
  ConfirmReview: (state, c, ctx) =>
    validated(state, [event(ctx, 'ReviewConfirmed', { seqs: c.seqs }, c.note)]),
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

export function decide(state: PyramidState, command: PyramidCommand, ctx: DecideContext): Decided {
  const refused = forbidden(command, ctx);
  if (refused) return err(refused);
  const plan = PLANNERS[command.type] as Planner<PyramidCommandType>;
  return plan(state, command as CommandOf<PyramidCommandType>, ctx);
}
