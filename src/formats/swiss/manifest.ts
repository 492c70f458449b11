/** The FIDE Swiss's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest } from '../manifest.js';

export const manifest: FormatManifest = {
  name: 'swiss',
  rules: async () => (await import('./index.js')).swiss,
  demos: async () => (await import('./demo.js')).demos,
  trf: async () => (await import('./trf/competition.js')).swissTrf,
  tools: 'FIDE Dutch engine tools on TRF files: check, pair-trf, generate',
};
