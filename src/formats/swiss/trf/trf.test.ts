/**
 * TRF-16 / TRF-2026 with the engines' extension lines: round trip byte for byte, the extension
 * lines read (XXR, XXC, BB*, XXA, 192), errors naming the line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS } from '../pairing/types.js';
import { engineInputFor, inferInitialColour, makeSwissTrf, pairedRounds, parseSwissTrf } from './index.js';

const generated = readFileSync(new URL('../cli/fixtures/correct.trf', import.meta.url), 'utf8');

const player = (n: number, rounds: string, points = '0.0'): string =>
  `001 ${String(n).padStart(4)}      ${`Player ${n}`.padEnd(33)} 2000${' '.repeat(28)}${points.padStart(4)}       ${rounds}`;

describe('parseSwissTrf / makeSwissTrf', () => {
  it('gives the text back byte for byte (LF, CR LF and CR files)', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = generated.replace(/\n/g, eol);
      const trf = parseSwissTrf(text);
      expect(trf.ok).toBe(true);
      if (trf.ok) expect(makeSwissTrf(trf.value)).toBe(text);
    }
  });

  it('reads the extension lines: rounds, initial colour, point system, accelerations', () => {
    const text = [
      '012 Test',
      'XXR 9',
      'XXC black1',
      'BBW  2.0',
      'BBD  1.0',
      'BBU  1.0',
      'XXA    1  1.0  0.5',
      '192 FIDE_DUTCH_2025_BAKU',
      player(1, '   2 w 1', '2.0'),
      player(2, '   1 b 0'),
    ].join('\n');
    const trf = parseSwissTrf(text);
    expect(trf.ok).toBe(true);
    if (!trf.ok) return;
    expect(trf.value.totalRounds).toBe(9);
    expect(trf.value.initialColour).toBe('b');
    expect(trf.value.points).toEqual({
      ...DEFAULT_POINTS,
      win: 20,
      draw: 10,
      forfeitWin: 20,
      fullBye: 20,
      halfBye: 10,
      pab: 10,
    });
    expect(trf.value.baku).toBe(true);
    expect(trf.value.accelerations.get(1)).toEqual([10, 5]);
    expect(pairedRounds(trf.value)).toBe(1);
  });

  it('names the line of an error', () => {
    const bad = ['012 Test', 'XXR nine', player(1, '')].join('\n');
    const trf = parseSwissTrf(bad);
    expect(trf.ok).toBe(false);
    if (!trf.ok) {
      expect(trf.error.code).toBe('ERR_TRF_LINE');
      expect(trf.error.message).toMatch(/^line 2, column 5: /);
    }
    const badCell = parseSwissTrf(['012 Test', player(1, '   2 x 1'), player(2, '   1 b 0')].join('\n'));
    expect(!badCell.ok && badCell.error.message).toMatch(/^line 2, column 97: /);
  });

  it('infers the initial colour from round 1 (the top player had white: white1)', () => {
    const trf = parseSwissTrf(generated);
    expect(trf.ok && inferInitialColour(trf.value)).toBe('w');
  });

  it('reads a requested bye written for the round to pair as an absence, not a round played', () => {
    const text = [
      '012 Test',
      'XXR 5',
      player(1, '   2 w 1  0000 - H', '1.5'),
      player(2, '   1 b 0'),
      player(3, '0000 - U', '1.0'),
    ].join('\n');
    const trf = parseSwissTrf(text);
    expect(trf.ok).toBe(true);
    if (!trf.ok) return;
    expect(pairedRounds(trf.value)).toBe(1);
    const input = engineInputFor(trf.value, 2, 'next');
    expect([...input.absent]).toEqual([1]);
    expect(input.players.map((p) => p.cells.length)).toEqual([1, 1, 1]);
  });
});
