/**
 * The handicap-league format (rules HL-1 … HL-12, the Berlin shogi "Vorgabeliga"): a permanent
 * league played on club evenings, games paired as they come, handicaps from a dynamic league
 * rank that moves at the end of every evening. This file is the folder's public API.
 */
import type { Format } from '../../core/format.js';
import { commandSchema, type HandicapLeagueCommand, policies } from './commands.js';
import { DEFAULT_PRESET, type HandicapLeagueConfig, parseConfig, presets } from './config.js';
import { decide } from './decide.js';
import { eventSchemas, type HandicapLeagueEvent, participantsOf } from './events.js';
import { advance, evolve } from './evolve.js';
import { messages } from './messages.js';
import { checkRankAttributes } from './rank.js';
import { type HandicapLeagueState, initialState } from './state.js';
import { due, rounds, standings } from './views.js';

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

export const handicapLeague: Format<
  HandicapLeagueConfig,
  HandicapLeagueState,
  HandicapLeagueCommand,
  HandicapLeagueEvent
> = {
  name: 'handicap-league',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig,
  commandSchema,
  policies,
  eventSchemas,
  participantsOf,
  initialState,
  canRegister: (_state, participant) => checkRankAttributes(participant.attributes),
  canUpdate: (_state, participant) => checkRankAttributes(participant.attributes),
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};
