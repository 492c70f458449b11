/**
 * The championship format (rules/scrabble-dm.md, SD-1 … SD-17): preliminary groups drawn from
 * rating bands, New Swiss main rounds, the final-candidates round, the final, and tsh `.t`
 * interchange. The German Scrabble championship is the `dm` preset.
 */
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { type ChampionshipCommand, commandSchema, policies } from './commands.js';
import { type ChampionshipConfig, DEFAULT_PRESET, parseConfig, presets } from './config.js';
import { decide } from './decide.js';
import { type ChampionshipEvent, eventSchemas, participantsOf } from './events.js';
import { advance, evolve } from './evolve.js';
import { messages } from './messages.js';
import { type ChampionshipState, initialState } from './state.js';
import { due, rounds, standings } from './views.js';

export const championship: Format<
  ChampionshipConfig,
  ChampionshipState,
  ChampionshipCommand,
  ChampionshipEvent
> = {
  name: 'championship',
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
    return state.rounds.length > 0 || state.groups !== undefined
      ? refusal('ERR_STARTED', 'the championship has begun; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};

export type { CandidateEntry, CandidatesAnalysis } from './candidates.js';
export type { ChampionshipCommand } from './commands.js';
export { type ChampionshipConfig, presets } from './config.js';
export type { Pairing } from './events.js';
export { finalStatus } from './final.js';
export { GROUP_ROUNDS } from './groups.js';
export { finalistsOf, methodOf, planRound } from './pair-round.js';
export { computeStandings, formatRecord, formatSpread, type Standing } from './standings.js';
export type { ChampionshipState } from './state.js';
export { activePlayers, isActive, isComplete, type RoundState, roundOf } from './state.js';
export { makeTFile, parseTFile, type TPlayer } from './tsh.js';
export { exportTFile } from './tsh-export.js';
export { importTFile } from './tsh-import.js';

export { candidatesView } from './view-candidates.js';
export { finalView } from './view-final.js';
export { groupsView } from './view-groups.js';
export { type BoardView, pairingsView, type SeatView } from './view-pairings.js';
export { type PlayerLineView, playerView } from './view-player.js';
export { standingsView } from './view-standings.js';
