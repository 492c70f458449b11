import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedScore, rateGames } from './elo.js';
import { makeRational, type Rational, rational, sum, ZERO } from './rational.js';

const options = { k: 20, scale: 400 };
const game = (first: string, second: string, score: Rational) => ({ first, second, firstScore: score });

describe('TX-13 Elo: expected score (thousandths)', () => {
  it.each([
    [0, '1/2'],
    [400, '909/1000'],
    [-400, '91/1000'],
    [200, '19/25'],
    [100, '16/25'],
  ])('TX-13 a player %i points above the opponent expects %s', (difference, expected) => {
    expect(makeRational(expectedScore(rational(difference), 400))).toBe(expected);
  });

  it('TX-13 is symmetric: both expectations add up to one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1500, max: 1500 }), (d) => {
        const up = expectedScore(rational(d), 400);
        const down = expectedScore(rational(-d), 400);
        // Rounding each side to thousandths may leave one thousandth over or under.
        expect(Math.abs(up.n / up.d + down.n / down.d - 1)).toBeLessThanOrEqual(0.001);
      }),
    );
  });
});

describe('TX-13 Elo: rating games in order', () => {
  it('TX-13 equal players: the winner gains K/2, the loser loses K/2', () => {
    const { ratings } = rateGames(
      new Map([
        ['a', 1500],
        ['b', 1500],
      ]),
      [game('a', 'b', rational(1))],
      options,
      1500,
    );
    expect(makeRational(ratings.get('a') as Rational)).toBe('1510');
    expect(makeRational(ratings.get('b') as Rational)).toBe('1490');
  });

  it('TX-13 a draw against a stronger player gains, in exact thousandths', () => {
    const { ratings, steps } = rateGames(
      new Map([
        ['a', 1400],
        ['b', 1800],
      ]),
      [game('a', 'b', rational(1, 2))],
      options,
      1500,
    );
    // E = 0.091; 20 · (0.5 − 0.091) = 8.18
    expect(makeRational(steps[0]?.delta as Rational)).toBe('409/50');
    expect(makeRational(ratings.get('b') as Rational)).toBe('89591/50');
  });

  it('TX-13 a player without a start rating begins at the initial rating', () => {
    const { ratings } = rateGames(new Map(), [game('a', 'b', rational(3, 4))], options, 1200);
    expect(makeRational(ratings.get('a') as Rational)).toBe('1205');
  });

  it('TX-13 the order of games matters and is the order given', () => {
    const games = [game('a', 'b', rational(1)), game('b', 'c', rational(1)), game('a', 'c', ZERO)];
    const forward = rateGames(new Map(), games, options, 1500).ratings;
    const backward = rateGames(new Map(), [...games].reverse(), options, 1500).ratings;
    expect(makeRational(forward.get('a') as Rational)).not.toBe(makeRational(backward.get('a') as Rational));
  });

  it('TX-13 property: ratings are zero-sum and a replay gives identical ratings', () => {
    const players = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            first: fc.constantFrom(...players),
            second: fc.constantFrom(...players),
            tenths: fc.integer({ min: 0, max: 200 }),
          }),
          { maxLength: 40 },
        ),
        (raw) => {
          const games = raw
            .filter((g) => g.first !== g.second)
            .map((g) => game(g.first, g.second, rational(g.tenths, 200)));
          const start = new Map(players.map((p, i) => [p, 1300 + 100 * i]));
          const once = rateGames(start, games, options, 1500).ratings;
          const again = rateGames(start, games, options, 1500).ratings;
          expect(makeRational(sum(once.values()))).toBe(makeRational(rational(4 * 1300 + 600)));
          for (const p of players) expect(again.get(p)).toEqual(once.get(p));
        },
      ),
    );
  });
});
