/**
 * Format-specific command-line tools (`arbiter <format> <subcommand> …`): each format may add a
 * module exporting `register(program, context)`; the generic commands cover every format anyway.
 */
import type { Command } from 'commander';
import type { CompetitionService } from '../app/competitions.js';
import { registerChampionshipCli } from './championship.js';
import { registerHandicapLeague } from './handicap-league.js';
import { registerKeizer } from './keizer.js';
import { registerPyramid } from './pyramid.js';
import { registerTpTournament } from './tp-tournament.js';

export interface CliContext {
  /** Opens the store (`--db`), runs `fn` with the competition service, closes the store. */
  withService<T>(db: string | undefined, fn: (service: CompetitionService) => Promise<T>): Promise<T>;
  /** Fails with the exit code of a refusal code and the message (see app/errors.ts). */
  fail(code: `ERR_${string}`, message: string): never;
  /** Fails as a usage error (exit 2): a bad option or argument. */
  usage(message: string): never;
}

export type RegisterCli = (program: Command, context: CliContext) => void;

export const FORMAT_CLIS: readonly RegisterCli[] = [
  registerHandicapLeague,
  registerChampionshipCli,
  registerTpTournament,
  registerKeizer,
  registerPyramid,
];
