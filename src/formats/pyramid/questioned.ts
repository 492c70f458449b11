/**
 * PYR-8: challenges from a disputed result. The seed keeps valid only the challenges that arose
 * from *unopposed* wrong results ("Herausforderungen, die auf Grund unwidersprochener falscher
 * Ergebnisse zustande kommen, bleiben gültig"). So when the guardian's decision takes away a win
 * that a player objected to, the open challenges the winner issued since that result — from the
 * place it gave him — are put before the guardian, who keeps or voids each in one step
 * (QuestionedChallengeDecided). A correction of an unopposed result questions nothing: its
 * challenges stay valid.
 */
import { instantOf } from '../../core/moment.js';
import { err, type Moment, ok, refusal } from '../../core/types.js';
import type { EventPayload } from './events.js';
import { finish } from './games.js';
import {
  type FinishedGame,
  findOpen,
  type OpenGame,
  type PyramidState,
  type QuestionedChallenge,
} from './state.js';
import { NO_EFFECTS, type Transition } from './transition.js';

const sameChallenge = (q: QuestionedChallenge, g: OpenGame): boolean =>
  q.challenger === g.challenger && q.defender === g.defender && q.challengedAt === g.challengedAt;

/**
 * PYR-8: the state after a correction of `game` at `at` took away its challenger's win. When the
 * result had been objected to, every open challenge its winner issued since the result is
 * questioned; an unopposed wrong result questions nothing.
 */
export function questionChallenges(state: PyramidState, game: FinishedGame, at: Moment): PyramidState {
  if (!game.objection) return state;
  const since = instantOf(game.endedAt);
  const fresh = state.open
    .filter(
      (g) =>
        g.challenger === game.challenger &&
        g.challengedAt !== undefined &&
        instantOf(g.challengedAt) >= since &&
        !state.questioned.some((q) => sameChallenge(q, g)),
    )
    .map(
      (g): QuestionedChallenge => ({
        challenger: g.challenger,
        defender: g.defender,
        challengedAt: g.challengedAt,
        disputed: { challenger: game.challenger, defender: game.defender },
        at,
      }),
    );
  return fresh.length === 0 ? state : { ...state, questioned: [...state.questioned, ...fresh] };
}

/** The questioned challenges still open, oldest first: what waits for the guardian. */
export const questionedChallenges = (state: PyramidState): QuestionedChallenge[] =>
  state.questioned.filter((q) => {
    const g = findOpen(state, q.challenger, q.defender);
    return g !== undefined && sameChallenge(q, g);
  });

/** PYR-8: the guardian keeps a questioned challenge (it stands) or voids it (it ends, nobody moves). */
export const questionedChallengeDecided: Transition<EventPayload<'QuestionedChallengeDecided'>> = (
  state,
  p,
  ctx,
) => {
  const g = findOpen(state, p.challenger, p.defender);
  const q = g && state.questioned.find((x) => sameChallenge(x, g));
  if (!g || !q)
    return err(
      refusal(
        'ERR_NOT_QUESTIONED',
        `no open challenge of ${p.challenger} against ${p.defender} waits for the guardian's decision (PYR-8)`,
        { params: { challenger: p.challenger, defender: p.defender } },
      ),
    );
  const rest = { ...state, questioned: state.questioned.filter((x) => x !== q) };
  if (p.decision === 'keep') return ok({ state: rest, effects: NO_EFFECTS });
  const step = finish(rest, g, 'none', 'voided', ctx.at, ctx.seq || undefined);
  return ok({ ...step, effects: [`${p.challenger}'s challenge of ${p.defender} is void`] });
};
