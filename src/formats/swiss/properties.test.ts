/**
 * Properties of the Swiss on random tournaments (stand-in engine): the state grown event by event
 * is the fold of the whole log; nobody plays twice in a round; every game round hands out a win's
 * points in all (10 tenths: 1–0, ½–½ or a single forfeit), a double forfeit none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test-support/properties.js';
import { tournament } from '../../test-support/swiss.js';
import { GAME_RESULTS } from './events.js';
import { outcomeSheets } from './sheet.js';
import { computeStandings, rounds } from './views.js';

const plan = fc.record({
  players: fc.integer({ min: 2, max: 12 }),
  rounds: fc.integer({ min: 1, max: 5 }),
  results: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: 40, maxLength: 40 }),
  byes: fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 5 })), { maxLength: 4 }),
});

describe('Swiss properties', () => {
  it('incremental state = fold of the log; one game per player and round; points add up', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const t = tournament(p.players, { rounds: p.rounds });
        for (const [who, round] of p.byes)
          if (who <= p.players && round <= p.rounds)
            t.attempt(t.tick(), { type: 'RequestBye', participant: `p${who}`, round, kind: 'half' });
        let k = 0;
        for (let r = 1; r <= p.rounds; r++) {
          if (!t.attempt(t.tick(), { type: 'PairRound', round: r }).ok) break;
          for (const { white, black } of t.session.state.rounds[r - 1]?.pairs ?? [])
            t.do(t.tick(), { type: 'RecordResult', round: r, white, black, result: p.results[k++ % 40] });
        }
        const grown = t.session.state;
        const folded = t.state();
        expect(computeStandings(grown).rows).toEqual(computeStandings(folded).rows);
        expect(rounds(grown)).toEqual(rounds(folded));
        for (const paired of folded.rounds) {
          const seen = paired.pairs.flatMap((g) => [g.white, g.black]);
          expect(new Set(seen).size).toBe(seen.length);
        }
        const sheets = outcomeSheets(folded);
        for (const paired of folded.rounds) {
          for (const g of paired.pairs) {
            const w = sheets.get(g.white)?.find((l) => l.round === paired.round)?.points ?? 0;
            const b = sheets.get(g.black)?.find((l) => l.round === paired.round)?.points ?? 0;
            const double = folded.results.get(`${paired.round}:${g.white}:${g.black}`)?.result === '--';
            expect(w + b).toBe(double ? 0 : 10);
          }
        }
        expect(t.problems()).toEqual({});
      }),
      { numRuns: runs(60) },
    );
  });
});
