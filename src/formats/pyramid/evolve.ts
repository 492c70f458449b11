/**
 * evolve: one event at its moment. Every event type has a transition; an event that is not valid
 * at its moment (because a late entry changed what came before, PYR-0) has no effect and is kept
 * for the guardian's review instead of throwing. After every effective event the waiting lists
 * are served (assignment.ts) and the next automatic deadline is noted for `advance`.
 */
import { type Deadline, deadlineMoment } from '../../core/deadline.js';
import type { StoredEvent } from '../../core/events.js';
import type { Evolution } from '../../core/format.js';
import { err, type Moment, ok, type Refusal, type Result } from '../../core/types.js';
import { settle } from './assignment.js';
import {
  assignedChallengeIssued,
  challengeAccepted,
  challengeConfirmed,
  challengeIssued,
} from './challenge.js';
import type { PyramidEventType } from './events.js';
import {
  automaticChallengesResumed,
  automaticChallengesSuspended,
  eternalListJoined,
  eternalListLeft,
  waitingListJoined,
  waitingListLeft,
} from './lists.js';
import {
  inactivityLetterAnswered,
  inactivityLetterSent,
  participantRegistered,
  playerLeft,
  playerRejoined,
} from './membership.js';
import {
  forfeitScored,
  gameAdjudicated,
  resultCorrected,
  resultObjected,
  resultReported,
  resultUpheld,
} from './results.js';
import { recordIneffective, reviewConfirmed } from './review.js';
import type { PyramidState } from './state.js';
import type { Step, Transition } from './transition.js';
import { vacationAnnounced } from './vacation.js';

// biome-ignore lint/suspicious/noExplicitAny: each transition is typed by its event's payload schema
const TRANSITIONS: Readonly<Record<PyramidEventType | 'ParticipantRegistered', Transition<any>>> = {
  ParticipantRegistered: participantRegistered,
  ChallengeIssued: challengeIssued,
  AssignedChallengeIssued: assignedChallengeIssued,
  ChallengeConfirmed: challengeConfirmed,
  ChallengeAccepted: challengeAccepted,
  ResultReported: resultReported,
  ResultObjected: resultObjected,
  ResultUpheld: resultUpheld,
  ResultCorrected: resultCorrected,
  ForfeitScored: forfeitScored,
  GameAdjudicated: gameAdjudicated,
  PlayerLeft: playerLeft,
  PlayerRejoined: playerRejoined,
  WaitingListJoined: waitingListJoined,
  WaitingListLeft: waitingListLeft,
  EternalListJoined: eternalListJoined,
  EternalListLeft: eternalListLeft,
  AutomaticChallengesSuspended: automaticChallengesSuspended,
  AutomaticChallengesResumed: automaticChallengesResumed,
  VacationAnnounced: vacationAnnounced,
  InactivityLetterSent: inactivityLetterSent,
  InactivityLetterAnswered: inactivityLetterAnswered,
  ReviewConfirmed: reviewConfirmed,
};

/**
 * The instant of the next automatic transition: a confirmation lapsing or an answer missed. It
 * depends on the open games and the letters only, and every change of those replaces the list,
 * so it is recomputed only when one of the two lists is new.
 */
function withNextDue(state: PyramidState, before?: PyramidState): PyramidState {
  if (before && state.open === before.open && state.letters === before.letters) return state;
  let next = Number.POSITIVE_INFINITY;
  let due: Deadline | undefined;
  for (const g of state.open) {
    if (g.confirm && g.confirmInstant !== undefined && g.confirmInstant < next) {
      next = g.confirmInstant;
      due = g.confirm;
    }
  }
  for (const id of state.letters) {
    const i = state.index.get(id);
    const letter = i === undefined ? undefined : state.players.get(i)?.letter;
    if (letter && letter.replyInstant < next) {
      next = letter.replyInstant;
      due = letter.reply;
    }
  }
  if (next === state.nextDue) return state;
  return { ...state, nextDue: next, nextDueAt: due && deadlineMoment(due) };
}

/**
 * Whether a change can have made an assignment possible: a place changed hands, a game ended, or
 * a list or an eternal-list status changed. Everything else only makes players busier.
 */
const mayFreeSomebody = (before: PyramidState, after: PyramidState): boolean =>
  after.slots !== before.slots ||
  after.open.length < before.open.length ||
  after.waiting !== before.waiting ||
  after.eternal !== before.eternal;

/** Serves the waiting lists if needed and notes the next deadline after a change at `at`. */
export function afterChange(before: PyramidState, step: Step, at: Moment): Step {
  if (!mayFreeSomebody(before, step.state))
    return { state: withNextDue(step.state, before), effects: step.effects };
  const settled = settle(step.state, at, step.freed);
  return { state: withNextDue(settled.state, before), effects: [...step.effects, ...settled.effects] };
}

/** Applies one event's payload at its moment, or says why it has no effect. */
export function applyEvent(
  state: PyramidState,
  type: string,
  payload: unknown,
  ctx: { at: Moment; seq: number },
): Result<Step, Refusal> | undefined {
  const transition = TRANSITIONS[type as PyramidEventType];
  if (!transition) return undefined;
  const r = transition(state, payload, ctx);
  return r.ok ? ok(afterChange(state, r.value, ctx.at)) : err(r.error);
}

export function evolve(state: PyramidState, event: StoredEvent): Evolution<PyramidState> {
  const r = applyEvent(state, event.type, event.payload, { at: event.at, seq: event.seq });
  if (!r) return { state };
  if (!r.ok) {
    return {
      state: recordIneffective(state, event, r.error),
      outcome: {
        status: 'ineffective',
        code: r.error.code,
        message: r.error.message,
        ...(r.error.params ? { params: r.error.params } : {}),
      },
    };
  }
  const { effects } = r.value;
  return { state: r.value.state, ...(effects.length > 0 ? { outcome: { status: 'applied', effects } } : {}) };
}
