/**
 * Open and finished games: adding, replacing and ending them. Ending a game is where places
 * change (PYR-7): a winning challenger takes the defender's place and the defender takes the
 * challenger's old one; draws and losses move nobody. The same exchange serves XXX places
 * (PYR-12) and games lost by leaving (PYR-11).
 */

import { prepend, replaceInList } from '../../core/list.js';
import { instantOf } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { exchange, exchangeInto, placeText } from './places.js';
import {
  type Ending,
  type FinishedGame,
  newFinished,
  type OpenGame,
  type PyramidState,
  playerOf,
  type Score,
  updatePlayer,
  updatePlayers,
} from './state.js';
import { NO_EFFECTS, type Step } from './transition.js';

/**
 * A new open game: both players are busy in their role (PYR-2). While a player is in a game he
 * counts as active (PYR-10), so his activity is recorded when the game ends, not now.
 */
export const addOpen = (state: PyramidState, game: OpenGame): PyramidState => ({
  ...updatePlayers(state, [
    [game.challenger, (p) => ({ ...p, challenging: game.defender })],
    [game.defender, (p) => ({ ...p, defending: game.challenger })],
  ]),
  open: [...state.open, game],
});

export const replaceOpen = (state: PyramidState, old: OpenGame, game: OpenGame): PyramidState => ({
  ...state,
  open: state.open.map((g) => (g === old ? game : g)),
});

/** PYR-10: the player was in a game or on a list at this moment. */
export const touch = (state: PyramidState, id: ParticipantId, at: Moment): PyramidState =>
  updatePlayer(state, id, (p) => ({ ...p, lastActiveAt: at }));

/**
 * PYR-10: the player acted himself (challenged, confirmed, accepted, asked for a list, answered
 * the letter): that answers a pending letter, and counts as activity unless he is in a game or
 * on the waiting list anyway (then the activity is recorded when that ends).
 */
export function acted(state: PyramidState, id: ParticipantId, at: Moment): PyramidState {
  const p = playerOf(state, id);
  if (!p) return state;
  const busy = p.challenging !== undefined || p.defending !== undefined || p.waitingSince !== undefined;
  if (!p.letter && (busy || p.lastActiveAt === at)) return state;
  const next = updatePlayer(state, id, () => ({
    ...p,
    letter: undefined,
    lastActiveAt: busy ? p.lastActiveAt : at,
  }));
  return p.letter ? { ...next, letters: next.letters.filter((l) => l !== id) } : next;
}

export const challengerWins = (score: Score): boolean => score === '1-0' || score === '+-';

/**
 * PYR-7: the winner moves up into the loser's place only when that place is better; a forced
 * or corrected challenge against a player who has meanwhile dropped below moves nobody.
 */
export function moveUp(
  state: PyramidState,
  challengerSlot: number,
  defenderSlot: number,
): { state: PyramidState; moved: boolean } {
  if (challengerSlot < 0 || defenderSlot < 0 || defenderSlot >= challengerSlot)
    return { state, moved: false };
  return { state: exchange(state, challengerSlot, defenderSlot), moved: true };
}

export const pushFinished = (state: PyramidState, game: FinishedGame): PyramidState => ({
  ...state,
  finished: prepend(state.finished, game),
});

/**
 * Ends an open game with a score: moves places (PYR-7), archives it, frees both players and
 * records their activity (PYR-10, PYR-14). `slots` names a place a player no longer holds (the
 * XXX place of one who left). Built with one copy of the players, since every result passes here.
 */
export function finish(
  state: PyramidState,
  game: OpenGame,
  result: Score,
  ending: Ending,
  at: Moment,
  seq?: number,
  slots: { readonly defender?: number } = {},
): Step {
  const ci = state.index.get(game.challenger);
  const di = state.index.get(game.defender);
  const challenger = ci === undefined ? undefined : state.players.get(ci);
  const defender = di === undefined ? undefined : state.players.get(di);
  const cSlot = challenger?.slot ?? -1;
  const dSlot = slots.defender ?? defender?.slot ?? -1;
  // PYR-7: the winner moves up into the loser's place only when that place is better; a forced
  // or corrected challenge against a player who has meanwhile dropped below moves nobody.
  const moved = challengerWins(result) && cSlot >= 0 && dSlot >= 0 && dSlot < cSlot;
  const changes = state.players.draft();
  if (ci !== undefined && challenger)
    changes.set(ci, { ...challenger, challenging: undefined, lastActiveAt: at });
  if (di !== undefined && defender) {
    // A challenge that lapsed or was voided (PYR-8) was never defended.
    const lastDefendedAt = ending === 'lapsed' || ending === 'voided' ? defender.lastDefendedAt : at;
    changes.set(di, { ...defender, defending: undefined, lastActiveAt: at, lastDefendedAt });
  }
  const nextSlots = moved ? exchangeInto(state.slots, changes, cSlot, dSlot) : state.slots;
  const finished = newFinished({
    challenger: game.challenger,
    defender: game.defender,
    kind: game.kind,
    challengedAt: game.challengedAt,
    endedAt: at,
    result,
    ending,
    moved,
    seq,
  });
  const next: PyramidState = {
    ...state,
    players: changes.done(),
    slots: nextSlots,
    open: state.open.filter((g) => g !== game),
    finished: prepend(state.finished, finished),
  };
  const loser = slots.defender === undefined ? game.defender : 'the XXX place';
  // Effects name what an event caused beyond its own content: here, who moved where.
  const effects = moved
    ? [`${game.challenger} takes ${placeText(dSlot)}, ${loser} moves to ${placeText(cSlot)}`]
    : NO_EFFECTS;
  return { state: next, effects, freed: [game.challenger, game.defender] };
}

/**
 * The newest finished game between the two players that matches; with `since` (an instant) the
 * search stops at games that ended before it, so that checks at every event stay cheap.
 */
export function lastFinished(
  state: PyramidState,
  challenger: ParticipantId,
  defender: ParticipantId,
  matches: (g: FinishedGame) => boolean = () => true,
  since = Number.NEGATIVE_INFINITY,
): FinishedGame | undefined {
  for (let cell = state.finished; cell; cell = cell.tail) {
    const g = cell.head;
    if (g.challenger === challenger && g.defender === defender && matches(g)) return g;
    if (since > Number.NEGATIVE_INFINITY && instantOf(g.endedAt) < since) return undefined;
  }
  return undefined;
}

/** Replaces one finished game, copying only the cells in front of it. */
export function replaceFinished(state: PyramidState, old: FinishedGame, game: FinishedGame): PyramidState {
  const finished = replaceInList(state.finished, old, game);
  return finished === state.finished ? state : { ...state, finished };
}
