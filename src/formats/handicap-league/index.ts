/**
 * The handicap-league format (rules HL-1 … HL-12, the Berlin shogi "Vorgabeliga"): a permanent
 * league played on club evenings, games paired as they come, handicaps from a dynamic league
 * rank that moves at the end of every evening. This file is the folder's public API.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Format } from '../../core/format.js';
import type { ParticipantId } from '../../core/types.js';
import { DEFAULT_PRESET, type HandicapLeagueConfig, parseHandicapLeagueConfig, presets } from './config.js';
import { decide } from './decide.js';
import { due } from './due.js';
import { advance, evolve, initialState } from './evolve.js';
import { messages } from './messages.js';
import {
  type HandicapLeagueCommand,
  handicapLeagueCommandSchema,
  handicapLeagueEventSchemas,
} from './model.js';
import { checkRankAttributes } from './rank.js';
import type { HandicapLeagueState } from './state.js';
import { rounds, standings } from './views.js';

export { type BoardGame, type EveningBoard, eveningBoard } from './board.js';
export { type HandicapProposal, proposeHandicap } from './calculator.js';
export type { HandicapLeagueConfig } from './config.js';
export {
  HANDICAP_IDS,
  HANDICAPS,
  type Handicap,
  type HandicapId,
  PIECE_KINDS,
  type PieceKind,
  PLAYED_HANDICAPS,
  type PlayedHandicap,
  TRADITIONAL_TABLE,
} from './handicap.js';
export { type PlayerHistory, playerHistory } from './history.js';
export {
  archive,
  type EveningSummary,
  evenings,
  handicapBetween,
  type Ranking,
  ranking,
} from './league-views.js';
export type { HandicapLeagueCommand } from './model.js';
export { AUDIENCES, type Audience, displayName, displayNames, isAliased, TOKUMEI } from './names.js';
export { type FreePlayer, type PairingHelp, type PairingProposal, proposePairings } from './pairing.js';
export { makeRank, notationOf, parseRank, RANK_ATTRIBUTES, RANK_SOURCES, type RankNotation } from './rank.js';
export { lotNumber, type RankingRow } from './ranking.js';
export { makeRoman } from './roman.js';
export { type Position, parseSfen } from './sfen.js';
export type { HandicapLeagueState, HistoryEntry, PlayerRecord } from './state.js';

const bothPlayers = (c: { players: readonly [ParticipantId, ParticipantId] }) => c.players;
const theParticipant = (c: { participant: ParticipantId }) => [c.participant];

export const handicapLeague: Format<HandicapLeagueConfig, HandicapLeagueState, HandicapLeagueCommand> = {
  name: 'handicap-league',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig: parseHandicapLeagueConfig,
  commandSchema: handicapLeagueCommandSchema,
  policies: {
    OpenEvening: { kind: 'director' },
    CloseEvening: { kind: 'director' },
    CheckIn: { kind: 'participant', actingFor: theParticipant },
    CheckOut: { kind: 'participant', actingFor: theParticipant },
    StartGame: { kind: 'participant', actingFor: bothPlayers },
    ReportResult: { kind: 'participant', actingFor: bothPlayers },
    RecordGame: { kind: 'participant', actingFor: bothPlayers },
    CancelGame: { kind: 'participant', actingFor: bothPlayers },
    CorrectGame: { kind: 'director' },
    RemoveGame: { kind: 'director' },
    TakeOutPlayer: { kind: 'director' },
    ReturnPlayer: { kind: 'director' },
    CorrectModifier: { kind: 'director' },
    AdjustLeaguePoints: { kind: 'director' },
  },
  eventSchemas: handicapLeagueEventSchemas,
  participantsOf(event: StoredEvent) {
    const p = event.payload as Partial<Record<'participant' | 'uwate' | 'shitate' | 'winner', string | null>>;
    return [p.participant, p.uwate, p.shitate, p.winner].filter((id): id is string => typeof id === 'string');
  },
  initialState,
  canRegister: (_state, participant) => checkRankAttributes(participant.attributes),
  canUpdate: (_state, participant) => checkRankAttributes(participant.attributes),
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};
