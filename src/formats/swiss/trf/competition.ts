/**
 * The Swiss's TRF mapping (core/trf-mapping.ts, listed in `formats/trf.ts`): a TRF file read as a
 * Swiss competition (`read-competition.ts`; `arbiter import-trf --format swiss` and the web's
 * upload), or loaded into an existing Swiss (`load-competition.ts`). The Swiss writes its own
 * file (`write-competition.ts`, its `tournament.trf` download) with the engines' lines and the
 * players' FIDE data, which the generic sheet has no room for.
 */
import type { FormatTrf } from '../../../core/trf-mapping.js';
import { loadSwissCompetition } from './load-competition.js';
import { readSwissCompetition } from './read-competition.js';

export const swissTrf: FormatTrf = {
  reader: {
    help: 'a FIDE Swiss: the players with their FIDE data, each round as the file pairs it, its byes and results (XXR rounds, XXC colour, BB? points, 192 Baku, XXA virtual points)',
    read: readSwissCompetition,
  },
  loader: loadSwissCompetition,
};
