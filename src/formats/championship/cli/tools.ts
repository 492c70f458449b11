/**
 * `arbiter championship …`: the championship format's own tools — moving a division between tsh
 * (Tournament Software Helper) and Arbiter as a `.t` file (SD-17).
 *
 *   arbiter championship import-tsh <file.t> --id <id> [--name …] [--preset new-swiss] [--club …]
 *   arbiter championship export-tsh <competition> [-o file.t]
 *
 * The import is all or nothing: every round is decided in memory first, in one linear pass
 * (pairings by hand as tsh made them, results, byes, forfeits, withdrawals), then the competition
 * is stored with all its events at once. Exit codes as everywhere (exit.ts): anything wrong in the
 * file, a round the rules refuse included, is 3 and names its line or round; nothing is written.
 */
import type { Command } from 'commander';
import { checkedId, importFile, intoClub } from '../../../cli/clubs.js';
import { type CliContext, DB_OPTION_HELP } from '../../../cli/context.js';
import { writeOutputFile } from '../../../cli/files.js';
import { type ChampionshipState, championship, exportTFile, makeTFile } from '../index.js';
import { tshDocument } from './tsh-import.js';

interface ImportOptions {
  readonly id: string;
  readonly name?: string;
  readonly preset?: string;
  readonly club?: string;
  readonly db?: string;
  readonly json?: boolean;
}

async function importTsh(path: string, opts: ImportOptions, context: CliContext): Promise<void> {
  checkedId(opts.id, context);
  const { imported, club } = await importFile(context, path, opts, (text, now, report) =>
    tshDocument(path, text, opts, now, report),
  );
  const summary = {
    id: opts.id,
    preset: imported.preset,
    players: imported.players,
    rounds: imported.rounds,
    events: imported.document.events.length,
    club: { id: club.club.id, name: club.club.name },
  };
  console.log(
    opts.json
      ? JSON.stringify(summary)
      : `Imported ${summary.id}: ${summary.players} players, ${summary.rounds} rounds, ${summary.events} events (preset ${summary.preset}) ${intoClub(club)}.`,
  );
}

async function exportTsh(
  id: string,
  opts: { output?: string; db?: string; json?: boolean },
  context: CliContext,
): Promise<void> {
  await context.withService(opts.db, async (service) => {
    const loaded = await service.load(id);
    if (!loaded) return context.fail('ERR_NO_SUCH_COMPETITION', `there is no competition "${id}"`);
    if (loaded.format.name !== championship.name)
      return context.fail(
        'ERR_INVALID_FORMAT',
        `${id} is a ${loaded.format.name} competition, not a championship`,
      );
    const state = loaded.head.state.format as ChampionshipState;
    const file = exportTFile(state, loaded.head.state.roster);
    const text = makeTFile(file);
    if (opts.output) writeOutputFile(opts.output, text);
    const summary = { id, players: file.players.length, rounds: state.rounds.length };
    if (opts.json)
      console.log(JSON.stringify(opts.output ? { ...summary, file: opts.output } : { ...summary, text }));
    else if (!opts.output) process.stdout.write(text);
  });
}

export function registerTools(group: Command, context: CliContext): void {
  group
    .command('import-tsh <file>')
    .description('import a tsh division file (.t) as a new championship, all or nothing')
    .requiredOption('--id <id>', 'the new competition’s id (lower-case letters, digits, "-")')
    .option('--name <name>', 'its name (default: the id)')
    .option('--preset <preset>', 'the preset to continue under: new-swiss (default), dm, dm-best-of-three')
    .option('--club <club>', "the club that owns it, by id or name (default: the database's only club)")
    .option('--db <location>', DB_OPTION_HELP)
    .option('--json', 'print JSON')
    .action((path: string, opts: ImportOptions) => importTsh(path, opts, context));

  group
    .command('export-tsh <competition>')
    .description('write a championship as a tsh division file (.t)')
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .option('--db <location>', DB_OPTION_HELP)
    .option('--json', 'print a JSON summary (with the text when there is no --output)')
    .action((id: string, opts: { output?: string; db?: string; json?: boolean }) =>
      exportTsh(id, opts, context),
    );
}
