/**
 * The one list of formats: each format's manifest (`formats/<f>/manifest.ts`, see `manifest.ts`), one line
 * per format, in the product's order of formats (pages, lists, demos). Adding a format is its
 * folder, its line here, its docs and its tests (docs/adding-a-format.md); every other list of
 * formats is derived from this one, and the architecture test fails on a second list (a format's
 * name on any other line outside its folder).
 */
import { manifest as championship } from './championship/manifest.js';
import { manifest as handicapLeague } from './handicap-league/manifest.js';
import { manifest as keizer } from './keizer/manifest.js';
import type { FormatManifest } from './manifest.js';
import { manifest as pyramid } from './pyramid/manifest.js';
import { manifest as roundRobin } from './round-robin/manifest.js';
import { manifest as swiss } from './swiss/manifest.js';
import { manifest as tpTournament } from './tp-tournament/manifest.js';

export const FORMAT_MANIFESTS: readonly FormatManifest[] = [
  roundRobin,
  handicapLeague,
  championship,
  tpTournament,
  keizer,
  pyramid,
  swiss,
];
