/**
 * The championship format (rules/scrabble-dm.md, SD-1 … SD-17): preliminary groups drawn from
 * rating bands, New Swiss main rounds, the final-candidates round, the final, and tsh `.t`
 * interchange. The German Scrabble championship is the `dm` preset.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Format } from '../../core/format.js';
import { type ParticipantId, refusal } from '../../core/types.js';
import { type ChampionshipCommand, championshipCommandSchema } from './commands.js';
import { type ChampionshipConfig, DEFAULT_PRESET, parseChampionshipConfig, presets } from './config.js';
import { decide } from './decide.js';
import { championshipEventSchemas, type EventPayload, type Group, type Pairing } from './events.js';
import { evolve, initialState } from './evolve.js';
import { championshipMessages } from './messages.js';
import type { ChampionshipState } from './state.js';
import { due, rounds, standings } from './views.js';

const idsOfPairings = (pairings: readonly Pairing[]): ParticipantId[] =>
  pairings.flatMap((p) => (p.second === null ? [p.first] : [p.first, p.second]));

function participantsOf(event: StoredEvent): readonly ParticipantId[] {
  const p = event.payload as never;
  switch (event.type) {
    case 'GroupsDrawn':
    case 'GroupsFixed':
      return (p as { groups: Group[] }).groups.flatMap((g) => g.members);
    case 'LotDrawn':
      return (p as EventPayload<'LotDrawn'>).order;
    case 'RoundPaired':
      return idsOfPairings((p as EventPayload<'RoundPaired'>).pairings);
    case 'GameRecorded':
      return [(p as EventPayload<'GameRecorded'>).first, (p as EventPayload<'GameRecorded'>).second];
    case 'ForfeitRecorded':
      return (p as EventPayload<'ForfeitRecorded'>).absent;
    case 'ParticipantWithdrew':
      return [(p as EventPayload<'ParticipantWithdrew'>).participant];
    case 'FinalPaired':
      return (p as EventPayload<'FinalPaired'>).finalists;
    default:
      return [];
  }
}

export const championship: Format<ChampionshipConfig, ChampionshipState, ChampionshipCommand> = {
  name: 'championship',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig: parseChampionshipConfig,
  commandSchema: championshipCommandSchema,
  policies: {
    DrawGroups: { kind: 'director' },
    FixGroups: { kind: 'director' },
    DrawLot: { kind: 'director' },
    PairRound: { kind: 'director' },
    RecordGame: { kind: 'participant', actingFor: (c) => [c.first, c.second] },
    RecordForfeit: { kind: 'director' },
    WithdrawParticipant: { kind: 'director' },
    PairFinal: { kind: 'director' },
    RecordFinalGame: { kind: 'director' },
  },
  eventSchemas: championshipEventSchemas,
  participantsOf,
  initialState,
  canRegister(state) {
    return state.rounds.length > 0 || state.groups !== undefined
      ? refusal('ERR_STARTED', 'the championship has begun; nobody can join any more')
      : undefined;
  },
  decide,
  evolve,
  // No deadlines: the championship moves on commands only.
  advance: (state) => state,
  views: { standings, rounds, due },
  messages: championshipMessages,
};

export {
  type CandidateEntry,
  type CandidatesAnalysis,
  winsText,
} from './candidates.js';
export { type ChampionshipCommand, championshipCommandSchema } from './commands.js';
export { type ChampionshipConfig, presets } from './config.js';
export type { Pairing } from './events.js';
export { finalStatus } from './final.js';
export { GROUP_ROUNDS } from './groups.js';
export { finalistsOf, methodOf, planRound } from './pair-round.js';
export { computeStandings, formatRecord, formatSpread, type Standing } from './standings.js';
export type { ChampionshipState } from './state.js';
export {
  activePlayers,
  isActive,
  isComplete,
  type RoundState,
  roundOf,
} from './state.js';
export { makeTFile, parseTFile, type TFile, type TPlayer } from './tsh.js';
export { exportTFile } from './tsh-export.js';
export { importTFile, type TshImport, type TshImportOptions } from './tsh-import.js';
export { tshRanks } from './tsh-ranks.js';
export { type CandidatesView, candidatesView } from './view-candidates.js';
export { type FinalView, finalView } from './view-final.js';
export { type GroupsView, groupsView } from './view-groups.js';
export { type BoardView, type PairingsView, pairingsView, type SeatView } from './view-pairings.js';
export { type PlayerLineView, type PlayerView, playerView } from './view-player.js';
export { type StandingsView, standingsView } from './view-standings.js';
