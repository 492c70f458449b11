/**
 * Commands whose module is loaded only when the command line names them: the format tools
 * (`arbiter <format> …`, a group each) and any other command with work of its own to load. Each
 * is listed with its name and help line, so that `arbiter --help` shows it without loading it;
 * the generic commands cover every format anyway.
 */
import type { Command } from 'commander';
import type { CliContext, RegisterCli, RegisterTools } from './context.js';

interface Tool {
  readonly name: string;
  readonly description: string;
  /** The registration that defines the command `name` on the program, with everything below it. */
  readonly load: () => Promise<RegisterCli>;
}

/** A format's tools: its module adds subcommands to the group named after the format. */
const group =
  (name: string, description: string, register: RegisterTools): RegisterCli =>
  (program, context) =>
    register(program.command(name).description(description), context);

const formatTool = (name: string, description: string, load: () => Promise<RegisterTools>): Tool => ({
  name,
  description,
  load: async () => group(name, description, await load()),
});

export const TOOLS: readonly Tool[] = [
  formatTool(
    'handicap-league',
    'handicap-league tools: the evening board, handicaps, player histories, the table',
    async () => (await import('./handicap-league.js')).registerHandicapLeague,
  ),
  formatTool(
    'championship',
    'tools of the championship format (tsh interchange, SD-17)',
    async () => (await import('./championship.js')).registerChampionship,
  ),
  formatTool(
    'tp-tournament',
    'tournament-points tools: group tables, bracket, games, schedule, ratings, TP of a game',
    async () => (await import('./tp-tournament.js')).registerTpTournament,
  ),
  formatTool(
    'keizer',
    "a Keizer season's own tools (docs/formats/keizer.md)",
    async () => (await import('./keizer.js')).registerKeizer,
  ),
  formatTool(
    'pyramid',
    'pyramid tools: the pyramid, challenges, eligibility, waiting lists, due list, review, rating export',
    async () => (await import('./pyramid.js')).registerPyramid,
  ),
  formatTool(
    'swiss',
    'FIDE Dutch engine tools on TRF files: check, pair-trf, generate',
    async () => (await import('./swiss.js')).registerSwiss,
  ),
  {
    name: 'import-trf',
    description: 'import a FIDE TRF (TRF-2026) as a new round-robin competition, all or nothing',
    load: async () => (await import('./commands/import-trf.js')).registerImportTrf,
  },
  {
    name: 'mail',
    description: 'the club’s mailbox: ingest a message, poll IMAP, list the inbox (docs/mail.md)',
    load: async () => (await import('./mail.js')).registerMail,
  },
];

/** Whether the arguments name the command: `arbiter keizer …` or `arbiter help keizer`. */
const names = (argv: readonly string[], name: string): boolean =>
  argv[0] === name || (argv[0] === 'help' && argv[1] === name);

/** Adds every tool: the one the arguments name in full, the others as a line of help. */
export async function addTools(
  program: Command,
  context: CliContext,
  argv: readonly string[],
): Promise<void> {
  for (const tool of TOOLS) {
    if (names(argv, tool.name)) (await tool.load())(program, context);
    else program.command(tool.name).description(tool.description);
  }
}
