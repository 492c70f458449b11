/**
 * SFEN, the usual text notation of a shogi position (board, side to move, pieces in hand, move
 * number), so each handicap can show its starting position (HL-9). Upper case is sente (black,
 * the lower side), lower case gote (white, the upper side; the uwate in a handicap game).
 * Promoted pieces (`+P`) are not needed for starting positions and are not read.
 */

/** Board cells by rank a..i (top to bottom), each from file 9 to file 1; null is empty. */
export type Board = readonly (readonly (string | null)[])[];

export type Turn = 'b' | 'w';

export interface Position {
  readonly board: Board;
  /** `b`: sente (the lower side) moves; `w`: gote (the upper side) moves. */
  readonly turn: Turn;
  /** Pieces in hand by SFEN letter (`p`: a pawn of gote), counts ≥ 1. */
  readonly hand: Readonly<Record<string, number>>;
  readonly move: number;
}

const PIECES = /^[KRBGSNLPkrbgsnlp]$/;
const HAND_ORDER = ['R', 'B', 'G', 'S', 'N', 'L', 'P', 'r', 'b', 'g', 's', 'n', 'l', 'p'];

/** The even-game (hirate) board. */
export const HIRATE: Board = [
  'lnsgkgsnl',
  '.r.....b.',
  'ppppppppp',
  '.........',
  '.........',
  '.........',
  'PPPPPPPPP',
  '.B.....R.',
  'LNSGKGSNL',
].map((row) => [...row].map((c) => (c === '.' ? null : c)));

/** A square such as `1a` (file 1, rank a) → [row, column] indices into a Board. */
function cellOf(square: string): readonly [number, number] {
  const file = Number(square[0]);
  const row = 'abcdefghi'.indexOf(square[1] ?? '');
  if (!(file >= 1 && file <= 9) || row < 0 || square.length !== 2) {
    throw new RangeError(`"${square}" is not a square such as 1a or 5i`);
  }
  return [row, 9 - file];
}

export function withoutPieces(board: Board, squares: readonly string[]): Board {
  const out = board.map((row) => row.slice());
  for (const square of squares) {
    const [r, c] = cellOf(square);
    (out[r] as (string | null)[])[c] = null;
  }
  return out;
}

export function makeSfen(position: Position): string {
  const rows = position.board.map((row) => {
    let text = '';
    let empty = 0;
    for (const cell of row) {
      if (cell === null) {
        empty += 1;
        continue;
      }
      if (empty > 0) text += String(empty);
      empty = 0;
      text += cell;
    }
    return empty > 0 ? text + String(empty) : text;
  });
  const hand = HAND_ORDER.map((p) => {
    const count = position.hand[p] ?? 0;
    return count === 0 ? '' : count === 1 ? p : `${count}${p}`;
  }).join('');
  return `${rows.join('/')} ${position.turn} ${hand || '-'} ${position.move}`;
}

/** Reads a SFEN of unpromoted pieces; undefined if it is not one. */
export function parseSfen(text: string): Position | undefined {
  const [placement, turn, handText, moveText, ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0 || placement === undefined || (turn !== 'b' && turn !== 'w')) return undefined;
  const board = parseBoard(placement);
  const hand = parseHand(handText ?? '');
  const move = Number(moveText);
  if (!board || !hand || !Number.isSafeInteger(move) || move < 1) return undefined;
  return { board, turn, hand, move };
}

function parseBoard(placement: string): Board | undefined {
  const rows = placement.split('/');
  if (rows.length !== 9) return undefined;
  const board: (string | null)[][] = [];
  for (const row of rows) {
    const cells: (string | null)[] = [];
    for (const c of row) {
      if (c >= '1' && c <= '9') cells.push(...new Array<null>(Number(c)).fill(null));
      else if (PIECES.test(c)) cells.push(c);
      else return undefined;
    }
    if (cells.length !== 9) return undefined;
    board.push(cells);
  }
  return board;
}

function parseHand(text: string): Record<string, number> | undefined {
  if (text === '-') return {};
  const hand: Record<string, number> = {};
  const pattern = /(\d*)([RBGSNLPrbgsnlp])/gy;
  let consumed = 0;
  for (const m of text.matchAll(pattern)) {
    hand[m[2] as string] = m[1] ? Number(m[1]) : 1;
    consumed += m[0].length;
  }
  return consumed === text.length && consumed > 0 ? hand : undefined;
}
