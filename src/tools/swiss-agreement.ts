/**
 * The long agreement run with bbpPairings v6 (issue #28): random tournaments one at a time, each
 * written down as soon as it is compared, so that a run of thousands can stop and go on. Three in
 * four come from `bbpPairings --dutch -g` (its own pairings in the file), one in four from our
 * generator (every other one with Baku acceleration); for each, every round is paired by our
 * engine on the file cut before it and by `bbpPairings --dutch -p` on the same cut, and the two
 * outputs (pairs, colours, board order, the bye) must be identical. When our generator meets a round
 * no legal pairing exists for, its tournament ends there and that round is compared too: bbpPairings
 * must find no pairing either (its exit status 1). Tournament `i` is the same
 * from any run (its lot is `<seed>-<i>`). One JSON line per tournament goes to `--results`; a
 * tournament that differs keeps its TRF file in `--out`.
 *
 * With `--save FILE.txt.gz` each tournament is also appended, with bbpPairings' output for every
 * round, as a reference entry (`formats/swiss/cli/reference.ts`), so that a later engine can be
 * compared with the same answers without running bbpPairings again (`--replay`): bbpPairings'
 * time, most of a long run's, is then spent once, and a run of thousands can be checked on one
 * engine version in minutes.
 *
 *   node dist/tools/swiss-agreement.js [--bbp PATH] --from 1 --to 5000 [--seed agree5000]
 *     [--players 10-300] [--rounds 5-13] [--out DIR] [--results FILE.jsonl] [--save FILE.txt.gz]
 *   node dist/tools/swiss-agreement.js --replay FILE(.txt, .txt.gz, .txt.br) [--results FILE.jsonl]
 *   node dist/tools/swiss-agreement.js FILE.jsonl …   (the summary of results files)
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createLot } from '../core/lot.js';
import { generateRounds } from '../formats/swiss/cli/generate.js';
import {
  differingRounds,
  NO_PAIRING,
  ourAnswer,
  parseReferences,
  referenceEntry,
} from '../formats/swiss/cli/reference.js';
import { makeRoundFile, pairedRounds, parseSwissTrf } from '../formats/swiss/trf/index.js';
import { oursOptions } from './ours.js';
import { BBP_DEFAULT, type GeneratedRun, generatedRun, toolArgs } from './tool-args.js';

interface Options extends GeneratedRun {
  bbp: string;
  from: number;
  to: number;
  results: string;
  /** Append each tournament with bbpPairings' answers here (gzip members). */
  save: string | null;
  /** Compare with the answers saved in this file instead of running bbpPairings. */
  replay: string | null;
  /** Results files to summarise (positional), instead of a run. */
  summary: string[];
}

interface Line {
  readonly i: number;
  readonly source: string;
  readonly players?: number;
  readonly rounds?: number;
  readonly diffs?: readonly number[];
  /** Rounds both engines found no legal pairing for. */
  readonly unpairable?: readonly number[];
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
    'save',
    'replay',
  ]);
  return {
    bbp: v.bbp ?? BBP_DEFAULT,
    from: Number(v.from ?? 1),
    to: Number(v.to ?? 0),
    ...generatedRun(v, { seed: 'agree5000', players: '10-300', rounds: '5-13', out: 'swiss-agreement-out' }),
    results: v.results ?? 'swiss-agreement.jsonl',
    save: v.save ?? null,
    replay: v.replay ?? null,
    summary: files,
  };
}

/**
 * Writes tournament `i` to `file`; its source and, for ours, the round no legal pairing was found
 * for (the file ends there); or a reason it was skipped.
 */
function makeTournament(
  o: Options,
  i: number,
  file: string,
): { source: string; lastRound?: number } | { skipped: string } {
  const lot = createLot(`${o.seed}-${i}`);
  const between = ([a, b]: [number, number]): number => a + lot.below(b - a + 1);
  const players = between(o.players);
  const rounds = between(o.rounds);
  if (i % 4 === 0) {
    const baku = i % 8 === 0;
    const made = generateRounds(oursOptions(lot, players, rounds, `${o.seed}-${i}`, baku));
    writeFileSync(file, made.trf);
    return {
      source: baku ? 'ours-baku' : 'ours',
      ...(made.unpairable ? { lastRound: made.unpairable.round } : {}),
    };
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

interface Compared {
  readonly players: number;
  readonly rounds: number;
  readonly diffs: number[];
  /** Rounds planned. */
  readonly total: number;
  /** bbpPairings' output for each round. */
  readonly theirs: string[];
  readonly unpairable: number[];
}

/**
 * The rounds of the file where our engine's `-p` output differs from bbpPairings', up to
 * `lastRound` (default: the last paired).
 */
function compare(o: Options, file: string, lastRound?: number): Compared | string {
  const parsed = parseSwissTrf(readFileSync(file, 'utf8'));
  if (!parsed.ok) return parsed.error.message;
  const trf = parsed.value;
  const last = lastRound ?? pairedRounds(trf);
  const total = trf.totalRounds ?? last;
  const diffs: number[] = [];
  const unpairable: number[] = [];
  const answers: string[] = [];
  for (let r = 1; r <= last; r++) {
    const cut = `${file}.r${r}.trf`;
    writeFileSync(cut, makeRoundFile(trf, r, total));
    let theirs: string;
    try {
      theirs = execFileSync(o.bbp, ['--dutch', cut, '-p'], { encoding: 'utf8', stdio: 'pipe' }).trim();
    } catch (e) {
      // 1 is bbpPairings' NO_VALID_PAIRING; any other status is a failure of its own.
      const status = (e as { status?: number }).status;
      theirs = status === 1 ? NO_PAIRING : `failed ${status}`;
    }
    unlinkSync(cut);
    answers.push(theirs);
    if (ourAnswer(trf, r, total) !== theirs) diffs.push(r);
    else if (theirs === NO_PAIRING) unpairable.push(r);
  }
  return { players: trf.file.players.length, rounds: last, diffs, unpairable, total, theirs: answers };
}

/** Every saved tournament compared again with bbpPairings' saved answers; one result line each. */
function replay(o: Options, file: string): void {
  const raw = readFileSync(file);
  const text = (
    file.endsWith('.gz') ? gunzipSync(raw) : file.endsWith('.br') ? brotliDecompressSync(raw) : raw
  ).toString('utf8');
  for (const entry of parseReferences(text)) {
    const m = /-(\d+)\.([a-z-]+)$/.exec(entry.name);
    if (!m) throw new Error(`${file}: entry ${entry.name} is not one of --save's (SEED-I.SOURCE)`);
    const i = Number(m[1]);
    const source = m[2] as string;
    const diffs = differingRounds(entry);
    const players = entry.trf.split('\n').filter((l) => l.startsWith('001')).length;
    const unpairable = entry.rounds.flatMap((a, k) =>
      a === NO_PAIRING && typeof diffs !== 'string' && !diffs.includes(k + 1) ? [k + 1] : [],
    );
    const line: Line =
      typeof diffs === 'string'
        ? { i, source, skipped: diffs }
        : {
            i,
            source,
            players,
            rounds: entry.rounds.length,
            diffs,
            ...(unpairable.length ? { unpairable } : {}),
          };
    appendFileSync(o.results, `${JSON.stringify(line)}\n`);
  }
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
  const unpairable = compared.filter((l) => (l.unpairable?.length ?? 0) > 0);
  const differing = compared.filter((l) => (l.diffs?.length ?? 0) > 0);
  const sizes = compared.map((l) => l.players ?? 0);
  const bySource = new Map<string, number>();
  for (const l of compared) bySource.set(l.source, (bySource.get(l.source) ?? 0) + 1);
  console.log(
    `tournaments compared ${compared.length} (${[...bySource].map(([s, n]) => `${s} ${n}`).join(', ')}), ` +
      `skipped ${lines.length - compared.length}, players ${Math.min(...sizes)}–${Math.max(...sizes)}, ` +
      `rounds ${rounds}; identical tournaments ${compared.length - differing.length}` +
      (unpairable.length
        ? `; with a round both engines find no legal pairing for ${unpairable.length} (${unpairable.map((l) => `#${l.i}`).join(', ')})`
        : '') +
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
  if (o.replay) {
    writeFileSync(o.results, '');
    replay(o, o.replay);
    summary([o.results]);
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
            const result = compare(o, file, made.lastRound);
            if (typeof result === 'string') return { i, source: made.source, skipped: result };
            const { theirs, total, unpairable, ...compared } = result;
            if (o.save) {
              const entry = referenceEntry(
                `${o.seed}-${i}.${made.source}`,
                readFileSync(file, 'utf8'),
                total,
                theirs,
              );
              appendFileSync(o.save, o.save.endsWith('.gz') ? gzipSync(entry) : entry);
            }
            return { i, source: made.source, ...compared, ...(unpairable.length ? { unpairable } : {}) };
          })();
    appendFileSync(o.results, `${JSON.stringify(line)}\n`);
    if (line.diffs?.length === 0) unlinkSync(file);
  }
}

main();
