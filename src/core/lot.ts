/**
 * Lots: random draws that can be replayed. A lot takes a seed (a string chosen at the edge and
 * recorded in the event that used it) and yields the same sequence on every machine forever.
 * The generator is our own (sfc32 seeded through cyrb128) so that no library upgrade can ever
 * change a recorded draw; `lot.test.ts` pins its output. Every lot event records the algorithm
 * beside the seed (`lotFields`), so a new algorithm can come without changing an old draw: a
 * recorded draw replays with its own algorithm, and one recorded before algorithms were recorded
 * means `sfc32-cyrb128`.
 */
import { z } from 'zod';

export const LOT_ALGORITHMS = ['sfc32-cyrb128'] as const;
export type LotAlgorithm = (typeof LOT_ALGORITHMS)[number];

/** The algorithm of new draws. */
export const LOT_ALGORITHM: LotAlgorithm = 'sfc32-cyrb128';

/** The algorithm of draws recorded without one (logs from before it was recorded). */
const UNRECORDED: LotAlgorithm = 'sfc32-cyrb128';

/** A seed as a command gives it. */
export const seedSchema = z.string().min(1).max(200);

/** The payload fields of a lot event: the seed and the algorithm that drew with it. */
export const lotFields = {
  seed: z.string().min(1),
  algorithm: z
    .enum(LOT_ALGORITHMS, {
      error: (issue) =>
        `"${String(issue.input)}" is not a lot algorithm this Arbiter knows (${LOT_ALGORITHMS.join(', ')})`,
    })
    .optional(),
};

/** A recorded draw's seed and algorithm, as a lot event's payload holds them. */
export interface LotRecord {
  readonly seed: string;
  readonly algorithm?: LotAlgorithm;
}

/** What a new lot event records for `seed`. */
export const recordLot = (seed: string): { seed: string; algorithm: LotAlgorithm } => ({
  seed,
  algorithm: LOT_ALGORITHM,
});

/** The seed and algorithm of a lot event's payload, to keep in a state. */
export const lotOf = (payload: LotRecord): LotRecord =>
  payload.algorithm === undefined
    ? { seed: payload.seed }
    : { seed: payload.seed, algorithm: payload.algorithm };

/** The lot of a recorded draw, drawn again with the algorithm it was drawn with. */
export const replayLot = (record: LotRecord): Lot => createLot(record.seed, record.algorithm ?? UNRECORDED);

export interface Lot {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** A new array with the items in drawn order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item drawn from a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The generators by algorithm: each yields unsigned 32-bit integers from a seed. */
const GENERATORS: Readonly<Record<LotAlgorithm, (seed: string) => () => number>> = {
  'sfc32-cyrb128': sfc32,
};

function sfc32(seed: string): () => number {
  let [a, b, c, d] = cyrb128(seed);
  const nextUint = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: the first outputs of sfc32 correlate with the seed.
  for (let i = 0; i < 15; i++) nextUint();
  return nextUint;
}

/** A lot drawn from `seed` (by the algorithm of new draws unless told). */
export function createLot(seed: string, algorithm: LotAlgorithm = LOT_ALGORITHM): Lot {
  const nextUint = GENERATORS[algorithm](seed);
  const next = (): number => nextUint() / 4294967296;
  const below = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`below(${n}) needs a positive integer`);
    return Math.floor(next() * n);
  };
  return {
    next,
    below,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = below(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[below(items.length)] as T;
    },
  };
}
