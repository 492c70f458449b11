/** The Keizer season's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest } from '../manifest.js';

export const manifest: FormatManifest = {
  name: 'keizer',
  rules: async () => (await import('./index.js')).keizer,
  demos: async () => (await import('./demo.js')).demos,
  mail: async () => (await import('./mail/index.js')).keizerMail,
  trf: async () => (await import('./trf.js')).keizerTrf,
  tools: "a Keizer season's own tools (docs/formats/keizer.md)",
};
