/**
 * How edges classify refusals: the code decides the HTTP status and the CLI exit code.
 */
import type { ErrorCode } from '../core/types.js';

/** A server cannot start with its settings: one line saying which setting and why. */
export class StartupError extends Error {}

export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'refused';

const INVALID =
  /^ERR_(MALFORMED|INVALID|UNKNOWN_(EVENT_TYPE|FORMAT|PRESET)|FORMAT_VERSION|SEQUENCE|DUPLICATE_PARTICIPANT|ALREADY_SUPERSEDED|REJECTED|FUTURE_MOMENT)/;

export function kindOf(code: ErrorCode): RefusalKind {
  if (code === 'ERR_UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'ERR_FORBIDDEN' || code === 'ERR_CSRF') return 'forbidden';
  if (code === 'ERR_NO_SUCH_COMPETITION' || code === 'ERR_NOT_FOUND') return 'not-found';
  if (
    code === 'ERR_CONFLICT' ||
    code === 'ERR_COMPETITION_EXISTS' ||
    code === 'ERR_PARTICIPANT_EXISTS' ||
    code === 'ERR_RESULT_CHANGED'
  )
    return 'conflict';
  if (INVALID.test(code)) return 'invalid';
  return 'refused';
}

/** Exit codes of the CLI (documented in the README). */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  invalid: 3,
  refused: 4,
  notFound: 5,
  conflict: 6,
  forbidden: 4,
  /**
   * `mail ingest` could not store or process a message (sysexits.h EX_TEMPFAIL): the mail server
   * keeps it and tries again; a mail stored before is not carried out twice (its Message-ID).
   */
  tempFail: 75,
} as const;

export function exitCodeOf(code: ErrorCode): number {
  switch (kindOf(code)) {
    case 'invalid':
      return EXIT.invalid;
    case 'not-found':
      return EXIT.notFound;
    case 'conflict':
      return EXIT.conflict;
    default:
      return EXIT.refused;
  }
}

export function httpStatusOf(code: ErrorCode): 400 | 401 | 403 | 404 | 409 | 422 | 429 {
  if (code === 'ERR_RATE_LIMITED') return 429;
  switch (kindOf(code)) {
    case 'invalid':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not-found':
      return 404;
    case 'conflict':
      return 409;
    default:
      return 422;
  }
}
