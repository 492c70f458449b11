/**
 * The fold cache and the snapshots (issue #29):
 * - memory: the heap after opening N published Keizer seasons (copies of the demo season,
 *   `ARBITER_BENCH_COMPETITIONS`, default 300) with the cache bounded to 16 MB and with a bound
 *   large enough for all, beside the heap before; and the measured
 *   bytes per competition beside the cache's estimate of them;
 * - resident memory: a real server with `ARBITER_CACHE_MB` (`ARBITER_BENCH_CACHE_MB`, default 32)
 *   opening the pages of many more seasons than it keeps (`ARBITER_BENCH_SERVER_COMPETITIONS`,
 *   default 1,000), its peak against the bound of docs/operations.md, with the heap limit derived
 *   from the cache and, for comparison, without;
 * - cold pages: a real server (`arbiter serve`) with a cache too small to keep any of three
 *   200-player round robins of 9,900 events each, asked for their standings pages in turn, so
 *   that every page is opened cold — from the snapshot the first opening left, where the fold was
 *   slow enough to leave one — with the very first opening beside it; with
 *   `ARBITER_BENCH_TRACE_GC=1` also the server's garbage collections during the cold pages
 *   (`--trace-gc`: the mark-compacts and their time per page, the young generation's scavenges,
 *   their longest pause and their time per page).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { systemClock } from '../app/clock.js';
import { CompetitionService, estimateBytes, type Loaded } from '../app/competitions/competitions.js';
import { seedDemo } from '../app/competitions/demo.js';
import { DEMOS } from '../formats/demos.js';
import { openStore } from '../store/open.js';
import {
  atMost,
  type Bench,
  cpuMs,
  type Figure,
  residentMb,
  seedRoundRobins,
  startBenchServer,
} from './harness.js';

const COMPETITIONS = Number(process.env.ARBITER_BENCH_COMPETITIONS) || 300;
const MB = 1024 * 1024;
/** A bound the N seasons exceed (the default, 128 MB, holds about 400 of them). */
const SMALL_CACHE_BYTES = 16 * MB;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/**
 * N copies of the demo Keizer season in a SQLite file, made by copying one log (`season-<i>`
 * besides `demo-keizer`), published when `published` is set.
 */
async function seedSeasons(location: string, n: number, published = false): Promise<string[]> {
  const store = await openStore(location);
  const ids = ['demo-keizer', ...Array.from({ length: n - 1 }, (_, i) => `season-${i + 1}`)];
  try {
    const script = DEMOS().find((d) => d.id === 'demo-keizer');
    if (!script) throw new Error('no Keizer demo');
    await seedDemo(store.events, script, 'bench');
    const record = await store.events.getCompetition(script.id);
    const events = await store.events.readEvents(script.id);
    if (!record) throw new Error('no season');
    for (const id of ids.slice(1)) await store.events.createCompetition({ ...record, id }, events);
    const at = systemClock().now();
    if (published)
      for (const id of ids)
        await store.accounts.setPublished(id, true, { at, actor: 'bench', action: 'published', subject: id });
  } finally {
    await store.close();
  }
  return ids;
}

async function memoryFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cache-'));
  const location = join(dir, 'cache.db');
  try {
    const ids = await seedSeasons(location, COMPETITIONS);
    const measure = async (cacheBytes: number) => {
      const store = await openStore(location);
      try {
        const service = new CompetitionService(store.events, systemClock(), undefined, undefined, {
          cacheBytes,
          snapshots: false,
        });
        const before = heap();
        let estimate = 0;
        for (const id of ids) {
          const loaded = (await service.load(id)) as Loaded;
          // What a page view computes and keeps with the fold: the standings and rounds.
          loaded.format.views.standings(loaded.head.state.format);
          loaded.format.views.rounds(loaded.head.state.format);
          estimate = estimateBytes(loaded.record, await service.log(loaded));
        }
        const after = heap();
        return { growth: after - before, kept: service.cacheStats().ids.length, estimate };
      } finally {
        await store.close();
      }
    };
    const bound = SMALL_CACHE_BYTES;
    const bounded = await measure(bound);
    const unbounded = await measure(Number.MAX_SAFE_INTEGER);
    const perCompetition = unbounded.growth / unbounded.kept;
    return [
      { label: `Keizer seasons opened (demo copies, ${ids.length})`, value: ids.length, unit: '' },
      {
        label: `heap growth, cache bounded (${bound / MB} MB: ${bounded.kept} kept)`,
        value: bounded.growth / MB,
        unit: 'MB',
      },
      atMost('heap growth bounded / the bound', bounded.growth / bound, '×', 1.5),
      { label: `heap growth, unbounded (${unbounded.kept} kept)`, value: unbounded.growth / MB, unit: 'MB' },
      { label: 'measured heap per competition (unbounded)', value: perCompetition / 1024, unit: 'KB' },
      { label: 'estimated bytes per competition (the cache)', value: unbounded.estimate / 1024, unit: 'KB' },
      { label: 'estimate / measured', value: unbounded.estimate / perCompetition, unit: '×' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SERVER_CACHE_MB = Number(process.env.ARBITER_BENCH_CACHE_MB) || 32;
const SERVER_COMPETITIONS = Number(process.env.ARBITER_BENCH_SERVER_COMPETITIONS) || 1000;
/**
 * What a server's resident memory may reach above its base (docs/operations.md, "Sizing memory and
 * servers"): the cache, a quarter more for what its estimate misses, the young generation (two
 * semi-spaces of 32 MB, as the benches start servers) and 128 MB for what waits for a collection
 * (V8 collects ArrayBuffers only once 64 MB more than at the last collection are allocated) and
 * what malloc keeps of the memory freed (the snapshots' and pages' bytes).
 */
const aboveBaseMb = (cacheMb: number) => 1.25 * cacheMb + 2 * 32 + 128;

/** The heap limit a server is given for a cache of `cacheMb` (`--max-old-space-size`, docs/operations.md). */
const oldSpaceMb = (cacheMb: number) => 2 * cacheMb + 128;

/**
 * A real server (`arbiter serve` on a copy of the SQLite file `seeded`) with `ARBITER_CACHE_MB` small
 * enough that the competitions opened fill it several times over: every season's main page asked
 * twice in turn, browser-like (brotli), the first time folding the whole log (and leaving a
 * snapshot), the second from the snapshot. Its resident memory after start (its base), after the
 * openings and at its peak, MB.
 */
async function openedTwice(seeded: string, ids: readonly string[], nodeOptions?: string) {
  const location = `${seeded}-${nodeOptions === undefined ? 'default' : 'limited'}.db`;
  copyFileSync(seeded, location);
  const server = await startBenchServer(location, {
    ARBITER_CACHE_MB: String(SERVER_CACHE_MB),
    ...(nodeOptions === undefined ? {} : { NODE_OPTIONS: nodeOptions }),
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const base = residentMb(server.child.pid);
    const open = async (id: string) => {
      const res = await fetch(`${server.url}/c/${id}`, { headers: { 'accept-encoding': 'gzip, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/c/${id}: ${res.status}`);
    };
    for (const id of ids) await open(id);
    // The snapshots are written just after the answers.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const id of ids) await open(id);
    return { base, after: residentMb(server.child.pid), peak: residentMb(server.child.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

/**
 * A server's resident memory against the bound base + `aboveBaseMb` (docs/operations.md), with
 * the heap limit derived from the cache (`oldSpaceMb`) and, for comparison, without.
 */
async function residentFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-resident-'));
  const seeded = join(dir, 'resident.db');
  try {
    const ids = await seedSeasons(seeded, SERVER_COMPETITIONS, true);
    const limit = oldSpaceMb(SERVER_CACHE_MB);
    const unlimited = await openedTwice(seeded, ids);
    const limited = await openedTwice(seeded, ids, `--max-old-space-size=${limit}`);
    const bound = limited.base + aboveBaseMb(SERVER_CACHE_MB);
    return [
      {
        label: `Keizer seasons opened twice (demo copies, ARBITER_CACHE_MB=${SERVER_CACHE_MB})`,
        value: ids.length,
        unit: '',
      },
      { label: 'no heap limit: resident memory after start (the base)', value: unlimited.base, unit: 'MB' },
      { label: 'no heap limit: resident memory after the openings', value: unlimited.after, unit: 'MB' },
      { label: 'no heap limit: peak resident memory', value: unlimited.peak, unit: 'MB' },
      {
        label: `--max-old-space-size=${limit}: resident memory after start`,
        value: limited.base,
        unit: 'MB',
      },
      { label: `--max-old-space-size=${limit}: after the openings`, value: limited.after, unit: 'MB' },
      {
        label: 'bound: base + 1.25 × cache + 64 MB (young generation) + 128 MB',
        value: bound,
        unit: 'MB',
      },
      atMost(`--max-old-space-size=${limit}: peak resident memory`, limited.peak, 'MB', Math.round(bound)),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PLAYERS = 200;
const ROUND_ROBINS = 3;
const COLD_REQUESTS = 90;

/** Three published 200-player round robins with 9,900 results each. */
async function seedColdRoundRobins(location: string): Promise<number> {
  const store = await openStore(location);
  try {
    const ids = Array.from({ length: ROUND_ROBINS }, (_, c) => `cold-${c}`);
    return await seedRoundRobins(store, ids, PLAYERS, PLAYERS / 2 - 1);
  } finally {
    await store.close();
  }
}

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

async function coldFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cold-'));
  const location = join(dir, 'cold.db');
  try {
    const events = await seedColdRoundRobins(location);
    // 1 MB keeps none of them: every page below is opened cold.
    const server = await startBenchServer(location, { ARBITER_CACHE_MB: '1' });
    try {
      const page = (c: number) => `${server.url}/c/cold-${c}`;
      const first: number[] = [];
      for (let c = 0; c < ROUND_ROBINS; c++) first.push(await timed(page(c)));
      // The snapshots are written just after those first answers.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const health: number[] = [];
      const cold: number[] = [];
      const gcFrom = server.stdout().length;
      let cpu = 0;
      for (let i = 0; i < COLD_REQUESTS; i++) {
        health.push(await timed(`${server.url}/health`));
        const before = cpuMs(server.child.pid);
        cold.push(await timed(page(i % ROUND_ROBINS)));
        cpu += cpuMs(server.child.pid) - before;
      }
      const gc = process.env.ARBITER_BENCH_TRACE_GC ? gcFigures(server.stdout().slice(gcFrom)) : [];
      return [
        { label: 'GET /health, one at a time, p99', value: percentile(health, 99), unit: 'ms' },
        {
          label: `first opening (${events} events), median`,
          value: percentile(first, 50),
          unit: 'ms',
        },
        atMost(`cold standings page (${events} events), p99`, percentile(cold, 99), 'ms', 50),
        { label: 'cold standings page, median', value: percentile(cold, 50), unit: 'ms' },
        { label: 'GET /health, one at a time, median', value: percentile(health, 50), unit: 'ms' },
        { label: 'server CPU per cold standings page', value: cpu / COLD_REQUESTS, unit: 'ms' },
        ...gc,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The collections a `--trace-gc` log shows (one line each: "Scavenge 111.3 (148.6) -> 83.5 (142.5)
 * MB, 40.19 / 0.08 ms", "Mark-Compact 56.4 (119.8) -> 32.6 (102.5) MB, 33.49 / 0.15 ms (+ 36.3 ms in
 * 28 steps …"): the scavenges, and the mark-compacts with their final pause and incremental steps.
 */
function gcFigures(log: string): Figure[] {
  const pauses = [...log.matchAll(/Scavenge[^,]*, ([\d.]+) \/ [\d.]+ ms/g)].map((m) => Number(m[1]));
  const fulls = [...log.matchAll(/Mark-Compact[^,]*, ([\d.]+) \/ [\d.]+ ms(?:\s+\(\+ ([\d.]+) ms)?/g)].map(
    (m) => Number(m[1]) + Number(m[2] ?? 0),
  );
  return [
    { label: `mark-compacts during the ${COLD_REQUESTS} cold pages`, value: fulls.length, unit: '' },
    {
      label: 'mark-compact time per cold page (pause and marking steps)',
      value: fulls.reduce((a, b) => a + b, 0) / COLD_REQUESTS,
      unit: 'ms',
    },
    { label: `scavenges during the ${COLD_REQUESTS} cold pages`, value: pauses.length, unit: '' },
    { label: 'longest scavenge', value: Math.max(0, ...pauses), unit: 'ms' },
    {
      label: 'scavenge time per cold page',
      value: pauses.reduce((a, b) => a + b, 0) / COLD_REQUESTS,
      unit: 'ms',
    },
  ];
}

export const foldCacheBenches: Bench[] = [
  { name: 'Fold cache: memory after opening many competitions (SQLite, in process)', run: memoryFigures },
  {
    name: 'Fold cache: resident memory of a server against ARBITER_CACHE_MB (SQLite)',
    run: residentFigures,
  },
  { name: 'Cold pages: snapshots, 9,900-event round robins (server on SQLite)', run: coldFigures },
];
