/**
 * INTERIM, to be removed when the Dutch engine (`./pairing/`, branch swiss-engine) is merged: the
 * engine ↔ format interface (issue #28) and a plain Swiss pairing behind it, so that the format,
 * its demo and its pages run before the real engine lands. At the merge `pairing-port.ts` becomes
 * `export * from './pairing/index.js';` and this file goes. It is no FIDE Dutch pairing: players
 * sorted by score and pairing number are paired top-down, avoiding rematches by backtracking; the
 * lowest player without a bye gets it; colours by difference, then alternation, then rank.
 */
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';

/** A player's cell for one round, exactly as TRF-16 columns write it. */
export interface TrfCell {
  readonly opponent: number | null;
  readonly colour: 'w' | 'b' | '-';
  readonly result: '1' | '0' | '=' | '+' | '-' | 'W' | 'D' | 'L' | 'H' | 'F' | 'U' | 'Z' | ' ';
}

export interface EnginePlayer {
  readonly number: number;
  readonly rating: number;
  readonly cells: readonly TrfCell[];
}

/** Points in tenths of a point (TRF XXS style). */
export interface Points {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly forfeitWin: number;
  readonly forfeitLoss: number;
  readonly pab: number;
  readonly halfBye: number;
  readonly fullBye: number;
  readonly zeroBye: number;
}

export interface EngineInput {
  readonly totalRounds: number;
  readonly players: readonly EnginePlayer[];
  readonly absent: ReadonlySet<number>;
  readonly initialColour: 'w' | 'b';
  readonly points: Points;
  readonly acceleration?: 'baku';
}

/** Why a player was paired as he was: data, rendered in words by the pages. */
export interface PlayerExplanation {
  readonly player: number;
  /** The player's score group, in tenths of a point. */
  readonly scoreGroup: number;
  readonly float: 'up' | 'down' | 'none';
  readonly floatRule?: string;
  readonly colour: 'w' | 'b' | null;
  readonly colourRule?: string;
}

export interface EnginePairing {
  readonly pairs: readonly { readonly white: number; readonly black: number }[];
  readonly bye: number | null;
  readonly explanation: readonly PlayerExplanation[];
}

const cellPoints = (cell: TrfCell, p: Points): number => {
  switch (cell.result) {
    case '1':
    case 'W':
      return p.win;
    case '=':
    case 'D':
      return p.draw;
    case '+':
      return p.forfeitWin;
    case '-':
      return p.forfeitLoss;
    case 'U':
      return p.pab;
    case 'H':
      return p.halfBye;
    case 'F':
      return p.fullBye;
    default:
      return p.loss;
  }
};

interface Seat {
  readonly number: number;
  readonly score: number;
  readonly met: ReadonlySet<number>;
  /** Whites minus blacks over the board, and the last colour played. */
  readonly difference: number;
  readonly last: 'w' | 'b' | null;
  readonly hadBye: boolean;
}

function seatOf(player: EnginePlayer, points: Points): Seat {
  let score = 0;
  let difference = 0;
  let last: 'w' | 'b' | null = null;
  const met = new Set<number>();
  let hadBye = false;
  for (const cell of player.cells) {
    score += cellPoints(cell, points);
    if (cell.result === 'U' || cell.result === 'F' || (cell.opponent === null && cell.result === '+'))
      hadBye = true;
    if (cell.opponent !== null && cell.result !== '+' && cell.result !== '-') met.add(cell.opponent);
    if (cell.colour !== '-' && cell.opponent !== null && cell.result !== '+' && cell.result !== '-') {
      difference += cell.colour === 'w' ? 1 : -1;
      last = cell.colour;
    }
  }
  return { number: player.number, score, met, difference, last, hadBye };
}

function match(seats: readonly Seat[]): (readonly [Seat, Seat])[] | undefined {
  const [first, ...rest] = seats;
  if (!first) return [];
  for (const [i, other] of rest.entries()) {
    if (first.met.has(other.number)) continue;
    const tail = match(rest.filter((_, j) => j !== i));
    if (tail) return [[first, other], ...tail];
  }
  return undefined;
}

/** White for `a` against `b`? By colour difference, then alternation, then rank (round 1: by board). */
function aGetsWhite(a: Seat, b: Seat, board: number, initial: 'w' | 'b'): boolean {
  if (a.difference !== b.difference) return a.difference < b.difference;
  if (a.last !== b.last && a.last !== null && b.last !== null) return a.last === 'b';
  if (a.last === null && b.last === null) return (board % 2 === 0) === (initial === 'w');
  return a.number < b.number ? a.last !== 'w' : b.last === 'w';
}

export function pairNextRound(input: EngineInput): Result<EnginePairing, Refusal> {
  const seats = input.players
    .filter((p) => !input.absent.has(p.number))
    .map((p) => seatOf(p, input.points))
    .sort((a, b) => b.score - a.score || a.number - b.number);
  let bye: Seat | undefined;
  let field = seats;
  if (seats.length % 2 === 1) {
    bye = [...seats].reverse().find((s) => !s.hadBye) ?? seats[seats.length - 1];
    field = seats.filter((s) => s !== bye);
  }
  const matched = match(field);
  if (!matched)
    return err(refusal('ERR_NO_PAIRING', 'no pairing exists without a rematch for the players to be paired'));
  const pairs = matched.map(([a, b], board) =>
    aGetsWhite(a, b, board, input.initialColour) ? { white: a, black: b } : { white: b, black: a },
  );
  const explanation: PlayerExplanation[] = pairs.flatMap(({ white, black }) =>
    [
      [white, black, 'w'],
      [black, white, 'b'],
    ].map(([self, other, colour]) => {
      const s = self as Seat;
      const o = other as Seat;
      return {
        player: s.number,
        scoreGroup: s.score,
        float: s.score > o.score ? 'down' : s.score < o.score ? 'up' : 'none',
        colour: colour as 'w' | 'b',
      } satisfies PlayerExplanation;
    }),
  );
  return ok({
    pairs: pairs.map((p) => ({ white: p.white.number, black: p.black.number })),
    bye: bye?.number ?? null,
    explanation,
  });
}
