import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../core/engine.js';
import { player } from '../../test-support/given.js';
import { at, League, leagueConfig, shogiPlayer, startGame } from '../../test-support/handicap-league.js';
import { findGame, gameInProgress } from './state.js';

const EVENING = '2026-01-08';
const roster = () => [
  shogiPlayer('a', '1 Dan'),
  shogiPlayer('b', '2 Kyu'),
  shogiPlayer('c', '5 Kyu'),
  shogiPlayer('d', '5 Kyu'),
];
const opened = () => {
  const league = new League(roster());
  league.do(at(19), { type: 'OpenEvening' });
  return league;
};

describe('evenings', () => {
  it('HL-8 an evening is named by the local date of its opening unless named explicitly', () => {
    const league = opened();
    expect(league.state().open?.id).toBe(EVENING);
    league.do(at(23), { type: 'CloseEvening', evening: EVENING, seed: 's' });
    league.do(at(19, 2), { type: 'OpenEvening', evening: 'cup-final' });
    expect(league.state().open).toMatchObject({ id: 'cup-final', number: 2 });
  });

  it('HL-8 the date naming an evening is the date in the club’s time zone, whatever the clock’s offset', () => {
    const league = new League(roster(), leagueConfig({ timeZone: 'Pacific/Auckland' }));
    league.do('2026-01-08T19:00:00Z', { type: 'OpenEvening' });
    expect(league.state().open?.id).toBe('2026-01-09');
  });

  it('HL-8 only one evening is open at a time', () => {
    const league = opened();
    expect(league.refusal(at(20), { type: 'OpenEvening', evening: 'other' })).toMatchObject({
      code: 'ERR_EVENING_OPEN',
      message: expect.stringContaining(`evening ${EVENING} has been open since`),
    });
  });

  it('HL-8 an evening id is used once', () => {
    const league = opened();
    league.do(at(23), { type: 'CloseEvening', evening: EVENING, seed: 's' });
    expect(league.refusal(at(23.5), { type: 'OpenEvening', evening: EVENING })).toMatchObject({
      code: 'ERR_EVENING_EXISTS',
      path: 'evening',
    });
  });

  it('HL-8 commands for an evening that is not open are refused, naming the open one', () => {
    const league = opened();
    const refusal = league.refusal(at(20), { type: 'CheckIn', evening: 'x', participant: 'a' });
    expect(refusal).toMatchObject({ code: 'ERR_NO_OPEN_EVENING' });
    expect(refusal.message).toContain(`evening ${EVENING} is open`);
  });

  it('HL-7 an evening with games in progress cannot close; the refusal lists them', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    expect(league.refusal(at(23), { type: 'CloseEvening', evening: EVENING, seed: 's' })).toMatchObject({
      code: 'ERR_GAMES_IN_PROGRESS',
      message: expect.stringContaining('a – b'),
    });
  });
});

describe('HL-8 games as they come', () => {
  it('HL-8 a game begins with the handicap of the league-rank difference and ends with a result', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['b', 'a'] }, player('b'));
    const started = league.events.at(-1);
    // 1 dan (step 1) against 2 kyu (step −1): two steps, bishop (HL-9); the 1 dan is uwate.
    expect(started?.payload).toEqual({
      evening: EVENING,
      uwate: 'a',
      shitate: 'b',
      difference: 2,
      table: 'bishop',
      handicap: 'bishop',
    });
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'b' });
    const game = findGame(league.state().open!, 'a', 'b');
    expect(game).toMatchObject({ winner: 'b', startedAt: at(19.5), finishedAt: at(20) });
  });

  it('HL-8 the same pair twice on one evening is refused with a clear reason', () => {
    const league = opened();
    league.do(at(19.5), { type: 'RecordGame', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    const refusal = league.refusal(at(20), { type: 'StartGame', evening: EVENING, players: ['b', 'a'] });
    expect(refusal).toMatchObject({
      code: 'ERR_SAME_PAIR',
      path: 'players',
      params: { a: 'b', b: 'a', evening: EVENING },
    });
    expect(refusal.message).toBe(
      `players: b and a already played each other (a won at ${at(19.5)}) on evening ${EVENING}; HL-8 allows each pair once per evening`,
    );
  });

  it('HL-8 a pair playing right now cannot be entered again', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    expect(
      league.refusal(at(19.6), { type: 'RecordGame', evening: EVENING, players: ['a', 'b'], winner: null })
        .message,
    ).toContain('are playing each other right now');
  });

  it('HL-8 the same pair may meet again on the next evening', () => {
    const league = new League(roster());
    league.evening(1, [['a', 'b', 'a']]);
    league.evening(2, [['a', 'b', 'b']]);
    expect(league.problems()).toEqual({});
    expect(league.state().players.get('a')).toMatchObject({ wins: 1, losses: 1 });
  });

  it('HL-8 players may play different numbers of games on one evening', () => {
    const league = opened();
    for (const [i, [x, y]] of [
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
    ].entries()) {
      league.do(at(19.5 + i / 2), { type: 'RecordGame', evening: EVENING, players: [x, y], winner: x });
    }
    const s = league.state();
    expect(s.players.get('a')?.wins).toBe(3);
    expect(s.players.get('b')?.losses).toBe(1);
  });

  it('HL-8 a player in a game cannot begin another one', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    expect(
      league.refusal(at(19.6), { type: 'StartGame', evening: EVENING, players: ['c', 'b'] }),
    ).toMatchObject({
      code: 'ERR_PLAYER_BUSY',
      path: 'players.1',
      message: 'players.1: b is still playing a; report that result first',
      params: { player: 'b', opponent: 'a' },
    });
  });

  it('HL-8 a player cannot play himself; the winner must be one of the players', () => {
    const league = opened();
    expect(league.refusal(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'a'] }).code).toBe(
      'ERR_SAME_PLAYER',
    );
    expect(
      league.refusal(at(19.5), { type: 'RecordGame', evening: EVENING, players: ['a', 'b'], winner: 'c' }),
    ).toMatchObject({ code: 'ERR_INVALID_WINNER', path: 'winner' });
  });

  it('HL-8 an unknown player is refused with the field that names him', () => {
    const league = opened();
    expect(
      league.refusal(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'zz'] }),
    ).toMatchObject({
      code: 'ERR_UNKNOWN_PARTICIPANT',
      path: 'players.1',
    });
  });

  it('HL-5 a result is reported once; players are sent to the director for corrections', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: null });
    expect(
      league.refusal(at(20.1), { type: 'ReportResult', evening: EVENING, players: ['b', 'a'], winner: 'b' }),
    ).toMatchObject({ code: 'ERR_RESULT_EXISTS', message: expect.stringContaining('ask the director') });
    expect(
      league.refusal(at(20.1), { type: 'ReportResult', evening: EVENING, players: ['c', 'd'], winner: 'c' })
        .code,
    ).toBe('ERR_NO_SUCH_GAME');
  });

  it('HL-8 a game that never happened is cancelled; the pair may then play', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    league.do(at(19.6), { type: 'CancelGame', evening: EVENING, players: ['a', 'b'], reason: 'wrong board' });
    expect(league.state().open?.games).toEqual([]);
    league.do(at(19.7), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    expect(league.refusal(at(20.1), { type: 'CancelGame', evening: EVENING, players: ['a', 'b'] }).code).toBe(
      'ERR_RESULT_EXISTS',
    );
  });

  it('HL-9 an agreed handicap is recorded on the game next to the table’s', () => {
    const league = opened();
    league.do(
      at(19.5),
      startGame(EVENING, ['a', 'c'], { handicap: 'four-pieces', note: 'agreed to try yon-mai' }),
    );
    expect(league.events.at(-1)?.payload).toMatchObject({
      difference: 5,
      table: 'two-pieces',
      handicap: 'four-pieces',
      note: 'agreed to try yon-mai',
    });
  });

  it('HL-9 a handicap outside the catalogue needs a note saying which', () => {
    const league = opened();
    expect(league.refusal(at(19.5), startGame(EVENING, ['a', 'c'], { handicap: 'other' }))).toMatchObject({
      code: 'ERR_NOTE_REQUIRED',
      path: 'note',
    });
    league.do(at(19.5), startGame(EVENING, ['a', 'c'], { handicap: 'other', note: 'rook and two pawns' }));
    expect(findGame(league.state().open!, 'a', 'c')).toMatchObject({
      handicap: 'other',
      note: 'rook and two pawns',
    });
  });
});

describe('attendance', () => {
  it('HL-8 players check in and out; starting a game checks both in', () => {
    const league = opened();
    league.do(at(19.1), { type: 'CheckIn', evening: EVENING, participant: 'c' }, player('c'));
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    expect([...league.state().open!.present]).toEqual([
      ['c', at(19.1)],
      ['a', at(19.5)],
      ['b', at(19.5)],
    ]);
    expect(league.refusal(at(19.6), { type: 'CheckIn', evening: EVENING, participant: 'c' }).code).toBe(
      'ERR_ALREADY_PRESENT',
    );
    expect(league.refusal(at(19.6), { type: 'CheckOut', evening: EVENING, participant: 'a' }).code).toBe(
      'ERR_PLAYER_BUSY',
    );
    league.do(at(19.7), { type: 'CheckOut', evening: EVENING, participant: 'c' });
    expect(league.state().open!.present.has('c')).toBe(false);
    expect(league.refusal(at(19.8), { type: 'CheckOut', evening: EVENING, participant: 'c' }).code).toBe(
      'ERR_NOT_PRESENT',
    );
  });
});

describe('HL-5 league points', () => {
  it('HL-5 win +1, loss −1, draw 0, summed over all evenings', () => {
    const league = new League(roster());
    league.evening(1, [
      ['a', 'b', 'a'],
      ['c', 'd', null],
    ]);
    league.evening(2, [
      ['a', 'c', 'a'],
      ['b', 'd', 'd'],
    ]);
    const points = Object.fromEntries([...league.state().players].map(([id, p]) => [id, p.points]));
    expect(points).toEqual({ a: 2, b: -2, c: -1, d: 1 });
  });

  it('HL-5 the points are a setting (e.g. 2 – 1 – 0)', () => {
    const league = new League(roster(), leagueConfig({ points: { win: 2, draw: 1, loss: 0 } }));
    league.evening(1, [
      ['a', 'b', 'a'],
      ['c', 'd', null],
    ]);
    const points = Object.fromEntries([...league.state().players].map(([id, p]) => [id, p.points]));
    expect(points).toEqual({ a: 2, b: 0, c: 1, d: 1 });
  });
});

describe('late events in the fold (PYR-0 style)', () => {
  it('HL-8 a game entered late before an existing one of the same pair makes the later one ineffective', () => {
    const league = opened();
    league.do(at(21), { type: 'RecordGame', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    const late = league.do(
      at(20),
      { type: 'RecordGame', evening: EVENING, players: ['a', 'b'], winner: 'b' },
      { recordedAt: at(21.5) },
    );
    expect(late.impact).toEqual([
      expect.objectContaining({
        seq: 2,
        after: expect.objectContaining({ status: 'ineffective', code: 'ERR_SAME_PAIR' }),
      }),
    ]);
    expect(outcomeOf(league.fold(), 2)).toMatchObject({ code: 'ERR_SAME_PAIR' });
    expect(league.state().players.get('b')?.points).toBe(1);
  });

  it('HL-11 a player taken out late, before his game, makes the game ineffective', () => {
    const league = opened();
    league.do(at(21), { type: 'RecordGame', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    league.do(at(18), { type: 'TakeOutPlayer', participant: 'b' });
    expect(outcomeOf(league.fold(), 2)).toMatchObject({ status: 'ineffective', code: 'ERR_TAKEN_OUT' });
  });

  it('HL-5 a result for a game whose start was voided is ineffective, not an error', () => {
    const league = opened();
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    league.do(at(21), { type: 'VoidEvent', seq: 2, reason: 'never played' });
    const f = league.fold();
    expect(outcomeOf(f, 3)).toMatchObject({ status: 'ineffective', code: 'ERR_NO_SUCH_GAME' });
    expect(gameInProgress(f.state.format.open!, 'a')).toBeUndefined();
  });
});
