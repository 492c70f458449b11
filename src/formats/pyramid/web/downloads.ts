/** The pyramid's own downloads, for directors: the rating export as CSV and PGN (PYR-8). */
import { CSV, type Download } from '../../../server/kit/downloads.js';
import { makePgnHeaders, type PyramidState, ratingTable } from '../index.js';

export const pyramidDownloads: readonly Download[] = [
  {
    name: 'rating.csv',
    label: 'download.ratingCsv',
    tab: 'export',
    contentType: CSV,
    directorOnly: true,
    make: (input) => ratingTable(input.state as PyramidState, input.roster, input.asOf),
  },
  {
    name: 'rating.pgn',
    label: 'download.ratingPgn',
    tab: 'export',
    contentType: 'application/vnd.chess-pgn; charset=utf-8',
    directorOnly: true,
    make: (input) => makePgnHeaders(input.state as PyramidState, input.roster, input.asOf),
  },
];
