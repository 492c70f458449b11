/**
 * The command line in-process, for tests: `runCli('list', '--db', file)` runs `main` with what it
 * prints to standard output (through `console.log` or written) and `console.error` captured, and
 * returns them with the exit code; progress lines on standard error are left out.
 */
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
