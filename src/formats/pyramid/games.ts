/**
 * Open and finished games: adding, replacing and ending them. Ending a game is where places
 * change (PYR-7): a winning challenger takes the defender's place and the defender takes the
 * challenger's old one; draws and losses move nobody. The same exchange serves XXX places
 * (PYR-12) and games lost by leaving (PYR-11).
 */
import { instantOf } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { exchange, placeText } from './places.js';
import {
  type Ending,
  type FinishedCell,
  type FinishedGame,
  type OpenGame,
  type PyramidState,
  playerOf,
  type Score,
  updatePlayer,
  updatePlayers,
} from './state.js';
import type { Step } from './transition.js';

/** A new open game: both players are busy in their role (PYR-2) and active (PYR-10) from `at`. */
export const addOpen = (state: PyramidState, game: OpenGame, at: Moment): PyramidState => ({
  ...updatePlayers(state, [
    [game.challenger, (p) => ({ ...p, challenging: game.defender, lastActiveAt: at })],
    [game.defender, (p) => ({ ...p, defending: game.challenger, lastActiveAt: at })],
  ]),
  open: [...state.open, game],
});

export const replaceOpen = (state: PyramidState, old: OpenGame, game: OpenGame): PyramidState => ({
  ...state,
  open: state.open.map((g) => (g === old ? game : g)),
});

/** The game is over: both players are free in their role and were active at `at` (PYR-10, PYR-14). */
const removeOpen = (state: PyramidState, game: OpenGame, at: Moment, defended: boolean): PyramidState => ({
  ...updatePlayers(state, [
    // Cleared by assigning undefined rather than by rest destructuring: this runs for every game.
    [game.challenger, (p) => ({ ...p, challenging: undefined, lastActiveAt: at })],
    [
      game.defender,
      (p) => ({
        ...p,
        defending: undefined,
        lastActiveAt: at,
        lastDefendedAt: defended ? at : p.lastDefendedAt,
      }),
    ],
  ]),
  open: state.open.filter((g) => g !== game),
});

/** PYR-10: the player was in a game or on a list at this moment. */
export const touch = (state: PyramidState, id: ParticipantId, at: Moment): PyramidState =>
  updatePlayer(state, id, (p) => ({ ...p, lastActiveAt: at }));

/**
 * PYR-10: the player acted himself (challenged, confirmed, accepted, asked for a list, answered
 * the letter): that counts as activity and answers a pending letter.
 */
export function acted(state: PyramidState, id: ParticipantId, at: Moment): PyramidState {
  const p = playerOf(state, id);
  if (!p || (p.lastActiveAt === at && !p.letter)) return state;
  const next = updatePlayer(state, id, () => ({ ...p, letter: undefined, lastActiveAt: at }));
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
  finished: { game, next: state.finished },
});

/**
 * Ends an open game with a score: moves places, archives it, and records activity (PYR-10,
 * PYR-14). `slots` names a place a player no longer holds (the XXX place of one who left).
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
  const cSlot = playerOf(state, game.challenger)?.slot ?? -1;
  const dSlot = slots.defender ?? playerOf(state, game.defender)?.slot ?? -1;
  let s = removeOpen(state, game, at, ending !== 'lapsed');
  const up = challengerWins(result) ? moveUp(s, cSlot, dSlot) : { state: s, moved: false };
  s = up.state;
  s = pushFinished(s, {
    challenger: game.challenger,
    defender: game.defender,
    kind: game.kind,
    ...(game.challengedAt ? { challengedAt: game.challengedAt } : {}),
    endedAt: at,
    result,
    ending,
    moved: up.moved,
    ...(seq !== undefined ? { seq } : {}),
  });
  const loser = slots.defender === undefined ? game.defender : 'the XXX place';
  // Effects name what an event caused beyond its own content: here, who moved where.
  const effects = up.moved
    ? [`${game.challenger} takes ${placeText(dSlot)}, ${loser} moves to ${placeText(cSlot)}`]
    : [];
  return { state: s, effects };
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
  for (let cell = state.finished; cell; cell = cell.next) {
    const g = cell.game;
    if (g.challenger === challenger && g.defender === defender && matches(g)) return g;
    if (since > Number.NEGATIVE_INFINITY && instantOf(g.endedAt) < since) return undefined;
  }
  return undefined;
}

/** Replaces one finished game, copying only the cells in front of it. */
export function replaceFinished(state: PyramidState, old: FinishedGame, game: FinishedGame): PyramidState {
  const before: FinishedGame[] = [];
  let cell = state.finished;
  while (cell && cell.game !== old) {
    before.push(cell.game);
    cell = cell.next;
  }
  if (!cell) return state;
  let rebuilt: FinishedCell | null = { game, next: cell.next };
  for (let i = before.length - 1; i >= 0; i--) rebuilt = { game: before[i] as FinishedGame, next: rebuilt };
  return { ...state, finished: rebuilt };
}
