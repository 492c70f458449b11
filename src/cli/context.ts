/**
 * What every command gets from the command line: the settings, the store and the competition
 * service opened for the command's `--db` and closed after it, the ways to end with an exit code
 * (exit.ts), and progress on the terminal. The store and the service are loaded only by the
 * commands that use them, so that `arbiter --help` stays quick.
 */
import type { Command } from 'commander';
import type { CompetitionService } from '../app/competitions/competitions.js';
import { EXIT } from '../app/errors.js';
import type { ErrorCode } from '../core/types.js';
import type { Store } from '../store/store.js';
import { commandLineExit, Exit, fileExit, usageError } from './exit.js';
import { type Progress, progress } from './progress.js';
import type { Settings } from './settings.js';

/** The help of every `--db` option. */
export const DB_OPTION_HELP =
  'SQLite file or postgres:// URL (default: $DATABASE_URL, $ARBITER_DB or data/arbiter.db)';

export interface StoreUse {
  /** The command may create the database (imports); others never do: a missing file is exit 5. */
  readonly create?: boolean;
}

export interface CliContext {
  readonly settings: Settings;
  /** Opens the store (`--db`, else the settings), runs `fn` with it, closes it. */
  withStore<T>(db: string | undefined, fn: (store: Store) => Promise<T>, use?: StoreUse): Promise<T>;
  /** Like `withStore`, with the competition service on the store's events (its commands queue notices). */
  withService<T>(
    db: string | undefined,
    fn: (service: CompetitionService, store: Store) => Promise<T>,
    use?: StoreUse,
  ): Promise<T>;
  /** Fails for something named on the command line: an unknown id is 5, else by the code (app/errors.ts). */
  fail(code: ErrorCode, message: string): never;
  /** Fails for something wrong inside a file: 3 (6 when the id exists), the code kept in the message. */
  invalid(code: ErrorCode, message: string): never;
  /** Fails as a usage error (exit 2): a bad option or argument. */
  usage(message: string): never;
  /** Progress of long work on standard error (progress.ts). */
  progress(label: string, json?: boolean): Progress;
}

/** Defines commands on the program. */
export type RegisterCli = (program: Command, context: CliContext) => void;

/** Adds a format's tools (`arbiter <format> …`) to its command group. */
export type RegisterTools = (group: Command, context: CliContext) => void;

export function makeContext(settings: Settings, stderr: NodeJS.WriteStream): CliContext {
  const withStore = async <T>(
    db: string | undefined,
    fn: (store: Store) => Promise<T>,
    use: StoreUse = {},
  ): Promise<T> => {
    const { openStore, NoSuchDatabase } = await import('../store/open.js');
    const location = db ?? settings.db;
    let store: Store;
    try {
      store = await openStore(location, {
        existing: use.create !== true,
        ...(settings.poolSize === undefined ? {} : { poolSize: settings.poolSize }),
      });
    } catch (e) {
      if (e instanceof NoSuchDatabase) throw new Exit(EXIT.notFound, `${e.code}: ${e.message}`);
      throw e;
    }
    try {
      return await fn(store);
    } finally {
      await store.close();
    }
  };
  return {
    settings,
    withStore,
    async withService(db, fn, use) {
      const [{ cliMailSettings, noticingService }, { systemClock }] = await Promise.all([
        import('./notices.js'),
        import('../app/clock.js'),
      ]);
      const mail = await cliMailSettings();
      return withStore(db, (store) => fn(noticingService(store, systemClock(), mail), store), use);
    },
    fail(code, message) {
      throw new Exit(commandLineExit(code), `${code}: ${message}`);
    },
    invalid(code, message) {
      throw new Exit(fileExit(code), `${code}: ${message}`);
    },
    usage(message) {
      throw usageError(message);
    },
    progress: (label, json) => progress(label, { stream: stderr, json: json === true }),
  };
}
