/**
 * The Dutch engine on small tournaments written like crosstables. Each case names the article of
 * the FIDE Handbook it checks (C.04.1 basic rules, C.04.2 handling, C.04.3 Dutch system, C.04.5.1
 * Baku acceleration); the expected pairings were checked with bbpPairings v6 (FIDE_DUTCH_2025).
 */
import { describe, expect, it } from 'vitest';
import { pairNextRound } from './index.js';
import { DEFAULT_POINTS, type EngineInput, type TrfCell } from './types.js';

/** A cell: `'3w1'` = against 3 with white, won; `'-U'` = pairing-allocated bye; `'2w+'` forfeit. */
function cell(text: string): TrfCell {
  const m = /^(\d*)([wb-])(.)$/.exec(text);
  if (!m) throw new Error(`bad cell ${text}`);
  return {
    opponent: m[1] ? Number(m[1]) : null,
    colour: m[2] as TrfCell['colour'],
    result: m[3] as TrfCell['result'],
  };
}

/** Players 1..n from crosstable rows (one string of cells per player, space separated). */
function tournament(rows: readonly string[], extra: Partial<EngineInput> = {}): EngineInput {
  return {
    totalRounds: 5,
    players: rows.map((row, i) => ({
      number: i + 1,
      rating: 2000 - 10 * i,
      cells: row.trim() === '' ? [] : row.trim().split(/\s+/).map(cell),
    })),
    absent: new Set(),
    initialColour: 'w',
    points: DEFAULT_POINTS,
    ...extra,
  };
}

const pairsOf = (input: EngineInput): string => {
  const r = pairNextRound(input);
  if (!r.ok) return r.error.code;
  const boards = r.value.pairs.map((p) => `${p.white}-${p.black}`);
  return [...boards, ...(r.value.bye === null ? [] : [`bye ${r.value.bye}`])].join(' ');
};

describe('round 1 (C.04.3 B.2 top half against bottom half; E.5 initial colour)', () => {
  it('pairs S1 with S2 in order and alternates colours from the top board', () => {
    expect(pairsOf(tournament(['', '', '', '', '', '']))).toBe('1-4 5-2 3-6');
  });
  it('starts with black on board 1 when the lot drew black for player 1 (XXC black1)', () => {
    expect(pairsOf(tournament(['', '', '', '', '', ''], { initialColour: 'b' }))).toBe('4-1 2-5 6-3');
  });
  it('gives the bye to the lowest-ranked player of an odd field (C.04.3 C.2, C.04.1 c)', () => {
    expect(pairsOf(tournament(['', '', '', '', '']))).toBe('1-3 4-2 bye 5');
  });
});

describe('colour preferences (C.04.3 A.6, E.1)', () => {
  it('gives both players of a pair their preferred colours', () => {
    // Round 1: 1–3 1-0, 4–2 0-1. Winners 1 (had white) and 2 (had black) meet, 2 with white.
    const input = tournament(
      ['3w1', '4w1', '1b0', '2b0'].map((c, i) => (i === 1 ? '4b1' : i === 3 ? '2w0' : c)),
    );
    expect(pairsOf(input)).toBe('2-1 3-4');
  });
});

describe('the explanation (C.04.1 i transparency)', () => {
  it('names the article that gave each player his colour and his preference (A.6 b: difference 1 is strong)', () => {
    const first = pairNextRound(tournament(['', '', '', '']));
    expect(
      first.ok && first.value.explanation.map((e) => `${e.number}${e.colour} ${e.colourReason}`),
    ).toEqual(['1w C.04.3 E.5', '2b C.04.3 E.5', '3b C.04.3 E.5', '4w C.04.3 E.5']);
    const second = pairNextRound(tournament(['3w1', '4b1', '1b0', '2w0']));
    expect(
      second.ok &&
        second.value.explanation.map((e) => `${e.number}${e.colour} ${e.colourReason} ${e.preference}`),
    ).toEqual([
      '1b C.04.3 E.1 strong',
      '2w C.04.3 E.1 strong',
      '3w C.04.3 E.1 strong',
      '4b C.04.3 E.1 strong',
    ]);
  });
});

describe('forfeits and meetings (C.04.1 b)', () => {
  it('lets players meet again after a forfeit: an unplayed game is no meeting', () => {
    expect(pairsOf(tournament(['2-+', '1--']))).toBe('1-2');
  });
  it('refuses when the only possible pairing repeats a played game (C.04.3 C.1)', () => {
    expect(pairsOf(tournament(['2w1', '1b0']))).toBe('ERR_NO_PAIRING');
  });
});

describe('the pairing-allocated bye (C.04.1 c, C.04.3 C.2)', () => {
  it('does not give a second bye to a player who had one, even with the lowest score', () => {
    // Round 1: 1–2 drawn, 3 had the bye worth 0 points here: 3 is lowest but not eligible.
    const input = tournament(['2w=', '1b=', '-U'], { points: { ...DEFAULT_POINTS, pab: 0 } });
    expect(pairsOf(input)).toBe('3-1 bye 2');
  });
  it('does not give it to a player who had a full-point bye either', () => {
    const input = tournament(['2w=', '1b=', '-F'], { points: { ...DEFAULT_POINTS, fullBye: 10 } });
    // 3 has 1 point and no bye is allowed for him; 2 (lower ranked of the drawn pair) gets it.
    expect(pairsOf(input)).toBe('3-1 bye 2');
  });
});

describe('absent players: requested byes and withdrawals (C.04.2 B)', () => {
  it('leaves absent players out of the pairing', () => {
    expect(pairsOf(tournament(['', '', '', ''], { absent: new Set([4]) }))).toBe('1-2 bye 3');
  });
  it('pairs a late entry from the round he joins; the bye goes to a player with more games (C.9)', () => {
    // Player 5 missed round 1 (absent, 0 points) and is present for round 2. Of the three
    // players on 0, C.04.3 C.9 (minimise the unplayed games of the bye assignee) keeps the
    // bye from 5, who already has an unplayed round: 4 gets it.
    const input = tournament(['3w1', '4b1', '1b0', '2w0', '-Z']);
    expect(pairsOf(input)).toBe('2-1 3-5 bye 4');
  });
});

describe('floats (C.04.3 A.4, C.5, C.14)', () => {
  it('floats the lowest player of an odd score group down and explains it', () => {
    // Round 1: 1 beat 4, 2 beat 5, 3 beat 6: three players on 1 point, three on 0.
    const input = tournament(['4w1', '5b1', '6w1', '1b0', '2w0', '3b0'], { totalRounds: 5 });
    const r = pairNextRound(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const floats = r.value.explanation.filter((e) => e.float !== 'none');
    expect(floats.map((e) => `${e.number}${e.float}`).sort()).toEqual(['3down', '4up']);
    expect(floats[0]?.floatReason).toBe('C.04.3 A.4');
  });
});

describe('Baku acceleration (C.04.5.1)', () => {
  it('adds a virtual point to the top half in round 1: top half and bottom half pair apart', () => {
    const input = tournament(['', '', '', '', '', '', '', ''], { acceleration: 'baku', totalRounds: 9 });
    expect(pairsOf(input)).toBe('1-3 4-2 5-7 8-6');
  });
});
