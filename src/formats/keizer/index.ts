/**
 * The Keizer format (rules/keizer.md, KZ-1 … KZ-17): a season-long club competition where every
 * player has a value from his place in the ranking, wins earn the opponent's value, and all
 * scores are recalculated after every round. The seed club's rules are the `dsc` preset.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Format } from '../../core/format.js';
import { refusal } from '../../core/types.js';
import { type KeizerCommand, keizerCommandSchema } from './commands.js';
import { type KeizerConfig, parseKeizerConfig, totalRounds } from './config.js';
import { decide } from './decide.js';
import { keizerEventSchemas } from './events.js';
import { evolve, initialState } from './evolve.js';
import { keizerMessages } from './messages.js';
import { DEFAULT_PRESET, presets } from './presets.js';
import type { KeizerState } from './state.js';
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
export { gameKeyOf, type ImportedSeason, type ImportWarning, inFileOrder } from './import-season.js';
export { type HistoryLine, type PlayerHistory, playerHistory } from './player-history.js';
export { type Prize, type PrizeList, placesGained, prizeList } from './prizes.js';
export { type KeizerRanking, type RankingRow, rankingAfter } from './ranking-view.js';
export { OUTCOMES, type OutcomeKind } from './sheet.js';
export { gameOf, isSignedOff, type KeizerState, type Notice, noticeKey, type RoundRecord } from './state.js';
export { type TravelReport, travelReport } from './travel.js';
export { RESULT_TEXT } from './views.js';

/** The participant ids an event names, for the engine's roster check. */
function participantsOf(event: StoredEvent): readonly string[] {
  const p = event.payload as Record<string, unknown>;
  switch (event.type) {
    case 'InitialRankingSet':
      return p.order as string[];
    case 'RoundPaired': {
      const games = p.games as { white: string; black: string }[];
      return [
        ...games.flatMap((g) => [g.white, g.black]),
        ...(p.bye ? [p.bye as string] : []),
        ...(p.unpaired as string[]),
      ];
    }
    case 'ResultRecorded':
      return [p.white as string, p.black as string];
    case 'GroupsAssigned':
      return Object.keys(p.groups as object);
    case 'TeamMatchRecorded':
      return p.players as string[];
    default:
      return typeof p.participant === 'string' ? [p.participant] : [];
  }
}

const forParticipant = {
  kind: 'participant',
  actingFor: (c: { participant: string }) => [c.participant],
} as const;

export const keizer: Format<KeizerConfig, KeizerState, KeizerCommand> = {
  name: 'keizer',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig: parseKeizerConfig,
  commandSchema: keizerCommandSchema,
  policies: {
    SetInitialRanking: { kind: 'director' },
    PlanEvenings: { kind: 'director' },
    NoticeAbsence: forParticipant,
    WithdrawAbsence: forParticipant,
    AcceptLateNotice: { kind: 'director' },
    PairRound: { kind: 'director' },
    RepairRound: { kind: 'director' },
    AdjustPairing: { kind: 'director' },
    SwapPlayers: { kind: 'director' },
    SwapColours: { kind: 'director' },
    UnpairGame: { kind: 'director' },
    RecordResult: { kind: 'participant', actingFor: (c) => [c.white, c.black] },
    RecordNoShow: { kind: 'director' },
    SignOff: { kind: 'director' },
    SignOn: { kind: 'director' },
    SetEntryPoints: { kind: 'director' },
    AssignGroups: { kind: 'director' },
    RecordTeamMatch: { kind: 'director' },
  },
  eventSchemas: keizerEventSchemas,
  participantsOf,
  initialState,
  canRegister(state) {
    return state.lastPaired >= totalRounds(state.config)
      ? refusal('ERR_SEASON_OVER', 'every round of the season is paired; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  // Keizer deadlines are judged against the moment of the event that meets them (evolve.ts).
  advance: (state) => state,
  views: { standings, rounds, due },
  messages: keizerMessages,
};
