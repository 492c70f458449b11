import { describe, expect, it } from 'vitest';
import type { Participant } from '../../core/participant.js';
import { recordGame, session } from '../../test-support/championship.js';
import { computeStandings, formatRecord, formatSpread } from './standings.js';

/** Four players of equal strength in one group, so that the tests choose every result. */
const field = (ratings: number[]): Participant[] =>
  ratings.map((rating, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, rating }));

const order = (rows: { id: string }[]) => rows.map((r) => r.id).join(' ');

describe('standings (SD-2)', () => {
  const quad = (ratings = [1800, 1700, 1600, 1500]) =>
    session({}, field(ratings)).given({ type: 'FixGroups', groups: [['p1', 'p2', 'p3', 'p4']] });
  type Game = Parameters<typeof recordGame>;
  /** The group of four after these games (round, first, second, first's score, second's score). */
  const quadAfter = (...games: Game[]) => games.reduce((s, game) => s.given(recordGame(...game)), quad());

  /** Round 1: p4 wins by 200, p2 by 1. */
  const ROUND_1: Game[] = [
    [1, 'p1', 'p4', 300, 500],
    [1, 'p2', 'p3', 401, 400],
  ];

  it('SD-2 wins first, then spread', () => {
    const s = quadAfter(...ROUND_1);
    expect(order(computeStandings(s.state()))).toBe('p4 p2 p3 p1');
  });

  it('SD-2 a draw counts half: 1½ wins beat 1 win whatever the spread', () => {
    const s = quadAfter(
      [1, 'p1', 'p4', 400, 400],
      [1, 'p2', 'p3', 400, 300],
      [2, 'p1', 'p3', 400, 390],
      [2, 'p2', 'p4', 300, 700],
    );
    const rows = computeStandings(s.state());
    expect(rows.map((r) => [r.id, r.halfWins, r.spread])).toEqual([
      ['p4', 3, 400],
      ['p1', 3, 10],
      ['p2', 2, -300],
      ['p3', 0, -110],
    ]);
  });

  it('SD-2 equal wins and spread: the higher rating is ahead', () => {
    const s = quadAfter([1, 'p1', 'p4', 400, 350], [1, 'p2', 'p3', 350, 400]);
    expect(order(computeStandings(s.state()))).toBe('p1 p3 p2 p4');
    expect(computeStandings(s.state())[1]?.decidedBy).toBe('rating');
  });

  it('SD-2 equal wins, spread and rating: the recorded lot decides', () => {
    const s = session({}, field([1500, 1500, 1500, 1500]));
    s.given({ type: 'FixGroups', groups: [['p1', 'p2', 'p3', 'p4']] });
    expect(order(computeStandings(s.state()))).toBe('p1 p2 p3 p4');
    s.given({ type: 'DrawLot', seed: 'tie' });
    const lot = s.state().lot?.order.join(' ');
    expect(order(computeStandings(s.state()))).toBe(lot);
    expect(computeStandings(s.state())[0]?.decidedBy).toBe('lot');
    s.when({ type: 'DrawLot', seed: 'again' }).thenRefuses('ERR_LOT_DRAWN');
  });

  it('SD-2 standings after an earlier round ignore the later rounds', () => {
    const s = quadAfter(...ROUND_1, [2, 'p1', 'p3', 500, 300], [2, 'p2', 'p4', 300, 500]);
    expect(order(computeStandings(s.state(), 1))).toBe('p4 p2 p3 p1');
    expect(computeStandings(s.state(), 0).every((r) => r.games === 0)).toBe(true);
  });

  it.each([
    [31, 7, '15½–3½'],
    [1, 1, '½–½'],
    [0, 4, '0–2'],
  ])('SD-2 %i half wins and %i half losses read %s', (w, l, text) => {
    expect(formatRecord(w, l)).toBe(text);
  });

  it.each([
    [1018, '+1018'],
    [-205, '−205'],
    [0, '0'],
  ])('SD-1 spread %i reads %s', (v, text) => {
    expect(formatSpread(v)).toBe(text);
  });
});
