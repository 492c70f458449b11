/** The handicap league's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest } from '../manifest.js';

export const manifest: FormatManifest = {
  name: 'handicap-league',
  rules: async () => (await import('./index.js')).handicapLeague,
  demos: async () => (await import('./demo.js')).demos,
  mail: async () => (await import('./mail/index.js')).handicapLeagueMail,
  tools: 'handicap-league tools: the evening board, handicaps, player histories, the table',
};
