/**
 * Every format the product knows, by name. The app, the CLI and the pages look formats up here.
 */
import { type AnyFormat, formatAtVersion } from '../core/format.js';
import { err, type Refusal, type Result, refusal } from '../core/types.js';
import { championship } from './championship/index.js';
import { handicapLeague } from './handicap-league/index.js';
import { keizer } from './keizer/index.js';
import { pyramid } from './pyramid/index.js';
import { roundRobin } from './round-robin/index.js';
import { swiss } from './swiss/index.js';
import { tpTournament } from './tp-tournament/index.js';

export const FORMATS: ReadonlyMap<string, AnyFormat> = new Map<string, AnyFormat>([
  [roundRobin.name, roundRobin],
  [handicapLeague.name, handicapLeague],
  [championship.name, championship],
  [tpTournament.name, tpTournament],
  [keizer.name, keizer],
  [pyramid.name, pyramid],
  [swiss.name, swiss],
]);

export function formatByName(name: string): AnyFormat | undefined {
  return FORMATS.get(name);
}

/**
 * The format a stored competition folds with: its format as it scored under the rule version the
 * competition was written with, or a refusal naming the versions (never a silent rescoring).
 */
export function formatOf(name: string, version: number): Result<AnyFormat, Refusal> {
  const format = FORMATS.get(name);
  if (!format)
    return err(
      refusal('ERR_UNKNOWN_FORMAT', `"${name}" is not a format of this Arbiter`, { path: 'format' }),
    );
  return formatAtVersion(format, version);
}
