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

export const swiss = formatFrom<SwissConfig, SwissState, SwissCommand, SwissEvent>(
  { name: 'swiss', version: 1 },
  { config, commands, events, state, decide, evolve, views, messages },
);

/** The format with another pairing engine (a test's stand-in): the same in all but who pairs. */
export const swissWith = (engine: PairNextRound): typeof swiss => ({
  ...swiss,
  decide: decide.decideWith(engine),
});

export type { SwissConfig } from './config.js';
export type { SwissState } from './state.js';
