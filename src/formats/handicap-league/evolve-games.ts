/**
 * Folding the events of one evening's games and attendance: games begin, end with a result
 * (league points, HL-5), are recorded whole, or are cancelled; players check in and out.
 * Every check here is also made by decide; the fold repeats it because a late event may have
 * changed the evening since the decision (HL-8 stays true in every folded state).
 */
import type { StoredEvent } from '../../core/events.js';
import { type Evolution, ineffective } from '../../core/format.js';
import { prepend } from '../../core/list.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { EventPayload } from './events.js';
import {
  type Evening,
  findGame,
  type Game,
  gameInProgress,
  type HandicapLeagueState,
  isFinished,
  type Outcome,
  type PlayerRecord,
  pairKey,
  type Role,
} from './state.js';

type Evolved = Evolution<HandicapLeagueState>;

/**
 * A handler of an event of the open evening: it applies only while the evening it names is open;
 * otherwise the event is without effect, saying why.
 */
const inOpenEvening =
  <
    T extends
      | 'GameStarted'
      | 'ResultReported'
      | 'GameRecorded'
      | 'GameCancelled'
      | 'PlayerCheckedIn'
      | 'PlayerCheckedOut',
  >(
    apply: (state: HandicapLeagueState, evening: Evening, p: EventPayload<T>, event: StoredEvent) => Evolved,
  ) =>
  (state: HandicapLeagueState, p: EventPayload<T>, event: StoredEvent): Evolved => {
    const id = p.evening;
    if (state.open?.id === id) return apply(state, state.open, p, event);
    if (state.closed.has(id))
      return ineffective(state, 'ERR_EVENING_CLOSED', `evening ${id} was already closed at ${event.at}`);
    return ineffective(state, 'ERR_NO_OPEN_EVENING', `evening ${id} is not open at ${event.at}`);
  };

const withEvening = (state: HandicapLeagueState, evening: Evening): HandicapLeagueState => ({
  ...state,
  open: evening,
});

function present(evening: Evening, ids: readonly ParticipantId[], at: Moment): Evening {
  if (ids.every((id) => evening.present.has(id))) return evening;
  const next = new Map(evening.present);
  for (const id of ids) if (!next.has(id)) next.set(id, at);
  return { ...evening, present: next };
}

/** Checks shared by a game that begins and a game recorded whole (HL-8, HL-11). */
function canPlay(
  state: HandicapLeagueState,
  evening: Evening,
  uwate: ParticipantId,
  shitate: ParticipantId,
): Evolved | undefined {
  for (const id of [uwate, shitate]) {
    if (state.players.get(id)?.active !== true) {
      return ineffective(state, 'ERR_TAKEN_OUT', `${id} is not in the ranking (taken out, HL-11)`);
    }
  }
  const existing = findGame(evening, uwate, shitate);
  if (existing) {
    return ineffective(
      state,
      'ERR_SAME_PAIR',
      `${uwate} and ${shitate} already have a game on evening ${evening.id} (HL-8: once per evening)`,
    );
  }
  return undefined;
}

export const gameStarted = inOpenEvening<'GameStarted'>((state, evening, p, event) => {
  const refused = canPlay(state, evening, p.uwate, p.shitate);
  if (refused) return refused;
  for (const id of [p.uwate, p.shitate]) {
    const busy = gameInProgress(evening, id);
    if (busy) {
      return ineffective(
        state,
        'ERR_PLAYER_BUSY',
        `${id} is still playing ${busy.uwate === id ? busy.shitate : busy.uwate} at ${event.at}`,
      );
    }
  }
  const game: Game = { ...setting(p), startedAt: event.at, events: { started: event.seq } };
  const next = present({ ...evening, games: [...evening.games, game] }, [p.uwate, p.shitate], event.at);
  return { state: withEvening(state, next) };
});

export const resultReported = inOpenEvening<'ResultReported'>((state, evening, p, event) => {
  const game = findGame(evening, p.uwate, p.shitate);
  if (!game) {
    return ineffective(
      state,
      'ERR_NO_SUCH_GAME',
      `evening ${p.evening} has no game ${p.uwate} – ${p.shitate} at ${event.at}`,
    );
  }
  if (isFinished(game)) {
    return ineffective(
      state,
      'ERR_RESULT_EXISTS',
      `the game ${p.uwate} – ${p.shitate} on evening ${p.evening} already has a result`,
    );
  }
  return finish(
    state,
    evening,
    { ...game, events: { ...game.events, reported: event.seq } },
    p.winner,
    event.at,
  );
});

export const gameRecorded = inOpenEvening<'GameRecorded'>((state, evening, p, event) => {
  const refused = canPlay(state, evening, p.uwate, p.shitate);
  if (refused) return refused;
  const game: Game = { ...setting(p), startedAt: event.at, events: { recorded: event.seq } };
  const withGame = present({ ...evening, games: [...evening.games, game] }, [p.uwate, p.shitate], event.at);
  return finish(state, withGame, game, p.winner, event.at);
});

export const gameCancelled = inOpenEvening<'GameCancelled'>((state, evening, p, event) => {
  const game = findGame(evening, p.uwate, p.shitate);
  if (!game || isFinished(game)) {
    return ineffective(
      state,
      'ERR_NO_SUCH_GAME',
      `evening ${p.evening} has no game ${p.uwate} – ${p.shitate} in progress at ${event.at}`,
    );
  }
  return { state: withEvening(state, { ...evening, games: evening.games.filter((g) => g !== game) }) };
});

export const playerCheckedIn = inOpenEvening<'PlayerCheckedIn'>((state, evening, p, event) => {
  if (state.players.get(p.participant)?.active !== true) {
    return ineffective(state, 'ERR_TAKEN_OUT', `${p.participant} is not in the ranking (taken out, HL-11)`);
  }
  if (evening.present.has(p.participant)) {
    return ineffective(state, 'ERR_ALREADY_PRESENT', `${p.participant} is already checked in`);
  }
  return { state: withEvening(state, present(evening, [p.participant], event.at)) };
});

export const playerCheckedOut = inOpenEvening<'PlayerCheckedOut'>((state, evening, p, event) => {
  if (!evening.present.has(p.participant)) {
    return ineffective(state, 'ERR_NOT_PRESENT', `${p.participant} is not checked in at ${event.at}`);
  }
  if (gameInProgress(evening, p.participant)) {
    return ineffective(state, 'ERR_PLAYER_BUSY', `${p.participant} is still playing at ${event.at}`);
  }
  const next = new Map(evening.present);
  next.delete(p.participant);
  return { state: withEvening(state, { ...evening, present: next }) };
});

type Setting = Pick<Game, 'key' | 'uwate' | 'shitate' | 'difference' | 'table' | 'handicap' | 'note'>;

function setting(p: EventPayload<'GameStarted'>): Setting {
  return {
    key: pairKey(p.uwate, p.shitate),
    uwate: p.uwate,
    shitate: p.shitate,
    difference: p.difference,
    table: p.table,
    handicap: p.handicap,
    ...(p.note === undefined ? {} : { note: p.note }),
  };
}

/** A game ends: the evening records it and both players score their league points (HL-5). */
function finish(
  state: HandicapLeagueState,
  evening: Evening,
  game: Game,
  winner: ParticipantId | null,
  at: Moment,
): Evolved {
  const done: Game = { ...game, winner, finishedAt: at };
  const games = evening.games.map((g) => (g.key === game.key ? done : g));
  const players = new Map(state.players);
  for (const role of ['uwate', 'shitate'] as const) {
    const id = done[role];
    const outcome: Outcome = winner === null ? 'draw' : winner === id ? 'win' : 'loss';
    players.set(id, scored(players.get(id) as PlayerRecord, done, role, outcome, evening, state));
  }
  return { state: { ...state, players, open: { ...evening, games } } };
}

function scored(
  player: PlayerRecord,
  game: Game,
  role: Role,
  outcome: Outcome,
  evening: Evening,
  state: HandicapLeagueState,
): PlayerRecord {
  const points = player.points + state.config.points[outcome];
  return {
    ...player,
    points,
    wins: player.wins + (outcome === 'win' ? 1 : 0),
    draws: player.draws + (outcome === 'draw' ? 1 : 0),
    losses: player.losses + (outcome === 'loss' ? 1 : 0),
    lastEvening: evening.number,
    history: prepend(player.history, {
      kind: 'game',
      at: game.finishedAt as Moment,
      evening: evening.id,
      opponent: role === 'uwate' ? game.shitate : game.uwate,
      role,
      difference: game.difference,
      table: game.table,
      handicap: game.handicap,
      ...(game.note === undefined ? {} : { note: game.note }),
      outcome,
      points,
    }),
  };
}
