/**
 * Game and match ids: short stable names that commands, events and pages use for one game.
 *
 *   A:r2:b1        group A, round 2, board 1
 *   A:p2:g1        group A, first play-off game for the tie that starts at place 2 (TX-7)
 *   cup:r1:m3:g2   cup round 1, match 3, game 2
 *   cup:r1:m3:t1   the first tie-break game of that match (TX-8)
 *
 * A match is the unit the rescheduling chances count by (TX-11): a cup match, a play-off, or a
 * single group game.
 */

export type GameRef =
  | { readonly kind: 'group'; readonly group: string; readonly round: number; readonly board: number }
  | { readonly kind: 'playoff'; readonly group: string; readonly place: number; readonly n: number }
  | { readonly kind: 'cup'; readonly round: number; readonly match: number; readonly game: number }
  | { readonly kind: 'tiebreak'; readonly round: number; readonly match: number; readonly n: number };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Group ids: A–Z, then AA–ZZ for very large events (702 groups). */
export const GROUP_IDS: readonly string[] = [
  ...LETTERS,
  ...LETTERS.flatMap((a) => LETTERS.map((b) => a + b)),
];

/** A group id as it appears in commands and events. */
export const GROUP_ID_PATTERN = /^[A-Z]{1,2}$/;

const GROUP_GAME = /^([A-Z]{1,2}):r([1-9]\d{0,3}):b([1-9]\d{0,3})$/;
const PLAYOFF_GAME = /^([A-Z]{1,2}):p([1-9]\d{0,3}):g([1-9]\d{0,3})$/;
const CUP_GAME = /^cup:r([1-9]\d?):m([1-9]\d{0,4}):([gt])([1-9]\d{0,3})$/;

export function parseGameId(text: string): GameRef | undefined {
  let m = GROUP_GAME.exec(text);
  if (m) return { kind: 'group', group: m[1] as string, round: Number(m[2]), board: Number(m[3]) };
  m = PLAYOFF_GAME.exec(text);
  if (m) return { kind: 'playoff', group: m[1] as string, place: Number(m[2]), n: Number(m[3]) };
  m = CUP_GAME.exec(text);
  if (!m) return undefined;
  const [round, match, n] = [Number(m[1]), Number(m[2]), Number(m[4])];
  return m[3] === 'g' ? { kind: 'cup', round, match, game: n } : { kind: 'tiebreak', round, match, n };
}

export function makeGameId(ref: GameRef): string {
  switch (ref.kind) {
    case 'group':
      return `${ref.group}:r${ref.round}:b${ref.board}`;
    case 'playoff':
      return `${ref.group}:p${ref.place}:g${ref.n}`;
    case 'cup':
      return `${makeMatchId(ref.round, ref.match)}:g${ref.game}`;
    case 'tiebreak':
      return `${makeMatchId(ref.round, ref.match)}:t${ref.n}`;
  }
}

export const makeMatchId = (round: number, match: number): string => `cup:r${round}:m${match}`;

/** The id rescheduling chances count by (TX-11): the cup match, the play-off, or the game itself. */
export function matchOf(ref: GameRef): string {
  switch (ref.kind) {
    case 'group':
      return makeGameId(ref);
    case 'playoff':
      return `${ref.group}:p${ref.place}`;
    case 'cup':
    case 'tiebreak':
      return makeMatchId(ref.round, ref.match);
  }
}

/** Play-off and tie-break games decide a tie: first to win, short time, no TP. */
export const isDecidingGame = (ref: GameRef): boolean => ref.kind === 'playoff' || ref.kind === 'tiebreak';

/** The stage a game belongs to: TX-4 scores no-shows differently in the cup. */
export const isCupGame = (ref: GameRef): boolean => ref.kind === 'cup' || ref.kind === 'tiebreak';
