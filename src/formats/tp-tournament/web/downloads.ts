/** The tournament's own download: every group's table as CSV (TX-7). */
import { formatHalves } from '../../../core/rational.js';
import type { Table } from '../../../server/downloads/csv.js';
import {
  CSV,
  type Download,
  type DownloadInput,
  downloadName as name,
} from '../../../server/kit/downloads.js';
import { formatTp, groupTables, type TpState } from '../index.js';

/** TX-7: every group's table, one block of rows per group. */
function tpGroups(input: DownloadInput): Table | undefined {
  const { t } = input;
  const state = input.state as TpState;
  if (!state.groups) return undefined;
  const of = name(input);
  return [
    [
      t('download.col.group'),
      t('col.place'),
      t('col.name'),
      t('tx.col.tp'),
      t('col.games'),
      t('tx.col.wins'),
      t('tx.col.margin'),
      t('tx.col.stones'),
      t('tx.col.no-shows'),
      t('tx.ui.decidedBy'),
    ],
    ...groupTables(state).flatMap((g) =>
      g.rows.map((r) => [
        g.id,
        String(r.place),
        of(r.participantId),
        formatTp(r.tp),
        String(r.games),
        formatHalves(r.wins),
        String(r.margin),
        String(r.stones),
        String(r.noShows),
        r.decidedBy ? t(`tx.decided.${r.decidedBy}`) : '',
      ]),
    ),
  ];
}

export const tpTournamentDownloads: readonly Download[] = [
  {
    name: 'groups.csv',
    label: 'download.groups',
    tab: 'standings',
    contentType: CSV,
    make: tpGroups,
  },
];
