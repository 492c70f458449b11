import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { makeRational } from '../../core/rational.js';
import { player } from '../../test-support/given.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { runs } from '../../test-support/properties.js';
import { rankingAfter } from './ranking-view.js';
import { pointsByRound, seasonRanking } from './recalc.js';

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

describe('KZ-10 recalculation methods and exact arithmetic', () => {
  it('KZ-10 frozen: each round keeps the values of its time', () => {
    const s = workedExample('frozen');
    // Round 1 scored with the initial values, exactly as the rebase after round 1.
    expect(table(s).map(([id, score]) => [id, score])).toEqual([
      ['p1', '99'],
      ['p6', '91'],
      ['p3', '143/2'],
      ['p4', '71'],
      ['p2', '49'],
      ['p5', '46'],
    ]);
    for (const g of s.pair(2)) s.result(2, g.white, g.black, '0-1');
    // Round 2 with the values after round 1; round 1 keeps its initial values (p1 beat p2 at 49).
    const state = s.state();
    const p1 = rankingAfter(state).rows.find((r) => r.participantId === 'p1');
    const frozenRound1 = pointsByRound(state).rounds[0]?.points[0];
    expect(frozenRound1).toBe(49 * seasonRanking(state).unit.unit);
    expect(p1).toBeDefined();
  });

  it('KZ-5 own value not counted: scores are the game points only, the initial order holds by the tie rule', () => {
    const s = new SeasonDriver(field(4), keizerConfig({ countOwnValue: false }));
    expect(table(s).map(([id, score]) => [id, score])).toEqual([
      ['p1', '0'],
      ['p2', '0'],
      ['p3', '0'],
      ['p4', '0'],
    ]);
  });

  it('KZ-4 variant top = 1.5 × N: 10 players start at 15, 14, …', () => {
    const s = new SeasonDriver(field(10), keizerConfig({}, 'field-scaled'));
    expect(table(s).map(([, , value]) => value)).toEqual([
      '15',
      '14',
      '13',
      '12',
      '11',
      '10',
      '9',
      '8',
      '7',
      '6',
    ]);
  });

  it('KZ-4 values never drop below the minimum, and the ranking says so', () => {
    const s = new SeasonDriver(
      field(6),
      keizerConfig({ values: { top: { kind: 'fixed', value: '4' }, minimum: '2' } }),
    );
    expect(table(s).map(([, , value]) => value)).toEqual(['4', '3', '2', '2', '2', '2']);
    expect(rankingAfter(s.state()).noteCodes).toContain('keizer.note.scale-too-short');
  });

  it("KZ-10 ties in score keep the previous ranking's order, not the rating", () => {
    // The director's initial ranking reverses the ratings: p4, p3, p2, p1 (values 50 … 47).
    const s = new SeasonDriver(field(4), keizerConfig({ countOwnValue: false }));
    s.plan(28);
    s.do(at(1, '12:00'), { type: 'SetInitialRanking', basis: 'manual', order: ['p4', 'p3', 'p2', 'p1'] });
    // p1 and p2 send word too late (KZ-11: 0 points each); p4–p3 draw: p3 ½·50, p4 ½·49.
    s.do(at(1, '17:30'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1] }, player('p1'));
    s.do(at(1, '17:30'), { type: 'NoticeAbsence', participant: 'p2', rounds: [1] }, player('p2'));
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    // p2 and p1 are level on 0: the previous ranking had p2 before p1 (their ratings say otherwise).
    expect(table(s).map(([id, score]) => [id, score])).toEqual([
      ['p3', '25'],
      ['p4', '49/2'],
      ['p2', '0'],
      ['p1', '0'],
    ]);
  });

  it('KZ-10 the parts of every score (own value, entry, each round) add up to it exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rebase', 'fixed-point', 'frozen'),
        fc.integer({ min: 0, max: 1000 }),
        (method, seed) => {
          const s = new SeasonDriver(field(7), keizerConfig({ recalculation: { method } }));
          s.plan(28);
          const results = ['1-0', '0-1', '1/2-1/2'];
          for (let r = 1; r <= 4; r++) {
            if ((seed + r) % 3 === 0)
              s.do(at(r, '12:00'), {
                type: 'NoticeAbsence',
                participant: `p${1 + ((seed + r) % 7)}`,
                rounds: [r],
              });
            s.pair(r).forEach((g, i) => {
              s.result(r, g.white, g.black, results[(seed >> i) % 3] as string);
            });
          }
          const state = s.state();
          const parts = pointsByRound(state);
          const last = seasonRanking(state).snapshots.at(-1);
          for (const i of last?.order ?? []) {
            const total = parts.rounds.reduce((t, r) => t + (r.points[i] as number), parts.base[i] as number);
            expect(total).toBe(last?.score[i]);
          }
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it('KZ-10 fixed point: two rankings that alternate are averaged', () => {
    // Two players draw, own value not counted: whoever leads is worth more to the other, so the
    // ranking flips every pass (24.5 : 25, then 25 : 24.5); the mean is 24.75 each, and the tie
    // keeps the previous order.
    const s = new SeasonDriver(
      field(2),
      keizerConfig({ countOwnValue: false, recalculation: { method: 'fixed-point' } }),
    );
    s.plan(28);
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    expect(table(s).map(([id, score]) => [id, score])).toEqual([
      ['p1', '99/4'],
      ['p2', '99/4'],
    ]);
    const ranking = rankingAfter(s.state());
    expect(ranking.noteCodes).toContain('keizer.note.averaged');
  });

  it('KZ-10 fixed point: the pass cap stops the iteration and says so', () => {
    const s = new SeasonDriver(
      field(2),
      keizerConfig({ countOwnValue: false, recalculation: { method: 'fixed-point', maxPasses: 1 } }),
    );
    s.plan(28);
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    expect(table(s).map(([id, score]) => [id, score])).toEqual([
      ['p2', '25'],
      ['p1', '49/2'],
    ]);
    expect(rankingAfter(s.state()).noteCodes).toContain('keizer.note.not-converged');
  });

  it('KZ-10 fixed point: every ranking equals the rule computed afresh from the results', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 20 }),
        (seed, maxPasses) => {
          const s = new SeasonDriver(
            field(8),
            keizerConfig({
              countOwnValue: seed % 2 === 0,
              recalculation: { method: 'fixed-point', maxPasses },
            }),
          );
          s.plan(28);
          const results = ['1-0', '0-1', '1/2-1/2'];
          const rounds: Game[][] = [];
          for (let r = 1; r <= 4; r++) {
            rounds.push(
              s.pair(r).map((g, i) => {
                const result = results[Math.floor(seed / 3 ** (i + r)) % 3] as Game['result'];
                s.result(r, g.white, g.black, result);
                return { ...g, result };
              }),
            );
          }
          const state = s.state();
          const season = seasonRanking(state);
          const expected = fixedPointOracle(
            field(8).map((p) => p.id),
            rounds,
            seed % 2 === 0,
            maxPasses,
          );
          const id = (i: number) => state.players[i]?.id;
          season.snapshots.slice(1).forEach((snap, r) => {
            const oracle = expected[r] as OracleRanking;
            expect([...snap.order].map(id)).toEqual(oracle.order);
            expect([...snap.order].map((i) => (snap.score[i] as number) / season.unit.unit)).toEqual(
              oracle.order.map((p) => oracle.score.get(p)),
            );
            expect(snap.converged).toBe(oracle.converged);
          });
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('KZ-10 fixed point: a tie in a later pass keeps the ranking before the round, not the previous pass', () => {
    // Found by the oracle above: in round 2 the second pass ties two players whom the first
    // pass had put in the other order.
    const s = new SeasonDriver(
      field(8),
      keizerConfig({ countOwnValue: false, recalculation: { method: 'fixed-point' } }),
    );
    s.plan(28);
    const rounds: Game[][] = [];
    for (const [r, outcomes] of TIE_IN_LATER_PASS) {
      rounds.push(
        s.pair(r).map((g, i) => {
          const result = outcomes[i] as Game['result'];
          s.result(r, g.white, g.black, result);
          return { ...g, result };
        }),
      );
    }
    const oracle = fixedPointOracle(
      field(8).map((p) => p.id),
      rounds,
      false,
      20,
    ).at(-1) as OracleRanking;
    // p6 and p4 are level in a later pass; before round 2 p6 stood above p4 (a pass in between had
    // them the other way), so the tie keeps p6 first.
    expect(oracle.order).toEqual(['p3', 'p6', 'p4', 'p2', 'p7', 'p5', 'p1', 'p8']);
    expect(table(s).map(([id]) => id)).toEqual(oracle.order);
  });
});

interface Game {
  readonly white: string;
  readonly black: string;
  readonly result: '1-0' | '0-1' | '1/2-1/2';
}

interface OracleRanking {
  readonly order: string[];
  readonly score: Map<string, number>;
  readonly converged: boolean;
}

/**
 * KZ-10 fixed point as the rules say it, for games only (no absences, no byes): values 50, 49, …
 * by place; a score is the own value (when counted) plus the opponent's value per win and half of
 * it per draw; rescore and re-rank until the ranking reproduces itself, ties in the order of the
 * ranking before the round; two alternating rankings are averaged; at the cap the last pass stands.
 */
function fixedPointOracle(
  initial: readonly string[],
  rounds: readonly (readonly Game[])[],
  countOwn: boolean,
  cap: number,
): OracleRanking[] {
  const valuesOf = (order: readonly string[]) => new Map(order.map((p, i) => [p, 50 - i]));
  const scoresOf = (upTo: number, values: Map<string, number>) => {
    const score = new Map(initial.map((p) => [p, countOwn ? (values.get(p) as number) : 0]));
    const add = (p: string, v: number) => score.set(p, (score.get(p) as number) + v);
    for (const games of rounds.slice(0, upTo)) {
      for (const g of games) {
        const [w, b] = [values.get(g.black) as number, values.get(g.white) as number];
        if (g.result === '1-0') add(g.white, w);
        else if (g.result === '0-1') add(g.black, b);
        else {
          add(g.white, w / 2);
          add(g.black, b / 2);
        }
      }
    }
    return score;
  };
  const rankBy = (base: readonly string[], score: Map<string, number>) =>
    [...base].sort(
      (a, b) => (score.get(b) as number) - (score.get(a) as number) || base.indexOf(a) - base.indexOf(b),
    );
  const same = (a: readonly string[], b: readonly string[] | undefined) =>
    b !== undefined && a.join() === b.join();
  const out: OracleRanking[] = [];
  let base = [...initial];
  for (let r = 1; r <= rounds.length; r++) {
    let producer = base;
    let grand: string[] | undefined;
    let lastScore: Map<string, number> | undefined;
    let result: OracleRanking | undefined;
    for (let pass = 1; pass <= cap && !result; pass++) {
      const score = scoresOf(r, valuesOf(producer));
      const order = rankBy(base, score);
      if (same(order, producer)) result = { order, score, converged: true };
      else if (lastScore && same(order, grand)) {
        const last = lastScore;
        const mean = new Map(
          initial.map((p) => [p, ((score.get(p) as number) + (last.get(p) as number)) / 2]),
        );
        result = { order: rankBy(base, mean), score: mean, converged: true };
      } else if (pass === cap) result = { order, score, converged: false };
      grand = producer;
      lastScore = score;
      producer = order;
    }
    out.push(result as OracleRanking);
    base = (result as OracleRanking).order;
  }
  return out;
}

/** Rounds and their results board by board (see the test using it). */
const TIE_IN_LATER_PASS: readonly (readonly [number, readonly string[]])[] = [
  [1, ['1-0', '1/2-1/2', '1-0', '0-1']],
  [2, ['1/2-1/2', '1-0', '0-1', '1-0']],
];

describe('KZ-17 corrections recompute from the start', () => {
  it('KZ-17 recomputation after a corrected old result equals a fresh fold of the corrected season', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 3 }), (seed, board) => {
        const results = ['1-0', '0-1', '1/2-1/2'];
        const play = (corrected: boolean) => {
          const s = new SeasonDriver(field(8));
          s.plan(28);
          let target: { white: string; black: string } | undefined;
          for (let r = 1; r <= 4; r++) {
            s.pair(r).forEach((g, i) => {
              const original = results[Math.floor(seed / 3 ** i + r) % 3] as string;
              const fixed = results[(Math.floor(seed / 3 ** i + r) + 1) % 3] as string;
              const isTarget = r === 1 && i === board;
              if (isTarget) target = g;
              s.result(r, g.white, g.black, isTarget && !corrected ? fixed : original);
            });
          }
          return { s, target };
        };
        const wrong = play(false);
        const right = play(true);
        const g = wrong.target as { white: string; black: string };
        const rightResult = right.s.state().rounds.get(1)?.results.get(`${g.white}:${g.black}`)
          ?.result as string;
        // The director corrects round 1 after round 4, recomputing everything since.
        wrong.s.do(at(4, '23:30'), {
          type: 'RecordResult',
          round: 1,
          white: g.white,
          black: g.black,
          result: rightResult,
        });
        const scoresOf = (s: SeasonDriver) => table(s).map(([id, score]) => `${id}:${score}`);
        // Pairings after round 1 were made from the wrong result, so compare with the corrected fold of the same pairings.
        const kept = wrong.s.events
          .filter(
            (e) =>
              !(
                e.type === 'ResultRecorded' &&
                e.payload.round === 1 &&
                e.payload.white === g.white &&
                e.payload.black === g.black
              ),
          )
          .map((e, i) => ({ ...e, seq: i + 1, supersedes: undefined }));
        const correction = wrong.s.events.at(-1) as StoredEvent;
        const fresh = new SeasonDriver(field(8), undefined, [
          ...kept,
          { ...correction, seq: kept.length + 1, supersedes: undefined, reason: undefined },
        ]);
        expect(scoresOf(wrong.s)).toEqual(scoresOf(fresh));
      }),
      { numRuns: runs(30) },
    );
  });

  it('KZ-17 a player cannot overwrite a result; the director can, with a reason', () => {
    const s = workedExample('rebase');
    expect(
      s.attempt(
        at(1, '23:00'),
        { type: 'RecordResult', round: 1, white: 'p2', black: 'p1', result: '1-0' },
        player('p2'),
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_RESULT_EXISTS' },
    });
    const [e] = s.do(at(1, '23:00'), {
      type: 'RecordResult',
      round: 1,
      white: 'p2',
      black: 'p1',
      result: '1-0',
    }).events;
    expect(e?.supersedes).toHaveLength(1);
    expect(table(s)[0]?.[0]).toBe('p2');
  });

  it('KZ-17 the same events recorded in any order give the same standings', () => {
    const s = workedExample('rebase');
    const events = [...s.events].reverse().map((e, i) => ({ ...e, seq: i + 1 }));
    const shuffled = new SeasonDriver(field(6), undefined, events);
    expect(table(shuffled)).toEqual(table(s));
  });
});
