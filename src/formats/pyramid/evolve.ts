/**
 * evolve: one event at its moment. Every event type has a transition (a missing one does not
 * compile); an event that is not valid at its moment (because a late entry changed what came
 * before, PYR-0) has no effect and is kept for the guardian's review instead of throwing. After
 * every effective event the waiting lists are served (assignment.ts) and the next automatic
 * deadline is noted for `advance`, which lets the deadlines pass.
 */
import { type Deadline, deadlineMoment } from '../../core/deadline.js';
import type { PayloadOf, RosterEvent } from '../../core/events.js';
import type { Evolution } from '../../core/format.js';
import { instantOf, isBefore } from '../../core/moment.js';
import { err, type Moment, ok, type Refusal, type Result } from '../../core/types.js';
import { settle } from './assignment.js';
import {
  assignedChallengeIssued,
  challengeAccepted,
  challengeConfirmed,
  challengeIssued,
} from './challenge.js';
import type { PyramidEvent, PyramidEventType } from './events.js';
import { finish } from './games.js';
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
  leave,
  participantRegistered,
  playerLeft,
  playerRejoined,
} from './membership.js';
import { questionedChallengeDecided } from './questioned.js';
import {
  forfeitScored,
  gameAdjudicated,
  resultCorrected,
  resultObjected,
  resultReported,
  resultUpheld,
} from './results.js';
import { recordIneffective, reviewConfirmed } from './review.js';
import { type OpenGame, type PyramidState, updatePlayer } from './state.js';
import type { EventContext, Step, Transition } from './transition.js';
import { vacationAnnounced } from './vacation.js';

/** The payload of every event the pyramid folds: its own and the registration of a newcomer. */
type Payloads = { readonly [T in PyramidEventType]: PayloadOf<PyramidEvent, T> } & {
  readonly ParticipantRegistered: PayloadOf<RosterEvent, 'ParticipantRegistered'>;
};

/** One transition per event type, so that an event type without one does not compile. */
const TRANSITIONS: { readonly [T in keyof Payloads]: Transition<Payloads[T]> } = {
  ParticipantRegistered: participantRegistered,
  ChallengeIssued: challengeIssued,
  AssignedChallengeIssued: assignedChallengeIssued,
  ChallengeConfirmed: challengeConfirmed,
  ChallengeAccepted: challengeAccepted,
  ResultReported: resultReported,
  ResultObjected: resultObjected,
  ResultUpheld: resultUpheld,
  ResultCorrected: resultCorrected,
  QuestionedChallengeDecided: questionedChallengeDecided,
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
function afterChange(before: PyramidState, step: Step, at: Moment): Step {
  if (!mayFreeSomebody(before, step.state))
    return { state: withNextDue(step.state, before), effects: step.effects };
  const settled = settle(step.state, at, step.freed);
  return { state: withNextDue(settled.state, before), effects: [...step.effects, ...settled.effects] };
}

/** Applies one event's payload at its moment, or says why it has no effect. */
export function applyEvent<T extends keyof Payloads>(
  state: PyramidState,
  type: T,
  payload: Payloads[T],
  ctx: EventContext,
): Result<Step, Refusal> {
  const r = TRANSITIONS[type](state, payload, ctx);
  return r.ok ? ok(afterChange(state, r.value, ctx.at)) : err(r.error);
}

export function evolve(state: PyramidState, event: PyramidEvent | RosterEvent): Evolution<PyramidState> {
  // A changed participant changes nothing in the pyramid.
  if (event.type === 'ParticipantUpdated') return { state };
  const r = applyEvent(state, event.type, event.payload, { at: event.at, seq: event.seq });
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

function lapse(state: PyramidState, g: OpenGame, at: Moment): Step {
  const step = finish(state, g, 'none', 'lapsed', at);
  const suspend = state.players.get(state.index.get(g.challenger) ?? -1)?.eternal === 'active';
  return {
    state: suspend
      ? updatePlayer(step.state, g.challenger, (p) => ({ ...p, eternal: 'suspended' }))
      : step.state,
    effects: [
      `${g.challenger}'s challenge of ${g.defender} lapses unconfirmed`,
      ...(suspend ? [`${g.challenger}'s automatic challenges are suspended`] : []),
    ],
  };
}

/** The earliest automatic transition with its instant, if any. */
function earliest(state: PyramidState): { readonly instant: number; run(): Step } | undefined {
  let found: { readonly instant: number; run(): Step } | undefined;
  for (const g of state.open) {
    const { confirm, confirmInstant } = g;
    if (confirm && confirmInstant !== undefined && (!found || confirmInstant < found.instant)) {
      found = {
        instant: confirmInstant,
        run: () => afterChange(state, lapse(state, g, deadlineMoment(confirm)), deadlineMoment(confirm)),
      };
    }
  }
  for (const id of state.letters) {
    const letter = state.players.get(state.index.get(id) ?? -1)?.letter;
    if (letter && (!found || letter.replyInstant < found.instant)) {
      const at = deadlineMoment(letter.reply);
      found = {
        instant: letter.replyInstant,
        run: () => afterChange(state, leave(state, id, 'inactive', at), at),
      };
    }
  }
  return found;
}

/**
 * advance: time passes. Two things happen by themselves when their deadline has passed: an
 * assigned challenge the challenger did not confirm lapses, and an eternal-list challenger is
 * then suspended (PYR-13, PYR-14); a player who did not answer the inactivity letter leaves
 * (PYR-10, PYR-11). Each takes effect at its deadline, and the waiting lists are served then.
 * Nothing to do costs one comparison.
 */
/** PYR-10: activity of the initial pyramid counts from the competition's start (or earlier events). */
const originAt = (state: PyramidState, moment: Moment): Moment =>
  state.startedAt !== undefined && isBefore(state.startedAt, moment) ? state.startedAt : moment;

export function advance(state: PyramidState, moment: Moment): PyramidState {
  let s = state.origin ? state : { ...state, origin: originAt(state, moment) };
  if (s.nextDue === Number.POSITIVE_INFINITY) return s;
  // Moments of one length and one offset order as text: no parsing at every event of a fold.
  const due = s.nextDueAt;
  if (due && due.length === moment.length && due.slice(-6) === moment.slice(-6) && moment <= due) return s;
  const now = instantOf(moment);
  if (s.nextDue >= now) return s;
  for (let next = earliest(s); next && next.instant < now; next = earliest(s)) s = next.run().state;
  return s;
}
