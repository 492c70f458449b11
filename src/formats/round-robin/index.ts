/**
 * The round-robin format: Berger tables, single or double, configurable points, standings by a
 * configurable tie-break chain. The proving format of the engine and the smallest example of a
 * format folder (docs/adding-a-format.md); tournament-points groups reuse its machinery from core/.
 */
import { formatFrom } from '../../core/format.js';
import type { RoundRobinCommand } from './commands.js';
import * as commands from './commands.js';
import type { RoundRobinConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { RoundRobinEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { RoundRobinState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

export const roundRobin = formatFrom<RoundRobinConfig, RoundRobinState, RoundRobinCommand, RoundRobinEvent>(
  {
    name: 'round-robin',
    version: 1,
  },
  { config, commands, events, state, decide, evolve, views, messages },
);

export type { GameResult } from './events.js';
export { findResult, type RoundRobinState } from './state.js';
export { computeStandings, outcomeSheets } from './views.js';
