/**
 * The round-robin format: Berger tables, single or double, configurable points, standings by a
 * configurable tie-break chain. The proving format of the engine and the smallest example of a
 * format folder (docs/adding-a-format.md); tournament-points groups reuse its machinery from core/.
 */
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { commandSchema, policies, type RoundRobinCommand } from './commands.js';
import { DEFAULT_PRESET, parseConfig, presets, type RoundRobinConfig } from './config.js';
import { decide } from './decide.js';
import { eventSchemas, participantsOf, type RoundRobinEvent } from './events.js';
import { advance, evolve } from './evolve.js';
import { messages } from './messages.js';
import { hasStarted, initialState, type RoundRobinState } from './state.js';
import { due, rounds, standings } from './views.js';

export const roundRobin: Format<RoundRobinConfig, RoundRobinState, RoundRobinCommand, RoundRobinEvent> = {
  name: 'round-robin',
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
    return hasStarted(state) || state.draw.seed !== undefined
      ? refusal('ERR_STARTED', 'the round robin has begun; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};
