/**
 * The demo competitions seeded into a new database: one or more per format, each format's
 * `demos(anchor)` from its `demo.ts`, placed relative to the anchor (the first start; see
 * core/demo.ts). Without an anchor, the demos' authored dates.
 */
import type { DemoScript } from '../core/demo.js';
import type { Moment } from '../core/types.js';
import { demos as championship } from './championship/demo.js';
import { demos as handicapLeague } from './handicap-league/demo.js';
import { demos as keizer } from './keizer/demo.js';
import { demos as pyramid } from './pyramid/demo.js';
import { demos as roundRobin } from './round-robin/demo.js';
import { demos as swiss } from './swiss/demo.js';
import { demos as tpTournament } from './tp-tournament/demo.js';

export const DEMOS = (anchor?: Moment): readonly DemoScript[] => [
  ...roundRobin(anchor),
  ...pyramid(anchor),
  ...keizer(anchor),
  ...handicapLeague(anchor),
  ...championship(anchor),
  ...tpTournament(anchor),
  ...swiss(anchor),
];
