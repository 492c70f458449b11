/**
 * The pyramid format: a permanent challenge ladder (rules/pyramid.md, PYR-0 … PYR-16) with the
 * DESC e-mail chess club as its preset. This file is the folder's public API: the Format object
 * for the registry and the views, eligibility and exports the pages use.
 */
import type { Format } from '../../core/format.js';
import { commandSchema, type PyramidCommand, policies } from './commands.js';
import { DEFAULT_PRESET, type PyramidConfig, parseConfig, presets } from './config.js';
import { decide } from './decide.js';
import { eventSchemas, type PyramidEvent, participantsOf } from './events.js';
import { advance, evolve } from './evolve.js';
import { messages } from './messages.js';
import { initialState, type PyramidState } from './state.js';
import { due, rounds, standings } from './views.js';

export const pyramid: Format<PyramidConfig, PyramidState, PyramidCommand, PyramidEvent> = {
  name: 'pyramid',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig,
  commandSchema,
  policies,
  eventSchemas,
  participantsOf,
  initialState,
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};

export type { PyramidCommand } from './commands.js';
export type { PyramidConfig } from './config.js';
export { challengeablePlaces, challengeOptions, whyNot } from './eligibility.js';
export { PLAYED_RESULTS } from './events.js';
export { formatPlace, type Place, placeOfSlot } from './formula.js';
export { openAsChallenger, openAsDefender, type PyramidState, playerAt, playerOf } from './state.js';
export * from './views.js';
