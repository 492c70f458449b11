/**
 * The one list of formats: each format's manifest (`formats/<f>/manifest.ts`, see `manifest.ts`),
 * one line per format, in the product's order of formats (pages, lists, demos). Adding a format
 * is its folder, its line here, its docs and its tests (docs/adding-a-format.md); every other list
 * of formats is derived from this one, and the architecture test fails on a second list (a
 * format's name on any other line outside the format folders). The manifests are small and load
 * nothing of their formats.
 */
import type { FormatManifest } from './manifest.js';

export const FORMAT_MANIFESTS: readonly FormatManifest[] = [
  (await import('./round-robin/manifest.js')).manifest,
  (await import('./handicap-league/manifest.js')).manifest,
  (await import('./championship/manifest.js')).manifest,
  (await import('./tp-tournament/manifest.js')).manifest,
  (await import('./keizer/manifest.js')).manifest,
  (await import('./pyramid/manifest.js')).manifest,
  (await import('./swiss/manifest.js')).manifest,
];
