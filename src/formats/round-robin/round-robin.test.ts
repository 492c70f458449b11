/**
 * The round-robin format: points as configured, the tie-break chain, byes, double round robins,
 * drawn numbers, corrections.
 */
import { describe, expect, it } from 'vitest';
import { checkNewEvents, fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { makeRational } from '../../core/rational.js';
import { ev, hour, participants } from '../../test-support/builders.js';
import { given } from '../../test-support/given.js';
import { roundRobin } from './index.js';
import type { RoundRobinState } from './state.js';
import { computeStandings, rounds, standings } from './views.js';

const configOf = (raw: unknown = {}, preset?: string) => {
  const parsed = roundRobin.parseConfig(raw, preset);
  if (!parsed.ok) throw new Error(parsed.error[0]?.message);
  return parsed.value;
};

/** Plays the games given as `round white black result` lines. */
function play(ids: string[], games: string[], config = configOf()) {
  const setup = { config, participants: participants(...ids) };
  const events: StoredEvent[] = games.map((line, i) => {
    const [round, white, black, result] = line.split(' ');
    return ev(i + 1, hour(10 + i / 10), 'ResultRecorded', { round: Number(round), white, black, result });
  });
  const f = fold<RoundRobinState>(roundRobin, setup, events);
  for (const [seq, outcome] of f.outcomes)
    if (outcome.status !== 'applied') throw new Error(`${seq}: ${outcome.message}`);
  return f.state.format;
}

const table = (state: RoundRobinState) =>
  computeStandings(state).rows.map(
    (r) => `${r.place}${r.tied ? '=' : ''} ${r.participantId} ${makeRational(r.points)}`,
  );

// Berger for 4: round 1 a–d, b–c; round 2 d–c, a–b; round 3 b–d, c–a.
const FULL = ['1 a d 1-0', '1 b c 1/2-1/2', '2 d c 0-1', '2 a b 0-1', '3 b d 1-0', '3 c a 1/2-1/2'];

describe('round robin', () => {
  it('scores 1 – ½ – 0 and ranks by points', () => {
    expect(table(play(['a', 'b', 'c', 'd'], FULL))).toEqual(['1 b 5/2', '2 c 2', '3 a 3/2', '4 d 0']);
  });

  it('scores 3 – 1 – 0 with the preset', () => {
    const state = play(['a', 'b', 'c', 'd'], FULL, configOf({}, 'three-one-zero'));
    expect(table(state)).toEqual(['1 b 7', '2 c 5', '3 a 4', '4 d 0']);
  });

  it('head-to-head breaks a tie between two players who met', () => {
    // a and b both 2 points; b beat a.
    const state = play(
      ['a', 'b', 'c', 'd'],
      ['1 a d 1-0', '1 b c 1-0', '2 d c 0-1', '2 a b 0-1', '3 b d 0-1', '3 c a 0-1'],
    );
    const rows = computeStandings(state).rows;
    expect(rows.slice(0, 2).map((r) => r.participantId)).toEqual(['b', 'a']);
    expect(makeRational(rows[0]?.tieBreaks.get('head-to-head') ?? { n: -1, d: 1 })).toBe('1');
  });

  it('Sonneborn-Berger: sum of the points of beaten opponents plus half of drawn ones', () => {
    const state = play(['a', 'b', 'c', 'd'], FULL);
    const sb = new Map(
      computeStandings(state).rows.map((r) => [
        r.participantId,
        makeRational(r.tieBreaks.get('sonneborn-berger') ?? { n: 0, d: 1 }),
      ]),
    );
    // b beat a (3/2) and d (0), drew c (2): 3/2 + 0 + 1 = 5/2.
    expect(sb.get('b')).toBe('5/2');
    // c drew b (5/2) and a (3/2), beat d (0): 5/4 + 3/4 = 2.
    expect(sb.get('c')).toBe('2');
  });

  it('a forfeit counts its points and a win, a double forfeit nothing', () => {
    const state = play(['a', 'b', 'c', 'd'], ['1 a d +-', '1 b c --']);
    const rows = computeStandings(state).rows;
    expect(rows[0]).toMatchObject({ participantId: 'a' });
    expect(makeRational(rows[0]?.points ?? { n: 0, d: 1 })).toBe('1');
    expect(rows.find((r) => r.participantId === 'b')?.tieBreaks.get('wins')).toEqual({ n: 0, d: 1 });
  });

  it('an odd field gives one bye per round with its configured points', () => {
    const state = play(['a', 'b', 'c'], [], configOf({ points: { bye: '1' } }));
    const byes = rounds(state).map((r) => r.pairings.find((p) => p.second === null)?.first);
    expect(byes.sort()).toEqual(['a', 'b', 'c']);
    expect(table(state)).toEqual(['1= a 1', '1= b 1', '1= c 1']);
  });

  it('a double round robin has 2(n−1) rounds with colours reversed', () => {
    const state = play(['a', 'b', 'c', 'd'], ['4 d a 1-0'], configOf({}, 'double-fide'));
    expect(rounds(state)).toHaveLength(6);
    expect(table(state)[0]).toBe('1 d 1');
  });

  it('numbers are drawn by the recorded lot: the seed and its algorithm give the order', () => {
    const s = given<RoundRobinState>(roundRobin, {
      config: configOf(),
      participants: participants('a', 'b', 'c', 'd', 'e', 'f'),
    });
    // The shuffle of a … f by sfc32-cyrb128 seeded with "club-2026" (core/lot.test.ts pins the generator).
    s.when(hour(9), { type: 'DrawNumbers', seed: 'club-2026' }).thenEmits([
      {
        type: 'NumbersDrawn',
        payload: { seed: 'club-2026', algorithm: 'sfc32-cyrb128', order: ['d', 'a', 'b', 'c', 'f', 'e'] },
      },
    ]);
    s.given(hour(9), { type: 'DrawNumbers', seed: 'club-2027' });
    expect(s.state().draw.order).toEqual(['f', 'd', 'b', 'c', 'e', 'a']);
    expect(s.state().draw.numbers.get('f')).toBe(1);
  });

  it('a lot event names its algorithm; one this Arbiter does not know is refused, none means sfc32-cyrb128', () => {
    const setup = { config: configOf(), participants: participants('a', 'b') };
    const drawn = (payload: Record<string, unknown>) =>
      checkNewEvents(
        roundRobin,
        [],
        [ev(1, hour(9), 'NumbersDrawn', { seed: 's', order: ['b', 'a'], ...payload })],
      );
    expect(drawn({ algorithm: 'sfc32-cyrb128' })).toEqual({ ok: true, value: true });
    expect(drawn({})).toEqual({ ok: true, value: true });
    expect(drawn({ algorithm: 'mersenne-twister' })).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_INVALID_EVENT',
        message:
          'events[0].payload.algorithm: "mersenne-twister" is not a lot algorithm this Arbiter knows (sfc32-cyrb128)',
      },
    });
    expect(
      fold<RoundRobinState>(roundRobin, setup, [
        ev(1, hour(9), 'NumbersDrawn', { seed: 's', order: ['b', 'a'] }),
      ]).state.format.draw.order,
    ).toEqual(['b', 'a']);
  });

  it('the number tie-break ranks players tied on everything else by their drawn number, lower first', () => {
    const drawn = (tieBreaks: string[]) => {
      const setup = { config: configOf({ tieBreaks }), participants: participants('a', 'b', 'c') };
      const f = fold<RoundRobinState>(roundRobin, setup, [
        ev(1, hour(9), 'NumbersDrawn', { seed: 's', order: ['c', 'a', 'b'] }),
      ]);
      return table(f.state.format);
    };
    expect(drawn(['number'])).toEqual(['1 c 0', '2 a 0', '3 b 0']);
    expect(drawn([])).toEqual(['1= c 0', '1= a 0', '1= b 0']);
  });

  it('numbers cannot be drawn after the first result; nobody joins once it has begun', () => {
    const s = given<RoundRobinState>(roundRobin, {
      config: configOf(),
      participants: participants('a', 'b', 'c', 'd'),
    }).given(hour(10), { type: 'RecordResult', round: 1, white: 'a', black: 'd', result: '1-0' });
    s.when(hour(11), { type: 'DrawNumbers', seed: 's' }).thenRefuses('ERR_STARTED');
    s.when(hour(11), { type: 'RegisterParticipant', participant: { id: 'e', name: 'E' } }).thenRefuses(
      'ERR_STARTED',
    );
  });

  it('a round entered at once records every game of it, or none when one line is wrong', () => {
    const s = given<RoundRobinState>(roundRobin, {
      config: configOf(),
      participants: participants('a', 'b', 'c', 'd'),
    }).given(hour(10), { type: 'RecordResult', round: 1, white: 'a', black: 'd', result: '1-0' });
    const grid = (results: { white: string; black: string; result: string }[]) =>
      s.when(hour(11), { type: 'RecordResults', round: 1, results });
    grid([{ white: 'b', black: 'c', result: '½-½' }]).thenEmits([
      { type: 'ResultRecorded', payload: { round: 1, white: 'b', black: 'c', result: '1/2-1/2' } },
    ]);
    // A recorded game entered again with another result is the director's correction.
    grid([
      { white: 'a', black: 'd', result: '0-1' },
      { white: 'b', black: 'c', result: '1-0' },
    ]).thenEmits([
      { type: 'ResultRecorded', payload: { white: 'a', black: 'd', result: '0-1' } },
      { type: 'ResultRecorded', payload: { white: 'b', black: 'c', result: '1-0' } },
    ]);
    expect(
      grid([
        { white: 'b', black: 'c', result: '1-0' },
        { white: 'c', black: 'b', result: '1-0' },
      ]).thenRefuses('ERR_NO_SUCH_PAIRING').path,
    ).toBe('results.1.white');
    expect(
      grid([
        { white: 'b', black: 'c', result: '1-0' },
        { white: 'b', black: 'c', result: '0-1' },
      ]).thenRefuses('ERR_RESULT_EXISTS').path,
    ).toBe('results.1.result');
  });

  it('the standings table shows every configured tie-break as a column', () => {
    const t = standings(play(['a', 'b', 'c', 'd'], FULL));
    expect(t.columns.map((c) => c.id)).toEqual([
      'points',
      'games',
      'head-to-head',
      'wins',
      'sonneborn-berger',
    ]);
    expect(t.rows[0]?.cells).toMatchObject({
      points: '2.5',
      games: '3',
      wins: '2',
      'sonneborn-berger': '2.5',
    });
  });

  it('a bad configuration names the field', () => {
    expect(roundRobin.parseConfig({ points: { win: 'lots' } })).toMatchObject({
      ok: false,
      error: [{ path: 'config.points.win' }],
    });
    expect(roundRobin.parseConfig({}, 'nope')).toMatchObject({
      ok: false,
      error: [{ code: 'ERR_UNKNOWN_PRESET' }],
    });
  });
});
