/**
 * Every benchmark `npm run bench` runs, in order.
 */
import { foundationBenches } from './foundation.js';
import type { Bench } from './harness.js';
import { loadBenches } from './load.js';

export const BENCHES: readonly Bench[] = [...foundationBenches, ...loadBenches];
