/**
 * The tournaments the Swiss side-by-side tools make with our own generator ("ours"): each with
 * rates drawn from the tool's lot, so that a seed gives the same tournaments on every run.
 */
import type { createLot } from '../core/lot.js';
import type { GenerateOptions } from '../formats/swiss/cli/generate.js';

type Lot = ReturnType<typeof createLot>;

/** A tournament with draws (below 50 %), forfeits, half-point byes and withdrawals drawn from `lot`. */
export const oursOptions = (
  lot: Lot,
  players: number,
  rounds: number,
  seed: string,
  baku: boolean,
): GenerateOptions => ({
  players,
  rounds,
  seed,
  drawRate: lot.below(50) / 100,
  forfeitRate: lot.below(15) / 100,
  halfByeRate: lot.below(10) / 100,
  withdrawRate: lot.below(4) / 100,
  ...(baku ? { acceleration: 'baku' as const } : {}),
});
