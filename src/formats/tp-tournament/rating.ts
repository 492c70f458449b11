/**
 * TX-13: the tournament's Elo rating list, over every TP game actually played (no-shows,
 * forfeits and double crashes excluded, TX-4/TX-6; play-off and tie-break games too, as they
 * have no TP), in the order the games took effect. The score of a game is its TP share (TP / 20,
 * after time penalties and any TX-14 override) — the Tantrix tournament rating takes TP into
 * account — or 1 – ½ – 0 by game score where configured. Players start from their tournament
 * rating, else their lobby-based seeding rating (TX-12), else the configured initial rating.
 * TX-5: games of players out of the standings are still rated.
 */
import { type EloStep, rateGames } from '../../core/elo.js';
import { compareMoments } from '../../core/moment.js';
import { compare, type Rational, rational, sub } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { type GameRef, isDecidingGame, parseGameId } from './game-id.js';
import { scoredGame } from './results.js';
import { seedEntry } from './seeding.js';
import type { TpState } from './state.js';

export interface RatingRow {
  readonly participantId: ParticipantId;
  readonly start: number;
  readonly startSource: 'tournament' | 'lobby' | 'initial';
  readonly rating: Rational;
  readonly change: Rational;
  readonly games: number;
}

export interface RatingList {
  /** Highest rating first. */
  readonly rows: readonly RatingRow[];
  readonly steps: readonly (EloStep<ParticipantId> & { readonly gameId: string })[];
}

function startOf(state: TpState, id: ParticipantId): Pick<RatingRow, 'start' | 'startSource'> {
  const p = state.entrants.get(id);
  if (p?.rating !== undefined) return { start: p.rating, startSource: 'tournament' };
  const seed = p ? seedEntry(p, state.config) : undefined;
  if (seed?.source === 'lobby') return { start: seed.rating, startSource: 'lobby' };
  return { start: state.config.rating.initial, startSource: 'initial' };
}

export function ratingList(state: TpState): RatingList {
  const { perGame } = state.config.points;
  // The cup flag only changes how no-shows score, and no-shows are not rated.
  const played = [...state.results.keys()]
    .filter((id) => !isDecidingGame(parseGameId(id) as GameRef))
    .flatMap((id) => {
      const scored = scoredGame(state, id, false);
      return scored?.breakdown.rated ? [{ id, scored }] : [];
    })
    .sort(
      (a, b) =>
        compareMoments(a.scored.standing.at, b.scored.standing.at) ||
        (a.scored.standing.seq ?? 0) - (b.scored.standing.seq ?? 0),
    );
  const games = played.map(({ scored }) => ({
    first: scored.standing.players[0],
    second: scored.standing.players[1],
    firstScore:
      state.config.rating.score === 'tp-share'
        ? rational(scored.tp[0], perGame)
        : rational(scored.breakdown.outcome[0], 2),
  }));
  const starts = new Map([...state.entrants.keys()].map((id) => [id, startOf(state, id)]));
  const { ratings, steps } = rateGames(
    new Map([...starts].map(([id, s]) => [id, s.start])),
    games,
    state.config.rating,
    state.config.rating.initial,
  );
  const count = new Map<ParticipantId, number>();
  for (const g of games) for (const p of [g.first, g.second]) count.set(p, (count.get(p) ?? 0) + 1);
  const rows = [...starts].map(([id, s]): RatingRow => {
    const rating = ratings.get(id) ?? rational(s.start);
    return {
      participantId: id,
      ...s,
      rating,
      change: sub(rating, rational(s.start)),
      games: count.get(id) ?? 0,
    };
  });
  rows.sort((a, b) => compare(b.rating, a.rating));
  return { rows, steps: steps.map((step, i) => ({ ...step, gameId: played[i]?.id as string })) };
}
