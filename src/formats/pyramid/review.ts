/**
 * PYR-0, PYR-5: events that a late entry made ineffective are kept in the state so that the
 * guardian sees them; he lets each stand (ReviewConfirmed) or overrides it (a forced challenge,
 * or a void of the late event through the core).
 */
import type { RosterEvent } from '../../core/events.js';
import { prepend } from '../../core/list.js';
import { err, ok, type Refusal, refusal } from '../../core/types.js';
import type { EventPayload, PyramidEvent } from './events.js';
import { findIneffective, type PyramidState } from './state.js';
import { NO_EFFECTS, type Transition } from './transition.js';

export const recordIneffective = (
  state: PyramidState,
  event: PyramidEvent | RosterEvent,
  why: Refusal,
): PyramidState => ({
  ...state,
  ineffective: prepend(state.ineffective, { ...event, code: why.code, message: why.message }),
});

export const reviewConfirmed: Transition<EventPayload<'ReviewConfirmed'>> = (state, p) => {
  for (const seq of p.seqs) {
    if (!findIneffective(state, seq)) {
      return err(
        refusal('ERR_NOT_INEFFECTIVE', `event ${seq} is not an ineffective event awaiting review`, {
          path: 'seqs',
        }),
      );
    }
    if (state.reviewed.includes(seq)) {
      return err(refusal('ERR_ALREADY_REVIEWED', `event ${seq} was already reviewed`, { path: 'seqs' }));
    }
  }
  return ok({
    state: { ...state, reviewed: [...state.reviewed, ...p.seqs] },
    effects: NO_EFFECTS,
  });
};
