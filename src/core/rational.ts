/**
 * Exact rational numbers for points (halves, thirds, sixths of a Keizer value; TP tenths).
 * Numerator and denominator are safe integers kept in lowest terms with a positive denominator;
 * any operation whose result or any intermediate product would leave the safe-integer range
 * throws instead of rounding silently (every product is checked, not only the final sum).
 * Own implementation rather than a BigInt library because scores are recomputed in hot loops
 * (Keizer recalculation) and never come near 2^53.
 */

export interface Rational {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function checked(value: number): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`rational arithmetic left the exact range (${value})`);
  return value;
}

/**
 * The product of two safe integers, or a RangeError: a product beyond 2^53 is not exact as a
 * float, and no later step could notice (a sum of two inexact products may land back in range).
 */
const times = (x: number, y: number): number => checked(x * y);

export function rational(n: number, d = 1): Rational {
  if (!Number.isInteger(n) || !Number.isInteger(d))
    throw new RangeError(`rational(${n}, ${d}) needs integers`);
  if (d === 0) throw new RangeError('rational with denominator 0');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: checked((sign * n) / g) + 0, d: checked((sign * d) / g) };
}

export const ZERO: Rational = rational(0);

/** Over the least common denominator, so that sums of like fractions multiply nothing large. */
export const add = (a: Rational, b: Rational): Rational => {
  if (a.d === b.d) return rational(checked(a.n + b.n), a.d);
  const g = gcd(a.d, b.d);
  const left = times(a.n, b.d / g);
  const right = times(b.n, a.d / g);
  return rational(checked(left + right), times(a.d / g, b.d));
};
export const sub = (a: Rational, b: Rational): Rational => add(a, neg(b));
export const neg = (a: Rational): Rational => rational(-a.n, a.d);
/** Cancels crosswise first, so that a product that fits never fails on its way. */
export const mul = (a: Rational, b: Rational): Rational => {
  const g1 = gcd(a.n, b.d) || 1;
  const g2 = gcd(b.n, a.d) || 1;
  return rational(times(a.n / g1, b.n / g2), times(a.d / g2, b.d / g1));
};
export const div = (a: Rational, b: Rational): Rational => {
  if (b.n === 0) throw new RangeError('division by zero');
  return mul(a, rational(b.d, b.n));
};
export const mulInt = (a: Rational, k: number): Rational => mul(a, rational(k));

export function sum(values: Iterable<Rational>): Rational {
  let total = ZERO;
  for (const v of values) total = add(total, v);
  return total;
}

export const compare = (a: Rational, b: Rational): number => {
  if (a.d === b.d) return a.n < b.n ? -1 : a.n > b.n ? 1 : 0;
  const g = gcd(a.d, b.d);
  const left = times(a.n, b.d / g);
  const right = times(b.n, a.d / g);
  return left < right ? -1 : left > right ? 1 : 0;
};
export const equals = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;
export const min = (a: Rational, b: Rational): Rational => (compare(a, b) <= 0 ? a : b);
export const max = (a: Rational, b: Rational): Rational => (compare(a, b) >= 0 ? a : b);

/**
 * Parses `3`, `-1.5`, `1/3`, `2 1/2` and `½`; the inverse of `makeRational` for every value it prints.
 * Text naming a number beyond the exact range (`9007199254740993`, 20 decimals) is no rational:
 * undefined, never a RangeError.
 */
export function parseRational(text: string): Rational | undefined {
  try {
    return parseExact(text);
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

function parseExact(text: string): Rational | undefined {
  const s = text
    .trim()
    .replace('½', '.5')
    .replace(/^(-?)\.5$/, '$10.5');
  let m = /^(-?\d+)$/.exec(s);
  if (m) return rational(Number(m[1]));
  m = /^(-?\d+)\.(\d+)$/.exec(s);
  if (m) {
    const digits = m[2] as string;
    const scale = checked(10 ** digits.length);
    const whole = checked(Number(m[1]));
    const frac = checked(Number(digits));
    const negative = (m[1] as string).startsWith('-');
    return rational(checked(times(whole, scale) + (negative ? -frac : frac)), scale);
  }
  m = /^(-?\d+)\/(\d+)$/.exec(s);
  if (m && Number(m[2]) !== 0) return rational(Number(m[1]), Number(m[2]));
  m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(s);
  if (m && Number(m[4]) !== 0) {
    const sign = m[1] === '-' ? -1 : 1;
    return rational(sign * (Number(m[2]) * Number(m[4]) + Number(m[3])), Number(m[4]));
  }
  return undefined;
}

/**
 * The largest magnitude and the finest denominator of a number a person enters (points, values,
 * shares): far beyond any competition's scores, yet small enough that sums and products over a
 * whole season stay inside the exact range, so that a stored value can never make a later fold
 * throw.
 */
export const INPUT_LIMIT = { magnitude: 1_000_000, denominator: 10_000 } as const;

/** Whether `r` lies within `INPUT_LIMIT` (see there). */
export const withinInputLimit = (r: Rational): boolean =>
  r.d <= INPUT_LIMIT.denominator && Math.abs(r.n) <= INPUT_LIMIT.magnitude * r.d;

/** `parseRational` for entered numbers: undefined beyond `INPUT_LIMIT` as well. */
export function parseInputRational(text: string): Rational | undefined {
  const r = parseRational(text);
  return r && withinInputLimit(r) ? r : undefined;
}

/** Exact text: `3`, `-1/2`, `71/2`. Lossless, for documents and JSON. */
export function makeRational(a: Rational): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}

/**
 * Display text rounded half away from zero to `decimals` places (exact, no float rounding):
 * `formatRational(71/2, 2)` → `35.50`; trailing zeros are kept for column alignment unless `trim`.
 */
export function formatRational(a: Rational, decimals = 2, trim = false): string {
  const scale = 10 ** decimals;
  const scaled = times(Math.abs(a.n), scale);
  let q = Math.floor(scaled / a.d);
  const r = scaled - times(q, a.d);
  if (2 * r >= a.d) q += 1;
  const sign = a.n < 0 && q !== 0 ? '-' : '';
  const whole = Math.floor(q / scale);
  let text = decimals === 0 ? String(whole) : `${whole}.${String(q % scale).padStart(decimals, '0')}`;
  if (trim && decimals > 0) text = text.replace(/\.?0+$/, '');
  return sign + text;
}

/**
 * A count of half points (a draw is one half) as people write it: `0`, `½`, `1`, `1½`, `−½`.
 * A game's points and counts of wins are shown through this one function; scores in standings
 * are decimals in the reader's language (`rationalText` in server/forms/numbers.ts).
 */
export function formatHalves(halves: number): string {
  if (!Number.isInteger(halves))
    throw new RangeError(`formatHalves(${halves}) needs a whole number of halves`);
  const abs = Math.abs(halves);
  const whole = Math.floor(abs / 2);
  const text = abs % 2 === 1 ? `${whole === 0 ? '' : whole}½` : String(whole);
  return halves < 0 ? `−${text}` : text;
}
