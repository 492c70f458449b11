/**
 * Command-line start (issue 16): `arbiter --help` and `arbiter list` (on a database with the demo
 * competitions) against an empty Node process (`node -e 0`) in the same run; targets ≤ 0.35 s.
 * The fastest of 15 runs of the built binary is compared with the target (on a machine shared
 * with other work the slower runs measure the neighbours), the median is printed beside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedDemos } from '../app/competitions/demo.js';
import { moment } from '../core/moment.js';
import { DEMOS } from '../formats/demos.js';
import { openStore } from '../store/open.js';
import { atMost, type Bench, type Figure } from './harness.js';

const bin = new URL('../../bin/arbiter.js', import.meta.url).pathname;
const RUNS = 15;

/** The fastest and the median of RUNS starts, in milliseconds. */
function startMs(args: readonly string[]): { fastest: number; median: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
    times.push(performance.now() - start);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  }
  times.sort((a, b) => a - b);
  return { fastest: times[0] as number, median: times[Math.floor(RUNS / 2)] as number };
}

export const cliBenches: readonly Bench[] = [
  {
    name: 'cli: start of `arbiter --help` and `arbiter list`',
    async run(): Promise<Figure[]> {
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-cli-'));
      try {
        const db = join(dir, 'demo.db');
        const store = await openStore(db);
        await seedDemos(store, DEMOS(), moment('2026-01-15T12:00:00+01:00'));
        await store.close();
        const empty = startMs(['-e', '0']);
        const help = startMs([bin, '--help']);
        const list = startMs([bin, 'list', '--db', db]);
        return [
          { label: 'baseline: node -e 0, fastest', value: empty.fastest, unit: 'ms' },
          atMost('arbiter --help, fastest', help.fastest, 'ms', 350),
          atMost('arbiter list (the demo database), fastest', list.fastest, 'ms', 350),
          { label: 'medians: node -e 0', value: empty.median, unit: 'ms' },
          { label: 'medians: arbiter --help', value: help.median, unit: 'ms' },
          { label: 'medians: arbiter list', value: list.median, unit: 'ms' },
        ];
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
