/**
 * The shared weights (`SharedWeights`): a weight handed out again for a pair must be the one made
 * afresh for it, bit for bit, or the matchings (C.04.3 C.5–C.21 as edge weights) would differ.
 * Every pair of a field after four rounds, in the bracket, in the next one and below, with and
 * without C.9, against a fresh set of shared values per weight.
 */
import { describe, expect, it } from 'vitest';
import { createLot } from '../../../core/lot.js';
import { setup } from './dutch.js';
import { pairNextRound } from './index.js';
import { type PlayerState, readPlayers } from './state.js';
import { DEFAULT_POINTS, type EngineInput, type TrfCell } from './types.js';
import { type ByeContext, edgeWeight, sharedWeights } from './weights.js';

/** `n` players after `rounds` rounds paired by the engine, the results drawn from a lot. */
function playedField(n: number, rounds: number, seed: string): EngineInput {
  const lot = createLot(seed);
  const cells: TrfCell[][] = Array.from({ length: n }, () => []);
  const input = (): EngineInput => ({
    totalRounds: 9,
    players: cells.map((c, i) => ({ number: i + 1, rating: 2400 - 7 * i, cells: c })),
    absent: new Set(),
    initialColour: 'w',
    points: DEFAULT_POINTS,
  });
  for (let r = 0; r < rounds; r++) {
    const paired = pairNextRound(input());
    if (!paired.ok) throw new Error(paired.error.message);
    for (const { white, black } of paired.value.pairs) {
      const x = lot.below(3);
      const w = x === 0 ? '1' : x === 1 ? '=' : '0';
      const b = x === 0 ? '0' : x === 1 ? '=' : '1';
      (cells[white - 1] as TrfCell[]).push({ opponent: black, colour: 'w', result: w });
      (cells[black - 1] as TrfCell[]).push({ opponent: white, colour: 'b', result: b });
    }
    const bye = paired.value.bye;
    if (bye !== null) (cells[bye - 1] as TrfCell[]).push({ opponent: null, colour: '-', result: 'U' });
  }
  return input();
}

describe('shared weights (C.04.3 C.5–C.21)', () => {
  const input = playedField(41, 4, 'shared-weights');
  const players = readPlayers(input, 4);
  const { ctx, sorted } = setup(players, { points: input.points, playedRounds: 4, totalRounds: 9 });
  const byes: ByeContext[] = [
    { byeScore: 0, singleDownfloaterIsByeAssignee: false, unplayedRanks: new Map() },
    { byeScore: 20, singleDownfloaterIsByeAssignee: false, unplayedRanks: new Map([[4, 0]]) },
    {
      byeScore: 20,
      singleDownfloaterIsByeAssignee: true,
      unplayedRanks: new Map([
        [4, 0],
        [3, 1],
      ]),
    },
  ];
  const places: [boolean, boolean][] = [
    [true, false],
    [false, true],
    [false, false],
  ];

  it.each(byes.map((bye, i) => [i, bye] as const))(
    'bye context %i: every weight as made afresh',
    (_, bye) => {
      let shared = 0;
      for (const [j, lower] of sorted.entries())
        for (const higher of sorted.slice(0, j) as PlayerState[])
          for (const [inBracket, inNext] of places) {
            const fresh = edgeWeight(
              { ...ctx, shared: sharedWeights() },
              bye,
              higher,
              lower,
              inBracket,
              inNext,
            );
            expect(edgeWeight(ctx, bye, higher, lower, inBracket, inNext)).toBe(fresh);
            shared++;
          }
      expect(shared).toBe((3 * 41 * 40) / 2);
    },
  );
});
