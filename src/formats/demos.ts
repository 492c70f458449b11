/**
 * The demo competitions seeded into a new database: one or more per format, each format's
 * `demos()` from its `demo.ts`.
 */
import type { DemoScript } from '../core/demo.js';
import { demos as championship } from './championship/demo.js';
import { demos as handicapLeague } from './handicap-league/demo.js';
import { demos as keizer } from './keizer/demo.js';
import { demos as pyramid } from './pyramid/demo.js';
import { demos as roundRobin } from './round-robin/demo.js';
import { demos as tpTournament } from './tp-tournament/demo.js';

export const DEMOS = (): readonly DemoScript[] => [
  ...roundRobin(),
  ...pyramid(),
  ...keizer(),
  ...handicapLeague(),
  ...championship(),
  ...tpTournament(),
];
