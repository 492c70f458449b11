/**
 * Round robin: how each event changes the state. The numbers are drawn before play begins; a
 * result must belong to a scheduled game (else the event is rejected) and joins the results.
 */
import { type EventHandlers, evolveBy, ineffective, rejected } from '../../core/format.js';
import { prepend } from '../../core/list.js';
import { isAfter } from '../../core/moment.js';
import { withRoundDates } from '../../core/round-dates.js';
import type { RoundRobinEvent } from './events.js';
import { hasStarted, isScheduled, makeDraw, type RoundRobinState } from './state.js';

const handlers: EventHandlers<RoundRobinState, RoundRobinEvent> = {
  ParticipantRegistered(state, { participant }) {
    if (hasStarted(state) || state.draw.seed !== undefined)
      return ineffective(
        state,
        'ERR_STARTED',
        'the round robin has begun; the new participant gets no games',
      );
    return { state: { ...state, draw: makeDraw(state.draw.config, [...state.draw.order, participant.id]) } };
  },

  NumbersDrawn(state, { seed, order }) {
    if (hasStarted(state))
      return ineffective(state, 'ERR_STARTED', 'numbers cannot be drawn after the first result');
    return { state: { ...state, draw: makeDraw(state.draw.config, order, seed) } };
  },

  RoundsScheduled(state, { rounds }) {
    return { state: { ...state, dates: withRoundDates(state.dates, rounds) } };
  },

  ResultRecorded(state, p, event) {
    if (!isScheduled(state, p.round, p.white, p.black))
      return rejected(
        state,
        'ERR_NO_SUCH_PAIRING',
        `round ${p.round} has no game ${p.white} (white) – ${p.black} (black)`,
      );
    const result = { seq: event.seq, round: p.round, white: p.white, black: p.black, result: p.result };
    const known = state.begun?.get(p.round);
    let begun = state.begun;
    if (known === undefined || isAfter(known, event.at)) {
      const next = new Map(state.begun);
      next.set(p.round, event.at);
      begun = next;
    }
    return {
      state: {
        draw: state.draw,
        results: prepend(state.results, result),
        resultCount: state.resultCount + 1,
        ...(begun ? { begun } : {}),
        ...(state.dates ? { dates: state.dates } : {}),
      },
    };
  },
};

export const evolve = evolveBy(handlers);

/** No deadlines: a round robin moves on commands only. */
export const advance = (state: RoundRobinState): RoundRobinState => state;
