/**
 * Outcomes of events that the fold cannot apply as recorded (PYR-0 style late events): a coded
 * reason instead of an exception, so every log folds.
 */
import type { Evolution } from '../../core/format.js';
import type { ErrorCode } from '../../core/types.js';
import type { HandicapLeagueState } from './state.js';

export const ineffective = (
  state: HandicapLeagueState,
  code: ErrorCode,
  message: string,
): Evolution<HandicapLeagueState> => ({ state, outcome: { status: 'ineffective', code, message } });

export const rejected = (
  state: HandicapLeagueState,
  code: ErrorCode,
  message: string,
): Evolution<HandicapLeagueState> => ({ state, outcome: { status: 'rejected', code, message } });
