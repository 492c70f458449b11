/** The Keizer season's own download: the crosstable as CSV (KZ-7 … KZ-10). */
import type { Table } from '../../../server/downloads/csv.js';
import {
  CSV,
  type Download,
  type DownloadInput,
  downloadName as name,
} from '../../../server/kit/downloads.js';
import { crosstable, type KeizerState, rankingAfter } from '../index.js';
import { cellMark } from './crosstable.js';
import { pointsText } from './shared.js';

/** KZ-7 … KZ-10: the crosstable as the page shows it, a mark and the points for every round. */
function keizerCrosstable(input: DownloadInput): Table {
  const { t } = input;
  const state = input.state as KeizerState;
  const table = crosstable(state);
  const placeOf = new Map(rankingAfter(state).rows.map((r) => [r.participantId as string, r.place]));
  const of = name(input);
  return [
    [
      t('col.place'),
      t('col.name'),
      t('keizer.col.base'),
      ...table.rounds.flatMap((r) => [String(r), t('download.col.roundPoints', { round: r })]),
      t('keizer.col.score'),
    ],
    ...table.rows.map((row) => [
      String(row.place),
      of(row.participantId),
      pointsText(row.base),
      ...row.cells.flatMap((cell) => [
        cell.outcome === 'none' ? '' : cellMark(cell, placeOf),
        pointsText(cell.points),
      ]),
      pointsText(row.score),
    ]),
  ];
}

export const keizerDownloads: readonly Download[] = [
  {
    name: 'crosstable.csv',
    label: 'download.crosstable',
    tab: 'crosstable',
    contentType: CSV,
    make: keizerCrosstable,
  },
];
