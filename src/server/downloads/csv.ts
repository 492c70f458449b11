/**
 * CSV as spreadsheets read it (RFC 4180 through csv-stringify): a header row, CR LF between
 * records, quotes where a field needs them. The plain file keeps commas and decimal points; the
 * one "for Excel" follows the reader's locale as Excel does — a UTF-8 byte-order mark (so Excel
 * reads the umlauts), and for German and Dutch a semicolon between fields and a decimal comma.
 *
 * Every file is safe to open: a cell that a spreadsheet would run as a formula (one starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, as OWASP recommends
 * ("CSV Injection"), so a name such as `=HYPERLINK(…)` stays text; numbers, negative ones too,
 * stay numbers, and a lone `-` stays a dash.
 */
import { stringify } from 'csv-stringify/sync';
import type { Lang } from '../../core/types.js';

export type Table = readonly (readonly string[])[];

/** Locales whose Excel separates fields by `;` and writes decimals with a comma. */
const DECIMAL_COMMA: ReadonlySet<Lang> = new Set(['de', 'nl']);

const NUMBER = /^[-+]?\d+(\.\d+)?$/;
const DECIMAL = /^([-+]?\d+)\.(\d+)$/;

/** A cell as text a spreadsheet shows, never runs (OWASP: CSV Injection). */
export function neutralized(cell: string): string {
  // A lone dash (no result, no value) is no formula either.
  if (NUMBER.test(cell) || cell === '-') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The CSV of a table: plain (RFC 4180, points), or for Excel in the reader's locale. */
export function makeCsv(table: Table, excelFor?: Lang): string {
  const comma = excelFor !== undefined && DECIMAL_COMMA.has(excelFor);
  const cells = table.map((row) =>
    row.map((cell) => {
      const safe = neutralized(cell);
      return comma ? safe.replace(DECIMAL, '$1,$2') : safe;
    }),
  );
  return stringify(cells, {
    bom: excelFor !== undefined,
    record_delimiter: 'windows',
    delimiter: comma ? ';' : ',',
  });
}
