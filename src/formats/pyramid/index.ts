/**
 * The pyramid format: a permanent challenge ladder (rules/pyramid.md, PYR-0 … PYR-16) with the
 * DESC e-mail chess club as its preset. This file is the folder's public API: the Format object
 * for the registry and the views, eligibility and exports the pages use.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Format } from '../../core/format.js';
import { advance } from './advance.js';
import { type PyramidCommand, pyramidCommandSchema } from './commands.js';
import { DEFAULT_PRESET, type PyramidConfig, parsePyramidConfig, presets } from './config.js';
import { decide } from './decide.js';
import { pyramidEventSchemas } from './events.js';
import { evolve } from './evolve.js';
import { pyramidMessages } from './messages.js';
import { policies } from './policies.js';
import { initialState, type PyramidState } from './state.js';
import { due } from './views/due.js';
import { rounds, standings } from './views/generic.js';

/** Every participant id an event names, for the engine's roster check. */
function participantsOf(event: StoredEvent): string[] {
  const p = event.payload as {
    challenger?: string;
    defender?: string;
    participant?: string;
    by?: string;
    targets?: readonly { player?: string }[];
  };
  // A loop rather than spreads: the engine asks this for every event it folds.
  const ids: string[] = [];
  for (const id of [p.challenger, p.defender, p.participant, p.by]) if (typeof id === 'string') ids.push(id);
  for (const t of p.targets ?? []) if (typeof t.player === 'string') ids.push(t.player);
  return ids;
}

export const pyramid: Format<PyramidConfig, PyramidState, PyramidCommand> = {
  name: 'pyramid',
  version: 1,
  presets,
  defaultPreset: DEFAULT_PRESET,
  parseConfig: parsePyramidConfig,
  commandSchema: pyramidCommandSchema,
  policies,
  eventSchemas: pyramidEventSchemas,
  participantsOf,
  initialState,
  decide,
  evolve,
  advance,
  views: { standings, rounds, due },
  messages: pyramidMessages,
};

export type { PyramidCommand } from './commands.js';
export type { PyramidConfig } from './config.js';
export {
  type ChallengeOptions,
  challengeablePlaces,
  challengeMap,
  challengeOptions,
  type PlaceOption,
  whyNot,
} from './eligibility.js';
export { PLAYED_RESULTS, type PlayedResult, type Target } from './events.js';
export { challengeRange, formatPlace, type Place, placeOfSlot, reach, slotOf } from './formula.js';
export { openAsChallenger, openAsDefender, type PyramidState, playerAt, playerOf } from './state.js';
export {
  type ArchivedGame,
  archiveView,
  RESULT_STATUSES,
  type ResultStatus,
  resultStatus,
} from './views/archive.js';
export { type ChallengeView, runningChallenges } from './views/challenges.js';
export { due } from './views/due.js';
export { makePgnHeaders, makeResultsCsv, type RatedGame, ratedGames } from './views/export.js';
export { type WaitingListsView, waitingListsView } from './views/lists.js';
export { type PlayerView, playerView } from './views/player.js';
export { type PlaceView, type PyramidView, pyramidView } from './views/pyramid.js';
export { type ReviewItem, reviewView } from './views/review.js';
