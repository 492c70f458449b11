/**
 * PYR-16: the running challenges with their periods — assignment, challenge moment, official
 * start (PYR-6), confirmation and acceptance deadlines with their vacation extension (PYR-4,
 * PYR-13, PYR-15), the game limit (PYR-9) — ordered by the defender's place.
 */
import { deadlineInstant, deadlineMoment } from '../../../core/deadline.js';
import { instantOf } from '../../../core/moment.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { type Place, placeOfSlot } from '../formula.js';
import { gameLimit, officialStart } from '../periods.js';
import { type GameKind, type GameStatus, type OpenGame, type PyramidState, playerOf } from '../state.js';

export interface DeadlineView {
  readonly at: Moment;
  /** Days added for vacations (PYR-15). */
  readonly extendedBy: number;
  /** Passed as of the view's moment. */
  readonly passed: boolean;
}

export interface ChallengeView {
  readonly challenger: ParticipantId;
  readonly defender: ParticipantId;
  readonly challengerPlace?: Place;
  readonly defenderPlace?: Place;
  readonly kind: GameKind;
  readonly status: GameStatus;
  readonly assignedAt?: Moment;
  readonly challengedAt?: Moment;
  readonly issuedAt?: Moment;
  readonly officialStart?: Moment;
  readonly confirmBy?: DeadlineView;
  readonly acceptBy?: DeadlineView;
  readonly acceptedAt?: Moment;
  readonly gameLimit?: Moment;
  readonly firstMove?: string;
  readonly reply?: string;
  readonly forced: boolean;
}

const deadlineView = (d: OpenGame['accept'], now: number): DeadlineView | undefined =>
  d && { at: deadlineMoment(d), extendedBy: d.extension, passed: deadlineInstant(d) < now };

const placeOf = (state: PyramidState, id: ParticipantId): Place | undefined => {
  const slot = playerOf(state, id)?.slot ?? -1;
  return slot >= 0 ? placeOfSlot(slot) : undefined;
};

export function challengeView(state: PyramidState, g: OpenGame, asOf?: Moment): ChallengeView {
  const now = asOf ? instantOf(asOf) : Number.NEGATIVE_INFINITY;
  const started = officialStart(state, g);
  const limit = g.status === 'accepting' || g.status === 'running' ? gameLimit(state, g) : undefined;
  const confirmBy = g.status === 'confirming' ? deadlineView(g.confirm, now) : undefined;
  const acceptBy =
    g.status === 'confirming' || g.status === 'accepting' ? deadlineView(g.accept, now) : undefined;
  const cPlace = placeOf(state, g.challenger);
  const dPlace = placeOf(state, g.defender);
  return {
    challenger: g.challenger,
    defender: g.defender,
    ...(cPlace ? { challengerPlace: cPlace } : {}),
    ...(dPlace ? { defenderPlace: dPlace } : {}),
    kind: g.kind,
    status: g.status,
    ...(g.assignedAt ? { assignedAt: g.assignedAt } : {}),
    ...(g.challengedAt ? { challengedAt: g.challengedAt } : {}),
    ...(g.issuedAt ? { issuedAt: g.issuedAt } : {}),
    ...(started ? { officialStart: started } : {}),
    ...(confirmBy ? { confirmBy } : {}),
    ...(acceptBy ? { acceptBy } : {}),
    ...(g.acceptedAt ? { acceptedAt: g.acceptedAt } : {}),
    ...(limit ? { gameLimit: limit } : {}),
    ...(g.firstMove ? { firstMove: g.firstMove } : {}),
    ...(g.reply ? { reply: g.reply } : {}),
    forced: g.forced === true,
  };
}

/** Every open challenge, by the defender's place from the top. */
export function runningChallenges(state: PyramidState, asOf?: Moment): ChallengeView[] {
  const slot = (id: ParticipantId) => playerOf(state, id)?.slot ?? Number.MAX_SAFE_INTEGER;
  return [...state.open]
    .sort((a, b) => slot(a.defender) - slot(b.defender))
    .map((g) => challengeView(state, g, asOf));
}
