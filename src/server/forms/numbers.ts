/**
 * Numbers with fractions as the reader writes them: "2.5" in English, "2,5" in German and Dutch.
 * The rules format exact values (core/rational.ts) with a point; pages swap in the decimal sign
 * of the reader's language (from `Intl.NumberFormat`), digit for digit, so nothing is rounded
 * twice. Halves written "½" stay as they are.
 */
import { LOCALES } from '../../app/i18n.js';
import { formatRational, type Rational } from '../../core/rational.js';
import type { Lang } from '../../core/types.js';

const DECIMAL = /(?<![\d.])(-?\d+)\.(\d+)(?![\d.])/g;

const signs = new Map<Lang, string>();
const decimalSign = (lang: Lang): string => {
  let sign = signs.get(lang);
  if (sign === undefined) {
    sign =
      new Intl.NumberFormat(LOCALES[lang]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    signs.set(lang, sign);
  }
  return sign;
};

/** A hyphen that starts a number ("-3", "(-0.5"), not one between digits ("1-0", "2026-11-20"). */
const HYPHEN_MINUS = /(?<![\p{L}\d.,-])-(?=\d)/gu;

/** Negative numbers in `text` with a real minus sign ("−3"), as people write them in every language. */
export const minusText = (text: string): string => text.replace(HYPHEN_MINUS, '−');

/**
 * Every decimal number in `text` ("12.50", "-0.5") with the reader's decimal sign, and a real
 * minus sign (issue 25: "−1,83", never "-1,83" beside "−3"). Files and the API keep ASCII.
 */
export function decimalText(text: string, lang: Lang): string {
  const sign = decimalSign(lang);
  return minusText(
    sign === '.'
      ? text
      : text.replace(DECIMAL, (_, whole: string, fraction: string) => `${whole}${sign}${fraction}`),
  );
}

/** An exact value with `digits` decimals in the reader's language (see `formatRational`). */
export const rationalText = (r: Rational, digits: number, lang: Lang, trimWhole = false): string =>
  decimalText(formatRational(r, digits, trimWhole), lang);

/** A plain number ("1575.5", a seeding rating) in the reader's language, without grouping. */
export const numberText = (n: number, lang: Lang): string => decimalText(String(n), lang);
