import { describe, expect, it } from 'vitest';
import { type GameRef, makeGameId, matchOf, parseGameId } from './game-id.js';

describe('game ids (TX-7, TX-8 games and TX-11 matches)', () => {
  const refs: GameRef[] = [
    { kind: 'group', group: 'A', round: 2, board: 1 },
    { kind: 'playoff', group: 'C', place: 2, n: 3 },
    { kind: 'cup', round: 1, match: 3, game: 2 },
    { kind: 'tiebreak', round: 4, match: 1, n: 1 },
  ];

  it.each(refs.map((r) => [makeGameId(r), r] as const))('TX-8 %s round-trips', (id, ref) => {
    expect(parseGameId(id)).toEqual(ref);
  });

  it.each(['a:r1:b1', 'A:r0:b1', 'cup:r1:m1', 'cup:r1:m1:x1', 'A:r1:b1 ', ''])(
    'TX-8 "%s" is not a game id',
    (id) => {
      expect(parseGameId(id)).toBeUndefined();
    },
  );

  it('TX-11 games of one cup match share the match id; a group game is its own match', () => {
    expect(matchOf(parseGameId('cup:r1:m3:g2') as GameRef)).toBe('cup:r1:m3');
    expect(matchOf(parseGameId('cup:r1:m3:t1') as GameRef)).toBe('cup:r1:m3');
    expect(matchOf(parseGameId('A:r2:b1') as GameRef)).toBe('A:r2:b1');
  });
});
