/**
 * Results and what follows them: reports that end a game at once (PYR-7), objections within the
 * objection period and the guardian's decision (PYR-8), corrections taking effect at their own
 * moment (PYR-8), forfeits for not accepting (PYR-4) and adjudication after the game limit (PYR-9).
 */
import { DAY_MS, deadlineInstant } from '../../core/deadline.js';
import { instantOf } from '../../core/moment.js';
import { err, type Moment, ok, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import { openGameOr, statusRefusal } from './challenge.js';
import type { EventPayload, PlayedResult } from './events.js';
import { challengerWins, finish, lastFinished, moveUp, replaceFinished } from './games.js';
import { gameLimit, objectionEnd, objectionEndInstant } from './periods.js';
import { exchange, placeText } from './places.js';
import { questionChallenges } from './questioned.js';
import { type FinishedGame, inPyramid, type PyramidState, playerOf, updatePlayer } from './state.js';
import { NO_EFFECTS, type Transition } from './transition.js';

/** Games that ended with a result someone can dispute or the guardian can correct. */
const hasResult = (g: FinishedGame): boolean =>
  g.ending === 'reported' || g.ending === 'adjudicated' || g.ending === 'forfeit';

/** PYR-7: either player's report ends the game at once; a winning challenger moves up. */
export const resultReported: Transition<EventPayload<'ResultReported'>> = (state, p, ctx) => {
  const g = openGameOr(state, p.challenger, p.defender);
  if (!('status' in g)) {
    // Only a recent result makes a second report a mistake worth naming.
    const recent = instantOf(ctx.at) - state.config.objectionDays * DAY_MS;
    const done = lastFinished(state, p.challenger, p.defender, hasResult, recent);
    if (!done) return err(g);
    return err(
      refusal(
        'ERR_RESULT_EXISTS',
        `${p.challenger} – ${p.defender} already ended ${done.result} at ${done.endedAt}; object to it if it is wrong`,
        { params: { challenger: p.challenger, defender: p.defender, result: done.result, at: done.endedAt } },
      ),
    );
  }
  // A game from a waiting list is on only once the challenger has confirmed (PYR-13).
  if (g.status === 'assigned' || g.status === 'confirming') return err(statusRefusal(g, 'reported'));
  return ok(finish(state, g, p.result, 'reported', ctx.at, ctx.seq || undefined));
};

/** The newest reported result of the two within the last year (older ones are long final). */
function disputable(
  state: PyramidState,
  challenger: ParticipantId,
  defender: ParticipantId,
  at: Moment,
): FinishedGame | Refusal {
  return (
    lastFinished(state, challenger, defender, (g) => g.ending === 'reported', instantOf(at) - 365 * DAY_MS) ??
    refusal('ERR_NO_SUCH_RESULT', `there is no recent reported result of ${challenger} – ${defender}`, {
      params: { challenger, defender },
    })
  );
}

/** PYR-8: a party objects within the objection period; the result is disputed until the guardian decides. */
export const resultObjected: Transition<EventPayload<'ResultObjected'>> = (state, p, ctx) => {
  if (p.by !== p.challenger && p.by !== p.defender) {
    return err(
      refusal('ERR_NOT_A_PARTY', `${p.by} did not play ${p.challenger} – ${p.defender}`, { path: 'by' }),
    );
  }
  const g = disputable(state, p.challenger, p.defender, ctx.at);
  if (!('ending' in g)) return err(g);
  if (g.objection) {
    return err(
      refusal(
        'ERR_ALREADY_DISPUTED',
        `${p.challenger} – ${p.defender} is already disputed by ${g.objection.by}`,
      ),
    );
  }
  if (g.decidedAt) {
    return err(
      refusal('ERR_RESULT_DECIDED', `the guardian decided ${p.challenger} – ${p.defender} at ${g.decidedAt}`),
    );
  }
  if (instantOf(ctx.at) > objectionEndInstant(state, g)) {
    const end = objectionEnd(state, g);
    return err(
      refusal(
        'ERR_OBJECTION_PERIOD_OVER',
        `the result ${g.result} of ${p.challenger} – ${p.defender} is final since ${end}`,
        {
          params: { end },
        },
      ),
    );
  }
  return ok({
    state: replaceFinished(state, g, { ...g, objection: { by: p.by, at: ctx.at } }),
    effects: NO_EFFECTS,
  });
};

const disputed = (
  state: PyramidState,
  challenger: ParticipantId,
  defender: ParticipantId,
): FinishedGame | Refusal =>
  lastFinished(state, challenger, defender, (g) => g.objection !== undefined && g.decidedAt === undefined) ??
  refusal('ERR_NOT_DISPUTED', `no result of ${challenger} – ${defender} is disputed`, {
    params: { challenger, defender },
  });

/** PYR-8: the guardian upholds a disputed result; it is final from now. */
export const resultUpheld: Transition<EventPayload<'ResultUpheld'>> = (state, p, ctx) => {
  const g = disputed(state, p.challenger, p.defender);
  if (!('ending' in g)) return err(g);
  return ok({
    state: replaceFinished(state, g, { ...g, decidedAt: ctx.at }),
    effects: NO_EFFECTS,
  });
};

/**
 * PYR-8: a correction takes effect at its own moment. A win taken away exchanges the two places
 * back if the challenger still stands above the defender; a win given moves the challenger up if
 * the defender still stands above him. Whatever happened in between stays valid, except that
 * the open challenges of a winner whose result was objected to go to the guardian (questioned.ts).
 */
export const resultCorrected: Transition<EventPayload<'ResultCorrected'>> = (state, p, ctx) => {
  const g = lastFinished(state, p.challenger, p.defender, hasResult);
  if (!g) {
    return err(
      refusal('ERR_NO_SUCH_RESULT', `there is no result of ${p.challenger} – ${p.defender} to correct`, {
        params: { challenger: p.challenger, defender: p.defender },
      }),
    );
  }
  if (g.result === p.result) {
    return err(refusal('ERR_SAME_RESULT', `${p.challenger} – ${p.defender} already stands at ${p.result}`));
  }
  const c = playerOf(state, p.challenger);
  const d = playerOf(state, p.defender);
  let s = state;
  let moved = g.moved;
  const effects: string[] = [];
  if (challengerWins(g.result) && !challengerWins(p.result) && g.moved) {
    moved = false;
    if (inPyramid(c) && inPyramid(d) && c.slot < d.slot) {
      s = exchange(s, c.slot, d.slot);
      effects.push(`${p.challenger} returns to ${placeText(d.slot)}, ${p.defender} to ${placeText(c.slot)}`);
    }
  } else if (!challengerWins(g.result) && challengerWins(p.result) && inPyramid(c) && inPyramid(d)) {
    const up = moveUp(s, c.slot, d.slot);
    s = up.state;
    moved = up.moved;
    if (moved)
      effects.push(`${p.challenger} takes ${placeText(d.slot)}, ${p.defender} moves to ${placeText(c.slot)}`);
  }
  const corrected: FinishedGame = {
    ...g,
    result: p.result,
    moved,
    decidedAt: ctx.at,
    ...(g.ending === 'reported' && !g.reported ? { reported: g.result as PlayedResult } : {}),
  };
  // PYR-8: a win taken away after an objection questions the challenges it made possible.
  const questioned = !moved && g.moved ? questionChallenges(s, g, ctx.at) : s;
  return ok({ state: replaceFinished(questioned, g, corrected), effects });
};

/** PYR-4: after the acceptance deadline the guardian may score the game as lost by the defender. */
export const forfeitScored: Transition<EventPayload<'ForfeitScored'>> = (state, p, ctx) => {
  const g = openGameOr(state, p.challenger, p.defender);
  if (!('status' in g)) return err(g);
  if (g.status !== 'accepting' || !g.accept) return err(statusRefusal(g, 'forfeited'));
  if (instantOf(ctx.at) <= deadlineInstant(g.accept)) {
    return err(
      refusal('ERR_DEADLINE_NOT_PASSED', `${g.defender} may still accept the challenge of ${g.challenger}`, {
        params: { player: g.defender },
      }),
    );
  }
  const step = finish(state, g, '+-', 'forfeit', ctx.at, ctx.seq || undefined);
  return ok({
    state: updatePlayer(step.state, g.defender, (d) => ({ ...d, forfeits: d.forfeits + 1 })),
    effects: step.effects,
  });
};

/** PYR-9: past the game limit the guardian adjudicates; "none" ends the game with nobody moving. */
export const gameAdjudicated: Transition<EventPayload<'GameAdjudicated'>> = (state, p, ctx) => {
  const g = openGameOr(state, p.challenger, p.defender);
  if (!('status' in g)) return err(g);
  if (g.status !== 'accepting' && g.status !== 'running') return err(statusRefusal(g, 'adjudicated'));
  const limit = gameLimit(state, g);
  if (!limit || instantOf(ctx.at) < instantOf(limit)) {
    return err(
      refusal('ERR_GAME_LIMIT_NOT_REACHED', `${g.challenger} – ${g.defender} may run until ${limit}`, {
        params: { limit: limit ?? '' },
      }),
    );
  }
  return ok(finish(state, g, p.result, 'adjudicated', ctx.at, ctx.seq || undefined));
};
