import { describe, expect, it } from 'vitest';
import {
  challenge,
  challengePlaces,
  forParticipant,
  gChallengesD,
  layout,
  on,
  pyramidLog,
  report,
} from '../../test-support/pyramid.js';
import { challengeMap, challengeOptions, whyNot } from './eligibility.js';
import { placeOfSlot } from './formula.js';

// rules/pyramid.md, worked example: levels 1-4 full (A; B C; D E F; G H I J), K enters.
const tenPlayers = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const withK = () => {
  const log = pyramidLog(tenPlayers);
  log.do(on('03-01'), { type: 'RegisterParticipant', participant: { id: 'k', name: 'K' } });
  return log;
};
const whom = (log: ReturnType<typeof pyramidLog>, id: string, asOf = on('03-02')) =>
  (challengeMap(log.state(asOf)).get(id) ?? []).map((slot) => {
    const p = log.state(asOf).slots[slot] as number;
    return p < 0 ? `XXX${JSON.stringify(placeOfSlot(slot))}` : log.state(asOf).players.get(p)?.id;
  });

describe('the worked example (PYR-1, PYR-3, PYR-7)', () => {
  it('PYR-1 K enters at (5,1)', () => {
    expect(layout(withK().state())).toBe('a | b c | d e f | g h i j | k');
  });

  it('PYR-3 K may challenge levels 3 and 4: D, E, F, G, H, I, J', () => {
    expect(whom(withK(), 'k')).toEqual(['d', 'e', 'f', 'g', 'h', 'i', 'j']);
  });

  it('PYR-3 J (level 4) may challenge only level 3', () => {
    expect(whom(withK(), 'j')).toEqual(['d', 'e', 'f']);
  });

  it('PYR-7 G challenges D and wins: G is at (3,1), D at (4,1)', () => {
    const log = gChallengesD(withK());
    log.do(on('04-20'), report('g', 'd', '1-0'));
    expect(layout(log.state())).toBe('a | b c | g e f | d h i j | k');
  });
});

describe('the formula in a deep pyramid (PYR-3)', () => {
  // 92 players fill 13 levels and open the 14th: p78 stands at (13,1), p91 at (14,1).
  const deep = () => pyramidLog(Array.from({ length: 92 }, (_, i) => `p${i}`));

  it('PYR-3 beyond the seed’s table: level 13 challenges levels 8–12, level 14 levels 9–13', () => {
    const state = deep().state(on('03-02'));
    expect(challengeOptions(state, 'p78').levels).toEqual({ from: 8, to: 12 });
    expect(challengeOptions(state, 'p91').levels).toEqual({ from: 9, to: 13 });
    // p21 (7,1) and p28 (8,1): one level too high for p78, the highest level he may reach.
    expect(whyNot(state, 'p78', { player: 'p21' })).toMatchObject({
      code: 'ERR_OUT_OF_REACH',
      params: { level: 7, own: 13, from: 8, to: 12 },
    });
    expect(whyNot(state, 'p78', { player: 'p28' })).toBeUndefined();
    expect(whyNot(state, 'p91', { player: 'p28' })).toMatchObject({ code: 'ERR_OUT_OF_REACH' });
    // A challenge at depth is executed like any other: the winner takes the place 5 levels up.
    const log = deep();
    log.do(on('03-02'), challenge('p78', 'p28'));
    log.do(on('04-02'), report('p78', 'p28', '1-0'));
    const after = log.state(on('04-03'));
    expect(after.players.get(after.slots[28] as number)?.id).toBe('p78');
    expect(after.players.get(after.slots[78] as number)?.id).toBe('p28');
  });
});

describe('whom may I challenge, and why not (PYR-2, PYR-3, PYR-13)', () => {
  it('PYR-2 a defender who is already defending is not free, with since when and against whom', () => {
    const log = withK();
    log.do(on('03-02'), challenge('g', 'd'));
    expect(whom(log, 'k', on('03-03'))).toEqual(['e', 'f', 'g', 'h', 'i', 'j']);
    expect(whyNot(log.state(on('03-03')), 'k', { player: 'd' })).toMatchObject({
      code: 'ERR_DEFENDER_BUSY',
      message: `d is already defending against g since ${on('03-02')}`,
      params: { player: 'd', opponent: 'g', since: on('03-02') },
    });
  });

  it('PYR-2 a challenger who is already challenging may challenge nobody else', () => {
    const log = withK();
    log.do(on('03-02'), challenge('g', 'd'));
    expect(whom(log, 'g', on('03-03'))).toEqual([]);
    expect(whyNot(log.state(on('03-03')), 'g', { player: 'e' })).toMatchObject({
      code: 'ERR_ALREADY_CHALLENGING',
      message: `g is already challenging d since ${on('03-02')}`,
    });
  });

  it('PYR-2 the same player may challenge and defend at the same time', () => {
    const log = withK();
    log.do(on('03-02'), challenge('g', 'd'));
    log.do(on('03-03'), challenge('k', 'g'));
    log.do(on('03-04'), challenge('d', 'b'));
    expect(log.state().open.map((g) => `${g.challenger}>${g.defender}`)).toEqual(['g>d', 'k>g', 'd>b']);
  });

  it('PYR-3 a level out of reach is refused with the levels that are allowed', () => {
    const log = withK();
    expect(whyNot(log.state(on('03-02')), 'k', { player: 'b' })).toMatchObject({
      code: 'ERR_OUT_OF_REACH',
      message: 'level 2 is out of reach for k: a player on level 5 may challenge levels 3–4',
      params: { level: 2, own: 5, from: 3, to: 4 },
    });
    expect(log.refusal(on('03-02'), challenge('k', 'b')).code).toBe('ERR_OUT_OF_REACH');
  });

  it('PYR-3 same level and below are refused: challenges go upwards only', () => {
    const log = withK();
    expect(whyNot(log.state(on('03-02')), 'h', { player: 'g' })?.code).toBe('ERR_NOT_ABOVE');
    expect(whyNot(log.state(on('03-02')), 'd', { player: 'k' })?.code).toBe('ERR_NOT_ABOVE');
  });

  it('PYR-3 the pharaoh can challenge nobody', () => {
    expect(whyNot(withK().state(on('03-02')), 'a', { player: 'b' })?.code).toBe('ERR_NOBODY_ABOVE');
  });

  it('PYR-13 a player on the waiting list counts as challenging and may not challenge directly', () => {
    const log = pyramidLog(['a', 'b', 'c']);
    log.do(on('03-01'), challenge('b', 'a'));
    log.do(on('03-02'), forParticipant('JoinWaitingList', 'c'));
    expect(whyNot(log.state(on('03-03')), 'c', { player: 'a' })?.code).toBe('ERR_ON_WAITING_LIST');
  });

  it('PYR-12 an XXX place is challengeable like a player and never busy', () => {
    const log = withK();
    log.do(on('03-02'), forParticipant('LeavePyramid', 'e'));
    expect(whom(log, 'k', on('03-03'))).toEqual(['d', 'XXX{"level":3,"index":2}', 'f', 'g', 'h', 'i', 'j']);
    expect(whyNot(log.state(on('03-03')), 'k', { level: 3, index: 2 })).toBeUndefined();
  });

  it('PYR-3 the options list every place in reach, free or with its reason', () => {
    const log = withK();
    log.do(on('03-02'), challenge('g', 'd'));
    const options = challengeOptions(log.state(on('03-03')), 'k');
    expect(options.levels).toEqual({ from: 3, to: 4 });
    expect(options.places.map((p) => `${p.participantId}:${p.hindrance?.code ?? 'free'}`)).toEqual([
      'd:ERR_DEFENDER_BUSY',
      'e:free',
      'f:free',
      'g:free',
      'h:free',
      'i:free',
      'j:free',
    ]);
  });

  it('PYR-3 unknown, departed and impossible targets are named', () => {
    const log = withK();
    log.do(on('03-02'), forParticipant('LeavePyramid', 'e'));
    const s = log.state(on('03-03'));
    expect(whyNot(s, 'k', { player: 'e' })?.code).toBe('ERR_TARGET_LEFT');
    expect(whyNot(s, 'k', { player: 'zz' })?.code).toBe('ERR_UNKNOWN_PARTICIPANT');
    expect(whyNot(s, 'k', { level: 9, index: 1 })).toMatchObject({
      code: 'ERR_NO_SUCH_PLACE',
      message: '(9,1) is not a place of the pyramid (it has 5 levels)',
    });
    expect(whyNot(s, 'e', { player: 'a' })?.code).toBe('ERR_NOT_IN_PYRAMID');
    expect(log.attempt(on('03-03'), challengePlaces('k', [3, 3]))).toMatchObject({ ok: false });
  });
});
