/**
 * Every benchmark `npm run bench` runs, in order.
 */
import { championshipBenches } from '../formats/championship/bench.js';
import { benches as handicapLeagueBenches } from '../formats/handicap-league/bench.js';
import { benches as tpTournamentBenches } from '../formats/tp-tournament/bench.js';
import { foundationBenches } from './foundation.js';
import type { Bench } from './harness.js';

export const BENCHES: readonly Bench[] = [
  ...foundationBenches,
  ...handicapLeagueBenches,
  ...championshipBenches,
];
