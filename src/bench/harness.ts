/**
 * The benchmark harness behind `npm run bench`. A bench measures one thing, prints figures and
 * compares them with a baseline measured in the same run (or a stated target); nothing here is a
 * test and nothing asserts timings. Also what several benches prepare alike: round robins in a
 * store, a server process, the CPU time a process used.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { AccountService } from '../app/accounts/accounts.js';
import { type Clock, systemClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import type { StoredEvent } from '../core/events.js';
import { roundRobinSchedule } from '../core/round-robin.js';
import { type ServerProcess, startServerProcess } from '../server/http/process.js';
import type { Store } from '../store/store.js';

export interface Figure {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  /** Target in words, e.g. "≤ 5 ms" or "≥ 0.5 of raw". */
  readonly target?: string;
  readonly met?: boolean;
}

/** Thrown by a bench that cannot run here (e.g. no PostgreSQL); printed as skipped, not failed. */
export class BenchSkipped extends Error {}

export interface Bench {
  readonly name: string;
  /** Runs the measurement and returns the figures to print. */
  run(): Promise<readonly Figure[]> | readonly Figure[];
}

/** Median wall time in milliseconds of `fn` over `repeats` runs after `warmup` runs. */
export function timeMs(fn: () => unknown, repeats = 7, warmup = 2): number {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

export const atMost = (label: string, value: number, unit: string, limit: number): Figure => ({
  label,
  value,
  unit,
  target: `≤ ${limit} ${unit}`,
  met: value <= limit,
});

export const atLeast = (label: string, value: number, unit: string, limit: number): Figure => ({
  label,
  value,
  unit,
  target: `≥ ${limit} ${unit}`,
  met: value >= limit,
});

export function printFigures(bench: string, figures: readonly Figure[]): void {
  console.log(`\n## ${bench}`);
  for (const f of figures) {
    const value =
      f.value >= 100 ? f.value.toFixed(0) : f.value >= 1 ? f.value.toFixed(2) : f.value.toPrecision(3);
    const verdict = f.met === undefined ? '' : f.met ? '  ✓' : '  ✗ (target missed)';
    console.log(
      `  ${f.label.padEnd(58)} ${value.padStart(12)} ${f.unit.padEnd(10)} ${f.target ?? ''}${verdict}`,
    );
  }
}

/** The games of a `players`-player round robin (Berger tables), round by round, byes left out. */
export const roundRobinGames = (players: number): { round: number; white: string; black: string }[] =>
  roundRobinSchedule(players, 1).flatMap((round, r) =>
    round.flatMap((g) =>
      g.black === null ? [] : [{ round: r + 1, white: `p${g.white}`, black: `p${g.black}` }],
    ),
  );

/**
 * Published `players`-player round robins under `ids` in the club `clubId`, the first
 * `playedRounds` rounds of each recorded (a third of the games drawn, a third won by white, a
 * third by black). Returns the number of results each holds. The process tests seed theirs so too.
 */
export async function seedRoundRobins(
  store: Store,
  ids: readonly string[],
  players: number,
  playedRounds: number,
  clubId = 'bench',
): Promise<number> {
  const clock = systemClock();
  const service = new CompetitionService(store.events, clock);
  const now = clock.now();
  const participants = Array.from({ length: players }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Player ${i + 1}`,
  }));
  const events: StoredEvent[] = roundRobinGames(players)
    .filter((g) => g.round <= playedRounds)
    .map((g, i) => ({
      seq: i + 1,
      at: now,
      recordedAt: now,
      actor: 'bench',
      type: 'ResultRecorded',
      payload: { ...g, result: i % 3 === 0 ? '1/2-1/2' : i % 3 === 1 ? '1-0' : '0-1' },
    }));
  for (const id of ids) {
    const created = await service.create({
      id,
      clubId,
      name: id,
      format: 'round-robin',
      participants,
    });
    if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
    if (events.length > 0) await store.events.append(id, 0, events);
    await store.accounts.setPublished(id, true, {
      at: now,
      actor: 'bench',
      action: 'published',
      subject: id,
    });
  }
  return events.length;
}

/**
 * A real server (`arbiter serve`, built) on `location` for a bench, as `npm run bench` runs one:
 * with a CPU profile in `ARBITER_BENCH_PROFILE` when that names a folder.
 */
export function startBenchServer(
  location: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const profile = process.env.ARBITER_BENCH_PROFILE;
  return startServerProcess(location, {
    nodeArgs: [
      '--max-semi-space-size=32',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ...(process.env.ARBITER_BENCH_TRACE_GC ? ['--trace-gc'] : []),
    ],
    env,
  });
}

/** `getconf CLK_TCK` on Linux. */
const CLOCK_TICKS = 100;

/**
 * The CPU time a process has used so far (user and system, ms; Linux `/proc`): on a loaded machine
 * a far steadier figure than the time a request takes, which includes waiting for a core.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process (Linux `/proc`), MB: now (`VmRSS`) or its peak so far (`VmHWM`). */
export function residentMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The bench's administrator (made on first call) and an API token of theirs, for the write loads. */
export async function benchApiToken(store: Store, clock: Clock = systemClock()): Promise<string> {
  const accounts = new AccountService({ store: store.accounts, clock, baseUrl: 'http://bench/' });
  const prepared = await accounts.setup.prepare({
    email: 'bench@arbiter.test',
    password: 'bench-password',
  });
  if (!prepared.ok) throw new Error(prepared.error);
  const admin = await store.accounts.findPersonByEmail('bench@arbiter.test');
  if (!admin) throw new Error('no admin');
  return await accounts.createApiToken(admin);
}
