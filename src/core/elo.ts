/**
 * Elo ratings over played games, format-neutral.
 *
 * Each game between A and B with A's score S (1 a win, ½ a draw, 0 a loss — or any share in
 * [0, 1], such as a tournament-points share) moves both ratings:
 *
 *   E_A = 1 / (1 + 10^((R_B − R_A) / scale))      expected score of A
 *   R_A ← R_A + K · (S − E_A),   R_B ← R_B − K · (S − E_A)
 *
 * Games are rated one after another in the order given (the caller passes them in the order they
 * were played), so a rating list can be recomputed from the log at any moment.
 *
 * Exactness: the expected score is the only step that needs a power of ten; it is rounded to
 * thousandths (as rating tables print it) and everything after that is exact rational arithmetic,
 * so a replay gives the same ratings to the last digit on every machine. Ratings are rounded only
 * for display.
 */
import { add, mulInt, type Rational, rational, sub } from './rational.js';

export interface EloOptions {
  /** Development coefficient: the most a single game can move a rating. */
  readonly k: number;
  /** Rating difference at which the stronger player is expected to score 10 : 1 (400 in chess). */
  readonly scale: number;
}

export interface EloGame<P> {
  readonly first: P;
  readonly second: P;
  /** The first player's score in [0, 1]; the second player scored 1 − it. */
  readonly firstScore: Rational;
}

/** One rated game: both ratings before it and the change of the first player's rating. */
export interface EloStep<P> {
  readonly game: EloGame<P>;
  readonly before: readonly [Rational, Rational];
  /** Expected score of the first player, in thousandths. */
  readonly expected: Rational;
  /** Change of the first player's rating; the second player's changes by the negative. */
  readonly delta: Rational;
}

export interface EloResult<P> {
  readonly ratings: ReadonlyMap<P, Rational>;
  readonly steps: readonly EloStep<P>[];
}

/** Expected score of a player rated `difference` points above the opponent, in thousandths. */
export function expectedScore(difference: Rational, scale: number): Rational {
  const exponent = -(difference.n / difference.d) / scale;
  return rational(Math.round(1000 / (1 + 10 ** exponent)), 1000);
}

/**
 * Rates `games` in order, starting from `start`; a player missing from `start` begins at
 * `initial`. Returns the final ratings of everyone who is in `start` or played, and every step.
 */
export function rateGames<P>(
  start: ReadonlyMap<P, number>,
  games: readonly EloGame<P>[],
  options: EloOptions,
  initial: number,
): EloResult<P> {
  const ratings = new Map<P, Rational>([...start].map(([p, r]) => [p, rational(r)]));
  const ratingOf = (p: P): Rational => ratings.get(p) ?? rational(initial);
  const steps: EloStep<P>[] = [];
  for (const game of games) {
    const a = ratingOf(game.first);
    const b = ratingOf(game.second);
    const expected = expectedScore(sub(a, b), options.scale);
    const delta = mulInt(sub(game.firstScore, expected), options.k);
    ratings.set(game.first, add(a, delta));
    ratings.set(game.second, sub(b, delta));
    steps.push({ game, before: [a, b], expected, delta });
  }
  return { ratings, steps };
}
