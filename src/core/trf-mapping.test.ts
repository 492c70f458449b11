/**
 * What the formats' TRF readers and sheets share (core/trf-mapping.ts): players by starting rank
 * (the pairing numbers, 1 to n), a refused preset named as the `--preset` option, and a sheet's
 * rounds before any game is placed.
 */
import { describe, expect, it } from 'vitest';
import { madePlayer, type TrfFile } from './trf.js';
import { NOT_PAIRED, playersByRank, presetOr, unpairedRounds } from './trf-mapping.js';
import { refusal } from './types.js';

const fileOf = (ranks: readonly number[]): TrfFile => ({
  tags: [],
  roundDates: [],
  players: ranks.map((startRank, i) => madePlayer({ startRank, name: `Player ${startRank}`, line: i + 1 })),
});

describe('playersByRank', () => {
  it('the players in starting-rank order, whatever the order of their lines', () => {
    const read = playersByRank('t.trf', fileOf([3, 1, 2]));
    expect(read.ok && read.value.map((p) => p.startRank)).toEqual([1, 2, 3]);
  });

  it('a gap in the ranks is refused at the line of the first player out of place, column 5', () => {
    const read = playersByRank('t.trf', fileOf([1, 2, 4]));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe('ERR_INVALID_TRF');
    expect(read.error.message).toBe(
      't.trf: line 3, column 5: the starting ranks must be 1 to 3 (the pairing numbers), not 4',
    );
  });
});

describe('presetOr', () => {
  const unknown = refusal('ERR_UNKNOWN_PRESET', 'no preset "x"');
  const other = refusal('ERR_INVALID_CONFIG', 'rounds: too many');

  it('an unknown preset is the option’s', () => {
    expect(presetOr(unknown, other).message).toBe('--preset: no preset "x"');
  });

  it('anything else is the reader’s own refusal, or the configuration’s as it is', () => {
    expect(presetOr(other, unknown)).toBe(unknown);
    expect(presetOr(other)).toBe(other);
  });
});

describe('unpairedRounds', () => {
  it('every player has each round, not paired, and his rounds are his own', () => {
    const rounds = unpairedRounds(['a', 'b'], 2);
    expect(rounds.get('a')).toEqual([NOT_PAIRED, NOT_PAIRED]);
    rounds.get('a')![0] = { opponent: 'b', colour: 'w', result: '1' };
    expect(rounds.get('b')).toEqual([NOT_PAIRED, NOT_PAIRED]);
  });
});
