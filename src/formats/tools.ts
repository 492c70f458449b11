/**
 * Each format's CLI tools (`arbiter <format> …`, `formats/<f>/cli/tools.ts`): the group's help
 * line and a loader, so that `arbiter --help` lists every format's tools without loading one, and
 * `arbiter keizer …` loads the Keizer tools alone (src/cli/tools.ts adds them).
 */
import type { RegisterTools } from '../cli/context.js';

export interface FormatTools {
  /** The format's name, the group's command. */
  readonly format: string;
  /** The group's help line. */
  readonly description: string;
  readonly load: () => Promise<RegisterTools>;
}

export const FORMAT_TOOLS: readonly FormatTools[] = [
  {
    format: 'handicap-league',
    description: 'handicap-league tools: the evening board, handicaps, player histories, the table',
    load: async () => (await import('./handicap-league/cli/tools.js')).registerHandicapLeague,
  },
  {
    format: 'championship',
    description: 'tools of the championship format (tsh interchange, SD-17)',
    load: async () => (await import('./championship/cli/tools.js')).registerChampionship,
  },
  {
    format: 'tp-tournament',
    description: 'tournament-points tools: group tables, bracket, games, schedule, ratings, TP of a game',
    load: async () => (await import('./tp-tournament/cli/tools.js')).registerTpTournament,
  },
  {
    format: 'keizer',
    description: "a Keizer season's own tools (docs/formats/keizer.md)",
    load: async () => (await import('./keizer/cli/tools.js')).registerKeizer,
  },
  {
    format: 'pyramid',
    description:
      'pyramid tools: the pyramid, challenges, eligibility, waiting lists, due list, review, rating export',
    load: async () => (await import('./pyramid/cli/tools.js')).registerPyramid,
  },
  {
    format: 'swiss',
    description: 'FIDE Dutch engine tools on TRF files: check, pair-trf, generate',
    load: async () => (await import('./swiss/cli/tools.js')).registerSwiss,
  },
];
