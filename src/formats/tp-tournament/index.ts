/**
 * The tournament-points format (rules/tantrix.md, TX-1 … TX-14): online game tournaments scored
 * in tournament points, as weekend or scheduled events, in round-robin groups, a knock-out cup,
 * or groups feeding a cup. The Tantrix online tournament rules are the presets. This file is the
 * folder's public API: the format object, the richer views the pages draw, the demos.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { DEFAULT_PRESET, parseTpConfig, presets, type TpConfig } from './config.js';
import { decide } from './decide.js';
import { advance, evolve, initialState, isDrawn } from './evolve.js';
import { tpMessages } from './messages.js';
import { type TpCommand, type TpState, tpCommandSchema, tpEventSchemas } from './model.js';
import { due, rounds, standings } from './views.js';

export { COLOURS, type Colour, type ColourRule } from './colours.js';
export { presets, type TpConfig } from './config.js';
export { isDrawn } from './evolve.js';
export { type GameRef, makeGameId, parseGameId } from './game-id.js';
export type { TpCommand, TpState } from './model.js';
export { formatTp, scoreGame, type TpBreakdown } from './points.js';
export type { GameResult, Pair } from './result.js';
export { chancesLeft, noShowClaimFrom } from './scheduling.js';
export * from './views.js';

function participantsOf(event: StoredEvent): readonly string[] {
  const p = event.payload as Record<string, unknown>;
  const ids: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string') ids.push(v);
    else if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') ids.push(x);
  };
  switch (event.type) {
    case 'GroupsDrawn':
      for (const g of (p.groups as { members?: unknown }[] | undefined) ?? []) add(g.members);
      break;
    case 'CupSeeded':
      add(p.order);
      break;
    case 'OutcomeOverridden':
      for (const key of ['players', 'order', 'winner', 'participant']) add(p[key]);
      break;
    default:
      for (const key of ['participant', 'players', 'from', 'to', 'by', 'absent']) add(p[key]);
  }
  return ids;
}

export const tpTournament: Format<TpConfig, TpState, TpCommand> = {
  name: 'tp-tournament',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig: parseTpConfig,
  commandSchema: tpCommandSchema,
  policies: {
    DrawGroups: { kind: 'director' },
    SeedCup: { kind: 'director' },
    ScheduleRound: { kind: 'director' },
    OverrideOutcome: { kind: 'director' },
    RecordResult: { kind: 'participant', actingFor: (c) => c.players },
    ChooseColours: { kind: 'participant', actingFor: (c) => [c.participant] },
    LogMessage: { kind: 'participant', actingFor: (c) => [c.from] },
    LogAnswer: { kind: 'participant', actingFor: (c) => [c.by, c.to] },
    ArrangeGame: { kind: 'participant', actingFor: (c) => [c.by] },
    RearrangeGame: { kind: 'participant', actingFor: (c) => [c.by] },
  },
  eventSchemas: tpEventSchemas,
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
  messages: tpMessages,
};
