/**
 * Handicaps (HL-9): the catalogue of handicaps with their Japanese names, the pieces the uwate
 * (the stronger player, upper side) removes and the starting position as SFEN, and the
 * traditional table that maps a league-rank difference to exactly one handicap. The uwate moves
 * first in every handicap game, so those positions have gote to move.
 *
 * "Left" and "right" are seen from the uwate, who sits at the top of the diagram: the uwate's
 * left lance stands on 1a, the right lance on 9a.
 */
import { HIRATE, makeSfen, withoutPieces } from './sfen.js';

export const HANDICAP_IDS = [
  'even',
  'lance',
  'bishop',
  'rook',
  'rook-lance',
  'two-pieces',
  'three-pieces',
  'four-pieces',
  'five-pieces',
  'six-pieces',
  'seven-pieces',
  'eight-pieces',
  'nine-pieces',
  'ten-pieces',
  'three-pawns',
  'naked-king',
  'right-lance',
] as const;
export type HandicapId = (typeof HANDICAP_IDS)[number];

/** What a game may record as played: a catalogue handicap, or another one the players agreed on. */
export const PLAYED_HANDICAPS = [...HANDICAP_IDS, 'other'] as const;
export type PlayedHandicap = (typeof PLAYED_HANDICAPS)[number];

/** HL-9, the seed's table: index = league-rank difference; the last entry holds for all larger ones. */
export const TRADITIONAL_TABLE: readonly HandicapId[] = HANDICAP_IDS.slice(0, 16);

export const PIECE_KINDS = ['rook', 'bishop', 'gold', 'silver', 'knight', 'lance', 'pawn'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

export interface RemovedPiece {
  readonly piece: PieceKind;
  readonly square: string;
  readonly side?: 'left' | 'right';
}

export interface Handicap {
  readonly id: HandicapId;
  readonly japanese: string;
  readonly romaji: string;
  /** Pieces the uwate takes off the board, in the order of the table's wording. */
  readonly removed: readonly RemovedPiece[];
  /** Pieces the uwate holds in hand at the start (歩三兵: three pawns). */
  readonly inHand: Readonly<Partial<Record<PieceKind, number>>>;
  /** Set where the uwate chooses a piece; `sfen` shows the left one, `alternativeSfen` the right. */
  readonly choice?: PieceKind;
  readonly sfen: string;
  readonly alternativeSfen?: string;
}

const side = (piece: PieceKind, which: 'left' | 'right'): RemovedPiece => {
  const files: Partial<Record<PieceKind, readonly [number, number]>> = {
    lance: [1, 9],
    knight: [2, 8],
    silver: [3, 7],
    gold: [4, 6],
  };
  const [left, right] = files[piece] as readonly [number, number];
  return { piece, square: `${which === 'left' ? left : right}a`, side: which };
};

const ROOK: RemovedPiece = { piece: 'rook', square: '8b' };
const BISHOP: RemovedPiece = { piece: 'bishop', square: '2b' };
const TWO = [ROOK, BISHOP];
const FOUR = [...TWO, side('lance', 'left'), side('lance', 'right')];
const SIX = [...FOUR, side('knight', 'left'), side('knight', 'right')];
const EIGHT = [...SIX, side('silver', 'left'), side('silver', 'right')];
const TEN = [...EIGHT, side('gold', 'left'), side('gold', 'right')];
const PAWNS: RemovedPiece[] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((f) => ({ piece: 'pawn', square: `${f}c` }));

interface Row {
  readonly japanese: string;
  readonly romaji: string;
  readonly removed: readonly RemovedPiece[];
  readonly inHand?: Readonly<Partial<Record<PieceKind, number>>>;
  readonly choice?: { readonly piece: PieceKind; readonly instead: RemovedPiece };
}

// HL-9: the seed's table, row by row ("Zu entfernende Figuren").
const ROWS: Readonly<Record<HandicapId, Row>> = {
  even: { japanese: '平手', romaji: 'hirate', removed: [] },
  lance: { japanese: '香落ち', romaji: 'kyō ochi', removed: [side('lance', 'left')] },
  bishop: { japanese: '角落ち', romaji: 'kaku ochi', removed: [BISHOP] },
  rook: { japanese: '飛車落ち', romaji: 'hisha ochi', removed: [ROOK] },
  'rook-lance': { japanese: '飛香落ち', romaji: 'hi-kyō ochi', removed: [ROOK, side('lance', 'left')] },
  'two-pieces': { japanese: '二枚落ち', romaji: 'ni-mai ochi', removed: TWO },
  'three-pieces': { japanese: '三枚落ち', romaji: 'san-mai ochi', removed: [...TWO, side('lance', 'right')] },
  'four-pieces': { japanese: '四枚落ち', romaji: 'yon-mai ochi', removed: FOUR },
  'five-pieces': {
    japanese: '五枚落ち',
    romaji: 'go-mai ochi',
    removed: [...FOUR, side('knight', 'left')],
    choice: { piece: 'knight', instead: side('knight', 'right') },
  },
  'six-pieces': { japanese: '六枚落ち', romaji: 'roku-mai ochi', removed: SIX },
  'seven-pieces': {
    japanese: '七枚落ち',
    romaji: 'nana-mai ochi',
    removed: [...SIX, side('silver', 'left')],
  },
  'eight-pieces': { japanese: '八枚落ち', romaji: 'hachi-mai ochi', removed: EIGHT },
  'nine-pieces': { japanese: '九枚落ち', romaji: 'kyū-mai ochi', removed: [...EIGHT, side('gold', 'left')] },
  'ten-pieces': { japanese: '十枚落ち', romaji: 'jū-mai ochi', removed: TEN },
  'three-pawns': {
    japanese: '歩三兵',
    romaji: 'fu sanbyō',
    removed: [...TEN, ...PAWNS],
    inHand: { pawn: 3 },
  },
  'naked-king': { japanese: '裸玉', romaji: 'hadaka gyoku', removed: [...TEN, ...PAWNS] },
  // Not in the table; a common handicap players may agree on instead (HL-9, agreed deviations).
  'right-lance': { japanese: '右香落ち', romaji: 'migi kyō ochi', removed: [side('lance', 'right')] },
};

function sfenOf(id: HandicapId, removed: readonly RemovedPiece[], inHand: Row['inHand']): string {
  const pawns = inHand?.pawn ?? 0;
  return makeSfen({
    board: withoutPieces(
      HIRATE,
      removed.map((r) => r.square),
    ),
    // The uwate (gote, upper side) moves first in a handicap game; sente begins an even game.
    turn: id === 'even' ? 'b' : 'w',
    hand: pawns > 0 ? { p: pawns } : {},
    move: 1,
  });
}

function build(id: HandicapId): Handicap {
  const row = ROWS[id];
  const alternative = row.choice
    ? row.removed.map((r) => (r.piece === row.choice?.piece ? row.choice.instead : r))
    : undefined;
  return {
    id,
    japanese: row.japanese,
    romaji: row.romaji,
    removed: row.removed,
    inHand: row.inHand ?? {},
    ...(row.choice ? { choice: row.choice.piece } : {}),
    sfen: sfenOf(id, row.removed, row.inHand),
    ...(alternative ? { alternativeSfen: sfenOf(id, alternative, row.inHand) } : {}),
  };
}

export const HANDICAPS: Readonly<Record<HandicapId, Handicap>> = Object.fromEntries(
  HANDICAP_IDS.map((id) => [id, build(id)]),
) as Record<HandicapId, Handicap>;

/** HL-9: the handicap for a league-rank difference (either sign) under a table. */
export function handicapForDifference(
  difference: number,
  table: readonly HandicapId[] = TRADITIONAL_TABLE,
): HandicapId {
  const d = Math.min(Math.abs(difference), table.length - 1);
  return table[d] as HandicapId;
}
