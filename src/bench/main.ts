/**
 * `npm run bench`: runs every benchmark and prints its figures with the targets. Nothing is
 * asserted; compare the figures with the targets and with the baselines printed beside them.
 * `npm run bench -- <filter>` runs only benches whose name contains the filter.
 *
 * Each bench runs in a process of its own (this file again, with `--one <index>`), so that no
 * bench measures with the heap another left behind: the load benches' client in particular
 * showed tail latencies half again as long after the in-process benches had run.
 *
 * `ARBITER_BENCH_PROFILE=<dir>` writes a CPU profile of each bench process there (`--cpu-prof`;
 * the load benches add their server processes').
 *
 * At its end the run lists every target it missed (and every bench that failed), each with the
 * bench that measured it: the bench processes write them to a file the run reads back.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCHES } from './all.js';
import { BenchSkipped, type Figure, printFigures } from './harness.js';

/** The file the bench processes append their missed targets to (one JSON line each). */
const MISSED_FILE = 'ARBITER_BENCH_MISSED_FILE';

function recordMissed(bench: string, figures: readonly Figure[] | undefined, failure?: string): void {
  const file = process.env[MISSED_FILE];
  if (!file) return;
  const lines = failure
    ? [{ bench, label: `failed: ${failure}` }]
    : (figures ?? [])
        .filter((f) => f.met === false)
        .map((f) => ({ bench, label: f.label, value: f.value, unit: f.unit, target: f.target }));
  for (const line of lines) appendFileSync(file, `${JSON.stringify(line)}\n`);
}

interface Missed {
  readonly bench: string;
  readonly label: string;
  readonly value?: number;
  readonly unit?: string;
  readonly target?: string;
}

function readMissed(file: string): Missed[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // no bench missed anything
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Missed);
}

/** A bench process that ended badly without saying why (killed, out of memory) is a failure too. */
function recordExit(file: string, bench: string, status: number | null, signal: NodeJS.Signals | null): void {
  if (readMissed(file).some((m) => m.bench === bench && m.label.startsWith('failed'))) return;
  const how = signal ? `killed by ${signal}` : `exited with status ${status}`;
  appendFileSync(file, `${JSON.stringify({ bench, label: `failed: the bench process ${how}` })}\n`);
}

function printMissed(file: string): void {
  const missed = readMissed(file);
  console.log(`\n## Targets missed: ${missed.length}`);
  for (const m of missed) {
    const value =
      m.value === undefined ? '' : `: ${Number(m.value.toPrecision(4))} ${m.unit ?? ''} (target ${m.target})`;
    console.log(`  ✗ ${m.bench} — ${m.label}${value}`);
  }
}

async function runOne(index: number): Promise<void> {
  const bench = BENCHES[index];
  if (!bench) throw new Error(`no bench ${index}`);
  try {
    const figures = await bench.run();
    printFigures(bench.name, figures);
    recordMissed(bench.name, figures);
  } catch (e) {
    if (e instanceof BenchSkipped) {
      console.log(`\n## ${bench.name}\n  skipped: ${e.message}`);
      return;
    }
    const message = e instanceof Error ? e.message : String(e);
    console.log(`\n## ${bench.name}\n  failed: ${message}`);
    recordMissed(bench.name, undefined, message);
    process.exitCode = 1;
  }
}

const one = process.argv.indexOf('--one');
if (one >= 0) {
  await runOne(Number(process.argv[one + 1]));
} else {
  const filter = process.argv[2]?.toLowerCase();
  console.log(`Arbiter benchmarks — node ${process.version}, ${new Date().toISOString()}`);
  const profile = process.env.ARBITER_BENCH_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  const missed = join(dir, 'missed.jsonl');
  try {
    for (const [index, bench] of BENCHES.entries()) {
      if (filter && !bench.name.toLowerCase().includes(filter)) continue;
      const child = spawnSync(
        process.execPath,
        [...process.execArgv, ...profiling, new URL(import.meta.url).pathname, '--one', String(index)],
        { stdio: 'inherit', env: { ...process.env, [MISSED_FILE]: missed } },
      );
      if (child.status !== 0) {
        process.exitCode = 1;
        recordExit(missed, bench.name, child.status, child.signal);
      }
    }
    printMissed(missed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
