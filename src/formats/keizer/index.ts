/**
 * The Keizer format (rules/keizer.md, KZ-1 … KZ-17): a season-long club competition where every
 * player has a value from his place in the ranking, wins earn the opponent's value, and all
 * scores are recalculated after every round. The seed club's rules are the `dsc` preset.
 */
import { formatFrom } from '../../core/format.js';
import type { KeizerCommand } from './commands.js';
import * as commands from './commands.js';
import type { KeizerConfig } from './config.js';
import * as config from './config.js';
import * as decide from './decide.js';
import type { KeizerEvent } from './events.js';
import * as events from './events.js';
import * as evolve from './evolve.js';
import * as messages from './messages.js';
import type { KeizerState } from './state.js';
import * as state from './state.js';
import * as views from './views.js';

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
export {
  gameKeyOf,
  type ImportedSeason,
  type ImportWarning,
  inFileOrder,
  type SeasonDocument,
  type SeasonRound,
  seasonFromDocument,
} from './import-season.js';
export { type HistoryLine, type PlayerHistory, playerHistory } from './player-history.js';
export { type Prize, type PrizeList, placesGained, prizeList } from './prizes.js';
export { type KeizerRanking, type RankingRow, rankingAfter } from './ranking-view.js';
export { OUTCOMES, type OutcomeKind } from './sheet.js';
export { gameOf, isSignedOff, type KeizerState, type Notice, noticeKey, type RoundRecord } from './state.js';
export { type TravelReport, travelReport } from './travel.js';
export { type MissingResult, missingResults, RESULT_TEXT } from './views.js';

export const keizer = formatFrom<KeizerConfig, KeizerState, KeizerCommand, KeizerEvent>(
  {
    name: 'keizer',
    version: 1,
  },
  { config, commands, events, state, decide, evolve, views, messages },
);
