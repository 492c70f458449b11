/**
 * Each format's FIDE TRF mapping (core/trf-mapping.ts, `formats/<f>/trf.ts`), by format name, in
 * the order of the rules' list: the formats whose games are chess games write one (app/imports/trf.ts),
 * and those a TRF file can become read one (app/imports/trf-import.ts; the first is `import-trf`'s
 * default). Low in the house, beside `registry.ts`, so that `app/` finds them.
 */
import type { FormatTrf } from '../core/trf-mapping.js';
import { keizerTrf } from './keizer/trf.js';
import { pyramidTrf } from './pyramid/trf.js';
import { roundRobinTrf } from './round-robin/trf.js';
import { swissTrf } from './swiss/trf/competition.js';

export const FORMAT_TRF: ReadonlyMap<string, FormatTrf> = new Map<string, FormatTrf>([
  ['round-robin', roundRobinTrf],
  ['keizer', keizerTrf],
  ['pyramid', pyramidTrf],
  ['swiss', swissTrf],
]);
