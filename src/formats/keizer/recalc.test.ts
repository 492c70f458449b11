import { describe, expect, it } from 'vitest';
import { makeRational } from '../../core/rational.js';
import { field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { rankingAfter } from './ranking-view.js';

/** rules/keizer.md, "Worked example": 6 players, top 50, own value counted. */
function workedExample(method: 'rebase' | 'fixed-point' | 'frozen') {
  const s = new SeasonDriver(field(6), keizerConfig({ recalculation: { method } }));
  s.plan(28);
  const games = s.pair(1);
  // 1 plays 2, 3 plays 4, 5 plays 6; with equal colours the lower-ranked player has white (KZ-12).
  expect(games).toEqual([
    { white: 'p2', black: 'p1' },
    { white: 'p4', black: 'p3' },
    { white: 'p6', black: 'p5' },
  ]);
  s.result(1, 'p2', 'p1', '0-1');
  s.result(1, 'p4', 'p3', '1/2-1/2');
  s.result(1, 'p6', 'p5', '1-0');
  return s;
}

const table = (s: SeasonDriver, round?: number) =>
  rankingAfter(s.state(), round).rows.map((r) => [
    r.participantId,
    makeRational(r.score),
    makeRational(r.value),
  ]);

describe('KZ-10 worked example (rules/keizer.md)', () => {
  it('KZ-10 KZ-7 KZ-5 per-round rebase: after round 1 the scores use the initial values', () => {
    expect(table(workedExample('rebase'))).toEqual([
      ['p1', '99', '50'],
      ['p6', '91', '49'],
      ['p3', '143/2', '48'],
      ['p4', '71', '47'],
      ['p2', '49', '46'],
      ['p5', '46', '45'],
    ]);
  });

  it('KZ-10 fixed point: one more pass with the new values, then the ranking is stable', () => {
    expect(table(workedExample('fixed-point'))).toEqual([
      ['p1', '96', '50'],
      ['p6', '94', '49'],
      ['p3', '143/2', '48'],
      ['p4', '71', '47'],
      ['p2', '46', '46'],
      ['p5', '45', '45'],
    ]);
  });

  it('KZ-4 the initial ranking gives 50, 49, … by rating and holds before anyone has played', () => {
    const s = new SeasonDriver(field(6));
    expect(table(s)).toEqual([
      ['p1', '50', '50'],
      ['p2', '49', '49'],
      ['p3', '48', '48'],
      ['p4', '47', '47'],
      ['p5', '46', '46'],
      ['p6', '45', '45'],
    ]);
  });

  it('KZ-10 per-round rebase: round 2 rescoring round 1 with the values after round 1', () => {
    const s = workedExample('rebase');
    // Round 2 from ranking p1 p6 p3 p4 p2 p5: p1–p6, p3–p4 met, so p3–p2? no: 3 plays 4 met → p3–p2, p4–p5.
    const games = s.pair(2);
    expect(games.map((g) => [g.white, g.black].sort().join('-'))).toEqual(['p1-p6', 'p2-p3', 'p4-p5']);
    for (const g of games) s.result(2, g.white, g.black, '1/2-1/2', '22:00');
    // Values after round 1: p1 50, p6 49, p3 48, p4 47, p2 46, p5 45.
    // p1: own 50 + win vs p2 (46) + ½·49 = 120.5
    const rows = Object.fromEntries(
      rankingAfter(s.state()).rows.map((r) => [r.participantId, makeRational(r.score)]),
    );
    expect(rows.p1).toBe('241/2');
    // p6: own 49 + win vs p5 (45) + ½·50 = 119
    expect(rows.p6).toBe('119');
  });
});
