/**
 * How the command line ends: one rule for every command (README, "Exit codes"). `0` done · `1`
 * unexpected failure · `2` usage (a bad option or argument) · `3` invalid input: anything wrong
 * inside a file or a command's JSON (nothing was written) · `4` refused by the rules or not
 * allowed · `5` not found: a competition, club, player, round or event named on the command line,
 * or a `--db` that does not exist for a command that only reads · `6` conflict (the id exists, or
 * the competition changed meanwhile).
 */
import { EXIT, exitCodeOf } from '../app/errors.js';
import type { ErrorCode } from '../core/types.js';

/** Ends the command with an exit code and a message for standard error. */
export class Exit extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Codes that mean "an id named on the command line is unknown": exit 5. */
const UNKNOWN_ID = new Set<string>([
  'ERR_UNKNOWN_PARTICIPANT',
  'ERR_NO_SUCH_EVENT',
  'ERR_NO_SUCH_COMPETITION',
  'ERR_NO_SUCH_CLUB',
  'ERR_NOT_FOUND',
]);

/** The exit code of a refusal of something given on the command line. */
export const commandLineExit = (code: ErrorCode): number =>
  UNKNOWN_ID.has(code) ? EXIT.notFound : exitCodeOf(code);

/** The exit code of a refusal of a file's content: invalid input, unless the id exists (6). */
export const fileExit = (code: ErrorCode): number =>
  exitCodeOf(code) === EXIT.conflict ? EXIT.conflict : EXIT.invalid;

export const usageError = (message: string): Exit => new Exit(EXIT.usage, message);
