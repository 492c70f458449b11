/**
 * The format tools (`arbiter <format> …`): each format may add a module whose `register` adds its
 * subcommands to its group; the generic commands cover every format anyway. A group's module is
 * loaded only when the command line names it, so the other commands never load a format.
 */
import type { Command } from 'commander';
import type { CliContext, RegisterCli } from './context.js';

interface FormatTool {
  readonly name: string;
  readonly description: string;
  readonly load: () => Promise<RegisterCli>;
}

export const FORMAT_TOOLS: readonly FormatTool[] = [
  {
    name: 'handicap-league',
    description: 'handicap-league tools: the evening board, handicaps, player histories, the table',
    load: async () => (await import('./handicap-league.js')).registerHandicapLeague,
  },
  {
    name: 'championship',
    description: 'tools of the championship format (tsh interchange, SD-17)',
    load: async () => (await import('./championship.js')).registerChampionship,
  },
  {
    name: 'tp-tournament',
    description: 'tournament-points tools: group tables, bracket, games, schedule, ratings, TP of a game',
    load: async () => (await import('./tp-tournament.js')).registerTpTournament,
  },
  {
    name: 'keizer',
    description: "a Keizer season's own tools (docs/formats/keizer.md)",
    load: async () => (await import('./keizer.js')).registerKeizer,
  },
  {
    name: 'pyramid',
    description:
      'pyramid tools: the pyramid, challenges, eligibility, waiting lists, due list, review, rating export',
    load: async () => (await import('./pyramid.js')).registerPyramid,
  },
];

/** Whether the arguments name the group: `arbiter keizer …` or `arbiter help keizer`. */
const names = (argv: readonly string[], name: string): boolean =>
  argv[0] === name || (argv[0] === 'help' && argv[1] === name);

/** Adds every group (for the help) and the subcommands of the one the arguments name. */
export async function addFormatTools(
  program: Command,
  context: CliContext,
  argv: readonly string[],
): Promise<void> {
  for (const tool of FORMAT_TOOLS) {
    const group = program.command(tool.name).description(tool.description);
    if (names(argv, tool.name)) (await tool.load())(group, context);
  }
}
