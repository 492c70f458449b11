/**
 * Runs `arbiter serve` as a child process (the built `bin/arbiter.js`) and waits until it
 * listens: for the load benchmark and for tests that need a real process to kill or several
 * processes on one database. Port 0 lets the system choose a free port; the URL is read from the
 * line the server prints.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

const BIN = new URL('../../../bin/arbiter.js', import.meta.url).pathname;
const START_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  /** The base URL without the trailing slash, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  readonly child: ChildProcess;
  /** What it wrote to standard output so far (the set-up link of a first start …). */
  stdout(): string;
  /** What it wrote to standard error so far, for failure messages. */
  stderr(): string;
  /** SIGKILL: no shutdown of any kind. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: a clean shutdown. Resolves once the process is gone. */
  stop(): Promise<void>;
}

export async function startServerProcess(
  db: string,
  options: {
    nodeArgs?: readonly string[];
    onSpawn?: (child: ChildProcess) => void;
    /** Settings for this process (SMTP_HOST, ARBITER_TRUST_PROXY …) on top of ours. */
    env?: Readonly<Record<string, string>>;
    /** How long to wait for it to listen (default 20 s). */
    startTimeoutMs?: number;
  } = {},
): Promise<ServerProcess> {
  const args = ['serve', '--port', '0', '--host', '127.0.0.1', '--no-demo', '--db', db];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    const timeout = options.startTimeoutMs ?? START_TIMEOUT_MS;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeout} ms: ${err}`));
    }, timeout);
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
  return {
    url,
    child,
    stdout: () => out,
    stderr: () => err,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
