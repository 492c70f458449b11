/**
 * The championship format (rules/scrabble-dm.md, SD-1 … SD-17): preliminary groups drawn from
 * rating bands, New Swiss main rounds, the final-candidates round, the final, and tsh `.t`
 * interchange. The German Scrabble championship is the `dm` preset.
 */
import { formatFrom } from '../../core/format.js';
import type { ChampionshipCommand } from './commands.js';
import * as commands from './commands.js';
import type { ChampionshipConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { ChampionshipEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { ChampionshipState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

export const championship = formatFrom<
  ChampionshipConfig,
  ChampionshipState,
  ChampionshipCommand,
  ChampionshipEvent
>(
  {
    name: 'championship',
    version: 1,
  },
  { config, commands, events, state, decide, evolve, views, messages },
);

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
