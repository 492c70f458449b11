import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/tp-tournament.js';
import { TANTRIX_WINNER_TENTHS } from './config.js';
import { decidingWinner, formatTp, overTimePlayers, scoreGame, tableSplit } from './points.js';
import type { GameResult, Pair } from './result.js';

const config = testConfig();
const players: Pair<string> = ['a', 'b'];
const tpOf = (result: GameResult, inCup = false) => {
  const { tp } = scoreGame(result, players, inCup, config);
  return `${formatTp(tp[0])}:${formatTp(tp[1])}`;
};
const played = (scores: Pair<number>, minutes: Pair<number> = [10, 10], late?: Pair<number>): GameResult => ({
  kind: 'played',
  scores,
  minutes,
  ...(late ? { late } : {}),
});

// The seed's table (seeds/003, rule 9), row by row: margin, winner's TP, loser's TP.
const SEED_TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['0', '10.0', '10.0'],
  ['1', '13.3', '6.7'],
  ['2', '13.9', '6.1'],
  ['3', '14.3', '5.7'],
  ['4', '14.7', '5.3'],
  ['5', '15.0', '5.0'],
  ['6', '15.3', '4.7'],
  ['7', '15.5', '4.5'],
  ['8', '15.8', '4.2'],
  ['9', '16.0', '4.0'],
  ['10', '16.2', '3.8'],
  ['11', '16.4', '3.6'],
  ['12', '16.6', '3.4'],
  ['13', '16.8', '3.2'],
  ['14', '17.0', '3.0'],
  ['15', '17.2', '2.8'],
  ['16', '17.3', '2.7'],
  ['17', '17.5', '2.5'],
  ['18', '17.7', '2.3'],
  ['19', '17.8', '2.2'],
  ['20', '18.0', '2.0'],
  ['21', '18.1', '1.9'],
  ['22', '18.3', '1.7'],
  ['23', '18.4', '1.6'],
  ['24', '18.5', '1.5'],
  ['25', '18.7', '1.3'],
  ['26', '18.8', '1.2'],
  ['27', '18.9', '1.1'],
  ['28', '19.1', '0.9'],
  ['29', '19.2', '0.8'],
  ['30', '19.3', '0.7'],
  ['31', '19.4', '0.6'],
  ['32', '19.5', '0.5'],
  ['33', '19.7', '0.3'],
  ['34', '19.8', '0.2'],
  ['35', '19.9', '0.1'],
  ['36 oder mehr', '20.0', '0.0'],
];

/**
 * TX-2's formula in exact integers: the winner's tenths are 120 + (40/3)·√m rounded half up, i.e.
 * the largest k with 3·(2k − 241) ≤ 80·√m, capped at 200.
 */
function formulaTenths(margin: number): number {
  let k = 120;
  while (k < 200 && 9 * (2 * (k + 1) - 241) ** 2 <= 6400 * margin) k += 1;
  return margin === 0 ? 100 : k;
}

describe('TX-2 tournament points by margin: the seed table, all 37 rows', () => {
  it.each(SEED_TABLE)('TX-2 margin %s → %s:%s', (margin, winner, loser) => {
    const m = margin === '36 oder mehr' ? 36 : Number(margin);
    expect(tpOf(played([30 + m, 30]))).toBe(`${winner}:${loser}`);
    expect(tpOf(played([30, 30 + m]))).toBe(`${loser}:${winner}`);
  });

  it('TX-2 every margin beyond the table gives 20:0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 36, max: 400 }), (m) => {
        expect(tpOf(played([m, 0]))).toBe('20.0:0.0');
      }),
    );
  });

  it('TX-2 the formula min(20, 12 + 4/3·√m) rounded half up reproduces the seed table', () => {
    expect(TANTRIX_WINNER_TENTHS.map((_, m) => formulaTenths(m))).toEqual(TANTRIX_WINNER_TENTHS);
    expect(formulaTenths(36)).toBe(200);
    expect(tableSplit([36, 0], config)).toEqual([200, 0]);
  });
});

describe('TX-3 time penalties', () => {
  it.each([
    [14, '15.0:5.0'],
    [15, '14.0:6.0'],
    [16, '13.0:7.0'],
    [20, '9.0:11.0'],
  ])('TX-3 the winner of a 5-stone margin using %i minutes scores %s', (minutes, expected) => {
    expect(tpOf(played([30, 25], [minutes, 12]))).toBe(expected);
  });

  it('TX-3 15:00–15:59 (reported 15) costs one TP, 16:00–16:59 two', () => {
    const b = scoreGame(played([30, 25], [15, 16]), players, false, config);
    expect(b.penaltyMinutes).toEqual([1, 2]);
    expect(b.transfer).toBe(-10);
    expect(b.tp).toEqual([160, 40]);
  });

  it('TX-3 penalties of both players net out', () => {
    expect(tpOf(played([30, 30], [17, 17]))).toBe('10.0:10.0');
    expect(tpOf(played([30, 30], [17, 15]))).toBe('8.0:12.0');
  });

  it('TX-3 the split is clamped at 20:0', () => {
    const loserOverTime = scoreGame(played([50, 10], [10, 19]), players, false, config);
    expect(loserOverTime.tp).toEqual([200, 0]);
    expect(loserOverTime.clamped).toBe(true);
    const winnerOverTime = scoreGame(played([10, 50], [40, 10]), players, false, config);
    expect(winnerOverTime.tp).toEqual([0, 200]);
    expect(winnerOverTime.clamped).toBe(true);
    const fitting = scoreGame(played([31, 30], [10, 20]), players, false, config);
    expect(fitting.tp).toEqual([193, 7]);
    expect(fitting.clamped).toBe(false);
  });

  it('TX-3 a huge overrun by the loser of a big win cannot give him negative TP', () => {
    expect(tpOf(played([20, 60], [60, 10]))).toBe('0.0:20.0');
  });
});

describe('TX-10 lateness at weekend events', () => {
  it('TX-10 up to 5 minutes late costs nothing; every further minute is added to his time', () => {
    expect(scoreGame(played([30, 30], [14, 14], [5, 0]), players, false, config).tp).toEqual([100, 100]);
    const late = scoreGame(played([30, 30], [12, 14], [8, 0]), players, false, config);
    expect(late.addedMinutes).toEqual([3, 0]);
    expect(late.penaltyMinutes).toEqual([1, 0]);
    expect(late.tp).toEqual([90, 110]);
  });
});

describe('TX-4 no-shows', () => {
  it('TX-4 in the cup the present player wins 50:14 stones = 20:0 TP', () => {
    const b = scoreGame({ kind: 'no-show', absent: ['b'] }, players, true, config);
    expect(b.stones).toEqual([50, 14]);
    expect(b.tp).toEqual([200, 0]);
    expect(b.rated).toBe(false);
  });

  it('TX-4 elsewhere the present player wins 35:15 stones = 18:2 TP', () => {
    const b = scoreGame({ kind: 'no-show', absent: ['a'] }, players, false, config);
    expect(b.stones).toEqual([15, 35]);
    expect(tpOf({ kind: 'no-show', absent: ['a'] })).toBe('2.0:18.0');
    expect(b.outcome).toEqual([0, 2]);
    expect(b.rated).toBe(false);
  });

  it('TX-4 when both stay away neither gets anything and both lose', () => {
    const b = scoreGame({ kind: 'no-show', absent: ['a', 'b'] }, players, false, config);
    expect(b.tp).toEqual([0, 0]);
    expect(b.outcome).toEqual([0, 0]);
  });
});

describe('TX-6 double crash', () => {
  it('TX-6 a double crash counts 23:23 = 10:10, a draw, and is not rated', () => {
    const b = scoreGame({ kind: 'double-crash' }, players, false, config);
    expect(b.stones).toEqual([23, 23]);
    expect(b.tp).toEqual([100, 100]);
    expect(b.outcome).toEqual([1, 1]);
    expect(b.rated).toBe(false);
  });
});

describe('TX-7, TX-8 deciding games', () => {
  it('TX-8 the higher score wins a tie-break game; a draw decides nothing', () => {
    expect(decidingWinner({ kind: 'played', scores: [20, 18] }, players)).toBe('a');
    expect(decidingWinner({ kind: 'played', scores: [18, 18] }, players)).toBeUndefined();
  });

  it('TX-8 going over the 5 minutes loses at once, whatever the score', () => {
    expect(decidingWinner({ kind: 'played', scores: [30, 10], timeout: 'a' }, players)).toBe('b');
  });

  it('TX-7, TX-8 boundary: minutes exactly at the limit are not over it, one more minute is', () => {
    const game = (minutes: Pair<number>) => ({
      kind: 'played' as const,
      scores: [30, 10] as Pair<number>,
      minutes,
    });
    expect(overTimePlayers(game([5, 5]), players, 5)).toEqual([]);
    expect(overTimePlayers(game([6, 5]), players, 5)).toEqual(['a']);
    expect(overTimePlayers(game([5, 6]), players, 5)).toEqual(['b']);
  });

  it('TX-7 an absent player loses the play-off game', () => {
    expect(decidingWinner({ kind: 'no-show', absent: ['b'] }, players)).toBe('a');
  });
});

describe('TX-2 … TX-6 invariant', () => {
  const result = fc.oneof(
    fc.record({
      kind: fc.constant('played' as const),
      scores: fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 })),
      minutes: fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })),
      late: fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })),
    }),
    fc.record({ kind: fc.constant('no-show' as const), absent: fc.constantFrom(['a'], ['b']) }),
    fc.constant({ kind: 'double-crash' as const }),
  );

  it('TX-2 property: every game shares exactly 20 TP (200 tenths), each side within 0..20', () => {
    fc.assert(
      fc.property(result, fc.boolean(), (r, inCup) => {
        const { tp } = scoreGame(r, players, inCup, config);
        expect(tp[0] + tp[1]).toBe(200);
        expect(tp[0]).toBeGreaterThanOrEqual(0);
        expect(tp[1]).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('TX-2 property: seen from the other side, a game gives the mirrored split', () => {
    fc.assert(
      fc.property(result, (r) => {
        const forward = scoreGame(r, players, false, config).tp;
        const mirrored =
          r.kind === 'played'
            ? scoreGame(
                {
                  ...r,
                  scores: [r.scores[1], r.scores[0]],
                  minutes: [r.minutes[1], r.minutes[0]],
                  late: [r.late[1], r.late[0]],
                },
                players,
                false,
                config,
              ).tp
            : scoreGame(r, ['b', 'a'], false, config).tp;
        expect(mirrored).toEqual([forward[1], forward[0]]);
      }),
    );
  });
});
