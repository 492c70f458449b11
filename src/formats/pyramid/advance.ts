/**
 * advance: time passes. Two things happen by themselves when their deadline has passed: an
 * assigned challenge the challenger did not confirm lapses, and an eternal-list challenger is
 * then suspended (PYR-13, PYR-14); a player who did not answer the inactivity letter leaves
 * (PYR-10, PYR-11). Each takes effect at its deadline, and the waiting lists are served then.
 * Nothing to do costs one comparison.
 */
import { deadlineMoment } from '../../core/deadline.js';
import { instantOf, isBefore } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import { afterChange } from './evolve.js';
import { finish } from './games.js';
import { leave } from './membership.js';
import type { OpenGame, PyramidState } from './state.js';
import { updatePlayer } from './state.js';
import type { Step } from './transition.js';

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
