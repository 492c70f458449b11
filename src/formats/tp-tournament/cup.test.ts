import { describe, expect, it } from 'vitest';
import { at, entrant, played, tournament } from '../../test-support/tp-tournament.js';
import { type Bracket, bracket } from './cup.js';

const CUP = { structure: 'cup' };

function cup(ids = ['a', 'b', 'c', 'd'], overrides: Record<string, unknown> = {}) {
  const t = tournament(
    ids.map((id, i) => entrant(id, 2000 - 100 * i)),
    'tantrix-weekend',
    { ...CUP, ...overrides },
  );
  t.do(at(1), { type: 'SeedCup', seed: 'k' });
  const game = (id: string, players: [string, string], result: object) =>
    t.do(t.tick(), { type: 'RecordResult', game: id, players, result }).events;
  return { t, game, bracket: () => bracket(t.state()) as Bracket };
}
const match = (b: Bracket, round: number, index: number) => b.rounds[round - 1]?.[index - 1];

describe('TX-8 cup matches', () => {
  it('TX-12/TX-8 four players: 1 v 4 and 2 v 3; the winners meet in the final', () => {
    const { bracket: b } = cup();
    expect(b().rounds.map((r) => r.map((m) => m.players))).toEqual([
      [
        ['a', 'd'],
        ['b', 'c'],
      ],
      [[null, null]],
    ]);
    expect(match(b(), 1, 1)?.seeds).toEqual([1, 4]);
  });

  it('TX-8 the higher TP total wins, even with fewer games won', () => {
    const { game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([26, 25]));
    game('cup:r1:m1:g2', ['a', 'd'], played([24, 23]));
    game('cup:r1:m1:g3', ['a', 'd'], played([20, 45]));
    expect(match(b(), 1, 1)).toMatchObject({
      status: 'decided',
      winner: 'd',
      decidedBy: 'tp',
      totals: { tp: [279, 321], won: [2, 1], stones: [70, 93] },
    });
  });

  it('TX-8 the match is decided only after all its games', () => {
    const { game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([60, 10]));
    game('cup:r1:m1:g2', ['a', 'd'], played([60, 10]));
    expect(match(b(), 1, 1)).toMatchObject({ status: 'open' });
    expect(match(b(), 1, 1)?.winner).toBeUndefined();
  });

  it('TX-8 level on TP: more games won', () => {
    const { game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([30, 25], [19, 10])); // 15:5, then 5 TP penalty: 10:10
    game('cup:r1:m1:g2', ['a', 'd'], played([25, 25]));
    game('cup:r1:m1:g3', ['a', 'd'], played([25, 25]));
    expect(match(b(), 1, 1)).toMatchObject({
      winner: 'a',
      decidedBy: 'wins',
      totals: { tp: [300, 300], won: [1, 0] },
    });
  });

  it('TX-8 level on TP and wins: the higher total game score', () => {
    const { game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([60, 20])); // margin 40: 20:0
    game('cup:r1:m1:g2', ['a', 'd'], played([20, 56])); // margin 36: 0:20
    game('cup:r1:m1:g3', ['a', 'd'], played([25, 25]));
    expect(match(b(), 1, 1)).toMatchObject({
      winner: 'a',
      decidedBy: 'stones',
      totals: { tp: [300, 300], won: [1, 1], stones: [105, 101] },
    });
  });

  it('TX-8 level on everything: tie-break games until one is won; over the 5 minutes loses', () => {
    const { t, game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([30, 20]));
    game('cup:r1:m1:g2', ['a', 'd'], played([20, 30]));
    game('cup:r1:m1:g3', ['a', 'd'], played([25, 25]));
    expect(match(b(), 1, 1)).toMatchObject({ status: 'tie-break', nextTiebreak: 'cup:r1:m1:t1' });
    expect(
      t.attempt(t.tick(), {
        type: 'RecordResult',
        game: 'cup:r1:m1:t2',
        players: ['a', 'd'],
        result: { kind: 'played', scores: [9, 8] },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_NOT_READY' },
    });
    game('cup:r1:m1:t1', ['a', 'd'], { kind: 'played', scores: [12, 12] });
    expect(match(b(), 1, 1)?.nextTiebreak).toBe('cup:r1:m1:t2');
    game('cup:r1:m1:t2', ['d', 'a'], { kind: 'played', scores: [20, 9], timeout: 'd' });
    expect(match(b(), 1, 1)).toMatchObject({ status: 'decided', winner: 'a', decidedBy: 'tie-break' });
    expect(match(b(), 2, 1)?.players).toEqual(['a', null]);
  });

  it('TX-8 (seed 10.1) reported minutes beyond 5 lose a tie-break game at once, whatever the score', () => {
    const { t, game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([30, 20]));
    game('cup:r1:m1:g2', ['a', 'd'], played([20, 30]));
    game('cup:r1:m1:g3', ['a', 'd'], played([25, 25]));
    const tiebreak = (players: [string, string], result: object) =>
      t.attempt(t.tick(), { type: 'RecordResult', game: 'cup:r1:m1:t1', players, result });
    const refused = { ok: false, error: { code: 'ERR_OVER_TIME' } };
    // 6:00 or more is over 5:00 for sure; only one player can go over, the game ends there.
    expect(tiebreak(['a', 'd'], { kind: 'played', scores: [30, 10], minutes: [6, 6] })).toMatchObject(
      refused,
    );
    expect(
      tiebreak(['a', 'd'], { kind: 'played', scores: [30, 10], minutes: [7, 4], timeout: 'd' }),
    ).toMatchObject(refused);
    // 5 minutes (5:00–5:59) may be over the limit.
    expect(tiebreak(['a', 'd'], { kind: 'played', scores: [30, 10], minutes: [5, 3], timeout: 'a' }).ok).toBe(
      true,
    );
    game('cup:r1:m1:t1', ['d', 'a'], { kind: 'played', scores: [10, 30], minutes: [4, 7] });
    expect(t.state().results.get('cup:r1:m1:t1')?.result).toMatchObject({ timeout: 'a' });
    expect(match(b(), 1, 1)).toMatchObject({ status: 'decided', winner: 'd', decidedBy: 'tie-break' });
  });

  it('TX-8 level on TP: more games won decides, though the other has the higher game score', () => {
    const { game, bracket: b } = cup();
    game('cup:r1:m1:g1', ['a', 'd'], played([30, 29])); // 13.3:6.7
    game('cup:r1:m1:g2', ['a', 'd'], played([30, 29])); // 13.3:6.7
    game('cup:r1:m1:g3', ['a', 'd'], played([10, 22])); // margin 12: 3.4:16.6
    expect(match(b(), 1, 1)).toMatchObject({
      winner: 'a',
      decidedBy: 'wins',
      totals: { tp: [300, 300], won: [2, 1], stones: [70, 80] },
    });
  });

  it('TX-4 a no-show in the cup scores 50:14 stones, 20:0 TP', () => {
    const { game, bracket: b } = cup();
    game('cup:r1:m2:g1', ['b', 'c'], { kind: 'no-show', absent: ['c'] });
    expect(match(b(), 1, 2)?.games[0]?.scored?.breakdown).toMatchObject({ stones: [50, 14], tp: [200, 0] });
  });

  it('TX-8 round-2 games exist once both players are known', () => {
    const { t, game, bracket: b } = cup();
    const early = t.attempt(t.tick(), {
      type: 'RecordResult',
      game: 'cup:r2:m1:g1',
      players: ['a', 'b'],
      result: played([30, 20]),
    });
    expect(early).toMatchObject({ ok: false, error: { code: 'ERR_GAME_NOT_READY' } });
    for (const g of [1, 2, 3]) game(`cup:r1:m1:g${g}`, ['a', 'd'], played([30, 20]));
    for (const g of [1, 2, 3]) game(`cup:r1:m2:g${g}`, ['b', 'c'], played([20, 30]));
    expect(match(b(), 2, 1)?.players).toEqual(['a', 'c']);
    for (const g of [1, 2, 3]) game(`cup:r2:m1:g${g}`, ['c', 'a'], played([30, 20]));
    expect(b()).toMatchObject({
      champion: 'c',
      placings: [
        { participantId: 'c', place: 1 },
        { participantId: 'a', place: 2 },
        { participantId: 'd', place: 3 },
        { participantId: 'b', place: 3 },
      ],
    });
    expect(
      t.attempt(t.tick(), {
        type: 'RecordResult',
        game: 'cup:r3:m1:g1',
        players: ['a', 'c'],
        result: played([30, 20]),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_GAME' },
    });
  });

  it('TX-12 six players: the top two seeds have byes and wait for their opponents', () => {
    const { bracket: b } = cup(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(b().rounds[0]?.map((m) => [m.players, m.status])).toEqual([
      [['a', null], 'bye'],
      [['d', 'e'], 'open'],
      [['b', null], 'bye'],
      [['c', 'f'], 'open'],
    ]);
    expect(match(b(), 2, 1)?.players).toEqual(['a', null]);
  });

  it('TX-14 the director may decide a match', () => {
    const { t, bracket: b } = cup();
    t.do(t.tick(), {
      type: 'OverrideOutcome',
      override: { target: 'match-winner', match: 'cup:r1:m2', winner: 'c' },
      reason: 'b withdrew ill',
    });
    expect(match(b(), 1, 2)).toMatchObject({
      winner: 'c',
      decidedBy: 'override',
      override: { reason: 'b withdrew ill' },
    });
    expect(
      t.attempt(t.tick(), {
        type: 'OverrideOutcome',
        override: { target: 'match-winner', match: 'cup:r1:m2', winner: 'a' },
        reason: 'x',
      }),
    ).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PLAYERS' } });
  });
});

describe('TX-5 in the cup (decision)', () => {
  it('TX-5 a player loses the match in which his no-shows pass the limit; earlier matches stand', () => {
    const { t, game, bracket: b } = cup(['a', 'b', 'c', 'd'], { cup: { gamesPerMatch: 5 } });
    game('cup:r1:m1:g1', ['a', 'd'], { kind: 'no-show', absent: ['a'] });
    game('cup:r1:m1:g2', ['a', 'd'], { kind: 'no-show', absent: ['a'] });
    for (const g of [3, 4, 5]) game(`cup:r1:m1:g${g}`, ['a', 'd'], played([60, 20]));
    for (const g of [1, 2, 3, 4, 5]) game(`cup:r1:m2:g${g}`, ['b', 'c'], played([30, 20]));
    expect(match(b(), 1, 1)).toMatchObject({ winner: 'a', decidedBy: 'tp' });
    game('cup:r2:m1:g1', ['a', 'b'], { kind: 'no-show', absent: ['a'] });
    expect(match(b(), 2, 1)).toMatchObject({ winner: 'b', decidedBy: 'excluded', status: 'decided' });
    expect(match(b(), 1, 1)?.winner).toBe('a');
    expect(t.state().results.size).toBe(11);
  });
});

describe('late corrections (PYR-0)', () => {
  it('TX-8 a correction that changes a round-1 winner makes the round-2 results ineffective', () => {
    const { t, game } = cup();
    for (const g of [1, 2, 3]) game(`cup:r1:m1:g${g}`, ['a', 'd'], played([30, 20]));
    for (const g of [1, 2, 3]) game(`cup:r1:m2:g${g}`, ['b', 'c'], played([30, 20]));
    const r2 = game('cup:r2:m1:g1', ['a', 'b'], played([30, 20]));
    // The director finds that a lost all three games: each correction takes effect when the game did.
    for (const g of [1, 2, 3]) {
      const fixed = t.do(t.tick(), {
        type: 'RecordResult',
        game: `cup:r1:m1:g${g}`,
        players: ['a', 'd'],
        result: played([20, 30]),
        reason: 'sides swapped on the form',
      }).events;
      const original = t.events.find((e) => e.seq === fixed[0]?.supersedes?.[0]);
      expect(fixed[0]?.at).toBe(original?.at);
    }
    const f = t.fold();
    expect(f.outcomes.get(r2[0]?.seq as number)).toMatchObject({
      status: 'ineffective',
      code: 'ERR_WRONG_PLAYERS',
    });
    expect(bracket(f.state.format)?.rounds[1]?.[0]?.players).toEqual(['d', 'b']);
  });
});
