/**
 * PYR-0, PYR-5: the guardian's review list — events that have no effect at their moment because
 * a late entry changed what came before, whether he has confirmed each, and whether it can be
 * forced valid (challenges only); and PYR-8: open challenges that arose from a disputed result,
 * which he keeps or voids.
 */
import type { ErrorCode, Moment, ParticipantId } from '../../../core/types.js';
import { questionedChallenges } from '../questioned.js';
import { ineffectiveEvents, type PyramidState } from '../state.js';

export interface ReviewItem {
  readonly seq: number;
  readonly type: string;
  readonly at: Moment;
  readonly code: ErrorCode;
  readonly message: string;
  readonly reviewed: boolean;
  readonly forcible: boolean;
}

export function reviewView(state: PyramidState): ReviewItem[] {
  const reviewed = new Set(state.reviewed);
  return ineffectiveEvents(state).map((e) => ({
    seq: e.seq,
    type: e.type,
    at: e.at,
    code: e.code,
    message: e.message,
    reviewed: reviewed.has(e.seq),
    forcible: e.type === 'ChallengeIssued',
  }));
}

/** PYR-8: an open challenge from a disputed result, for the guardian to keep or void. */
export interface QuestionedItem {
  readonly challenger: ParticipantId;
  readonly defender: ParticipantId;
  readonly challengedAt: Moment | undefined;
  /** The game whose result the guardian changed, and when. */
  readonly disputedChallenger: ParticipantId;
  readonly disputedDefender: ParticipantId | null;
  readonly at: Moment;
}

export const questionedView = (state: PyramidState): QuestionedItem[] =>
  questionedChallenges(state).map((q) => ({
    challenger: q.challenger,
    defender: q.defender,
    challengedAt: q.challengedAt,
    disputedChallenger: q.disputed.challenger,
    disputedDefender: q.disputed.defender,
    at: q.at,
  }));
