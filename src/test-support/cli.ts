/**
 * The command line in-process, for tests: `runCli('list', '--db', file)` runs `main` with what it
 * prints to standard output and standard error captured, and returns them with the exit code.
 */
import { vi } from 'vitest';
import { main } from '../cli/main.js';

export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((m: unknown) => void out.push(String(m)));
  const error = vi.spyOn(console, 'error').mockImplementation((m: unknown) => void err.push(String(m)));
  try {
    const code = await main(args);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
