/** The tournament-points tournament's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest } from '../manifest.js';

export const manifest: FormatManifest = {
  name: 'tp-tournament',
  rules: async () => (await import('./index.js')).tpTournament,
  demos: async () => (await import('./demo.js')).demos,
  mail: async () => (await import('./mail/index.js')).tpTournamentMail,
  tools: 'tournament-points tools: group tables, bracket, games, schedule, ratings, TP of a game',
};
