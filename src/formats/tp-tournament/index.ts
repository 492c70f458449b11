/**
 * The tournament-points format (rules/tantrix.md, TX-1 … TX-14): online game tournaments scored
 * in tournament points, as weekend or scheduled events, in round-robin groups, a knock-out cup,
 * or groups feeding a cup. The Tantrix online tournament rules are the presets. This file is the
 * folder's public API: the format object and the richer views the pages draw.
 */
import { formatFrom } from '../../core/format.js';
import type { TpCommand } from './commands.js';
import * as commands from './commands.js';
import type { TpConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { TpEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { TpState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

export { COLOURS, type Colour, type ColourRule } from './colours.js';
export type { TpCommand } from './commands.js';
export { presets, type TpConfig } from './config.js';

export { formatTp, scoreGame, type TpBreakdown } from './points.js';
export type { GameResult, Pair } from './result.js';
export { chancesLeft, noShowClaimFrom } from './scheduling.js';
export { isDrawn, type TpState } from './state.js';
export * from './views.js';

export const tpTournament = formatFrom<TpConfig, TpState, TpCommand, TpEvent>(
  {
    name: 'tp-tournament',
    version: 1,
  },
  { config, commands, events, state, decide, evolve, views, messages },
);
