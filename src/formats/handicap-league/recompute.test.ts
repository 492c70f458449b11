import { describe, expect, it } from 'vitest';
import { listToArray } from '../../core/list.js';
import { moment } from '../../core/moment.js';
import { player } from '../../test-support/given.js';
import { at, League, shogiPlayer } from '../../test-support/handicap-league.js';
import { ranking } from './league-views.js';
import { findGame } from './state.js';

const four = () => ['a', 'b', 'c', 'd'].map((id) => shogiPlayer(id, '4 Kyu'));
const modifiers = (league: League, options = {}) =>
  Object.fromEntries([...league.state(options).players].map(([id, p]) => [id, p.modifier]));
const moves = (league: League) =>
  [...league.state().closed.values()].map((e) => `${e.closure?.up} up, ${e.closure?.down} down`);

/** Evening 1: a beats b, c and d draw. Evening 2: b beats c, d beats a. */
function twoEvenings(): League {
  const league = new League(four());
  league.evening(1, [
    ['a', 'b', 'a'],
    ['c', 'd', null],
  ]);
  league.evening(2, [
    ['b', 'c', 'b'],
    ['d', 'a', 'd'],
  ]);
  return league;
}

const EVENING_1 = at(19, 1).slice(0, 10);

describe('HL-7 late and corrected games recompute every later evening', () => {
  it('HL-7 as entered: a up and b down after evening 1; d up and c down after evening 2', () => {
    const league = twoEvenings();
    expect(moves(league)).toEqual(['a up, b down', 'd up, c down']);
    expect(modifiers(league)).toEqual({ a: 1, b: -1, c: -1, d: 1 });
  });

  it('HL-7 a game entered late into evening 1 changes both closes', () => {
    const league = twoEvenings();
    const now = at(12, 3);
    // Forgotten on evening 1: c beat a. Entered a week later by the director.
    const decision = league.do(now, {
      type: 'RecordGame',
      evening: EVENING_1,
      players: ['c', 'a'],
      winner: 'c',
    });
    const late = decision.events[0];
    // It takes effect one second before evening 1 closed (23:00), so that close counts it.
    expect(late?.at).toBe('2026-01-08T22:59:59+01:00');
    expect(late?.recordedAt).toBe(now);
    // Evening 1 now: c +1, a 0, d 0, b −1 → c up, b down. Evening 2: d +1, c 0 (3 Kyu… league −2),
    // b 0 (league −4), a −1 → d up, a down.
    expect(moves(league)).toEqual(['c up, b down', 'd up, a down']);
    expect(modifiers(league)).toEqual({ a: -1, b: -1, c: 1, d: 1 });
    // The director is told which closes came out differently.
    const closes = league.events.filter((e) => e.type === 'EveningClosed').map((e) => e.seq);
    expect(decision.impact.map((i) => i.seq)).toEqual(closes);
    expect(decision.impact[0]?.after.effects).toEqual(['c moves up to 4 Kyu+I', 'b moves down to 4 Kyu-I']);
  });

  it('HL-7 what was known before the late entry can still be shown', () => {
    const league = twoEvenings();
    league.do(at(12, 3), { type: 'RecordGame', evening: EVENING_1, players: ['c', 'a'], winner: 'c' });
    expect(modifiers(league, { knownAt: moment(at(11, 3)) })).toEqual({ a: 1, b: -1, c: -1, d: 1 });
  });

  it('HL-7 the handicap of a late game comes from the league ranks of its evening', () => {
    const league = twoEvenings();
    // During evening 2 a was 4 Kyu+I and b 4 Kyu-I: two steps, bishop.
    league.do(at(12, 3), {
      type: 'RecordGame',
      evening: at(19, 2).slice(0, 10),
      players: ['b', 'a'],
      winner: 'b',
    });
    expect(league.events.at(-1)?.payload).toMatchObject({
      uwate: 'a',
      shitate: 'b',
      difference: 2,
      table: 'bishop',
    });
  });

  it('HL-7 a corrected result in evening 1 changes both closes', () => {
    const league = twoEvenings();
    const decision = league.do(at(12, 3), {
      type: 'CorrectGame',
      evening: EVENING_1,
      players: ['a', 'b'],
      winner: 'b',
      reason: 'result was entered the wrong way round',
    });
    const original = league.events.find((e) => e.type === 'GameRecorded');
    expect(decision.events[0]).toMatchObject({
      at: original?.at,
      type: 'GameRecorded',
      supersedes: [original?.seq],
      reason: 'result was entered the wrong way round',
    });
    // Evening 1: b +1, c 0, d 0, a −1 → b up, a down; evening 2: b +2 … a −2 → b up, a down.
    expect(moves(league)).toEqual(['b up, a down', 'b up, a down']);
    expect(modifiers(league)).toEqual({ a: -2, b: 2, c: 0, d: 0 });
    expect(ranking(league.state()).rows.map((r) => r.notation)).toEqual([
      '4 Kyu+II',
      '4 Kyu',
      '4 Kyu',
      '4 Kyu-II',
    ]);
  });

  it('HL-7 a game removed from evening 1 no longer counts anywhere', () => {
    const league = twoEvenings();
    league.do(at(12, 3), {
      type: 'RemoveGame',
      evening: EVENING_1,
      players: ['b', 'a'],
      reason: 'never played',
    });
    const s = league.state();
    expect(s.players.get('a')).toMatchObject({ points: -1, wins: 0, losses: 1 });
    expect(listToArray(s.players.get('b')?.history ?? null).filter((h) => h.kind === 'game')).toHaveLength(1);
    expect(findGame(s.closed.get(EVENING_1)!, 'a', 'b')).toBeUndefined();
  });

  it('HL-7 players cannot add games to a closed evening; the director can', () => {
    const league = twoEvenings();
    expect(
      league.refusal(
        at(12, 3),
        { type: 'RecordGame', evening: EVENING_1, players: ['c', 'a'], winner: 'c' },
        player('c'),
      ),
    ).toMatchObject({ code: 'ERR_EVENING_CLOSED', message: expect.stringContaining('ask the director') });
  });

  it('HL-8 a late game still may not repeat a pair of its evening', () => {
    const league = twoEvenings();
    expect(
      league.refusal(at(12, 3), { type: 'RecordGame', evening: EVENING_1, players: ['d', 'c'], winner: 'c' })
        .code,
    ).toBe('ERR_SAME_PAIR');
  });
});

describe('corrections of a game on the running evening', () => {
  const EVENING = at(19, 1).slice(0, 10);
  const running = () => {
    const league = new League(four());
    league.do(at(19), { type: 'OpenEvening' });
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    return league;
  };

  it('HL-9 the handicap of a game in progress is corrected at the moment the game began', () => {
    const league = running();
    const d = league.do(at(19.7), {
      type: 'CorrectGame',
      evening: EVENING,
      players: ['a', 'b'],
      handicap: 'lance',
      note: 'agreed at the board',
      reason: 'entered as even by mistake',
    });
    expect(d.events).toEqual([
      expect.objectContaining({ at: at(19.5), type: 'GameStarted', supersedes: [2] }),
    ]);
    expect(findGame(league.state().open!, 'a', 'b')).toMatchObject({ handicap: 'lance', table: 'even' });
  });

  it('HL-5 a winner cannot be corrected before there is a result; nothing to change is refused', () => {
    const league = running();
    const aWins = {
      type: 'CorrectGame',
      evening: EVENING,
      players: ['a', 'b'],
      winner: 'a',
      reason: 'x',
    } as const;
    expect(league.refusal(at(19.7), aWins).code).toBe('ERR_NOT_FINISHED');
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    expect(league.refusal(at(20.1), aWins).code).toBe('ERR_NO_CHANGE');
  });

  it('HL-5 a corrected winner replaces only the result event, at its own moment', () => {
    const league = running();
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    const d = league.do(at(20.5), {
      type: 'CorrectGame',
      evening: EVENING,
      players: ['a', 'b'],
      winner: null,
      reason: 'it was sennichite',
    });
    expect(d.events).toEqual([
      expect.objectContaining({ at: at(20), type: 'ResultReported', supersedes: [3] }),
    ]);
    expect(league.state().players.get('a')).toMatchObject({ points: 0, draws: 1, wins: 0 });
  });
});
