/**
 * The `arbiter` command line: the same use cases as the web app, for directors and scripts.
 * Human tables by default, `--json` for scripts; exit codes in exit.ts and the README. The
 * commands are in program.ts, their work in commands/ and the format tools.
 */
import { CommanderError } from 'commander';
import { EXIT, StartupError } from '../app/errors.js';
import { StoreUnavailable } from '../store/store.js';
import { makeContext } from './context.js';
import { Exit } from './exit.js';
import { buildProgram } from './program.js';
import { settingsFrom } from './settings.js';

export async function main(argv: readonly string[]): Promise<number> {
  try {
    const program = await buildProgram(makeContext(settingsFrom(process.env), process.stderr), argv);
    await program.parseAsync(argv as string[], { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (e instanceof Exit) {
      console.error(e.message);
      return e.exitCode;
    }
    if (e instanceof StoreUnavailable || e instanceof StartupError) {
      console.error(e.message);
      return EXIT.failure;
    }
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return EXIT.failure;
  }
}
