/**
 * The pyramid format: a permanent challenge ladder (rules/pyramid.md, PYR-0 … PYR-16) with the
 * DESC e-mail chess club as its preset. This file is the folder's public API: the Format object
 * for the registry and the views, eligibility and exports the pages use.
 */
import { formatFrom } from '../../core/format.js';
import type { PyramidCommand } from './commands.js';
import * as commands from './commands.js';
import type { PyramidConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { PyramidEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { PyramidState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

export const pyramid = formatFrom<PyramidConfig, PyramidState, PyramidCommand, PyramidEvent>(
  {
    name: 'pyramid',
    version: 1,
  },
  { config, commands, events, state, decide, evolve, views, messages },
);

export type { PyramidCommand } from './commands.js';
export type { PyramidConfig } from './config.js';
export { challengeablePlaces, challengeOptions, whyNot } from './eligibility.js';
export { PLAYED_RESULTS } from './events.js';
export { formatPlace, type Place, placeOfSlot } from './formula.js';
export { clubDate } from './periods.js';
export { openAsChallenger, openAsDefender, type PyramidState, playerAt, playerOf } from './state.js';
export * from './views.js';
