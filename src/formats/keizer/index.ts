/**
 * The Keizer format (rules/keizer.md, KZ-1 … KZ-17): a season-long club competition where every
 * player has a value from his place in the ranking, wins earn the opponent's value, and all
 * scores are recalculated after every round. The seed club's rules are the `dsc` preset.
 */
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { commandSchema, type KeizerCommand, policies } from './commands.js';
import { DEFAULT_PRESET, type KeizerConfig, parseConfig, presets, totalRounds } from './config.js';
import { decide } from './decide.js';
import { eventSchemas, type KeizerEvent, participantsOf } from './events.js';
import { advance, evolve } from './evolve.js';
import { messages } from './messages.js';
import { initialState, type KeizerState } from './state.js';
import { due, rounds, standings } from './views.js';

export { noticeDeadline, publicationMoment } from './calendar.js';
export { type RankingChart, rankingChart } from './chart.js';
export { type KeizerCommand, parseGameResult } from './commands.js';
export { type KeizerConfig, totalRounds } from './config.js';
export {
  type Crosstable,
  type CrosstableCell,
  type CrosstableRow,
  crosstable,
  meetings,
} from './crosstable.js';
export { type EntryProposal, proposeEntryPoints } from './entry.js';
export { type EveningBoard, type EveningSide, type EveningView, eveningView } from './evening.js';
export { ABSENCE_REASONS, type AbsenceReason, GAME_RESULTS, type GameResult } from './events.js';
export { type GroupMove, type GroupProposal, type NewPlayer, proposeGroups } from './groups.js';
export { absenceReason, expectedPlayers } from './history.js';
export { parseSeasonCsv } from './import-csv.js';
export { parseSeasonJson } from './import-json.js';
export type { ImportedSeason } from './import-season.js';
export { type HistoryLine, type PlayerHistory, playerHistory } from './player-history.js';
export { type Prize, type PrizeList, placesGained, prizeList } from './prizes.js';
export { type KeizerRanking, type RankingRow, rankingAfter } from './ranking-view.js';
export { OUTCOMES, type OutcomeKind } from './sheet.js';
export { gameOf, isSignedOff, type KeizerState, type Notice, noticeKey, type RoundRecord } from './state.js';
export { type TravelReport, travelReport } from './travel.js';
export { RESULT_TEXT } from './views.js';

export const keizer: Format<KeizerConfig, KeizerState, KeizerCommand, KeizerEvent> = {
  name: 'keizer',
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
    return state.lastPaired >= totalRounds(state.config)
      ? refusal('ERR_SEASON_OVER', 'every round of the season is paired; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages,
};
