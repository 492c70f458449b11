/**
 * The fold of a handicap league: the initial state, `evolve` for every event (total: events that
 * became invalid through a late event are marked ineffective with a coded reason) and `advance`,
 * which has nothing to do because the league has no deadlines.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Evolution, Setup } from '../../core/format.js';
import type { Participant } from '../../core/participant.js';
import { eveningClosed } from './close.js';
import { type HandicapLeagueConfig, defaultStep as stepOfDefault } from './config.js';
import {
  gameCancelled,
  gameRecorded,
  gameStarted,
  playerCheckedIn,
  playerCheckedOut,
  resultReported,
} from './evolve-games.js';
import type { EventPayload } from './model.js';
import { ineffective, rejected } from './outcome.js';
import { realRankOf } from './rank.js';
import {
  gameInProgress,
  type HandicapLeagueState,
  type HistoryEntry,
  type PlayerRecord,
  prepend,
  withPlayer,
} from './state.js';

type Evolved = Evolution<HandicapLeagueState>;

function newPlayer(p: Participant, defaultStep: number, joinedAfter: number): PlayerRecord {
  return {
    id: p.id,
    real: realRankOf(p.attributes, defaultStep),
    modifier: 0,
    points: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    active: true,
    joinedAfter,
    lastEvening: null,
    history: null,
  };
}

export function initialState(setup: Setup<HandicapLeagueConfig>): HandicapLeagueState {
  const step = stepOfDefault(setup.config);
  return {
    config: setup.config,
    defaultStep: step,
    players: new Map(setup.participants.map((p) => [p.id, newPlayer(p, step, 0)])),
    open: null,
    closed: new Map(),
  };
}

export function evolve(state: HandicapLeagueState, event: StoredEvent): Evolved {
  switch (event.type) {
    case 'ParticipantRegistered':
      return participantRegistered(state, event);
    case 'ParticipantUpdated':
      return participantUpdated(state, event);
    case 'EveningOpened':
      return eveningOpened(state, event);
    case 'EveningClosed':
      return eveningClosed(state, event);
    case 'PlayerCheckedIn':
      return playerCheckedIn(state, event);
    case 'PlayerCheckedOut':
      return playerCheckedOut(state, event);
    case 'GameStarted':
      return gameStarted(state, event);
    case 'ResultReported':
      return resultReported(state, event);
    case 'GameRecorded':
      return gameRecorded(state, event);
    case 'GameCancelled':
      return gameCancelled(state, event);
    case 'PlayerTakenOut':
      return playerTakenOut(state, event);
    case 'PlayerReturned':
      return playerReturned(state, event);
    case 'ModifierCorrected':
      return modifierCorrected(state, event);
    case 'LeaguePointsAdjusted':
      return leaguePointsAdjusted(state, event);
    default:
      return { state };
  }
}

/** No deadlines: time passing changes nothing (evenings are closed by the director). */
export const advance = (state: HandicapLeagueState): HandicapLeagueState => state;

function participantRegistered(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { participant } = event.payload as { participant: Participant };
  return { state: withPlayer(state, newPlayer(participant, state.defaultStep, state.closed.size)) };
}

/**
 * HL-2/HL-3: a new real rank. By default the league rank stays (the real rank only formed the
 * initial league rank) and the modifier takes up the difference; the setting `keep-modifier`
 * moves the league rank with the real rank instead.
 */
function participantUpdated(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { participant } = event.payload as { participant: Participant };
  const player = state.players.get(participant.id);
  if (!player) return rejected(state, 'ERR_UNKNOWN_PARTICIPANT', `${participant.id} is not a player`);
  const real = realRankOf(participant.attributes, state.defaultStep);
  const was = player.real;
  if (real.step === was.step && real.source === was.source && real.assumed === was.assumed) return { state };
  const modifier =
    state.config.realRankChange === 'keep-league-rank'
      ? player.modifier + was.step - real.step
      : player.modifier;
  const entry: HistoryEntry = { kind: 'rank-changed', at: event.at, from: was, to: real, modifier };
  return { state: withPlayer(state, { ...player, real, modifier, history: prepend(player.history, entry) }) };
}

function eveningOpened(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { evening } = event.payload as EventPayload<'EveningOpened'>;
  if (state.open) {
    return ineffective(state, 'ERR_EVENING_OPEN', `evening ${state.open.id} is still open at ${event.at}`);
  }
  if (state.closed.has(evening)) {
    return ineffective(state, 'ERR_EVENING_EXISTS', `there already was an evening ${evening}`);
  }
  return {
    state: {
      ...state,
      open: { id: evening, number: state.closed.size + 1, openedAt: event.at, games: [], present: new Map() },
    },
  };
}

function playerFor(state: HandicapLeagueState, id: string): PlayerRecord | Evolved {
  return state.players.get(id) ?? rejected(state, 'ERR_UNKNOWN_PARTICIPANT', `${id} is not a player`);
}

const isPlayer = (value: PlayerRecord | Evolved): value is PlayerRecord => 'id' in value;

/** HL-11: out of the ranking and off the evening, with points, modifier and history kept. */
function playerTakenOut(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { participant } = event.payload as EventPayload<'PlayerTakenOut'>;
  const player = playerFor(state, participant);
  if (!isPlayer(player)) return player;
  if (!player.active) return ineffective(state, 'ERR_TAKEN_OUT', `${participant} was already taken out`);
  const open = state.open;
  if (open && gameInProgress(open, participant)) {
    return ineffective(state, 'ERR_PLAYER_BUSY', `${participant} is playing at ${event.at}`);
  }
  const next = withPlayer(state, {
    ...player,
    active: false,
    history: prepend(player.history, { kind: 'taken-out', at: event.at }),
  });
  if (!open?.present.has(participant)) return { state: next };
  const present = new Map(open.present);
  present.delete(participant);
  return { state: { ...next, open: { ...open, present } } };
}

/** HL-11: back in the ranking with everything he had. */
function playerReturned(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { participant } = event.payload as EventPayload<'PlayerReturned'>;
  const player = playerFor(state, participant);
  if (!isPlayer(player)) return player;
  if (player.active) return ineffective(state, 'ERR_NOT_TAKEN_OUT', `${participant} is in the ranking`);
  return {
    state: withPlayer(state, {
      ...player,
      active: true,
      history: prepend(player.history, { kind: 'returned', at: event.at }),
    }),
  };
}

/** HL-3: the director's explicit correction sets the modifier. */
function modifierCorrected(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { participant, modifier } = event.payload as EventPayload<'ModifierCorrected'>;
  const player = playerFor(state, participant);
  if (!isPlayer(player)) return player;
  const entry: HistoryEntry = {
    kind: 'modifier-corrected',
    at: event.at,
    modifier,
    previous: player.modifier,
  };
  return { state: withPlayer(state, { ...player, modifier, history: prepend(player.history, entry) }) };
}

/** Points carried over from before the league used this system, or a director's correction. */
function leaguePointsAdjusted(state: HandicapLeagueState, event: StoredEvent): Evolved {
  const { participant, points: delta } = event.payload as EventPayload<'LeaguePointsAdjusted'>;
  const player = playerFor(state, participant);
  if (!isPlayer(player)) return player;
  const points = player.points + delta;
  const entry: HistoryEntry = { kind: 'points-adjusted', at: event.at, delta, points };
  return { state: withPlayer(state, { ...player, points, history: prepend(player.history, entry) }) };
}
