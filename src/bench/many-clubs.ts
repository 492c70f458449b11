/**
 * Many clubs (issue #29): one hosted Arbiter for `ARBITER_BENCH_CLUBS` clubs (default 1,000) of
 * 10 published competitions each, every one a copy of the demo Keizer season (about 320 events:
 * 10,000 competitions and over 3 million events at the default size), on PostgreSQL, served by two
 * server processes behind one address (a round-robin pipe of connections in this process). The
 * pages are asked at a steady rate by the lean client (`loadAtRate`, load-client.ts), and each run
 * prints the CPU time every process spent per answered request (the servers, this process,
 * PostgreSQL): on two shared cores the latencies say how loaded the machine was, the CPU time what
 * a request costs. Printed, each beside `/health` in the same run:
 * - start-up time of a server with all the data, beside one on an empty database (it must not
 *   grow with the data);
 * - how long both servers take to fall idle after start (the notice scheduler's first look at
 *   every competition: the copies' notice cursors stand an hour behind) and their peak resident
 *   memory until then;
 * - memory (resident) per server after the runs, and its peak over the whole run (the servers run
 *   with the default cache and the heap limit that bounds it, heap-limit.ts);
 * - p99 of random competitions' pages at 500 requests a second: cold (any of all competitions, most
 *   never opened before) and warm (50 competitions opened before), and of `/health` at that rate,
 *   each run on idle servers;
 * - writes a second (a participant registered through the API in a random competition);
 * - the incremental static publisher (`arbiter publish` of a club with nothing changed), over
 *   `ARBITER_BENCH_PUBLISH_CLUBS` clubs (default 5), per club.
 *
 * The data are bulk-loaded inside PostgreSQL: the demo season is seeded once, then copied with new
 * ids by `INSERT … SELECT` in one transaction, with its fold's snapshot (the state of a copy is the
 * season's: same roster, configuration and log), as a host that has run a while has them.
 * `ARBITER_BENCH_CLUBS=50` makes a quick run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Result } from 'autocannon';
import pg from 'pg';
import { systemClock } from '../app/clock.js';
import { CompetitionService, DEFAULT_CACHE_BYTES } from '../app/competitions/competitions.js';
import { seedDemo } from '../app/competitions/demo.js';
import { momentFromEpoch } from '../core/moment.js';
import { DEMOS } from '../formats/demos.js';
import { heapLimitMbFor } from '../server/http/heap-limit.js';
import { type ServerProcess, startServerProcess } from '../server/http/process.js';
import { publishSite } from '../server/publication/publish.js';
import { openStore } from '../store/open.js';
import { failures, postCommands } from './command-load.js';
import {
  atMost,
  type Bench,
  BenchSkipped,
  benchApiToken,
  cpuMs,
  type Figure,
  residentMb,
} from './harness.js';
import { loadAtRate } from './load-client.js';

const CLUBS = Number(process.env.ARBITER_BENCH_CLUBS) || 1000;
const PER_CLUB = 10;
const PUBLISH_CLUBS = Math.min(CLUBS, Number(process.env.ARBITER_BENCH_PUBLISH_CLUBS) || 5);
const SECONDS = Number(process.env.ARBITER_BENCH_SECONDS) || 6;
const RATE = 500;
const CONNECTIONS = 50;
const WARM = 50;
const POSTGRES_URL = process.env.ARBITER_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';
const TEMPLATE = 'demo-keizer';
/** More node arguments for the servers, e.g. `--cpu-prof --cpu-prof-interval=4000 --cpu-prof-dir=/tmp/prof`. */
const SERVER_NODE_ARGS = (process.env.ARBITER_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);

const competitionId = (club: number, k: number) => `club-${club}-k${k}`;
const clubId = (club: number) => `club-${club}`;

/** Seeds the demo season and an API token, then copies the season into every club's competitions. */
async function load(
  url: string,
  admin: pg.Client,
  schema: string,
): Promise<{ token: string; events: number }> {
  const store = await openStore(url);
  let token: string;
  try {
    const script = DEMOS().find((d) => d.id === TEMPLATE);
    if (!script) throw new Error(`no demo ${TEMPLATE}`);
    await seedDemo(store.events, script, clubId(0));
    const clock = systemClock();
    // The season's snapshot, copied with it: what a long-running host has for its competitions.
    const service = new CompetitionService(store.events, clock, undefined, undefined, { snapshotEvery: 1 });
    await service.load(TEMPLATE);
    await service.snapshotsWritten();
    token = await benchApiToken(store, clock);
  } finally {
    await store.close();
  }
  await admin.query(`SET search_path = ${schema}`);
  await admin.query('BEGIN');
  await admin.query(
    `CREATE TEMP TABLE copies ON COMMIT DROP AS
       SELECT 'club-' || c AS club, 'club-' || c || '-k' || k AS id
       FROM generate_series(0, $1::int - 1) c, generate_series(0, $2::int - 1) k`,
    [CLUBS, PER_CLUB],
  );
  await admin.query(
    `INSERT INTO clubs (id, name, created_at)
       SELECT DISTINCT club, 'Club ' || substr(club, 6), '2026-01-01T00:00:00Z' FROM copies
       ON CONFLICT DO NOTHING`,
  );
  await admin.query(
    `INSERT INTO competitions (id, club_id, name, format, format_version, preset, config, participants, created_at, last_seq)
       SELECT c.id, c.club, t.name || ' ' || c.id, t.format, t.format_version, t.preset, t.config, t.participants,
              t.created_at, t.last_seq
       FROM copies c, competitions t WHERE t.id = $1`,
    [TEMPLATE],
  );
  await admin.query(
    `INSERT INTO events (competition_id, seq, at, recorded_at, actor, type, payload, supersedes, reason)
       SELECT c.id, e.seq, e.at, e.recorded_at, e.actor, e.type, e.payload, e.supersedes, e.reason
       FROM copies c, events e WHERE e.competition_id = $1`,
    [TEMPLATE],
  );
  await admin.query('INSERT INTO publications (competition_id, published) SELECT id, true FROM copies');
  // Where the notice scheduler stopped looking: an hour ago, as on a host that was down a while.
  await admin.query('INSERT INTO notice_cursors (competition_id, scanned_until) SELECT id, $1 FROM copies', [
    momentFromEpoch(Date.now() - 3_600_000),
  ]);
  await admin.query(
    `INSERT INTO fold_snapshots (competition_id, seq, version, data)
       SELECT c.id, s.seq, s.version, s.data FROM copies c, fold_snapshots s WHERE s.competition_id = $1`,
    [TEMPLATE],
  );
  await admin.query('COMMIT');
  await admin.query('ANALYZE');
  const counted = await admin.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return { token, events: Number(counted.rows[0]?.n ?? 0) };
}

/**
 * One address in front of the servers: each connection the client opens is piped, byte for byte,
 * to the next server in turn (a layer-4 balancer, as HAProxy's `mode tcp`). The client keeps its
 * connections alive, so its 50 connections split evenly between the servers. An HTTP proxy in
 * this process (parsing every request and answer, an agent, two streams per request) took as much
 * CPU as a server on the two cores the servers share with it; a pipe only copies buffers.
 */
async function roundRobin(targets: readonly string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const open = new Set<Socket>();
  let turn = 0;
  const proxy = createServer({ noDelay: true }, (client) => {
    const target = new URL(targets[turn++ % targets.length] as string);
    const upstream = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

/**
 * CPU time (ms) the PostgreSQL backends of the servers have used so far, by process id (Linux
 * `/proc`): the backends whose `application_name` is the servers' (`serversUrl`), not those of
 * other work on the machine.
 */
async function postgresCpuMs(admin: pg.Client, name: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [name],
  );
  return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
}

/** The CPU time (ms) used so far by each process a page request runs through. */
async function cpuNow(
  servers: readonly ServerProcess[],
  postgres: () => Promise<Map<number, number>>,
): Promise<{ processes: number[]; backends: Map<number, number> }> {
  const own = process.cpuUsage();
  return {
    processes: [...servers.map((s) => cpuMs(s.child.pid)), (own.user + own.system) / 1000],
    backends: await postgres(),
  };
}

/** Who spends the CPU of a run: the servers, this process (the client and the proxy), PostgreSQL. */
const CPU_PARTS = (servers: number) => [
  ...Array.from({ length: servers }, (_, i) => `server ${i + 1}`),
  'bench process (paced load client + proxy)',
  "PostgreSQL (the servers' backends)",
];

type Paced = Awaited<ReturnType<typeof loadAtRate>>;

/** A run at a rate with the CPU each process spent on it, µs per answered request. */
interface Run {
  readonly result: Paced;
  readonly cpuPerRequest: readonly number[];
}

async function withCpu(
  servers: readonly ServerProcess[],
  postgres: () => Promise<Map<number, number>>,
  run: () => Promise<Paced>,
): Promise<Run> {
  const before = await cpuNow(servers, postgres);
  const result = await run();
  const after = await cpuNow(servers, postgres);
  const answered = Math.max(1, result.requests.total);
  // A backend opened during the run counts from zero; one closed during it is not seen.
  let backends = 0;
  for (const [pid, ms] of after.backends) backends += ms - (before.backends.get(pid) ?? 0);
  const spent = [...after.processes.map((ms, i) => ms - (before.processes[i] ?? 0)), backends];
  return { result, cpuPerRequest: spent.map((ms) => (ms * 1000) / answered) };
}

/**
 * Waits until the servers are idle (under 5 % of a core for two seconds): what a server does
 * after it listens, the notice scheduler's first look at every competition in particular.
 * Returns how long that took, in ms.
 */
async function settled(servers: readonly ServerProcess[], start: number): Promise<number> {
  const cpu = (s: ServerProcess) => cpuMs(s.child.pid);
  let before = servers.map(cpu);
  let quiet = 0;
  while (quiet < 4 && performance.now() - start < 15 * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = servers.map(cpu);
    const busiest = Math.max(...now.map((t, i) => (t - (before[i] ?? 0)) / 500));
    quiet = busiest < 0.05 ? quiet + 1 : 0;
    before = now;
  }
  return performance.now() - start - 2000;
}

async function started(url: string): Promise<{ server: ServerProcess; ms: number }> {
  const start = performance.now();
  // A loaded machine may take long to start a process at all: the figure says how long it took.
  const server = await startServerProcess(url, {
    // The heap limit that bounds a server with the default cache (docs/operations.md, "Sizing").
    nodeArgs: [
      '--max-semi-space-size=32',
      `--max-old-space-size=${heapLimitMbFor(DEFAULT_CACHE_BYTES / (1024 * 1024))}`,
      ...SERVER_NODE_ARGS,
    ],
    startTimeoutMs: 180_000,
  });
  return { server, ms: performance.now() - start };
}

const random = (n: number) => Math.floor(Math.random() * n);
/** `paths()` at RATE requests a second, evenly spaced, through at most CONNECTIONS connections. */
const atRate = (url: string, paths: () => string): Promise<Paced> =>
  loadAtRate({ url, connections: CONNECTIONS, rate: RATE, duration: SECONDS, path: paths });

/** RegisterParticipant commands through the API on random competitions, 10 connections. */
function writeLoad(url: string, token: string): Promise<Result> {
  return postCommands({
    url,
    token,
    connections: 10,
    seconds: SECONDS,
    next: () => ({
      competition: competitionId(random(CLUBS), random(PER_CLUB)),
      command: {
        type: 'RegisterParticipant',
        participant: { name: `Guest ${randomBytes(3).toString('hex')}` },
      },
    }),
  });
}

/** The static publisher, club by club: a first run, then again with nothing changed (ms in all). */
async function publishTwice(
  url: string,
  dir: string,
): Promise<{ publishFirst: number; publishAgain: number }> {
  const store = await openStore(url);
  let publishFirst = 0;
  let publishAgain = 0;
  try {
    const clock = systemClock();
    for (let c = 0; c < PUBLISH_CLUBS; c++) {
      const out = join(dir, clubId(c));
      let t = performance.now();
      const made = await publishSite(store, clock, { club: clubId(c) }, out);
      publishFirst += performance.now() - t;
      if (!made.ok) throw new Error(made.error.message);
      t = performance.now();
      const redone = await publishSite(store, clock, { club: clubId(c) }, out);
      publishAgain += performance.now() - t;
      if (!redone.ok) throw new Error(redone.error.message);
    }
  } finally {
    await store.close();
  }
  return { publishFirst, publishAgain };
}

interface Measured {
  readonly loadMs: number;
  readonly events: number;
  readonly again: { readonly ms: number };
  readonly first: { readonly ms: number };
  readonly second: { readonly ms: number };
  readonly settledMs: number;
  readonly settledPeak: readonly number[];
  readonly memory: readonly number[];
  readonly peak: readonly number[];
  readonly servers: number;
  readonly health: Run;
  readonly cold: Run;
  readonly warm: Run;
  readonly writes: Result;
  readonly publishFirst: number;
  readonly publishAgain: number;
}

/** The section's figures, each against its target where the issue names one. */
function figuresOf(m: Measured): Figure[] {
  const all = CLUBS * PER_CLUB;
  return [
    {
      label: `clubs × competitions (copies of ${TEMPLATE})`,
      value: all,
      unit: `competitions, ${CLUBS} clubs`,
    },
    { label: 'events in the database', value: m.events, unit: 'events' },
    { label: 'bulk load (INSERT … SELECT, one transaction)', value: m.loadMs / 1000, unit: 's' },
    { label: 'start-up, empty database (second start)', value: m.again.ms, unit: 'ms' },
    { label: 'start-up, all the data (first server)', value: m.first.ms, unit: 'ms' },
    { label: 'start-up, all the data (second server)', value: m.second.ms, unit: 'ms' },
    atMost('start-up with the data ÷ empty', Math.max(m.first.ms, m.second.ms) / m.again.ms, '×', 2),
    { label: 'both servers idle after start (the notice scheduler looked)', value: m.settledMs, unit: 'ms' },
    ...m.settledPeak.map((mb, i) => ({
      label: `peak resident memory until idle, server ${i + 1}`,
      value: mb,
      unit: 'MB',
    })),
    ...m.memory.map((mb, i) => ({
      label: `resident memory after the runs, server ${i + 1}`,
      value: mb,
      unit: 'MB',
    })),
    ...m.peak.map((mb, i) => ({
      label: `peak resident memory in all, server ${i + 1}`,
      value: mb,
      unit: 'MB',
    })),
    ...loadFiguresOf(m),
  ];
}

/** CPU per answered request of a run, by process (their sum is what the two cores had to give). */
const cpuFiguresOf = (what: string, servers: number, run: Run): Figure[] =>
  CPU_PARTS(servers).map((part, i) => ({
    label: `  ${what}: CPU per request, ${part}`,
    value: run.cpuPerRequest[i] ?? Number.NaN,
    unit: 'µs',
  }));

/**
 * What an answered request cost the host (the servers and PostgreSQL, not the bench's client), and
 * the cores `RATE` such requests a second keep busy at that cost: how a host sizes for them.
 */
function hostCpuOf(what: string, servers: number, run: Run): Figure[] {
  const host = run.cpuPerRequest.filter((_, i) => i !== servers).reduce((sum, us) => sum + us, 0);
  return [
    { label: `  ${what}: CPU per request, servers and PostgreSQL`, value: host / 1000, unit: 'ms' },
    {
      label: `  ${what}: cores ${RATE} a second keep busy at that cost`,
      value: (host * RATE) / 1e6,
      unit: 'cores',
    },
  ];
}

/** The figures of the runs at a rate, the writes and the publisher. */
function loadFiguresOf(m: Measured): Figure[] {
  const healthP99 = m.health.result.latency.p99;
  const cold = m.cold.result;
  const warm = m.warm.result;
  return [
    { label: `GET /health at ${RATE} req/s, p99`, value: healthP99, unit: 'ms' },
    { label: '/health answered', value: m.health.result.requests.average, unit: 'req/s' },
    ...cpuFiguresOf('/health', m.servers, m.health),
    // No target: a truly cold page costs some 5–7 ms of CPU in all (docs/operations.md, "A truly
    // cold page, cheaper"), so 500 a second want more than the two cores this machine has; the
    // figures below say what a host needs for such traffic instead.
    { label: `random competition page, cold, at ${RATE} req/s, p99`, value: cold.latency.p99, unit: 'ms' },
    { label: 'cold page p99 ÷ /health p99', value: cold.latency.p99 / healthP99, unit: '×' },
    { label: 'cold pages served', value: cold.requests.average, unit: 'req/s' },
    ...cpuFiguresOf('cold page', m.servers, m.cold),
    ...hostCpuOf('cold page', m.servers, m.cold),
    atMost(`random competition page, warm (${WARM}), at ${RATE} req/s, p99`, warm.latency.p99, 'ms', 30),
    { label: 'warm page p99 ÷ /health p99', value: warm.latency.p99 / healthP99, unit: '×' },
    { label: 'warm pages served', value: warm.requests.average, unit: 'req/s' },
    ...cpuFiguresOf('warm page', m.servers, m.warm),
    ...hostCpuOf('warm page', m.servers, m.warm),
    {
      label: 'writes (RegisterParticipant via the API, 10 connections)',
      value: m.writes.requests.average,
      unit: 'writes/s',
    },
    { label: 'writes p99', value: m.writes.latency.p99, unit: 'ms' },
    {
      label: `static publisher, first run, per club (${PUBLISH_CLUBS} clubs)`,
      value: m.publishFirst / PUBLISH_CLUBS,
      unit: 'ms',
    },
    {
      label: `static publisher, nothing changed, per club (${PUBLISH_CLUBS} clubs)`,
      value: m.publishAgain / PUBLISH_CLUBS,
      unit: 'ms',
    },
    {
      label: `static publisher, nothing changed, all ${CLUBS} clubs (from the per-club figure)`,
      value: ((m.publishAgain / PUBLISH_CLUBS) * CLUBS) / 1000,
      unit: 's',
    },
    atMost(
      'failed requests (non-2xx, errors, timeouts)',
      failures([m.health.result, cold, warm, m.writes]),
      '',
      0,
    ),
  ];
}

async function manyClubs(): Promise<Figure[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    throw new BenchSkipped(`PostgreSQL is not reachable at ${POSTGRES_URL} (${(e as Error).message})`);
  }
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const schema = `arbiter_many_${suffix}`;
  const empty = `arbiter_empty_${suffix}`;
  // The servers' connections carry a name of their own: their backends' CPU is counted (cpuNow).
  const appName = `arbiter_bench_${suffix}`;
  const urlOf = (name: string, application?: string) => {
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${name}`);
    if (application) url.searchParams.set('application_name', application);
    return url.toString();
  };
  const servers: ServerProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-many-'));
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE SCHEMA ${empty}`);
    const loadStart = performance.now();
    const { token, events } = await load(urlOf(schema), admin, schema);
    const loadMs = performance.now() - loadStart;

    // Start-up: a server on an empty database (migrated by its first start), then two on all the data.
    const bare = await started(urlOf(empty));
    await bare.server.stop();
    const again = await started(urlOf(empty));
    await again.server.stop();
    const startedAt = performance.now();
    const first = await started(urlOf(schema, appName));
    servers.push(first.server);
    const second = await started(urlOf(schema, appName));
    servers.push(second.server);
    const settledMs = await settled(servers, startedAt);
    const settledPeak = servers.map((s) => residentMb(s.child.pid, 'VmHWM'));
    const proxy = await roundRobin(servers.map((s) => s.url));
    try {
      const all = CLUBS * PER_CLUB;
      const page = (i: number) => `/c/${competitionId(Math.floor(i / PER_CLUB), i % PER_CLUB)}`;
      const warmSet = Array.from({ length: WARM }, () => random(all));
      // Each server opens them itself (the proxy keeps a connection on one server).
      for (const i of warmSet) for (const s of servers) await (await fetch(`${s.url}${page(i)}`)).text();
      const backends = () => postgresCpuMs(admin, appName);
      // Each run starts on idle servers: a run the servers could not keep up with leaves them
      // answering its last requests, which the next run's first would wait behind.
      const health = await withCpu(servers, backends, () => atRate(proxy.url, () => '/health'));
      await settled(servers, performance.now());
      const cold = await withCpu(servers, backends, () => atRate(proxy.url, () => page(random(all))));
      await settled(servers, performance.now());
      const warm = await withCpu(servers, backends, () =>
        atRate(proxy.url, () => page(warmSet[random(WARM)] as number)),
      );
      await settled(servers, performance.now());
      const writes = await writeLoad(proxy.url, token);
      const memory = servers.map((s) => residentMb(s.child.pid));
      const peak = servers.map((s) => residentMb(s.child.pid, 'VmHWM'));

      const { publishFirst, publishAgain } = await publishTwice(urlOf(schema), dir);

      return figuresOf({
        loadMs,
        events,
        again,
        first,
        second,
        settledMs,
        settledPeak,
        memory,
        peak,
        servers: servers.length,
        health,
        cold,
        warm,
        writes,
        publishFirst,
        publishAgain,
      });
    } finally {
      await proxy.close();
    }
  } finally {
    for (const s of servers) await s.stop();
    rmSync(dir, { recursive: true, force: true });
    await admin.query('RESET search_path').catch(() => undefined);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS ${empty} CASCADE`);
    await admin.end();
  }
}

export const manyClubsBenches: Bench[] = [
  {
    name: `Many clubs: ${CLUBS.toLocaleString('en')} clubs × ${PER_CLUB} competitions on PostgreSQL, two servers`,
    run: manyClubs,
  },
];
