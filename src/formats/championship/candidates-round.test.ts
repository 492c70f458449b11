/**
 * Round 20 through the commands (SD-11 … SD-14): the seed's rule on a small field whose results
 * are set by hand, so the standings before the candidates round are known exactly.
 */
import { describe, expect, it } from 'vitest';
import { ratedField, recordGame, session } from '../../test-support/championship.js';

/** The games of a round as "first–second" sets (who starts aside), fixed ones marked. */
const gamesOf = (pairings: readonly { first: string; second: string | null; fixed?: boolean }[]) =>
  pairings.map((p) =>
    p.second === null
      ? `${p.first}:bye`
      : `${[p.first, p.second].sort().join('–')}${p.fixed ? ' fixed' : ''}`,
  );

describe('the candidates round through the commands (SD-11 … SD-14)', () => {
  it('SD-13/SD-14 as in 2010: the released top game goes back to New Swiss, which may not repeat it', () => {
    // p1 "Petra", p2 "Ulla", p3 "Ingrid", p4 "Jörg", p5, p6; three rounds by hand, round 4 is round 20.
    const s = session({ rounds: 4, candidatesRound: 4, groupRounds: false }, ratedField(6));
    const rounds = [
      [
        ['p1', 'p4', 400, 380],
        ['p2', 'p6', 500, 300],
        ['p3', 'p5', 420, 400],
      ],
      [
        ['p1', 'p6', 400, 380],
        ['p2', 'p5', 500, 300],
        ['p3', 'p4', 420, 400],
      ],
      [
        ['p1', 'p3', 400, 380],
        ['p4', 'p2', 400, 390],
        ['p5', 'p6', 400, 390],
      ],
    ] as const;
    for (const [i, games] of rounds.entries()) {
      s.given({
        type: 'PairRound',
        round: i + 1,
        pairings: games.map(([first, second]) => ({ first, second })),
      });
      for (const [a, b, x, y] of games) s.given(recordGame(i + 1, a, b, x, y));
    }
    // After round 3: p1 3 wins +60, p2 2 +390, p3 2 +20, p4 1 −30, p5 1 −210, p6 0 −230.
    // p1 leads p3 by 1 win and 40 spread: not safe. p4 trails p2 by 1 win and 420: out, and fills
    // the odd group p1, p2, p3. p1–p4 cannot decide the final once p2–p3 is fixed (SD-13).
    s.given({ type: 'PairRound', round: 4 });
    const round = s.state().rounds[3];
    expect(round?.method).toBe('final-candidates');
    // p1 met p4, p6, p3; p4 met p1, p3, p2: New Swiss without repeats gives p1–p5 and p4–p6.
    expect(gamesOf(round?.pairings ?? []).sort()).toEqual(['p1–p5', 'p2–p3 fixed', 'p4–p6']);
  });

  it('SD-12/SD-14 an odd group with nobody safely out: first–last, second–second-to-last, the middle one to New Swiss', () => {
    const s = session({ rounds: 2, candidatesRound: 2, groupRounds: false }, ratedField(7));
    s.given({
      type: 'PairRound',
      round: 1,
      pairings: [
        { first: 'p1', second: 'p7' },
        { first: 'p2', second: 'p6' },
        { first: 'p3', second: 'p5' },
        { first: 'p4', second: null },
      ],
    });
    s.given(recordGame(1, 'p1', 'p7', 400, 300))
      .given(recordGame(1, 'p2', 'p6', 380, 300))
      .given(recordGame(1, 'p3', 'p5', 360, 300));
    // p1 1 win +100, p2 +80, p3 +60, p4 (bye) +50; p5 0 −60, p6 −80, p7 −100: nobody trails p2 by
    // 350, nobody leads p3 at all, so all seven are candidates and nobody can fill the group.
    s.given({ type: 'PairRound', round: 2 });
    const round = s.state().rounds[1];
    // The fixed games repeat round 1 ("unabhängig davon, ob die Begegnungen bereits … stattgefunden
    // haben"); p4, the middle candidate, is the only player left to New Swiss and has the bye.
    expect(gamesOf(round?.pairings ?? []).sort()).toEqual([
      'p1–p7 fixed',
      'p2–p6 fixed',
      'p3–p5 fixed',
      'p4:bye',
    ]);
  });
});
