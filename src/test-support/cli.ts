/**
 * The command line in-process, for tests: `runCli('list', '--db', file)` runs `main` with what it
 * prints to standard output (through `console.log` or written) and `console.error` captured, and
 * returns them with the exit code; progress lines on standard error are left out. `runBuilt` runs
 * the built binary instead, as a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { vi } from 'vitest';
import { main } from '../cli/main.js';

export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((m: unknown) => void out.push(String(m)));
  const error = vi.spyOn(console, 'error').mockImplementation((m: unknown) => void err.push(String(m)));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((m: unknown) => {
    out.push(String(m));
    return true;
  });
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await main(args);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
    stderr.mockRestore();
  }
}

const BIN = new URL('../../bin/arbiter.js', import.meta.url).pathname;

/** The built binary (`bin/arbiter.js`) as a process of its own, logging nothing, with `env` on top. */
export function runBuilt(
  args: readonly string[],
  options: { readonly input?: string; readonly env?: Readonly<Record<string, string>> } = {},
): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent', ...options.env },
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
