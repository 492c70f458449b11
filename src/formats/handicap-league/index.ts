/**
 * The handicap-league format (rules HL-1 … HL-12, the Berlin shogi "Vorgabeliga"): a permanent
 * league played on club evenings, games paired as they come, handicaps from a dynamic league
 * rank that moves at the end of every evening. This file is the folder's public API.
 */
import { formatFrom } from '../../core/format.js';
import type { HandicapLeagueCommand } from './commands.js';
import * as commands from './commands.js';
import type { HandicapLeagueConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { HandicapLeagueEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { HandicapLeagueState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

export { type BoardGame, type EveningBoard, eveningBoard } from './board.js';

export type { HandicapLeagueCommand } from './commands.js';
export type { HandicapLeagueConfig } from './config.js';
export {
  HANDICAP_IDS,
  HANDICAPS,
  type Handicap,
  type HandicapId,
  PIECE_KINDS,
  PLAYED_HANDICAPS,
  type PlayedHandicap,
  TRADITIONAL_TABLE,
} from './handicap.js';
export { type PlayerHistory, playerHistory } from './history.js';
export { archive, type EveningSummary, evenings, handicapBetween, ranking } from './league-views.js';

export type { PairingProposal } from './pairing.js';
export { notationOf, RANK_ATTRIBUTES, RANK_SOURCES } from './rank.js';

export { makeRoman } from './roman.js';
export { type Position, parseSfen } from './sfen.js';
export type { HandicapLeagueState, HistoryEntry } from './state.js';

export const handicapLeague = formatFrom<
  HandicapLeagueConfig,
  HandicapLeagueState,
  HandicapLeagueCommand,
  HandicapLeagueEvent
>(
  {
    name: 'handicap-league',
    version: 1,
  },
  { config, commands, events, state, decide, evolve, views, messages },
);
