/**
 * Roman numerals for the league-rank modifier (HL-4). Modifiers grow without limit (HL-7), so
 * thousands are written as repeated `M` beyond the classical 3999 (`MMMMCC` = 4200), which keeps
 * every positive integer writable and every written numeral readable back to the same number.
 * Only the canonical form is accepted (`IV`, never `IIII`), so parse and make are exact inverses.
 */

const UNITS: readonly (readonly [number, string])[] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

const CANONICAL = /^M*(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

const VALUE: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** The numeral of a positive safe integer: `makeRoman(12)` → `XII`. */
export function makeRoman(value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${value} has no Roman numeral`);
  let rest = value;
  let out = '';
  for (const [unit, letters] of UNITS) {
    const times = Math.floor(rest / unit);
    out += letters.repeat(times);
    rest -= times * unit;
  }
  return out;
}

/** The value of a canonical numeral (any letter case), or undefined: `parseRoman('xii')` → 12. */
export function parseRoman(text: string): number | undefined {
  const s = text.toUpperCase();
  if (s === '' || !CANONICAL.test(s)) return undefined;
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const here = VALUE[s[i] as string] as number;
    const next = VALUE[s[i + 1] ?? ''] ?? 0;
    total += here < next ? -here : here;
  }
  return Number.isSafeInteger(total) ? total : undefined;
}
