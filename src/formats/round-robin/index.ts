/**
 * The round-robin format: Berger tables, single or double, configurable points, standings by a
 * configurable tie-break chain. The proving format of the engine; tournament-points groups reuse
 * its machinery from core/.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { DEFAULT_PRESET, parseRoundRobinConfig, presets, type RoundRobinConfig } from './config.js';
import { decide, evolve, initialState } from './decide.js';
import { roundRobinMessages } from './messages.js';
import {
  type RoundRobinCommand,
  type RoundRobinState,
  roundRobinCommandSchema,
  roundRobinEventSchemas,
} from './model.js';
import { due, rounds, standings } from './views.js';

export const roundRobin: Format<RoundRobinConfig, RoundRobinState, RoundRobinCommand> = {
  name: 'round-robin',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig: parseRoundRobinConfig,
  commandSchema: roundRobinCommandSchema,
  policies: {
    DrawNumbers: { kind: 'director' },
    RecordResult: { kind: 'participant', actingFor: (c) => [c.white, c.black] },
  },
  eventSchemas: roundRobinEventSchemas,
  participantsOf(event: StoredEvent) {
    const p = event.payload as { white?: string; black?: string; order?: string[] };
    if (event.type === 'ResultRecorded') return [p.white ?? '', p.black ?? ''];
    if (event.type === 'NumbersDrawn') return p.order ?? [];
    return [];
  },
  initialState,
  canRegister(state) {
    return state.resultCount > 0 || state.draw.seed !== undefined
      ? refusal('ERR_STARTED', 'the round robin has begun; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  advance: (state) => state,
  views: { standings, rounds, due },
  messages: roundRobinMessages,
};
