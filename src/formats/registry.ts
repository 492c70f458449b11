/**
 * Every format the product knows, by name. The app, the CLI and the pages look formats up here.
 */
import type { AnyFormat } from '../core/format.js';
import { championship } from './championship/index.js';
import { handicapLeague } from './handicap-league/index.js';
import { keizer } from './keizer/index.js';
import { pyramid } from './pyramid/index.js';
import { roundRobin } from './round-robin/index.js';
import { tpTournament } from './tp-tournament/index.js';

export const FORMATS: ReadonlyMap<string, AnyFormat> = new Map<string, AnyFormat>([
  [roundRobin.name, roundRobin],
  [handicapLeague.name, handicapLeague],
  [championship.name, championship],
  [tpTournament.name, tpTournament],
  [keizer.name, keizer],
  [pyramid.name, pyramid],
]);

export function formatByName(name: string): AnyFormat | undefined {
  return FORMATS.get(name);
}
