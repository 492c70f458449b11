/**
 * The tournament-points format (rules/tantrix.md, TX-1 … TX-14): online game tournaments scored
 * in tournament points, as weekend or scheduled events, in round-robin groups, a knock-out cup,
 * or groups feeding a cup. The Tantrix online tournament rules are the presets. This file is the
 * folder's public API: the format object and the richer views the pages draw.
 */
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { commandSchema, policies, type TpCommand } from './commands.js';
import { DEFAULT_PRESET, parseConfig, presets, type TpConfig } from './config.js';
import { decide } from './decide.js';
import { eventSchemas, participantsOf, type TpEvent } from './events.js';
import { advance, evolve } from './evolve.js';
import { messages } from './messages.js';
import { initialState, isDrawn, type TpState } from './state.js';
import { due, rounds, standings } from './views.js';

export { COLOURS, type Colour, type ColourRule } from './colours.js';
export type { TpCommand } from './commands.js';
export { presets, type TpConfig } from './config.js';

export { formatTp, scoreGame, type TpBreakdown } from './points.js';
export type { GameResult, Pair } from './result.js';
export { chancesLeft, noShowClaimFrom } from './scheduling.js';
export { isDrawn, type TpState } from './state.js';
export * from './views.js';

export const tpTournament: Format<TpConfig, TpState, TpCommand, TpEvent> = {
  name: 'tp-tournament',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig,
  commandSchema,
  policies,
  eventSchemas,
  participantsOf,
  initialState,
  canRegister(state) {
    return isDrawn(state)
      ? refusal('ERR_ALREADY_DRAWN', 'the draw is made; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};
