/**
 * Quantiles of a ranked list: k consecutive bands (quartiles, sextiles …) whose sizes differ by at
 * most one. Group draws take one player from each band (championship SD-3 … SD-7), so the band
 * sizes decide who can meet whom in a preliminary group.
 */

/** Which bands get the extra players when the list does not split evenly. */
export type BandOrder = 'larger-first' | 'smaller-first';

/**
 * Sizes of k bands for n items, differing by at most one. `larger-first` is the general rule
 * (SD-7); `smaller-first` serves the remainder-3 case, where the top quartile is one short (SD-4).
 */
export function bandSizes(n: number, k: number, order: BandOrder = 'larger-first'): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`bandSizes needs a count ≥ 0, not ${n}`);
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`bandSizes needs at least one band, not ${k}`);
  const base = Math.floor(n / k);
  const extra = n % k;
  const sizes = Array.from({ length: k }, (_, i) => base + (i < extra ? 1 : 0));
  return order === 'larger-first' ? sizes : sizes.reverse();
}

/** Splits `items` (already in rank order) into consecutive bands of the given sizes. */
export function splitBands<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total !== items.length) throw new RangeError(`band sizes add up to ${total}, not ${items.length}`);
  const bands: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    bands.push(items.slice(start, start + size));
    start += size;
  }
  return bands;
}

/** The k quantiles of a ranked list (SD-7). */
export function quantiles<T>(items: readonly T[], k: number, order: BandOrder = 'larger-first'): T[][] {
  return splitBands(items, bandSizes(items.length, k, order));
}
