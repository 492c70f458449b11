/**
 * Accounts under load (issue #13): does signing in, or a stream of refused 50 MB uploads, slow
 * the rest of the server? A real server process (`arbiter serve`, built) on SQLite with the
 * product's password hashing (scrypt 2^17/8/1). `/health` is loaded by autocannon at a steady
 * 2,000 requests a second on 50 connections (well below what the server answers, so that its
 * latency shows stalls rather than queueing) three ways in one run, in interleaved slices: alone
 * (the baseline); beside a
 * sign-in storm (10 connections signing in as 40 members in turn with the right password, every
 * one a full scrypt derivation); and beside two clients (worker threads, upload-worker.ts) each
 * sending 50 MB form posts to `/login` over and over (answered 413 from `Content-Length`). The target: `/health`'s p99 beside either stays within
 * twice its p99 alone (plus 5 ms for the load client sharing the machine).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon, { type Result } from 'autocannon';
import { PasswordHasher } from '../app/accounts/passwords.js';
import { systemClock } from '../app/clock.js';
import { startServerProcess } from '../server/http/process.js';
import { openStore } from '../store/open.js';
import { atMost, type Bench, type Figure } from './harness.js';

const SECONDS = Number(process.env.ARBITER_BENCH_SECONDS) || 6;
const SLICES = 3;
const HEALTH_CONNECTIONS = 50;
/** A steady load well below what the server answers, so that its latency shows stalls, not queueing. */
const HEALTH_RATE = 2000;
const SIGN_IN_CONNECTIONS = 10;
const UPLOADERS = 2;
const UPLOAD_BYTES = 50 * 1024 * 1024;
const ACCOUNTS = 40;
const PASSWORD = 'bench-password';
const email = (i: number) => `member${i}@bench.test`;

/** Members who sign in: one password hash (a full derivation per check all the same), many accounts. */
async function prepare(location: string): Promise<void> {
  const store = await openStore(location);
  try {
    const clock = systemClock();
    const hash = await new PasswordHasher().hash(PASSWORD);
    for (let i = 0; i < ACCOUNTS; i++) {
      await store.accounts.createPerson(
        {
          id: `member-${i}`,
          email: email(i),
          name: `Member ${i}`,
          passwordHash: hash,
          serverAdmin: false,
          createdAt: clock.now(),
        },
        { at: clock.now(), actor: 'bench', action: 'person.created', subject: email(i) },
      );
    }
  } finally {
    await store.close();
  }
}

/** The anonymous CSRF cookie and its token, for posting the sign-in form. */
async function csrfOf(url: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${url}/login`);
  const html = await res.text();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/**
 * Signing in with the right password, each request as the next member, on `SIGN_IN_CONNECTIONS`
 * connections until `stop()`; then the sign-ins completed (those under way are waited for) and
 * the time they took.
 */
function signInStorm(
  url: string,
  form: { cookie: string; csrf: string },
): { stop(): Promise<{ done: number; seconds: number }> } {
  const started = performance.now();
  let stopped = false;
  let next = 0;
  const worker = async () => {
    let done = 0;
    while (!stopped) {
      const res = await fetch(`${url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: form.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: form.csrf, email: email(next++ % ACCOUNTS), password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status === 303) done += 1;
    }
    return done;
  };
  const workers = Array.from({ length: SIGN_IN_CONNECTIONS }, worker);
  return {
    async stop() {
      stopped = true;
      const done = (await Promise.all(workers)).reduce((a, b) => a + b, 0);
      return { done, seconds: (performance.now() - started) / 1000 };
    },
  };
}

/** Uploaders in worker threads until `stop()`; then how many 50 MB posts were refused. */
function uploaders(url: string): { stop(): Promise<number> } {
  const workers = Array.from(
    { length: UPLOADERS },
    () =>
      new Worker(new URL('./upload-worker.js', import.meta.url), {
        workerData: { url, bytes: UPLOAD_BYTES },
      }),
  );
  return {
    async stop() {
      const counts = workers.map((w) => once(w, 'message').then(([n]) => n as number));
      for (const w of workers) w.postMessage('stop');
      const total = (await Promise.all(counts)).reduce((a, b) => a + b, 0);
      await Promise.all(workers.map((w) => w.terminate()));
      return total;
    },
  };
}

const healthRun = (url: string, seconds: number) =>
  autocannon({
    url: `${url}/health`,
    connections: HEALTH_CONNECTIONS,
    duration: seconds,
    overallRate: HEALTH_RATE,
  });

const medianP99 = (results: readonly Result[]) => {
  const sorted = results.map((r) => r.latency.p99).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const rate = (results: readonly Result[]) =>
  results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((t, r) => t + r.duration, 0);

async function accountLoad(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-accounts-'));
  const location = join(dir, 'accounts.db');
  try {
    await prepare(location);
    const server = await startServerProcess(location, { nodeArgs: ['--max-semi-space-size=32'] });
    try {
      const form = await csrfOf(server.url);
      await healthRun(server.url, 1);
      const alone: Result[] = [];
      const withSignIns: Result[] = [];
      const withUploads: Result[] = [];
      const signIns = { done: 0, seconds: 0 };
      let uploadsRefused = 0;
      const slice = SECONDS / SLICES;
      for (let i = 0; i < SLICES; i++) {
        alone.push(await healthRun(server.url, slice));
        const storm = signInStorm(server.url, form);
        withSignIns.push(await healthRun(server.url, slice));
        const stormed = await storm.stop();
        signIns.done += stormed.done;
        signIns.seconds += stormed.seconds;
        const uploads = uploaders(server.url);
        withUploads.push(await healthRun(server.url, slice));
        uploadsRefused += await uploads.stop();
      }
      const baseline = medianP99(alone);
      const limit = Math.max(2 * baseline, baseline + 5);
      return [
        {
          label: `GET /health alone, ${HEALTH_CONNECTIONS} connections at ${HEALTH_RATE}/s`,
          value: rate(alone),
          unit: 'req/s',
        },
        { label: 'GET /health p99 alone (median slice)', value: baseline, unit: 'ms' },
        atMost('GET /health p99 beside a sign-in storm', medianP99(withSignIns), 'ms', limit),
        atMost('GET /health p99 beside 50 MB uploads refused', medianP99(withUploads), 'ms', limit),
        {
          label: `sign-ins completed (scrypt 2^17), ${SIGN_IN_CONNECTIONS} connections`,
          value: signIns.done / signIns.seconds,
          unit: 'per s',
        },
        {
          label: `50 MB uploads refused (413), ${UPLOADERS} clients`,
          value: uploadsRefused / SECONDS,
          unit: 'per s',
        },
        atMost(
          'failed /health requests (non-2xx, errors, timeouts)',
          [...alone, ...withSignIns, ...withUploads].reduce(
            (n, r) => n + r.non2xx + r.errors + r.timeouts,
            0,
          ),
          '',
          0,
        ),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const accountBenches: Bench[] = [
  { name: 'Accounts: /health beside a sign-in storm and refused 50 MB uploads (SQLite)', run: accountLoad },
];
