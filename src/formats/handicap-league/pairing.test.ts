import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, League, shogiPlayer } from '../../test-support/handicap-league.js';
import { runs } from '../../test-support/properties.js';
import { proposePairings } from './pairing.js';
import { pairKey } from './state.js';

const EVENING = at(19).slice(0, 10);
const six = () => [
  shogiPlayer('a', '1 Dan'), // step 1
  shogiPlayer('b', '1 Kyu'), // 0
  shogiPlayer('c', '3 Kyu'), // −2
  shogiPlayer('d', '4 Kyu'), // −3
  shogiPlayer('e', '6 Kyu'), // −5
  shogiPlayer('f', '10 Kyu'), // −9
];

function arrived(ids: readonly string[]): League {
  const league = new League(six());
  league.do(at(19), { type: 'OpenEvening' });
  ids.forEach((id, i) => {
    league.do(at(19 + (i + 1) / 12), { type: 'CheckIn', evening: EVENING, participant: id });
  });
  return league;
}

const summary = (league: League) =>
  proposePairings(league.state())?.proposals.map((p) => `${p.uwate}-${p.shitate} ${p.handicap}`);

describe('HL-8 pairing help for a running evening', () => {
  it('HL-8 nothing to propose between evenings', () => {
    expect(proposePairings(new League(six()).state())).toBeUndefined();
  });

  it('HL-8 free players, longest waiting first', () => {
    const league = arrived(['c', 'a', 'f']);
    expect(proposePairings(league.state())?.free.map((f) => [f.participantId, f.waitingSince])).toEqual([
      ['c', at(19 + 1 / 12)],
      ['a', at(19 + 2 / 12)],
      ['f', at(19 + 3 / 12)],
    ]);
  });

  it('HL-8 the longest waiter gets the closest league rank; each proposal has its handicap (HL-9)', () => {
    const league = arrived(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(summary(league)).toEqual(['a-b lance', 'c-d lance', 'e-f rook-lance']);
    const first = proposePairings(league.state())?.proposals[0];
    expect(first).toMatchObject({ for: 'a', difference: 1, details: { japanese: '香落ち' } });
  });

  it('HL-8 players in a game are not free; a finished game makes them free again from its end', () => {
    const league = arrived(['a', 'b', 'c', 'd', 'e', 'f']);
    league.do(at(19.6), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    league.do(at(19.6), { type: 'StartGame', evening: EVENING, players: ['c', 'd'] });
    expect(proposePairings(league.state())?.free.map((f) => f.participantId)).toEqual(['e', 'f']);
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    const help = proposePairings(league.state());
    expect(help?.free.map((f) => [f.participantId, f.waitingSince])).toEqual([
      ['e', at(19 + 5 / 12)],
      ['f', at(19.5)],
      ['a', at(20)],
      ['b', at(20)],
    ]);
  });

  it('HL-8 never proposes a pair that met tonight; who has met all free players waits', () => {
    const league = arrived(['a', 'b', 'c', 'd', 'e', 'f']);
    league.do(at(19.6), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    league.do(at(19.6), { type: 'StartGame', evening: EVENING, players: ['c', 'd'] });
    league.do(at(19.6), { type: 'StartGame', evening: EVENING, players: ['e', 'f'] });
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    // Only a and b are free, and they have met: no proposal.
    expect(proposePairings(league.state())).toMatchObject({ proposals: [], unpaired: ['a', 'b'] });
    league.do(at(20.1), { type: 'ReportResult', evening: EVENING, players: ['e', 'f'], winner: 'e' });
    // a waited longest (tie with b broken by league rank); closest not met: e (6 steps) over f.
    expect(summary(league)).toEqual(['a-e three-pieces', 'b-f six-pieces']);
  });

  it('HL-8 on equal distance the longer waiter is chosen', () => {
    const league = new League([
      shogiPlayer('m', '3 Kyu'),
      shogiPlayer('up', '2 Kyu'),
      shogiPlayer('down', '4 Kyu'),
      shogiPlayer('x', '20 Kyu'),
    ]);
    league.do(at(19), { type: 'OpenEvening' });
    league.do(at(19.1), { type: 'CheckIn', evening: EVENING, participant: 'x' });
    league.do(at(19.2), { type: 'CheckIn', evening: EVENING, participant: 'down' });
    league.do(at(19.3), { type: 'CheckIn', evening: EVENING, participant: 'up' });
    league.do(at(19.4), { type: 'CheckIn', evening: EVENING, participant: 'm' });
    // x waits longest and takes down (closest to x); then up and m.
    expect(summary(league)).toEqual(['down-x naked-king', 'up-m lance']);
  });

  it('HL-8 players taken out or checked out are not proposed', () => {
    const league = arrived(['a', 'b', 'c']);
    league.do(at(19.5), { type: 'CheckOut', evening: EVENING, participant: 'b' });
    league.do(at(19.5), { type: 'TakeOutPlayer', participant: 'c' });
    expect(proposePairings(league.state())?.free.map((f) => f.participantId)).toEqual(['a']);
  });

  it('HL-8 property: proposals pair free players at most once each, never a pair that met tonight', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    fc.assert(
      fc.property(
        fc.subarray(ids, { minLength: 2 }),
        fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids)), { maxLength: 8 }),
        (present, games) => {
          const league = arrived(present);
          games.forEach(([x, y], i) => {
            league.attempt(at(19.5 + i / 20), {
              type: 'RecordGame',
              evening: EVENING,
              players: [x, y],
              winner: x,
            });
          });
          const state = league.state();
          const help = proposePairings(state);
          const met = new Set(state.open?.games.map((g) => g.key));
          const free = new Set(help?.free.map((f) => f.participantId));
          const used = help?.proposals.flatMap((p) => [p.uwate, p.shitate]) ?? [];
          expect(new Set(used).size).toBe(used.length);
          for (const p of help?.proposals ?? []) {
            expect(met.has(pairKey(p.uwate, p.shitate))).toBe(false);
            expect(free.has(p.uwate) && free.has(p.shitate)).toBe(true);
          }
          // Nobody is left waiting who could have been paired with another waiting player.
          const left = help?.unpaired ?? [];
          for (const x of left) for (const y of left) if (x !== y) expect(met.has(pairKey(x, y))).toBe(true);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});
