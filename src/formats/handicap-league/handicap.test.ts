import { describe, expect, it } from 'vitest';
import { proposeHandicap } from './calculator.js';
import { HANDICAPS, type HandicapId, handicapForDifference, TRADITIONAL_TABLE } from './handicap.js';
import { makeSfen, parseSfen } from './sfen.js';

const HIRATE = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
// The lower half is sente's (the shitate's) full army in every handicap position.
const SENTE = 'PPPPPPPPP/1B5R1/LNSGKGSNL';

// HL-9, the seed's table row by row: difference, handicap, Japanese name, romaji, the pieces the
// uwate removes (square notation, left = the uwate's left = file 1), and the starting position.
const TABLE: readonly (readonly [number, HandicapId, string, string, string, string])[] = [
  [0, 'even', '平手', 'hirate', '', HIRATE],
  [1, 'lance', '香落ち', 'kyō ochi', 'lance 1a', `lnsgkgsn1/1r5b1/ppppppppp/9/9/9/${SENTE} w - 1`],
  [2, 'bishop', '角落ち', 'kaku ochi', 'bishop 2b', `lnsgkgsnl/1r7/ppppppppp/9/9/9/${SENTE} w - 1`],
  [3, 'rook', '飛車落ち', 'hisha ochi', 'rook 8b', `lnsgkgsnl/7b1/ppppppppp/9/9/9/${SENTE} w - 1`],
  [
    4,
    'rook-lance',
    '飛香落ち',
    'hi-kyō ochi',
    'rook 8b, lance 1a',
    `lnsgkgsn1/7b1/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    5,
    'two-pieces',
    '二枚落ち',
    'ni-mai ochi',
    'rook 8b, bishop 2b',
    `lnsgkgsnl/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    6,
    'three-pieces',
    '三枚落ち',
    'san-mai ochi',
    'rook 8b, bishop 2b, lance 9a',
    `1nsgkgsnl/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    7,
    'four-pieces',
    '四枚落ち',
    'yon-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a',
    `1nsgkgsn1/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    8,
    'five-pieces',
    '五枚落ち',
    'go-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a',
    `1nsgkgs2/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    9,
    'six-pieces',
    '六枚落ち',
    'roku-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a',
    `2sgkgs2/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    10,
    'seven-pieces',
    '七枚落ち',
    'nana-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a, silver 3a',
    `2sgkg3/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    11,
    'eight-pieces',
    '八枚落ち',
    'hachi-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a, silver 3a, silver 7a',
    `3gkg3/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    12,
    'nine-pieces',
    '九枚落ち',
    'kyū-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a, silver 3a, silver 7a, gold 4a',
    `3gk4/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    13,
    'ten-pieces',
    '十枚落ち',
    'jū-mai ochi',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a, silver 3a, silver 7a, gold 4a, gold 6a',
    `4k4/9/ppppppppp/9/9/9/${SENTE} w - 1`,
  ],
  [
    14,
    'three-pawns',
    '歩三兵',
    'fu sanbyō',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a, silver 3a, silver 7a, gold 4a, gold 6a, pawn 1c, pawn 2c, pawn 3c, pawn 4c, pawn 5c, pawn 6c, pawn 7c, pawn 8c, pawn 9c',
    `4k4/9/9/9/9/9/${SENTE} w 3p 1`,
  ],
  [
    15,
    'naked-king',
    '裸玉',
    'hadaka gyoku',
    'rook 8b, bishop 2b, lance 1a, lance 9a, knight 2a, knight 8a, silver 3a, silver 7a, gold 4a, gold 6a, pawn 1c, pawn 2c, pawn 3c, pawn 4c, pawn 5c, pawn 6c, pawn 7c, pawn 8c, pawn 9c',
    `4k4/9/9/9/9/9/${SENTE} w - 1`,
  ],
];

describe('HL-9 the traditional handicap table', () => {
  it('HL-9 the table has the seed’s 16 rows', () => {
    expect(TRADITIONAL_TABLE).toHaveLength(16);
    expect(TRADITIONAL_TABLE).toEqual(TABLE.map((row) => row[1]));
  });

  it.each(TABLE)('HL-9 difference %i: %s (%s, %s)', (difference, id, japanese, romaji, removed, sfen) => {
    expect(handicapForDifference(difference)).toBe(id);
    const h = HANDICAPS[id];
    expect(h.japanese).toBe(japanese);
    expect(h.romaji).toBe(romaji);
    expect(h.removed.map((r) => `${r.piece} ${r.square}`).join(', ')).toBe(removed);
    expect(h.sfen).toBe(sfen);
  });

  it('HL-9 the uwate (gote, the upper side) moves first in every handicap game; sente begins an even game', () => {
    for (const id of TRADITIONAL_TABLE) {
      expect(parseSfen(HANDICAPS[id].sfen)?.turn).toBe(id === 'even' ? 'b' : 'w');
    }
  });

  it('HL-9 the uwate removes his left lance (1a) for kyō ochi and his right lance (9a) for san-mai ochi', () => {
    expect(HANDICAPS.lance.removed).toEqual([{ piece: 'lance', square: '1a', side: 'left' }]);
    expect(HANDICAPS['three-pieces'].removed.at(-1)).toEqual({ piece: 'lance', square: '9a', side: 'right' });
  });

  it('HL-9 five pieces: one knight of the uwate’s choice, with both positions shown', () => {
    const h = HANDICAPS['five-pieces'];
    expect(h.choice).toBe('knight');
    expect(h.alternativeSfen).toBe(`2sgkgsn1/9/ppppppppp/9/9/9/${SENTE} w - 1`);
  });

  it('HL-9 three pawns: the uwate holds three pawns in hand', () => {
    expect(HANDICAPS['three-pawns'].inHand).toEqual({ pawn: 3 });
  });

  it.each([15, 16, 20, 40, 1000])('HL-9 a difference of %i (15 and more) is a naked king', (d) => {
    expect(handicapForDifference(d)).toBe('naked-king');
  });

  it('HL-9 the sign of the difference does not matter', () => {
    expect(handicapForDifference(-3)).toBe('rook');
  });

  it('HL-9 a configured table is used, its last entry for all larger differences', () => {
    const table: HandicapId[] = ['even', 'lance', 'bishop'];
    expect(handicapForDifference(1, table)).toBe('lance');
    expect(handicapForDifference(7, table)).toBe('bishop');
  });

  it('HL-9 the player with the higher league rank is the uwate; equal ranks play even', () => {
    const p = proposeHandicap(TRADITIONAL_TABLE, { id: 'a', leagueRank: -5 }, { id: 'b', leagueRank: -2 });
    expect(p).toMatchObject({ uwate: 'b', shitate: 'a', difference: 3, handicap: 'rook' });
    expect(p.details.sfen).toBe(HANDICAPS.rook.sfen);
    const even = proposeHandicap(TRADITIONAL_TABLE, { id: 'a', leagueRank: 0 }, { id: 'b', leagueRank: 0 });
    expect(even).toMatchObject({ uwate: 'a', shitate: 'b', difference: 0, handicap: 'even' });
  });

  it('HL-9 right lance (migi kyō ochi) is in the catalogue for agreed deviations but not in the table', () => {
    expect(HANDICAPS['right-lance'].sfen).toBe(`1nsgkgsnl/1r5b1/ppppppppp/9/9/9/${SENTE} w - 1`);
    expect(TRADITIONAL_TABLE).not.toContain('right-lance');
  });
});

describe('SFEN notation', () => {
  it.each([...TABLE.map((row) => row[5]), HANDICAPS['five-pieces'].alternativeSfen as string])(
    'HL-9 %s round-trips',
    (sfen) => {
      const position = parseSfen(sfen);
      expect(position).toBeDefined();
      expect(position && makeSfen(position)).toBe(sfen);
    },
  );

  it.each([
    '',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 3x 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 extra',
  ])('HL-9 "%s" is not a starting position', (text) => {
    expect(parseSfen(text)).toBeUndefined();
  });
});
