/** The championship's own download: the division as a tsh `.t` file (SD-17). */
import { type Download, TEXT } from '../../../server/kit/downloads.js';
import { type ChampionshipState, exportTFile, makeTFile } from '../index.js';

export const championshipDownloads: readonly Download[] = [
  {
    name: 'division.t',
    label: 'download.tsh',
    tab: 'standings',
    contentType: TEXT,
    make: (input) => makeTFile(exportTFile(input.state as ChampionshipState, input.roster)),
  },
];
