/**
 * The demo competitions seeded into a new database: one or more per format.
 */
import type { DemoScript } from '../core/demo.js';
import { championshipDemos } from './championship/demo.js';
import { demos as handicapLeagueDemos } from './handicap-league/demo.js';
import { keizerDemos } from './keizer/demo.js';
import { pyramidDemos } from './pyramid/demo.js';
import { roundRobinDemo } from './round-robin/demo.js';
import { demos as tpTournamentDemos } from './tp-tournament/demo.js';

export const DEMOS = (): readonly DemoScript[] => [
  roundRobinDemo(),
  ...pyramidDemos,
  ...keizerDemos,
  ...handicapLeagueDemos,
  ...championshipDemos(),
  ...tpTournamentDemos,
];
