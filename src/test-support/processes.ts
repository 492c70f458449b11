/**
 * Real server processes for tests: `node bin/arbiter.js serve --port 0` (the build must be
 * current: `npm test` builds first), on a store the test prepared with a competition, a server
 * admin and an API token. Every process started here is killed after the test file, pass or fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll } from 'vitest';
import { AccountService } from '../app/accounts.js';
import { systemClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import type { Mailer } from '../app/mail.js';
import { openStore } from '../store/open.js';

const BIN = new URL('../../bin/arbiter.js', import.meta.url).pathname;
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  /** The base URL without the trailing slash, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  readonly child: ChildProcess;
  /** What it wrote to standard error, for failure messages. */
  readonly stderr: () => string;
  /** SIGKILL: no shutdown of any kind. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: a clean shutdown. */
  stop(): Promise<void>;
}

export async function startServerProcess(db: string): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--no-demo', '--db', db],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ARBITER_DB: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = once(child, 'exit').then(() => running.delete(child));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 20 s: ${err}`)), 20_000);
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const found = /running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${err}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, stderr: () => err, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

const quietMailer: Mailer = { send: async () => undefined };

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
    const service = new CompetitionService(store.events, clock);
    const accounts = new AccountService(store.accounts, clock, quietMailer, 'http://arbiter.test/');
    await accounts.ensureAdmin(ADMIN_EMAIL, 'admin-password-1');
    const admin = await store.accounts.findPersonByEmail(ADMIN_EMAIL);
    if (!admin) throw new Error('no admin');
    await store.accounts.createClub(
      { id: 'club', name: 'Club', createdAt: clock.now() },
      { at: clock.now(), actor: 'test', action: 'club.created', subject: 'club' },
    );
    for (const id of competitions) {
      const created = await service.create({
        id,
        clubId: 'club',
        name: id,
        format: 'round-robin',
        participants: Array.from({ length: players }, (_, i) => ({
          id: `p${i + 1}`,
          name: `Player ${i + 1}`,
        })),
      });
      if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
      await store.accounts.setPublished(id, true, {
        at: clock.now(),
        actor: 'test',
        action: 'competition.published',
        subject: id,
      });
    }
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
