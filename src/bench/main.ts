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
 */
import { spawnSync } from 'node:child_process';
import { BENCHES } from './all.js';
import { BenchSkipped, printFigures } from './harness.js';

async function runOne(index: number): Promise<void> {
  const bench = BENCHES[index];
  if (!bench) throw new Error(`no bench ${index}`);
  try {
    printFigures(bench.name, await bench.run());
  } catch (e) {
    if (e instanceof BenchSkipped) {
      console.log(`\n## ${bench.name}\n  skipped: ${e.message}`);
      return;
    }
    console.log(`\n## ${bench.name}\n  failed: ${e instanceof Error ? e.message : String(e)}`);
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
  for (const [index, bench] of BENCHES.entries()) {
    if (filter && !bench.name.toLowerCase().includes(filter)) continue;
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, ...profiling, new URL(import.meta.url).pathname, '--one', String(index)],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) process.exitCode = 1;
  }
}
