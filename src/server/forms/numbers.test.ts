/**
 * Numbers with fractions in the reader's language (issue 15): "2,5" in German and Dutch pages,
 * "2.5" in English and in files; halves written "½" stay. Over HTTP on the Keizer demo season
 * (KZ-10 scores with two decimals, values whole where whole).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rational } from '../../core/rational.js';
import { demos as keizerDemos } from '../../formats/keizer/demo.js';
import { keizerClub } from '../../test-support/keizer-web.js';
import { decimalText, rationalText } from './numbers.js';

describe('decimalText', () => {
  it('writes the decimal sign of the reader’s language, digit for digit', () => {
    expect(decimalText('12.50', 'de')).toBe('12,50');
    expect(decimalText('-0.5 and 3', 'nl')).toBe('−0,5 and 3');
    // A real minus sign in every language, never a hyphen between digits (issue 25.16).
    expect(decimalText('-3 (-0.25) 1-0 2026-11-20', 'en')).toBe('−3 (−0.25) 1-0 2026-11-20');
    expect(decimalText('12.50', 'en')).toBe('12.50');
    expect(decimalText('2½', 'de')).toBe('2½');
    expect(rationalText(rational(5, 2), 2, 'nl')).toBe('2,50');
    expect(rationalText(rational(4, 1), 2, 'de', true)).toBe('4');
  });
});

describe('Keizer pages (KZ-10)', async () => {
  const club = await keizerClub(keizerDemos());
  afterAll(() => club.close());
  const cells = async (lang: string) => {
    const { html } = await club.public.page(`/c/demo-keizer?lang=${lang}`);
    return [...html.matchAll(/<td class="num">(\d+[.,]\d\d)<\/td>/g)].map((m) => m[1] ?? '');
  };

  it('scores with a decimal comma in German and Dutch, a point in English', async () => {
    const en = await cells('en');
    expect(en.length).toBeGreaterThan(10);
    expect(en.every((c) => c.includes('.'))).toBe(true);
    for (const lang of ['de', 'nl']) expect(await cells(lang)).toEqual(en.map((c) => c.replace('.', ',')));
  });
});
