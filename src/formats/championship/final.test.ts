import { describe, expect, it } from 'vitest';
import type { FinalMode } from './config.js';
import { finalStatus } from './final.js';

const games = (...scores: [number, number][]) =>
  scores.map(([firstScore, secondScore], i) => ({ game: i + 1, firstScore, secondScore, seq: i + 1 }));

const status = (mode: FinalMode, ...scores: [number, number][]) =>
  finalStatus(mode, ['a', 'b'], games(...scores));

describe('the final (SD-16)', () => {
  it.each([
    // [mode, games, champion, decided by, next game]
    ['two-games-total', [[400, 300]], undefined, undefined, 2],
    [
      'two-games-total',
      [
        [400, 300],
        [410, 390],
      ],
      'a',
      'games',
      undefined,
    ],
    [
      'two-games-total',
      [
        [400, 300],
        [350, 420],
      ],
      'a',
      'total-score',
      undefined,
    ],
    [
      'two-games-total',
      [
        [300, 400],
        [450, 320],
      ],
      'a',
      'total-score',
      undefined,
    ],
    [
      'two-games-total',
      [
        [300, 400],
        [420, 350],
      ],
      'b',
      'total-score',
      undefined,
    ],
    [
      'two-games-total',
      [
        [400, 400],
        [380, 380],
      ],
      undefined,
      undefined,
      3,
    ],
    [
      'two-games-total',
      [
        [400, 300],
        [300, 400],
        [350, 350],
        [360, 390],
      ],
      'b',
      'extra-game',
      undefined,
    ],
    [
      'two-games-total',
      [
        [400, 400],
        [390, 380],
      ],
      'a',
      'games',
      undefined,
    ],
    [
      'best-of-three',
      [
        [400, 300],
        [410, 390],
      ],
      'a',
      'games',
      undefined,
    ],
    [
      'best-of-three',
      [
        [400, 300],
        [300, 410],
      ],
      undefined,
      undefined,
      3,
    ],
    [
      'best-of-three',
      [
        [400, 300],
        [300, 410],
        [333, 444],
      ],
      'b',
      'games',
      undefined,
    ],
    [
      'best-of-three',
      [
        [400, 400],
        [400, 400],
        [420, 400],
      ],
      'a',
      'games',
      undefined,
    ],
    [
      'best-of-three',
      [
        [450, 300],
        [300, 400],
        [400, 400],
      ],
      'a',
      'total-score',
      undefined,
    ],
  ] as const)('SD-16 %s after %j: champion %s by %s', (mode, played, champion, decidedBy, nextGame) => {
    const s = status(mode, ...(played as unknown as [number, number][]));
    expect(s.champion).toBe(champion);
    expect(s.decidedBy).toBe(decidedBy);
    expect(s.nextGame).toBe(nextGame);
    if (champion) expect(s.runnerUp).toBe(champion === 'a' ? 'b' : 'a');
  });

  it('SD-16 game points in half points and total scores over the regular games', () => {
    expect(status('two-games-total', [400, 300], [350, 350])).toMatchObject({
      halfPoints: [3, 1],
      totals: [750, 650],
    });
  });

  it('SD-16 a game recorded out of order waits for the games before it', () => {
    const s = finalStatus(
      'two-games-total',
      ['a', 'b'],
      [{ game: 2, firstScore: 500, secondScore: 100, seq: 1 }],
    );
    expect(s).toMatchObject({ nextGame: 1, halfPoints: [0, 0] });
    expect(s.champion).toBeUndefined();
  });
});
