/**
 * Real server processes for tests: `node bin/arbiter.js serve --port 0` (the build must be
 * current: `npm test` builds first), on a store the test prepared with a competition, a server
 * admin and an API token. Every process started here is killed after the test file, pass or fail.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { AccountService } from '../app/accounts/accounts.js';
import { systemClock } from '../app/clock.js';
import { seedRoundRobins } from '../bench/harness.js';
import { type ServerProcess, startServerProcess as start } from '../server/http/process.js';
import { openStore } from '../store/open.js';

export type { ServerProcess } from '../server/http/process.js';

const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `arbiter serve` on `db` (with `env` on top); the process is killed after the test file in any case. */
export function startServerProcess(
  db: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  return start(db, {
    env,
    onSpawn(child) {
      running.add(child);
      child.once('exit', () => running.delete(child));
    },
  });
}

export const ADMIN_EMAIL = 'admin@arbiter.test';

/**
 * Prepares a store for server processes: round robins with `players` participants under the
 * given ids (published), and the server admin (a director everywhere) with an API token, which it
 * returns.
 */
export async function prepareStore(
  db: string,
  competitions: readonly string[],
  players: number,
): Promise<{ token: string }> {
  const store = await openStore(db);
  try {
    const clock = systemClock();
    const accounts = new AccountService({ store: store.accounts, clock, baseUrl: 'http://arbiter.test/' });
    const prepared = await accounts.setup.prepare({ email: ADMIN_EMAIL, password: 'admin-password-1' });
    if (!prepared.ok) throw new Error(prepared.error);
    const admin = await store.accounts.findPersonByEmail(ADMIN_EMAIL);
    if (!admin) throw new Error('no admin');
    await store.accounts.createClub(
      { id: 'club', name: 'Club', createdAt: clock.now() },
      { at: clock.now(), actor: 'test', action: 'club.created', subject: 'club' },
    );
    await seedRoundRobins(store, competitions, players, 0, 'club');
    return { token: await accounts.createApiToken(admin) };
  } finally {
    await store.close();
  }
}

/** The games of a round robin of `players` (Berger tables), as `RecordResult` commands. */
export async function gamesOf(
  server: ServerProcess,
  competition: string,
): Promise<{ round: number; white: string; black: string }[]> {
  const res = await fetch(`${server.url}/api/competitions/${competition}/rounds`);
  const body = (await res.json()) as {
    rounds: { pairings: { first: string; second: string | null }[] }[];
  };
  return body.rounds.flatMap((r, i) =>
    r.pairings.flatMap((p) => (p.second === null ? [] : [{ round: i + 1, white: p.first, black: p.second }])),
  );
}

/** Posts a command through the JSON API with the token. */
export function postCommand(
  server: ServerProcess,
  competition: string,
  token: string,
  command: Record<string, unknown>,
): Promise<Response> {
  return fetch(`${server.url}/api/competitions/${competition}/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ command }),
  });
}
