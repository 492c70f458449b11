/**
 * C.07 (2023, as in force from 1 March 2026) tie-breaks on a hand-computed 3-round example with
 * every kind of unplayed round:
 *
 *        r1            r2            r3             score  rating
 *   A    B  w 1        C  b ½        half-bye ½      2      2000
 *   B    A  b 0        D  w 1        C  b 1          2      1900
 *   C    bye (PAB) 1   A  w ½        B  w 0          1½     1800
 *   D    E  w 1        B  b 0        E  w + (forfeit) 2     1700
 *   E    D  b 0        absent 0      D  b − (forfeit) 0     1600
 */
import { describe, expect, it } from 'vitest';
import { makeRational, type Rational, rational } from '../../../core/rational.js';
import type { LineKind, SheetLine } from '../sheet.js';
import {
  adjustedScores,
  averageRatingOfOpponents,
  performanceRating,
  type TieBreakInput,
  tieBreakCriteria,
} from './index.js';
import { dpOf } from './performance.js';

const line = (
  round: number,
  kind: LineKind,
  opponent: string | null,
  colour: 'w' | 'b' | null,
  points: number,
): SheetLine => ({
  round,
  kind,
  opponent,
  colour,
  points,
  outcome: points === 10 ? 'win' : points === 5 ? 'draw' : 'loss',
});

const sheets = new Map<string, SheetLine[]>([
  [
    'A',
    [line(1, 'played', 'B', 'w', 10), line(2, 'played', 'C', 'b', 5), line(3, 'half-bye', null, null, 5)],
  ],
  ['B', [line(1, 'played', 'A', 'b', 0), line(2, 'played', 'D', 'w', 10), line(3, 'played', 'C', 'b', 10)]],
  ['C', [line(1, 'pab', null, null, 10), line(2, 'played', 'A', 'w', 5), line(3, 'played', 'B', 'w', 0)]],
  [
    'D',
    [line(1, 'played', 'E', 'w', 10), line(2, 'played', 'B', 'b', 0), line(3, 'forfeit-win', 'E', 'w', 10)],
  ],
  [
    'E',
    [line(1, 'played', 'D', 'b', 0), line(2, 'absent', null, null, 0), line(3, 'forfeit-loss', 'D', 'b', 0)],
  ],
]);
const input: TieBreakInput = {
  edition: 'c07-2026',
  sheets,
  scores: new Map([
    ['A', rational(2)],
    ['B', rational(2)],
    ['C', rational(3, 2)],
    ['D', rational(2)],
    ['E', rational(0)],
  ]),
  ratings: new Map([
    ['A', 2000],
    ['B', 1900],
    ['C', 1800],
    ['D', 1700],
    ['E', 1600],
  ]),
  winPoints: 10,
  drawPoints: 5,
};
const criteria = tieBreakCriteria(input);
const all = ['A', 'B', 'C', 'D', 'E'];
const value = (tb: keyof typeof criteria, id: string, group = all): string =>
  makeRational(criteria[tb].value(id, group) as Rational);

describe('C.07 tie-breaks', () => {
  it('C.07 8.1 Buchholz: the opponents’ adjusted scores; C.07 16.4 an unplayed round counts a dummy with the player’s own score, capped', () => {
    expect(value('buchholz', 'A')).toBe('5'); // B 2 + C 1½ + dummy min(2, 16.4.2 ½·3 = 1½)
    expect(value('buchholz', 'B')).toBe('11/2'); // A 2 + D 2 + C 1½
    expect(value('buchholz', 'C')).toBe('11/2'); // dummy min(1½, 1½) (PAB) + A 2 + B 2
    expect(value('buchholz', 'D')).toBe('3'); // E ½ + B 2 + dummy min(2, 16.4.1 E's adjusted ½) (forfeit win)
    expect(value('buchholz', 'E')).toBe('2'); // D 2 + dummy min(0, 1½) + dummy min(0, D's 2)
  });

  it('C.07 16.3: an opponent’s score counts as it is, byes and forfeits included (C’s PAB point, D’s forfeit win)', () => {
    expect(value('buchholz', 'B')).toBe('11/2');
    expect(makeRational(adjustedScores(input).get('C') as Rational)).toBe('3/2');
    expect(makeRational(adjustedScores(input).get('D') as Rational)).toBe('2');
  });

  it('C.07 16.3.2: a requested bye followed only by VURs (16.2.5) counts as a draw for the opponents; a forfeit loss does not', () => {
    expect(makeRational(adjustedScores(input).get('E') as Rational)).toBe('1/2'); // 0 + absent r2 as ½ + forfeit loss 0
    expect(makeRational(adjustedScores(input).get('A') as Rational)).toBe('2'); // the half-bye in the last round: ½ as it was
  });

  it('C.07 14.1 Cut-1 cuts the least value; C.07 16.5 a voluntary unplayed round is cut first', () => {
    expect(value('buchholz-cut1', 'A')).toBe('7/2'); // the half-bye's 1½ goes, not C's
    expect(value('buchholz-cut1', 'B')).toBe('4'); // C's 1½
    expect(value('buchholz-cut1', 'C')).toBe('4'); // a PAB is not voluntary: the least, 1½, goes
    expect(value('buchholz-cut1', 'D')).toBe('5/2'); // one ½; the forfeit win is not voluntary
    expect(value('buchholz-cut1', 'E')).toBe('2'); // one of the voluntary 0s
  });

  it('C.07 14 Cut-2 and C.07 14.2 Median-1', () => {
    expect(value('buchholz-cut2', 'A')).toBe('2'); // the half-bye, then C's 1½
    expect(value('buchholz-cut2', 'B')).toBe('2');
    expect(value('buchholz-median1', 'A')).toBe('3/2'); // half-bye (low) and B's 2 (high) go
    expect(value('buchholz-median1', 'B')).toBe('2');
  });

  it('C.07 9.1 Sonneborn-Berger: points in each round times the opponent’s score, the dummy’s when unplayed (C.07 16.4)', () => {
    expect(value('sonneborn-berger', 'A')).toBe('7/2'); // 1·2 + ½·1½ + ½·dummy 1½
    expect(value('sonneborn-berger', 'B')).toBe('7/2'); // 0·2 + 1·2 + 1·1½
    expect(value('sonneborn-berger', 'D')).toBe('1'); // 1·½ + 0·2 + 1·dummy ½
  });

  it('C.07 6 direct encounter: only where every tied player met every other', () => {
    expect(value('direct-encounter', 'A', ['A', 'B', 'D'])).toBe('0'); // A and D never met
    expect(value('direct-encounter', 'B', ['A', 'B', 'D'])).toBe('0');
    expect(value('direct-encounter', 'A', ['A', 'B'])).toBe('1');
    expect(value('direct-encounter', 'B', ['A', 'B'])).toBe('0');
  });

  it('C.07 7.1 wins (with or without playing), 7.2 games won, 7.3 games with black, 7.4 wins with black', () => {
    expect(['A', 'B', 'C', 'D', 'E'].map((id) => value('wins', id))).toEqual(['1', '2', '1', '2', '0']);
    expect(['A', 'B', 'C', 'D', 'E'].map((id) => value('won', id))).toEqual(['1', '2', '0', '1', '0']);
    expect(['A', 'B', 'C', 'D', 'E'].map((id) => value('games-black', id))).toEqual([
      '1',
      '2',
      '0',
      '1',
      '1',
    ]);
    expect(['A', 'B', 'C', 'D', 'E'].map((id) => value('wins-black', id))).toEqual(['0', '1', '0', '0', '0']);
  });

  it('C.07 7.5 progressive score: the running scores summed; cut-1 leaves out round 1', () => {
    expect(value('progressive', 'A')).toBe('9/2'); // 1 + 1½ + 2
    expect(value('progressive-cut1', 'A')).toBe('7/2'); // 1½ + 2
    expect(value('progressive', 'B')).toBe('3'); // 0 + 1 + 2
    expect(value('progressive', 'D')).toBe('4'); // 1 + 1 + 2
  });

  it('C.07 10.1 average rating of opponents: games played over the board only, rounded to a whole number; cut-1 drops the lowest', () => {
    expect(averageRatingOfOpponents(input, 'A')).toBe(1850); // B 1900, C 1800
    expect(averageRatingOfOpponents(input, 'B')).toBe(1833); // 5500 / 3 = 1833.33
    expect(averageRatingOfOpponents(input, 'B', 1)).toBe(1900); // without D's 1700
    expect(averageRatingOfOpponents(input, 'D')).toBe(1750); // E 1600, B 1900; the forfeit is no game
    expect(value('aro-cut1', 'B')).toBe('1900');
  });

  it('C.07 10.1 rounds half up (boundary: .5 up, just below it down)', () => {
    const two = (a: number, b: number): TieBreakInput => ({
      ...input,
      sheets: new Map([['X', [line(1, 'played', 'Y', 'w', 10), line(2, 'played', 'Z', 'b', 10)]]]),
      ratings: new Map([
        ['Y', a],
        ['Z', b],
      ]),
    });
    expect(averageRatingOfOpponents(two(1900, 1801), 'X')).toBe(1851); // 1850.5
    expect(averageRatingOfOpponents(two(1900, 1800), 'X')).toBe(1850);
  });

  it('C.07 10.2 performance: ARO plus dp of the percentage (B.02 table)', () => {
    expect(performanceRating(input, 'A')).toBe(2043); // 1½/2 = 75 %: 1850 + 193
    expect(performanceRating(input, 'B')).toBe(1958); // 2/3 = 67 %: 1833 + 125
    expect(performanceRating(input, 'E')).toBe(1700 - 800); // 0/1 against D 1700
  });

  it('B.02 dp table: the ends, the middle and symmetry', () => {
    expect([dpOf(100), dpOf(99), dpOf(75), dpOf(67), dpOf(51), dpOf(50), dpOf(25), dpOf(0)]).toEqual([
      800, 677, 193, 125, 7, 0, -193, -800,
    ]);
    expect(() => dpOf(101)).toThrow(RangeError);
  });
});

/**
 * C.07 16.4 boundaries (2026 edition): one player X with a bye in round 1 and games after, the
 * rounds covered 3, so the 16.4.2 cap is ½·3 = 1½; X's own score at the cap, one unit (½) either
 * side. And 16.2: the bye followed by a played round is category 3 (counted as it is for the
 * opponents), in the last round category 5 (a draw).
 */
describe('C.07 16.4 the dummy’s cap and 16.2.3/16.2.5', () => {
  const withScore = (own: number, kind: LineKind, byeRound: number): TieBreakInput => {
    const rounds = [1, 2, 3].filter((r) => r !== byeRound);
    const lines = [
      line(byeRound, kind, null, null, kind === 'half-bye' ? 5 : 0),
      ...rounds.map((r, i) => line(r, 'played', `O${i}`, 'w', 0)),
    ];
    return {
      ...input,
      sheets: new Map([
        ['X', lines],
        ...rounds.map((r, i): [string, SheetLine[]] => [`O${i}`, [line(r, 'played', 'X', 'b', 10)]]),
      ]),
      scores: new Map([
        ['X', rational(own, 2)],
        ['O0', rational(1)],
        ['O1', rational(1)],
      ]),
    };
  };
  const dummy = (own: number): string => {
    const bh = tieBreakCriteria(withScore(own, 'zero-bye', 1)).buchholz.value('X', ['X']) as Rational;
    return makeRational(bh);
  };

  it.each([
    [2, '3'], // own 1: below the cap, the dummy has 1 (+ O0 1 + O1 1)
    [3, '7/2'], // own 1½: exactly the cap
    [4, '7/2'], // own 2: above it, capped at 1½
  ])('C.07 16.4.2: own score %i half-points gives Buchholz %s', (own, bh) => {
    expect(dummy(own)).toBe(bh);
  });

  it('C.07 16.2.3: a requested bye followed by a played round counts as it is; 16.2.5 in the last round as a draw', () => {
    const early = adjustedScores(withScore(0, 'zero-bye', 1)).get('X') as Rational;
    const last = adjustedScores(withScore(0, 'zero-bye', 3)).get('X') as Rational;
    expect(makeRational(early)).toBe('0');
    expect(makeRational(last)).toBe('1/2');
  });
});

/**
 * The 2023 text of C.07 16 (edition `c07-2023`, rule version 1 of the Swiss), on the same example:
 * the values the first implementation gave (commit a8379b2's table), which competitions begun
 * under it keep. The dummy has the player's own score uncapped; opponents count as they are.
 */
describe('C.07 16 as written in 2023 (edition c07-2023)', () => {
  const old = tieBreakCriteria({ ...input, edition: 'c07-2023' });
  const was = (tb: keyof typeof old, id: string): string => makeRational(old[tb].value(id, all) as Rational);

  /** A tie-break's values of A, B, C, D and E, in that order. */
  const column = (tb: keyof typeof old): string => all.map((id) => was(tb, id)).join(' ');

  it('C.07 8.1 / 16.4 (2023): Buchholz with the dummy at the player’s own score, uncapped', () => {
    expect(column('buchholz')).toBe('11/2 11/2 11/2 4 2');
  });

  it('C.07 14.1 / 16.5 (2023): Cut-1 cuts a voluntary unplayed round first', () => {
    expect(column('buchholz-cut1')).toBe('7/2 4 4 4 2');
  });

  it('C.07 9.1 / 16.4 (2023): Sonneborn-Berger with the uncapped dummy', () => {
    expect(['A', 'B', 'D'].map((id) => was('sonneborn-berger', id))).toEqual(['15/4', '7/2', '2']);
  });

  it('C.07 16.5 (2023): a requested full-point bye is voluntary and cut first; in 2026 it is none (16.2.1)', () => {
    // X: a requested full-point bye, then a draw with Y (1½); Y: a loss, then that draw (½).
    const sheet = new Map([
      ['X', [line(1, 'full-bye', null, null, 10), line(2, 'played', 'Y', 'w', 5)]],
      ['Y', [line(1, 'played', 'Z', 'w', 0), line(2, 'played', 'X', 'b', 5)]],
    ]);
    const scores = new Map([
      ['X', rational(3, 2)],
      ['Y', rational(1, 2)],
    ]);
    const cut1 = (edition: TieBreakInput['edition']) =>
      makeRational(
        tieBreakCriteria({ ...input, edition, sheets: sheet, scores })['buchholz-cut1'].value('X', [
          'X',
        ]) as Rational,
      );
    expect(cut1('c07-2023')).toBe('1/2'); // the bye's dummy (1½) is cut, Y's ½ stays
    expect(cut1('c07-2026')).toBe('1'); // the least, Y's ½, is cut; the bye's dummy min(1½, ½·2 = 1) stays
  });
});
