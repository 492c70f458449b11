/**
 * The demo competitions seeded into a new database: one or more per format, each format's
 * `demos(anchor)` from its `demo.ts` (the `demos` of its manifest in `catalog.ts`), in the product's
 * order of formats, placed relative to the anchor (the first start; see core/demo.ts). Without an
 * anchor, the demos' authored dates.
 */
import type { DemoScript } from '../core/demo.js';
import type { Moment } from '../core/types.js';
import { FORMAT_MANIFESTS } from './catalog.js';

const DEMOS_OF = await Promise.all(FORMAT_MANIFESTS.map((manifest) => manifest.demos()));

export const DEMOS = (anchor?: Moment): readonly DemoScript[] => DEMOS_OF.flatMap((demos) => demos(anchor));
