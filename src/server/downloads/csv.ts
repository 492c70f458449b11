/**
 * CSV as spreadsheets read it (RFC 4180 through csv-stringify): a header row, CR LF between
 * records, quotes where a field needs them; with `bom` a UTF-8 byte-order mark first, so that
 * Excel reads the umlauts.
 */
import { stringify } from 'csv-stringify/sync';

export type Table = readonly (readonly string[])[];

export const makeCsv = (table: Table, bom: boolean): string =>
  stringify(table as string[][], { bom, record_delimiter: 'windows' });
