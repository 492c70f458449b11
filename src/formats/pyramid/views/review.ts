/**
 * PYR-0, PYR-5: the guardian's review list — events that have no effect at their moment because
 * a late entry changed what came before, whether he has confirmed each, and whether it can be
 * forced valid (challenges only).
 */
import type { ErrorCode, Moment } from '../../../core/types.js';
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
