/**
 * `arbiter swiss …` (the pure work in formats/swiss/cli/): the endorsement tools of the Dutch engine on TRF files (issue #28).
 * `check FILE.trf` re-pairs every round and exits 0 when each is what the engine makes, else 1
 * with the first difference; `pair-trf FILE.trf [--out FILE]` pairs the next round and writes it
 * as JaVaFo's and bbpPairings' `-p` do; `generate` writes a random tournament paired by the
 * engine, reproducible from its seed.
 */
import { EXIT } from '../../../app/errors.js';
import type { CliContext, RegisterTools } from '../../../cli/context.js';
import { Exit, usageError } from '../../../cli/exit.js';
import { readUtf8, writeOutputFile } from '../../../cli/files.js';
import { pairNextRound } from '../pairing/index.js';
import { engineInputFor, pairedRounds, parseSwissTrf, type SwissTrf } from '../trf/index.js';
import { checkTrf } from './check.js';
import { generateTournament } from './generate.js';
import { makePairingList } from './pairing-list.js';

function readTrf(path: string, context: CliContext): SwissTrf {
  const trf = parseSwissTrf(readUtf8(path, context));
  if (!trf.ok) throw new Exit(EXIT.invalid, `${path}: ${trf.error.code}: ${trf.error.message}`);
  return trf.value;
}

const whole =
  (name: string, min: number) =>
  (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min)
      throw usageError(`${name} must be a whole number of at least ${min}`);
    return n;
  };

const rate =
  (name: string) =>
  (value: string): number => {
    const n = Number(value);
    if (!(n >= 0 && n <= 1)) throw usageError(`${name} must be between 0 and 1`);
    return n;
  };

export const registerTools: RegisterTools = (group, context) => {
  group
    .command('check <file>')
    .description('check every round of a TRF file against the Dutch engine (exit 0 same, 1 different)')
    .action((file: string) => {
      const report = checkTrf(readTrf(file, context));
      if (report.difference) throw new Exit(EXIT.failure, `${file}: ${report.difference}`);
      console.log(`${file}: all ${report.rounds} rounds are paired as the Dutch engine pairs them`);
    });
  group
    .command('pair-trf <file>')
    .description(
      'pair the next round of a TRF file (XXR rounds, XXC colour): "white black" lines, a bye "N 0"',
    )
    .option('--out <file>', 'write the pairing to this file instead of standard output')
    .action((file: string, opts: { out?: string }) => {
      const trf = readTrf(file, context);
      const round = pairedRounds(trf) + 1;
      if (trf.totalRounds === null)
        throw new Exit(EXIT.invalid, `${file}: the file does not say how many rounds are planned (XXR)`);
      const result = pairNextRound(engineInputFor(trf, round, 'next', trf.totalRounds));
      if (!result.ok)
        throw new Exit(
          EXIT.refused,
          `${file}: round ${round}: ${result.error.code}: ${result.error.message}`,
        );
      const text = makePairingList(result.value);
      if (opts.out) writeOutputFile(opts.out, text);
      else process.stdout.write(text);
    });
  group
    .command('generate')
    .description('a random Swiss tournament paired by the engine, as TRF on standard output')
    .requiredOption('--players <n>', 'number of players', whole('--players', 2))
    .requiredOption('--rounds <n>', 'number of rounds', whole('--rounds', 1))
    .requiredOption('--seed <seed>', 'the seed: the same seed gives the same tournament')
    .option('--draw-rate <p>', 'share of games drawn (0..1)', rate('--draw-rate'), 0.3)
    .option('--forfeit-rate <p>', 'share of games forfeited (0..1)', rate('--forfeit-rate'), 0)
    .option(
      '--bye-rate <p>',
      'share of players asking for a half-point bye each round (0..1)',
      rate('--bye-rate'),
      0,
    )
    .option(
      '--withdraw-rate <p>',
      'share of players withdrawing before each round (0..1)',
      rate('--withdraw-rate'),
      0,
    )
    .option('--baku', 'Baku acceleration (C.04.5.1)')
    .action(
      (opts: {
        players: number;
        rounds: number;
        seed: string;
        drawRate: number;
        forfeitRate: number;
        baku?: boolean;
      }) => {
        const trf = generateTournament({ ...opts, ...(opts.baku ? { acceleration: 'baku' as const } : {}) });
        if (!trf.ok) throw new Exit(EXIT.refused, `${trf.error.code}: ${trf.error.message}`);
        process.stdout.write(trf.value);
      },
    );
};
