import { describe, expect, it } from 'vitest';
import { formatRational, makeRational } from '../../core/rational.js';
import { at, entrant, played, TIE_FOR_SECOND, tournament } from '../../test-support/tp-tournament.js';
import { ratingList } from './rating.js';

function equalGroup(overrides: Record<string, unknown> = {}, ids = ['a', 'b', 'c', 'd']) {
  const t = tournament(
    ids.map((id) => entrant(id, 1500)),
    'tantrix-weekend',
    overrides,
  );
  t.do(at(1), { type: 'DrawGroups', seed: 'g', groups: 1 });
  return t;
}
const row = (t: ReturnType<typeof equalGroup>, id: string) =>
  ratingList(t.state()).rows.find((r) => r.participantId === id);

describe('TX-13 tournament rating', () => {
  it('TX-13 a game counts with its TP share: 13.3 of 20 against an equal player gains 20 · (0.665 − 0.5)', () => {
    const t = equalGroup();
    t.play('a', 'b', played([30, 29]));
    expect(makeRational(row(t, 'a')?.change ?? { n: 0, d: 1 })).toBe('33/10');
    expect(formatRational(row(t, 'b')?.rating ?? { n: 0, d: 1 }, 1)).toBe('1496.7');
  });

  it('TX-13 time penalties change the share, and so the rating', () => {
    const t = equalGroup();
    t.play('a', 'b', played([30, 29], [16, 12])); // 11.3 : 8.7
    expect(makeRational(row(t, 'a')?.change ?? { n: 0, d: 1 })).toBe('13/10');
  });

  it('TX-13 with result scoring a win is a win, whatever the margin', () => {
    const t = equalGroup({ rating: { score: 'result' } });
    t.play('a', 'b', played([30, 29]));
    expect(makeRational(row(t, 'a')?.change ?? { n: 0, d: 1 })).toBe('10');
  });

  it('TX-4/TX-13 no-shows are not rated; neither are double crashes (decision)', () => {
    const t = equalGroup();
    t.play('a', 'b', { kind: 'no-show', absent: ['b'] });
    t.play('c', 'd', { kind: 'double-crash' });
    t.play('a', 'c', played([30, 20]));
    const list = ratingList(t.state());
    expect(list.steps.map((s) => s.gameId)).toEqual([t.game('a', 'c')]);
    expect(row(t, 'b')).toMatchObject({ games: 0, change: { n: 0, d: 1 } });
  });

  it('TX-5/TX-13 games actually played by a player out of the standings are still rated', () => {
    const t = equalGroup({}, ['a', 'b', 'c', 'd', 'e']);
    t.play('e', 'a', played([35, 20]));
    for (const x of ['b', 'c', 'd']) t.play(x, 'e', { kind: 'no-show', absent: ['e'] });
    expect(row(t, 'e')).toMatchObject({ games: 1 });
    // 35:20 is 17.2 : 2.8, a share of 0.86: 20 · 0.36 = 7.2.
    expect(makeRational(row(t, 'e')?.change ?? { n: 0, d: 1 })).toBe('36/5');
  });

  it('TX-13 play-off games have no TP and are not rated (decision)', () => {
    const t = equalGroup();
    t.playAll(TIE_FOR_SECOND);
    t.do(t.tick(), {
      type: 'RecordResult',
      game: 'A:p2:g1',
      players: ['b', 'c'],
      result: { kind: 'played', scores: [15, 12] },
    });
    expect(ratingList(t.state()).steps).toHaveLength(6);
  });

  it('TX-13/TX-12 players start from their tournament rating, else the lobby-based seeding rating, else 1500', () => {
    const t = tournament(
      [entrant('a', 1700), entrant('b', undefined, { lobbyRating: 800 }), entrant('c')],
      'tantrix-cup',
    );
    expect(ratingList(t.state()).rows.map((r) => [r.participantId, r.start, r.startSource])).toEqual([
      ['a', 1700, 'tournament'],
      ['b', 1600, 'lobby'],
      ['c', 1500, 'initial'],
    ]);
  });

  it('TX-13 games are rated in the order they were played, not recorded', () => {
    const t = equalGroup();
    const first = t.game('a', 'b');
    const second = t.game('a', 'c');
    t.do(at(2, '14:00'), {
      type: 'RecordResult',
      game: second,
      players: ['a', 'c'],
      result: played([40, 10]),
    });
    t.do(at(2, '11:00'), {
      type: 'RecordResult',
      game: first,
      players: ['a', 'b'],
      result: played([10, 40]),
    });
    expect(ratingList(t.state()).steps.map((s) => s.gameId)).toEqual([first, second]);
  });
});
