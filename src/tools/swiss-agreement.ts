/**
 * The long agreement run with bbpPairings v6 (issue #28): random tournaments one at a time, each
 * written down as soon as it is compared, so that a run of thousands can stop and go on. Three in
 * four come from `bbpPairings --dutch -g` (its own pairings in the file), one in four from our
 * generator (every other one with Baku acceleration); for each, every round is paired by our
 * engine on the file cut before it and by `bbpPairings --dutch -p` on the same cut, and the two
 * outputs (pairs, colours, board order, the bye) must be identical. Tournament `i` is the same
 * from any run (its lot is `<seed>-<i>`). One JSON line per tournament goes to `--results`; a
 * tournament that differs keeps its TRF file in `--out`.
 *
 *   node dist/tools/swiss-agreement.js [--bbp PATH] --from 1 --to 5000 [--seed agree5000]
 *     [--players 10-300] [--rounds 5-13] [--out DIR] [--results FILE.jsonl]
 *   node dist/tools/swiss-agreement.js FILE.jsonl …   (the summary of results files)
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLot } from '../core/lot.js';
import { makePairingList } from '../formats/swiss/cli/pairing-list.js';
import { pairNextRound } from '../formats/swiss/pairing/index.js';
import { engineInputFor, makeRoundFile, pairedRounds, parseSwissTrf } from '../formats/swiss/trf/index.js';
import { generateOurs } from './ours.js';
import { BBP_DEFAULT, type GeneratedRun, generatedRun, toolArgs } from './tool-args.js';

interface Options extends GeneratedRun {
  bbp: string;
  from: number;
  to: number;
  results: string;
  /** Results files to summarise (positional), instead of a run. */
  summary: string[];
}

interface Line {
  readonly i: number;
  readonly source: string;
  readonly players?: number;
  readonly rounds?: number;
  readonly diffs?: readonly number[];
  readonly skipped?: string;
}

function readOptions(argv: readonly string[]): Options {
  const { values: v, files } = toolArgs(argv, [
    'bbp',
    'from',
    'to',
    'seed',
    'players',
    'rounds',
    'out',
    'results',
  ]);
  return {
    bbp: v.bbp ?? BBP_DEFAULT,
    from: Number(v.from ?? 1),
    to: Number(v.to ?? 0),
    ...generatedRun(v, { seed: 'agree5000', players: '10-300', rounds: '5-13', out: 'swiss-agreement-out' }),
    results: v.results ?? 'swiss-agreement.jsonl',
    summary: files,
  };
}

/** Writes tournament `i` to `file`; its source, or a reason it was skipped. */
function makeTournament(o: Options, i: number, file: string): { source: string } | { skipped: string } {
  const lot = createLot(`${o.seed}-${i}`);
  const between = ([a, b]: [number, number]): number => a + lot.below(b - a + 1);
  const players = between(o.players);
  const rounds = between(o.rounds);
  if (i % 4 === 0) {
    const baku = i % 8 === 0;
    const trf = generateOurs(lot, players, rounds, `${o.seed}-${i}`, baku);
    if (!trf.ok) return { skipped: trf.error.message };
    writeFileSync(file, trf.value);
    return { source: baku ? 'ours-baku' : 'ours' };
  }
  const cfg = `${file}.cfg`;
  writeFileSync(
    cfg,
    [
      `PlayersNumber=${players}`,
      `RoundsNumber=${rounds}`,
      `DrawPercentage=${lot.below(50)}`,
      `ForfeitRate=${5 + lot.below(60)}`,
      `RetiredRate=${10 + lot.below(200)}`,
      `HalfPointByeRate=${5 + lot.below(60)}`,
      '',
    ].join('\n'),
  );
  try {
    execFileSync(o.bbp, ['--dutch', '-g', cfg, '-o', file, '-s', String(100000 + i)], { stdio: 'pipe' });
    return { source: 'bbp' };
  } catch {
    return { skipped: 'bbpPairings found no legal pairing for some round' };
  } finally {
    unlinkSync(cfg);
  }
}

/** The rounds of the file where our engine's `-p` output differs from bbpPairings'. */
function compare(o: Options, file: string): { players: number; rounds: number; diffs: number[] } | string {
  const parsed = parseSwissTrf(readFileSync(file, 'utf8'));
  if (!parsed.ok) return parsed.error.message;
  const trf = parsed.value;
  const total = trf.totalRounds ?? pairedRounds(trf);
  const diffs: number[] = [];
  for (let r = 1; r <= pairedRounds(trf); r++) {
    const cut = `${file}.r${r}.trf`;
    writeFileSync(cut, makeRoundFile(trf, r, total));
    let theirs: string;
    try {
      theirs = execFileSync(o.bbp, ['--dutch', cut, '-p'], { encoding: 'utf8' }).trim();
    } catch (e) {
      theirs = `error ${(e as { status?: number }).status}`;
    }
    unlinkSync(cut);
    const ours = pairNextRound(engineInputFor(trf, r, 'check', total));
    if ((ours.ok ? makePairingList(ours.value).trim() : 'error') !== theirs) diffs.push(r);
  }
  return { players: trf.file.players.length, rounds: pairedRounds(trf), diffs };
}

function summary(files: readonly string[]): void {
  // A tournament compared again (after a fix) counts by its last line.
  const last = new Map<number, Line>();
  for (const f of files)
    for (const l of readFileSync(f, 'utf8').split('\n'))
      if (l.trim() !== '') last.set((JSON.parse(l) as Line).i, JSON.parse(l) as Line);
  const lines = [...last.values()];
  const compared = lines.filter((l) => l.diffs !== undefined);
  const rounds = compared.reduce((s, l) => s + (l.rounds ?? 0), 0);
  const differing = compared.filter((l) => (l.diffs?.length ?? 0) > 0);
  const sizes = compared.map((l) => l.players ?? 0);
  const bySource = new Map<string, number>();
  for (const l of compared) bySource.set(l.source, (bySource.get(l.source) ?? 0) + 1);
  console.log(
    `tournaments compared ${compared.length} (${[...bySource].map(([s, n]) => `${s} ${n}`).join(', ')}), ` +
      `skipped ${lines.length - compared.length}, players ${Math.min(...sizes)}–${Math.max(...sizes)}, ` +
      `rounds ${rounds}; identical tournaments ${compared.length - differing.length}` +
      (differing.length
        ? `; differing: ${differing.map((l) => `#${l.i} rounds ${l.diffs?.join(',')}`).join('; ')}`
        : ''),
  );
}

function main(): void {
  const o = readOptions(process.argv.slice(2));
  if (o.summary.length > 0) {
    summary(o.summary);
    return;
  }
  mkdirSync(o.out, { recursive: true });
  for (let i = o.from; i <= o.to; i++) {
    const file = join(o.out, `t${i}.trf`);
    const made = makeTournament(o, i, file);
    const line: Line =
      'skipped' in made
        ? { i, source: i % 4 === 0 ? 'ours' : 'bbp', skipped: made.skipped }
        : (() => {
            const result = compare(o, file);
            return typeof result === 'string'
              ? { i, source: made.source, skipped: result }
              : { i, source: made.source, ...result };
          })();
    appendFileSync(o.results, `${JSON.stringify(line)}\n`);
    if (line.diffs?.length === 0) unlinkSync(file);
  }
}

main();
