/**
 * Lots: random draws that can be replayed. A lot takes a seed (a string chosen at the edge and
 * recorded in the event that used it) and yields the same sequence on every machine forever.
 * The generator is our own (sfc32 seeded through cyrb128) so that no library upgrade can ever
 * change a recorded draw. Version it if it ever has to change: `LOT_ALGORITHM`.
 */

export const LOT_ALGORITHM = 'sfc32-cyrb128';

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

export function createLot(seed: string): Lot {
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

/** Seeds look like `lot-3f9a…`; the edge makes them from a CSPRNG, tests write them by hand. */
export function isSeed(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= 200;
}
