import { describe, expect, it } from 'vitest';
import { fold, outcomeOf } from '../../core/engine.js';
import { ev } from '../../test-support/builders.js';
import { at, League, leagueConfig, shogiPlayer } from '../../test-support/handicap-league.js';
import { handicapLeague } from './index.js';
import { ranking } from './league-views.js';
import type { HandicapLeagueState } from './state.js';

const notations = (league: League) =>
  Object.fromEntries(ranking(league.state()).rows.map((r) => [r.participantId, r.notation]));
const closureOf = (league: League, n: number) => [...league.state().closed.values()][n - 1]?.closure;

const five = () => [
  shogiPlayer('a', '1 Dan'),
  shogiPlayer('b', '1 Kyu'),
  shogiPlayer('c', '3 Kyu'),
  shogiPlayer('d', '5 Kyu'),
  shogiPlayer('e', '8 Kyu'),
];

describe('HL-7 the end-of-evening adjustment', () => {
  it('HL-7 the top of the ranking gains one league-rank step, the bottom loses one', () => {
    const league = new League(five());
    league.evening(1, [
      ['a', 'b', 'a'],
      ['a', 'c', 'a'],
      ['d', 'b', 'd'],
      ['c', 'd', 'c'],
    ]);
    // Points: a +2, c 0, d 0, b −2 (e absent).
    expect(closureOf(league, 1)).toMatchObject({ up: 'a', down: 'b' });
    expect(notations(league)).toMatchObject({
      a: '1 Dan+I',
      b: '1 Kyu-I',
      c: '3 Kyu',
      d: '5 Kyu',
      e: '8 Kyu',
    });
  });

  it('HL-7 (default) an absent leader does not climb: only players of the evening can move', () => {
    const league = new League(five());
    league.evening(1, [
      ['a', 'b', 'a'],
      ['a', 'c', 'a'],
    ]);
    // Evening 2 without a; c and d play. a leads the ranking but was not there.
    league.evening(2, [['c', 'd', 'c']]);
    expect(closureOf(league, 2)).toMatchObject({ up: 'c', down: 'd' });
    expect(league.state().players.get('a')?.modifier).toBe(1);
  });

  it('HL-7 (literal reading by setting) the whole ranking counts: the absent leader climbs, the absent last drops', () => {
    const league = new League(five(), leagueConfig({}, 'berlin-literal'));
    league.evening(1, [
      ['a', 'b', 'a'],
      ['a', 'c', 'a'],
    ]);
    // After evening 1: a +2 (1 Dan+I), b −1, c −1 (3 Kyu-I, below b on league rank).
    expect(closureOf(league, 1)).toMatchObject({ up: 'a', down: 'c' });
    // Evening 2 without a, b or c: d and e draw. The literal reading moves the absent a and c.
    league.evening(2, [['d', 'e', null]]);
    expect(closureOf(league, 2)).toMatchObject({ up: 'a', down: 'c' });
    expect(notations(league)).toMatchObject({ a: '1 Dan+II', c: '3 Kyu-II', d: '5 Kyu', e: '8 Kyu' });
  });

  it('HL-7 the ranking decides, not tonight’s game: a leader who loses tonight still climbs', () => {
    const league = new League(five());
    league.do(at(18), { type: 'AdjustLeaguePoints', participant: 'b', points: 5, reason: 'carried over' });
    league.evening(1, [['a', 'b', 'a']]);
    // b: 5 − 1 = 4, a: +1.
    expect(closureOf(league, 1)).toMatchObject({ up: 'b', down: 'a' });
  });

  it('HL-7 permanent and cumulative, without limit', () => {
    const league = new League([shogiPlayer('a', '2 Kyu'), shogiPlayer('b', '2 Kyu')]);
    for (let day = 1; day <= 14; day++) league.evening(day, [['a', 'b', 'a']]);
    expect(notations(league)).toEqual({ a: '2 Kyu+XIV', b: '2 Kyu-XIV' });
    expect(league.state().players.get('a')).toMatchObject({ modifier: 14, points: 14 });
  });

  it('HL-7 the step is a setting', () => {
    const league = new League(five(), leagueConfig({ adjustment: { eligible: 'played-tonight', step: 2 } }));
    league.evening(1, [['a', 'b', 'a']]);
    expect(notations(league)).toMatchObject({ a: '1 Dan+II', b: '1 Kyu-II' });
  });

  it('HL-7 an evening without games moves nobody (by default)', () => {
    const league = new League(five());
    league.evening(1, []);
    expect(closureOf(league, 1)).toEqual(expect.not.objectContaining({ up: expect.anything() }));
    expect([...league.state().players.values()].every((p) => p.modifier === 0)).toBe(true);
  });

  it('HL-7 a tie at the top is broken by league rank, then real rank, then the evening’s lot', () => {
    const league = new League([
      shogiPlayer('x', '4 Kyu'),
      shogiPlayer('y', '4 Kyu'),
      shogiPlayer('z', '9 Kyu'),
    ]);
    league.evening(1, [['x', 'y', null]], 'evening-lot');
    const closure = closureOf(league, 1);
    // x and y are equal in everything: the lot of evening 1 decides who goes up.
    const [first, second] = closure?.order ?? [];
    expect(closure).toMatchObject({ up: first, down: second });
    expect(ranking(league.state()).rows.find((r) => r.participantId === first)?.notation).toBe('4 Kyu+I');
  });

  it('HL-7 the close reports who moved; games without result count for nothing', () => {
    const config = leagueConfig();
    const setup = { config, participants: five() };
    const events = [
      ev(1, at(19), 'EveningOpened', { evening: 'e1' }),
      ev(2, at(19.5), 'GameRecorded', {
        evening: 'e1',
        uwate: 'a',
        shitate: 'b',
        difference: 1,
        table: 'lance',
        handicap: 'lance',
        winner: 'a',
      }),
      ev(3, at(20), 'GameStarted', {
        evening: 'e1',
        uwate: 'c',
        shitate: 'd',
        difference: 2,
        table: 'bishop',
        handicap: 'bishop',
      }),
      ev(4, at(23), 'EveningClosed', { evening: 'e1', seed: 's' }),
    ];
    const f = fold<HandicapLeagueState>(handicapLeague, setup, events);
    expect(outcomeOf(f, 4)).toEqual({
      status: 'applied',
      effects: [
        'the game c – d had no result and counts for nothing',
        'a moves up to 1 Dan+I',
        'b moves down to 1 Kyu-I',
      ],
    });
    const closed = f.state.format.closed.get('e1');
    expect(closed?.games.map((g) => g.key)).toEqual(['a b']);
    expect(closed?.closure?.dropped.map((g) => g.key)).toEqual(['c d']);
  });

  it('HL-7 the league ranks during the evening are kept with the close', () => {
    const league = new League(five());
    league.evening(1, [['a', 'b', 'a']]);
    expect(closureOf(league, 1)?.ranks.get('a')).toBe(1);
    expect(league.state().players.get('a')?.modifier).toBe(1);
  });
});
