/**
 * The seed read through the commands, end to end (HL-2 … HL-9): league ranks that move every
 * evening, the next evening's handicap taken from them and not from the real rank, and a new
 * player who joins in the middle of the season.
 */
import { describe, expect, it } from 'vitest';
import { at, League, shogiPlayer, startGame } from '../../test-support/handicap-league.js';
import { ranking } from './league-views.js';

const eveningOf = (day: number) => at(19, day).slice(0, 10);

/** Opens evening `day`, begins a game between `players` and returns the StartGame payload. */
function begin(league: League, day: number, players: readonly [string, string]) {
  league.do(at(19, day), { type: 'OpenEvening' });
  league.do(at(19.5, day), startGame(eveningOf(day), players));
  return league.events.at(-1)?.payload;
}

const rows = (league: League) =>
  ranking(league.state()).rows.map((r) => `${r.participantId} ${r.points} ${r.notation}`);

describe('the Vorgabeliga evening by evening (HL-3, HL-7, HL-9)', () => {
  it('HL-7/HL-9 the handicap follows the league rank as it moves each evening, not the real rank', () => {
    // 1 Dan (step 1) and 1 Kyu (step 0): one step apart, the 1 Dan gives a lance.
    const league = new League([shogiPlayer('a', '1 Dan'), shogiPlayer('b', '1 Kyu')]);
    league.evening(1, [['a', 'b', 'b']]);
    // b tops the ranking (+1), a is last (−1): "1 Kyu+I" now plays like 1 dan, "1 Dan-I" like 1 kyu.
    expect(rows(league)).toEqual(['b 1 1 Kyu+I', 'a -1 1 Dan-I']);
    // Evening 2: b is the uwate now, still one step: lance.
    expect(begin(league, 2, ['a', 'b'])).toMatchObject({
      uwate: 'b',
      shitate: 'a',
      difference: 1,
      handicap: 'lance',
    });
    league.do(at(20, 2), { type: 'ReportResult', evening: eveningOf(2), players: ['a', 'b'], winner: 'b' });
    league.do(at(23, 2), { type: 'CloseEvening', evening: eveningOf(2), seed: 's2' });
    // Cumulative: b two up (step 2), a two down (step −1): three steps, rook (飛車落ち).
    expect(rows(league)).toEqual(['b 2 1 Kyu+II', 'a -2 1 Dan-II']);
    expect(begin(league, 3, ['a', 'b'])).toMatchObject({
      uwate: 'b',
      shitate: 'a',
      difference: 3,
      handicap: 'rook',
    });
  });

  it('HL-2/HL-3/HL-6 a new player starts on his real rank with no points and plays the same evening', () => {
    const league = new League([
      shogiPlayer('a', '1 Dan'),
      shogiPlayer('b', '1 Kyu'),
      shogiPlayer('c', '5 Kyu'),
    ]);
    league.evening(1, [
      ['a', 'b', 'b'],
      ['a', 'c', 'c'],
    ]);
    // b +1 (up: 1 Kyu+I), c +1, a −2 (down: 1 Dan-I).
    league.do(at(18, 2), {
      type: 'RegisterParticipant',
      participant: { id: 'n', name: 'Newcomer', attributes: { nsrRank: '2 Dan', estimatedRank: '1 Kyu' } },
    });
    // The newcomer: NSR before the estimate, modifier 0; with 0 points between the +1s and the −2.
    expect(rows(league)).toEqual(['b 1 1 Kyu+I', 'c 1 5 Kyu', 'n 0 2 Dan', 'a -2 1 Dan-I']);
    // 2 Dan (step 2) against a, now one step below his real 1 dan (step 0): two steps, bishop.
    expect(begin(league, 2, ['a', 'n'])).toMatchObject({
      uwate: 'n',
      shitate: 'a',
      difference: 2,
      handicap: 'bishop',
    });
  });
});
