/**
 * The fold of a handicap league: `evolve` with one handler per event (total: events that became
 * invalid through a late event are marked ineffective with a coded reason) and `advance`, which
 * has nothing to do because the league has no deadlines. The games of an evening are in
 * evolve-games.ts, its close in close.ts.
 */
import type { StoredEvent } from '../../core/events.js';
import { type EventHandlers, type Evolution, evolveBy, ineffective, rejected } from '../../core/format.js';
import { prepend } from '../../core/list.js';
import type { Participant } from '../../core/participant.js';
import { eveningClosed } from './close.js';
import type { EventPayload, HandicapLeagueEvent } from './events.js';
import {
  gameCancelled,
  gameRecorded,
  gameStarted,
  playerCheckedIn,
  playerCheckedOut,
  resultReported,
} from './evolve-games.js';
import { realRankOf } from './rank.js';
import {
  gameInProgress,
  type HandicapLeagueState,
  type HistoryEntry,
  newPlayer,
  type PlayerRecord,
  withPlayer,
} from './state.js';

type Evolved = Evolution<HandicapLeagueState>;

/** No deadlines: time passing changes nothing (evenings are closed by the director). */
export const advance = (state: HandicapLeagueState): HandicapLeagueState => state;

function participantRegistered(
  state: HandicapLeagueState,
  { participant }: { participant: Participant },
): Evolved {
  return { state: withPlayer(state, newPlayer(participant, state.defaultStep, state.closed.size)) };
}

/**
 * HL-2/HL-3: a new real rank. By default the league rank stays (the real rank only formed the
 * initial league rank) and the modifier takes up the difference; the setting `keep-modifier`
 * moves the league rank with the real rank instead.
 */
function participantUpdated(
  state: HandicapLeagueState,
  { participant }: { participant: Participant },
  event: StoredEvent,
): Evolved {
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

function eveningOpened(
  state: HandicapLeagueState,
  { evening }: EventPayload<'EveningOpened'>,
  event: StoredEvent,
): Evolved {
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
function playerTakenOut(
  state: HandicapLeagueState,
  { participant }: EventPayload<'PlayerTakenOut'>,
  event: StoredEvent,
): Evolved {
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
function playerReturned(
  state: HandicapLeagueState,
  { participant }: EventPayload<'PlayerReturned'>,
  event: StoredEvent,
): Evolved {
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
function modifierCorrected(
  state: HandicapLeagueState,
  { participant, modifier }: EventPayload<'ModifierCorrected'>,
  event: StoredEvent,
): Evolved {
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
function leaguePointsAdjusted(
  state: HandicapLeagueState,
  { participant, points: delta }: EventPayload<'LeaguePointsAdjusted'>,
  event: StoredEvent,
): Evolved {
  const player = playerFor(state, participant);
  if (!isPlayer(player)) return player;
  const points = player.points + delta;
  const entry: HistoryEntry = { kind: 'points-adjusted', at: event.at, delta, points };
  return { state: withPlayer(state, { ...player, points, history: prepend(player.history, entry) }) };
}

const handlers: EventHandlers<HandicapLeagueState, HandicapLeagueEvent> = {
  ParticipantRegistered: participantRegistered,
  ParticipantUpdated: participantUpdated,
  EveningOpened: eveningOpened,
  EveningClosed: eveningClosed,
  PlayerCheckedIn: playerCheckedIn,
  PlayerCheckedOut: playerCheckedOut,
  GameStarted: gameStarted,
  ResultReported: resultReported,
  GameRecorded: gameRecorded,
  GameCancelled: gameCancelled,
  PlayerTakenOut: playerTakenOut,
  PlayerReturned: playerReturned,
  ModifierCorrected: modifierCorrected,
  LeaguePointsAdjusted: leaguePointsAdjusted,
};

export const evolve = evolveBy(handlers);
