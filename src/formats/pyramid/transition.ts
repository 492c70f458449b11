/**
 * The shape of a state transition: an event's payload applied at its moment either yields the
 * next state with what it caused, or the refusal that says why it
 * has no effect at that moment. `decide` dry-runs the same transitions to refuse commands, and
 * `evolve` uses them to mark events a late entry made ineffective (PYR-0, PYR-5), so a command
 * is accepted exactly when its events would take effect.
 */
import type { Moment, ParticipantId, Refusal, Result } from '../../core/types.js';
import type { PyramidState } from './state.js';

export interface Step {
  readonly state: PyramidState;
  /**
   * What the event caused beyond its own content, in short English sentences: places that
   * changed hands, assignments, challenges of a message not executed, deadlines moved. The
   * engine compares them to show the guardian what a late entry changed (PYR-0).
   */
  readonly effects: readonly string[];
  /**
   * The only players who may have become free to challenge (PYR-14 assigns such players at once);
   * absent means anybody may have. A hint that spares the assignments a look at everyone.
   */
  readonly freed?: readonly ParticipantId[];
}

/** No effects: shared, so that routine events allocate nothing for them. */
export const NO_EFFECTS: readonly string[] = [];

export interface EventContext {
  readonly at: Moment;
  /** The event's sequence number; 0 while `decide` dry-runs a command. */
  readonly seq: number;
}

export type Transition<P> = (state: PyramidState, payload: P, ctx: EventContext) => Result<Step, Refusal>;
