/**
 * The demo competitions seeded into a new database: one or more per format.
 */
import type { DemoScript } from '../core/demo.js';
import { roundRobinDemo } from './round-robin/demo.js';

export const DEMOS = (): readonly DemoScript[] => [roundRobinDemo()];
