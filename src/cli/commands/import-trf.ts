/**
 * `arbiter import-trf <file>`: a FIDE TRF (TRF-2026) as a new competition of a format whose TRF
 * mapping reads one (`--format`, `formats/trf.ts`: a round robin by default, or any recorded
 * pairings, a Swiss tournament's, as a Keizer season), all or nothing (app/imports/trf-import.ts).
 * Anything wrong in the file, a game the Berger tables do not have included, exits 3 naming the
 * line and column; nothing is written. With `--into <id>` the file is loaded into an existing
 * competition instead (app/imports/trf-load.ts: a Swiss run elsewhere, loaded after each round),
 * as the director; a file that disagrees with it exits 3 the same way.
 */
import { basename } from 'node:path';
import { Option } from 'commander';
import { systemClock } from '../../app/clock.js';
import { TRF_IMPORT_FORMATS, trfDocument } from '../../app/imports/trf-import.js';
import { loadTrf } from '../../app/imports/trf-load.js';
import { checkedId, importFile, intoClub } from '../clubs.js';
import { type CliContext, DB_OPTION_HELP, type RegisterCli } from '../context.js';
import { readUtf8 } from '../files.js';

interface ImportTrfOptions {
  readonly id?: string;
  readonly into?: string;
  readonly name?: string;
  readonly format?: string;
  readonly preset?: string;
  readonly club?: string;
  readonly db?: string;
  readonly json?: boolean;
}

/** The id a file suggests: `Club Open 2026.trf` → `club-open-2026`. */
const idFromFile = (path: string): string =>
  basename(path)
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63) || 'trf';

async function loadInto(
  into: string,
  path: string,
  opts: ImportTrfOptions,
  context: CliContext,
): Promise<void> {
  const text = readUtf8(path, context);
  await context.withService(opts.db, async (service) => {
    const done = await loadTrf(service, into, { path, text }, { kind: 'cli' }, systemClock().now());
    // A refusal inside the file exits 3; an unknown competition, or one no TRF loads into, by its code.
    if (!done.ok)
      return done.error.params?.line === undefined
        ? context.fail(done.error.code, done.error.message)
        : context.invalid(done.error.code, done.error.message);
    const summary = {
      id: into,
      players: done.value.players,
      rounds: done.value.rounds,
      games: done.value.games,
    };
    console.log(
      opts.json
        ? JSON.stringify(summary)
        : `Loaded into ${into}: ${summary.players} players added, ${summary.rounds} rounds, ${summary.games} results.`,
    );
  });
}

async function importTrf(path: string, opts: ImportTrfOptions, context: CliContext): Promise<void> {
  if (opts.into !== undefined) return loadInto(opts.into, path, opts, context);
  const id = checkedId(opts.id ?? idFromFile(path), context);
  const options = {
    id,
    ...(opts.format ? { format: opts.format } : {}),
    ...(opts.name ? { name: opts.name } : {}),
    ...(opts.preset ? { preset: opts.preset } : {}),
  };
  const { imported, club } = await importFile(context, path, opts, (text, now, report) =>
    trfDocument(path, text, options, now, report),
  );
  const summary = {
    id,
    players: imported.players,
    rounds: imported.rounds,
    games: imported.games,
    club: { id: club.club.id, name: club.club.name },
  };
  console.log(
    opts.json
      ? JSON.stringify(summary)
      : `Imported ${id}: ${summary.players} players, ${summary.rounds} rounds, ${summary.games} games ${intoClub(club)}.`,
  );
}

export const registerImportTrf: RegisterCli = (program, context) => {
  program
    .command('import-trf <file>')
    .description(
      `import a FIDE TRF (TRF-2026) as a new competition, all or nothing: ${TRF_IMPORT_FORMATS.map((f) => f.help).join('; or ')}`,
    )
    .option('--id <id>', 'the new competition’s id (default: from the file name)')
    .option(
      '--into <id>',
      'load the file into this existing competition instead: what it has beyond the competition (players, FIDE data, byes, rounds, results); a file that disagrees with it is refused',
    )
    .option('--name <name>', 'its name (default: the file’s tournament name, tag 012)')
    .addOption(
      new Option('--format <format>', 'the format to create (what the file becomes in each: above)')
        .choices(TRF_IMPORT_FORMATS.map((f) => f.format))
        .default(TRF_IMPORT_FORMATS[0]?.format),
    )
    .option('--preset <preset>', "the preset (default: the format's, see --format)")
    .option('--club <club>', "the club that owns it, by id or name (default: the database's only club)")
    .option('--db <location>', DB_OPTION_HELP)
    .option('--json', 'print JSON')
    .action((path: string, opts: ImportTrfOptions) => importTrf(path, opts, context));
};
