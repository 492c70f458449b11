/**
 * Each format's FIDE TRF mapping (core/trf-mapping.ts, the `trf` of its manifest in `catalog.ts`), by
 * format name, in the product's order: the formats whose games are chess games write one
 * (app/imports/trf.ts), and those a TRF file can become read one (app/imports/trf-import.ts; the
 * first is `import-trf`'s default). Low in the house, beside `registry.ts`, so that `app/` finds them.
 */
import type { FormatTrf } from '../core/trf-mapping.js';
import { FORMAT_MANIFESTS } from './catalog.js';

export const FORMAT_TRF: ReadonlyMap<string, FormatTrf> = new Map(
  await Promise.all(
    FORMAT_MANIFESTS.flatMap((manifest) =>
      manifest.trf ? [manifest.trf().then((trf) => [manifest.name, trf] as const)] : [],
    ),
  ),
);
