/**
 * The Swiss format (issue #28): a FIDE Swiss paired by the Dutch system through the pairing
 * engine (`pairing-port.ts`), with requested byes, late entries, withdrawals, overrides with a
 * reason, re-pairing, forfeits and corrections, and standings by C.07 tie-breaks.
 */
import { formatFrom } from '../../core/format.js';
import type { SwissCommand } from './commands.js';
import * as commands from './commands.js';
import type { SwissConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { PairNextRound } from './engine-input.js';
import type { SwissEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { SwissState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

const modules = { config, commands, events, state, decide, evolve, views, messages };

/**
 * Rule version 1: tie-breaks by C.07 16 as written in 2023 (`c07-2023`), kept so that the
 * competitions begun under it keep their tie-break values (version 2 took the 2026 amendment).
 */
const version1 = formatFrom<SwissConfig, SwissState, SwissCommand, SwissEvent>(
  { name: 'swiss', version: 1 },
  { ...modules, state: { ...state, initialState: (setup) => state.initialState(setup, 'c07-2023') } },
);

/** Rule version 2: unplayed rounds in tie-breaks by C.07 16 as amended from 1 March 2026 (`c07-2026`). */
export const swiss = formatFrom<SwissConfig, SwissState, SwissCommand, SwissEvent>(
  { name: 'swiss', version: 2, earlierVersions: new Map([[1, version1]]) },
  modules,
);

/** The format with another pairing engine (a test's stand-in): the same in all but who pairs, every rule version. */
export const swissWith = (engine: PairNextRound): typeof swiss => {
  const pairedBy = decide.decideWith(engine);
  return {
    ...swiss,
    decide: pairedBy,
    earlierVersions: new Map([[1, { ...version1, decide: pairedBy }]]),
  };
};

export type { SwissConfig } from './config.js';
export type { SwissState } from './state.js';
