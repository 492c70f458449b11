/**
 * `arbiter championship …`: the championship format's own tools — moving a division between tsh
 * (Tournament Software Helper) and Arbiter as a `.t` file (SD-17).
 *
 *   arbiter championship import-tsh <file.t> --id <id> [--name …] [--preset new-swiss] [--club …]
 *   arbiter championship export-tsh <competition> [-o file.t]
 *
 * The import is all or nothing: every round is decided in memory first (pairings by hand as tsh
 * made them, results, byes, forfeits, withdrawals), then the competition is stored with all its
 * events at once. Exit codes as everywhere (README): 0 done, 2 usage (no such file), 3 invalid
 * input (a malformed `.t` file, an unknown preset; nothing written), 4 refused by the rules or not
 * a championship, 5 no such competition, 6 the id exists.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Option } from 'commander';
import { makeDocument } from '../app/document.js';
import { decideCommand } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import type { Moment } from '../core/types.js';
import {
  type ChampionshipState,
  championship,
  exportTFile,
  importTFile,
  makeTFile,
  parseTFile,
} from '../formats/championship/index.js';
import type { CliContext, RegisterCli } from './formats.js';

const dbOption = () => new Option('--db <location>', 'SQLite file or postgres:// URL');

interface ImportOptions {
  readonly id: string;
  readonly name?: string;
  readonly preset?: string;
  readonly club: string;
  readonly db?: string;
  readonly json?: boolean;
}

/** Reads the file and decides its rounds in memory: the document to store, or a refusal (exits). */
function documentOf(path: string, opts: ImportOptions, context: CliContext, now: Moment) {
  const parsed = parseTFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) return context.fail('ERR_INVALID_TSH', `${path}: ${parsed.error.message}`);
  const imported = importTFile(parsed.value, opts.preset ? { preset: opts.preset } : {});
  if (!imported.ok) return context.fail('ERR_INVALID_TSH', `${path}: ${imported.error.message}`);
  const { preset, participants, commands } = imported.value;
  const config = championship.parseConfig(imported.value.config, preset);
  if (!config.ok)
    return context.fail(config.error[0]?.code ?? 'ERR_INVALID_CONFIG', config.error[0]?.message ?? '');
  const setup = { config: config.value, participants };
  const events: StoredEvent[] = [];
  for (const [i, command] of commands.entries()) {
    const decided = decideCommand(championship, setup, events, command, {
      at: now,
      recordedAt: now,
      actor: { kind: 'import' },
    });
    if (!decided.ok)
      return context.fail(
        decided.error.code,
        `${path}: command ${i + 1} (${command.type}): ${decided.error.message}`,
      );
    events.push(...decided.value.events);
  }
  const record = {
    id: opts.id,
    name: opts.name ?? opts.id,
    format: championship.name,
    formatVersion: championship.version,
    preset,
    config: config.value,
    participants,
    createdAt: now,
  };
  const rounds = Math.max(0, ...parsed.value.players.map((p) => p.opponents.length));
  return {
    text: makeDocument(record, events),
    players: participants.length,
    rounds,
    events: events.length,
    preset,
  };
}

export const registerChampionshipCli: RegisterCli = (program, context) => {
  const group = program
    .command('championship')
    .description('tools of the championship format (tsh interchange, SD-17)');

  group
    .command('import-tsh <file>')
    .description('import a tsh division file (.t) as a new championship, all or nothing')
    .requiredOption('--id <id>', 'the new competition’s id (lower-case letters, digits, "-")')
    .option('--name <name>', 'its name (default: the id)')
    .option('--preset <preset>', 'the preset to continue under: new-swiss (default), dm, dm-best-of-three')
    .option('--club <club>', 'the club that owns it', 'default')
    .addOption(dbOption())
    .option('--json', 'print JSON')
    .action(async (path: string, opts: ImportOptions) => {
      if (!existsSync(path)) group.error(`${path}: no such file`);
      await context.withService(opts.db, async (service) => {
        const doc = documentOf(path, opts, context, service.clock.now());
        const stored = await service.importDocument(doc.text, path, opts.club);
        if (!stored.ok) return context.fail(stored.error.code, stored.error.message);
        const summary = {
          id: opts.id,
          preset: doc.preset,
          players: doc.players,
          rounds: doc.rounds,
          events: doc.events,
        };
        console.log(
          opts.json
            ? JSON.stringify(summary)
            : `Imported ${summary.id}: ${summary.players} players, ${summary.rounds} rounds, ${summary.events} events (preset ${summary.preset}).`,
        );
      });
    });

  group
    .command('export-tsh <competition>')
    .description('write a championship as a tsh division file (.t)')
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .addOption(dbOption())
    .option('--json', 'print a JSON summary (with the text when there is no --output)')
    .action(async (id: string, opts: { output?: string; db?: string; json?: boolean }) => {
      await context.withService(opts.db, async (service) => {
        const loaded = await service.load(id);
        if (!loaded) return context.fail('ERR_NO_SUCH_COMPETITION', `there is no competition "${id}"`);
        if (loaded.format.name !== championship.name)
          return context.fail(
            'ERR_NOT_A_CHAMPIONSHIP',
            `${id} is a ${loaded.format.name} competition, not a championship`,
          );
        const state = loaded.head.state.format as ChampionshipState;
        const file = exportTFile(state, loaded.head.state.roster);
        const text = makeTFile(file);
        if (opts.output) writeFileSync(opts.output, text);
        const summary = { id, players: file.players.length, rounds: state.rounds.length };
        if (opts.json)
          console.log(JSON.stringify(opts.output ? { ...summary, file: opts.output } : { ...summary, text }));
        else if (!opts.output) process.stdout.write(text);
      });
    });
};
