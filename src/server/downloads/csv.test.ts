/**
 * CSV for spreadsheets (issue 25, point 8): plain CSV is RFC 4180 with points; the one for Excel
 * follows the reader's locale (semicolons and decimal commas for de and nl, a byte-order mark);
 * formula cells are neutralised in every CSV (OWASP, CSV Injection) while numbers stay numbers.
 * Read back with csv-parse, as a spreadsheet would split it.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { makeCsv, neutralized } from './csv.js';

const TABLE = [
  ['Place', 'Name', 'Points', 'Change'],
  ['1', 'Anna de Vries', '99.00', '-1.83'],
  ['2', '=HYPERLINK("http://evil.example","x")', '12.5', '+3'],
  ['3', '@SUM(A1:A2)', '7', '-'],
];

describe('CSV for spreadsheets', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+cmd', "'+cmd"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['-1.83', '-1.83'],
    ['+3', '+3'],
    ['-', '-'],
    ['Bram Jansen', 'Bram Jansen'],
    ['½–½', '½–½'],
  ])('the cell %j is written as %j', (cell, written) => {
    expect(neutralized(cell)).toBe(written);
  });

  it('plain CSV is RFC 4180: commas, decimal points, no byte-order mark, formulas neutralised', () => {
    const text = makeCsv(TABLE);
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text).toContain('\r\n');
    const rows = parse(text) as string[][];
    expect(rows[1]).toEqual(['1', 'Anna de Vries', '99.00', '-1.83']);
    expect(rows[2]).toEqual(['2', `'=HYPERLINK("http://evil.example","x")`, '12.5', '+3']);
    expect(rows[3]).toEqual(['3', "'@SUM(A1:A2)", '7', '-']);
  });

  it.each(['de', 'nl'] as const)(
    'for Excel in %s: a byte-order mark, semicolons and decimal commas',
    (lang) => {
      const text = makeCsv(TABLE, lang);
      expect(text.startsWith('\ufeff')).toBe(true);
      expect(text.split('\r\n')[1]).toBe('1;Anna de Vries;99,00;-1,83');
      const rows = parse(text, { bom: true, delimiter: ';' }) as string[][];
      expect(rows[0]).toEqual(['Place', 'Name', 'Points', 'Change']);
      expect(rows[2]).toEqual(['2', `'=HYPERLINK("http://evil.example","x")`, '12,5', '+3']);
    },
  );

  it('for Excel in English: a byte-order mark, commas and decimal points', () => {
    const text = makeCsv(TABLE, 'en');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(parse(text, { bom: true })).toEqual(parse(makeCsv(TABLE)));
  });
});
