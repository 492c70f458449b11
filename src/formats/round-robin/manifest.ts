/** The round robin's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest } from '../manifest.js';

export const manifest: FormatManifest = {
  name: 'round-robin',
  rules: async () => (await import('./index.js')).roundRobin,
  demos: async () => (await import('./demo.js')).demos,
  trf: async () => (await import('./trf.js')).roundRobinTrf,
};
