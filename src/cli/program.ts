/**
 * The `arbiter` program: every command's name, arguments, options and help, one small function
 * per command. Each action loads its module (commands/*.ts) only when it runs, and a format's
 * tools only when the command line names the format (tools.ts), so that `arbiter --help` and
 * `arbiter list` start about as fast as Node itself.
 */
import { Command, Option } from 'commander';
import { type CliContext, DB_OPTION_HELP, type RegisterCli } from './context.js';
import { addTools } from './tools.js';

const dbOption = () => new Option('--db <location>', DB_OPTION_HELP);
const asOfOption = () => new Option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)');
const jsonOption = () => new Option('--json', 'print JSON');
const clubOption = () =>
  new Option('--club <club>', "the club that owns it, by id or name (default: the database's only club)");

const serve: RegisterCli = (program, context) =>
  program
    .command('serve')
    .description('start the web app (seeds the demo competitions into a new database)')
    .addOption(dbOption())
    .option('--port <port>', 'port to listen on (default: $PORT or 3000)')
    .option('--host <host>', 'interface to listen on (default: $HOST or 127.0.0.1)')
    .option('--no-demo', 'do not seed demo competitions')
    .action(async (opts) => (await import('./commands/serve.js')).serve(opts, context));

const importDocument: RegisterCli = (program, context) =>
  program
    .command('import <file>')
    .description('import a competition document (all or nothing)')
    .addOption(dbOption())
    .option('--id <id>', 'store it under another id')
    .addOption(clubOption())
    .addOption(jsonOption())
    .action(async (file, opts) =>
      (await import('./commands/documents.js')).importDocument(file, opts, context),
    );

const exportDocument: RegisterCli = (program, context) =>
  program
    .command('export <competition>')
    .description('write a competition document (byte-identical after export → import → export)')
    .addOption(dbOption())
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .action(async (id, opts) => (await import('./commands/documents.js')).exportDocument(id, opts, context));

const list: RegisterCli = (program, context) =>
  program
    .command('list')
    .description('list the competitions in the database')
    .addOption(dbOption())
    .addOption(jsonOption())
    .action(async (opts) => (await import('./commands/list.js')).list(opts, context));

const standings: RegisterCli = (program, context) =>
  program
    .command('standings <competition>')
    .description('print the standings of a competition (id in the database, or a document file)')
    .addOption(dbOption())
    .addOption(asOfOption())
    .addOption(jsonOption())
    .action(async (target, opts) => (await import('./commands/views.js')).standings(target, opts, context));

const pairings: RegisterCli = (program, context) =>
  program
    .command('pairings <competition>')
    .description('print the rounds and pairings of a competition')
    .addOption(dbOption())
    .addOption(asOfOption())
    .option('--round <id>', 'only this round')
    .addOption(jsonOption())
    .action(async (target, opts) => (await import('./commands/views.js')).pairings(target, opts, context));

const replay: RegisterCli = (program, context) =>
  program
    .command('replay <document>')
    .description(
      'fold a competition document without a database and print state, standings, pairings and due items',
    )
    .addOption(asOfOption())
    .addOption(jsonOption())
    .action(async (file, opts) => (await import('./commands/views.js')).replay(file, opts, context));

const command: RegisterCli = (program, context) =>
  program
    .command('command <competition> <json>')
    .description(
      'execute a command as the director, e.g. \'{"type":"RecordResult","round":1,"white":"p1","black":"p4","result":"1-0"}\'',
    )
    .addOption(dbOption())
    .option('--at <moment>', 'the moment it took effect (ISO-8601 with offset; default: now)')
    .addOption(jsonOption())
    .action(async (id, json, opts) =>
      (await import('./commands/command.js')).command(id, json, opts, context),
    );

const migrate: RegisterCli = (program, context) =>
  program
    .command('migrate')
    .description(
      'move house: copy every competition with its full history, and the accounts, to another store (never overwrites)',
    )
    .requiredOption('--from <location>', 'the store to copy from: SQLite file or postgres:// URL')
    .requiredOption(
      '--to <location>',
      'the store to copy into: SQLite file (created if missing) or postgres:// URL',
    )
    .addOption(jsonOption())
    .action(async (opts) => (await import('./commands/migrate.js')).migrate(opts, context));

const publish: RegisterCli = (program, context) =>
  program
    .command('publish [competitions...]')
    .description(
      'write the public pages of published competitions as a static site (HTML + CSS, relative links, every language); only changed files are written',
    )
    .addOption(dbOption())
    .option('--club <club>', 'every published competition of this club, by id or name')
    .requiredOption('--out <dir>', 'the folder of the site (created if missing)')
    .option('--force', 'render every competition again, even those unchanged since the last run')
    .option('--site-url <url>', "the site's public address, for the links in its calendars")
    .addOption(jsonOption())
    .action(async (ids, opts) => (await import('./commands/publish.js')).publish(ids, opts, context));

const COMMANDS: readonly RegisterCli[] = [
  serve,
  importDocument,
  exportDocument,
  list,
  standings,
  pairings,
  replay,
  command,
  migrate,
  publish,
];

/** The program for these arguments: every command, with the format tools the arguments name. */
export async function buildProgram(context: CliContext, argv: readonly string[]): Promise<Command> {
  const program = new Command('arbiter')
    .description(
      'Arbiter runs club competitions: pyramids, Keizer seasons, handicap leagues, tournaments, championships.',
    )
    .showHelpAfterError()
    .exitOverride();
  for (const register of COMMANDS) register(program, context);
  await addTools(program, context, argv);
  return program;
}
