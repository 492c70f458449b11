/**
 * Every benchmark `npm run bench` runs, in order.
 */
import { accountBenches } from './accounts.js';
import { championshipBenches } from './championship.js';
import { cliBenches } from './cli-startup.js';
import { foldCacheBenches } from './fold-cache.js';
import { foundationBenches } from './foundation.js';
import { benches as handicapLeagueBenches } from './handicap-league.js';
import type { Bench } from './harness.js';
import { importBenches } from './imports.js';
import { keizerBenches } from './keizer.js';
import { loadBenches } from './load.js';
import { mailBenches } from './mail.js';
import { manyClubsBenches } from './many-clubs.js';
import { publicationBenches } from './publication.js';
import { publishBenches } from './publish.js';
import { pyramidBenches } from './pyramid.js';
import { swissBenches } from './swiss.js';
import { benches as tpTournamentBenches } from './tp-tournament.js';
import { pageBenches as tpTournamentPageBenches } from './tp-tournament-pages.js';

export const BENCHES: readonly Bench[] = [
  ...foundationBenches,
  ...pyramidBenches,
  ...keizerBenches,
  ...handicapLeagueBenches,
  ...championshipBenches,
  ...tpTournamentBenches,
  ...tpTournamentPageBenches,
  ...importBenches,
  ...publishBenches,
  ...cliBenches,
  ...mailBenches,
  ...loadBenches,
  ...manyClubsBenches,
  ...foldCacheBenches,
  ...accountBenches,
  ...publicationBenches,
  ...swissBenches,
];
