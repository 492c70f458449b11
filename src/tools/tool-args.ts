/**
 * The command line of the Swiss side-by-side tools (`swiss-compare`, `swiss-xxa`,
 * `swiss-agreement`), read by Node's own `util.parseArgs`: every option takes a value; a range is
 * written `a-b` (or `a`). Unknown options are refused by name.
 */
import { parseArgs } from 'node:util';

/** Where bbpPairings is built beside the project (docs/swiss-engine.md). */
export const BBP_DEFAULT = '/work/tools/bbpPairings/bbpPairings.exe';

/** `a-b` (or `a`) as a pair of whole numbers. */
export function rangeArg(text: string, option: string): [number, number] {
  const [a, b = a] = text.split('-').map(Number) as [number, number?];
  if (!Number.isInteger(a) || !Number.isInteger(b) || a > (b as number))
    throw new Error(`--${option} wants a range such as 10-300, not "${text}"`);
  return [a, b as number];
}

/** The options (all with values) and the positional arguments. */
export function toolArgs(
  argv: readonly string[],
  names: readonly string[],
  flags: readonly string[] = [],
): { values: Record<string, string | undefined>; flags: Set<string>; files: string[] } {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {};
  for (const n of names) options[n] = { type: 'string' };
  for (const f of flags) options[f] = { type: 'boolean' };
  const { values, positionals } = parseArgs({
    args: [...argv],
    options,
    allowPositionals: true,
    strict: true,
  });
  const strings: Record<string, string | undefined> = {};
  const set = new Set<string>();
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string') strings[k] = v;
    else if (v === true) set.add(k);
  }
  return { values: strings, flags: set, files: positionals };
}

/** What every tool that generates tournaments reads: the seed, the ranges of players and rounds, the output folder. */
export interface GeneratedRun {
  seed: string;
  players: [number, number];
  rounds: [number, number];
  out: string;
}

/** The `GeneratedRun` options of `values`, each with its default where not given. */
export const generatedRun = (
  values: Record<string, string | undefined>,
  defaults: { seed: string; players: string; rounds: string; out: string },
): GeneratedRun => ({
  seed: values.seed ?? defaults.seed,
  players: rangeArg(values.players ?? defaults.players, 'players'),
  rounds: rangeArg(values.rounds ?? defaults.rounds, 'rounds'),
  out: values.out ?? defaults.out,
});
