/**
 * The Swiss's own download: the tournament as a TRF file (`trf/write-competition.ts`), which
 * bbpPairings, JaVaFo and `arbiter swiss check|pair-trf` read and an upload reads back. The
 * public's file has the names the public may see and no FIDE id, birth date or sex.
 */
import { type Download, downloadName, TEXT } from '../../../server/kit/downloads.js';
import type { SwissState } from '../state.js';
import { makeSwissCompetitionTrf } from '../trf/write-competition.js';

export const swissDownloads: readonly Download[] = [
  {
    name: 'tournament.trf',
    label: 'download.trf',
    tab: 'pairings',
    contentType: TEXT,
    make: (input) =>
      makeSwissCompetitionTrf(input.state as SwissState, {
        name: input.loaded.record.name,
        nameOf: downloadName(input),
        personal: input.audience === 'director',
      }),
  },
];
