/**
 * `arbiter swiss check` against `bbpPairings --dutch FILE -c` on deliberately wrong pairings:
 * the fixtures are a tournament bbpPairings generated (20 players, 5 rounds) and three copies
 * with one round changed — colours of a pair swapped (round 3), opponents of two pairs exchanged
 * (round 2), the bye of round 1 moved — and bbpPairings' verdict recorded per round below.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSwissTrf, type SwissTrf } from '../trf/index.js';
import { checkRound, checkTrf } from './check.js';
import { generateTournament } from './generate.js';
import { makePairingList } from './pairing-list.js';

const fixture = (name: string): SwissTrf => {
  const trf = parseSwissTrf(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
  if (!trf.ok) throw new Error(trf.error.message);
  return trf.value;
};

/** The rounds `bbpPairings -c` reports as differing ("Checker pairings" tables). */
const BBP_VERDICTS: readonly [string, readonly number[]][] = [
  ['correct.trf', []],
  ['colours-swapped.trf', [3, 4, 5]],
  ['opponents-exchanged.trf', [2, 4]],
  ['bye-moved.trf', [1, 2, 3, 4, 5]],
];

describe('swiss check agrees with bbpPairings -c (C.04 endorsement: the free pairings checker)', () => {
  for (const [name, rounds] of BBP_VERDICTS) {
    it(`${name}: differs in rounds ${rounds.join(', ') || 'none'}`, () => {
      const trf = fixture(name);
      const differing = [1, 2, 3, 4, 5].filter((r) => checkRound(trf, r, 5) !== null);
      expect(differing).toEqual(rounds);
      const report = checkTrf(trf);
      expect(report.round).toBe(rounds[0] ?? null);
    });
  }

  it('tells the first difference in words', () => {
    expect(checkTrf(fixture('colours-swapped.trf')).difference).toBe(
      'round 3: the engine gives 1 white against 13; the file gives 1 black',
    );
    expect(checkTrf(fixture('bye-moved.trf')).difference).toMatch(/^round 1: /);
  });
});

describe('swiss generate', () => {
  it('is reproducible from its seed and its rounds check clean', () => {
    const a = generateTournament({ players: 15, rounds: 5, seed: 'club', drawRate: 0.3, forfeitRate: 0.05 });
    const b = generateTournament({ players: 15, rounds: 5, seed: 'club', drawRate: 0.3, forfeitRate: 0.05 });
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value).toBe(b.value);
    const trf = parseSwissTrf(a.value);
    expect(trf.ok).toBe(true);
    if (!trf.ok) return;
    expect(trf.value.file.players).toHaveLength(15);
    expect(trf.value.totalRounds).toBe(5);
    expect(checkTrf(trf.value)).toEqual({ rounds: 5, difference: null, round: null });
  });

  it('differs for another seed', () => {
    const a = generateTournament({ players: 12, rounds: 4, seed: 'one' });
    const b = generateTournament({ players: 12, rounds: 4, seed: 'two' });
    expect(a.ok && b.ok && a.value !== b.value).toBe(true);
  });

  it('refuses a tournament with a round no legal pairing exists for, naming the round', () => {
    const made = generateTournament({ players: 4, rounds: 5, seed: 'small' });
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error.code).toBe('ERR_NO_PAIRING');
    expect(made.error.message).toMatch(/^round 4 of 5: no pairing/);
  });
});

describe('the -p pairing list (JaVaFo / bbpPairings output)', () => {
  it('writes the number of pairs, then white black, then the bye as N 0', () => {
    const text = makePairingList({
      pairs: [
        { white: 1, black: 3 },
        { white: 4, black: 2 },
      ],
      bye: 5,
      explanation: [],
    });
    expect(text).toBe('3\n1 3\n4 2\n5 0\n');
  });
});
