/**
 * Reference files (issue #28): tournaments with bbpPairings' `-p` output of every round, written
 * by the agreement tools and read back by the corpus tests and `swiss-agreement --replay`.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeRoundFile, pairedRounds, parseSwissTrf, type SwissTrf } from '../trf/index.js';
import { generateRounds } from './generate.js';
import { differingRounds, NO_PAIRING, ourAnswer, parseReferences, referenceEntry } from './reference.js';

const LARGE = new URL('../pairing/corpus/dutch-bbp-large.txt.gz', import.meta.url);
const large = () => parseReferences(gunzipSync(readFileSync(LARGE)).toString('utf8'));

describe('reference files', () => {
  it('an entry written is read back as it was: name, rounds planned, TRF lines, each round’s answer', () => {
    const [t] = large();
    if (!t) throw new Error('the large corpus is empty');
    const again = parseReferences(
      referenceEntry(t.name, t.trf, t.total, t.rounds) + referenceEntry('x-2.ours', t.trf, 9, ['1\n1 0']),
    );
    expect(again).toHaveLength(2);
    expect(again[0]).toEqual({
      ...t,
      trf: `${t.trf
        .split('\n')
        .filter((l) => l.trim() !== '')
        .join('\n')}\n`,
    });
    expect(again[1]).toMatchObject({ name: 'x-2.ours', total: 9, rounds: ['1\n1 0'] });
  });

  it('a head that is not "=== NAME rounds R" is refused by its text', () => {
    expect(() => parseReferences('=== t1 rounds\n012 x\n')).toThrow('"=== t1 rounds"');
  });

  it('our engine agrees with every round of the large corpus tournament, and a changed answer is found by its round', () => {
    const [t] = large();
    if (!t) throw new Error('the large corpus is empty');
    expect(t.rounds.length).toBeGreaterThan(2);
    expect(differingRounds(t)).toEqual([]);
    // Round 2's answer with its first two boards swapped: still a valid pairing, not bbpPairings'.
    const lines = (t.rounds[1] as string).split('\n');
    const swapped = [lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n');
    expect(differingRounds({ ...t, rounds: t.rounds.map((r, k) => (k === 1 ? swapped : r)) })).toEqual([2]);
  });

  const read = (text: string): SwissTrf => {
    const trf = parseSwissTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    return trf.value;
  };

  it('a round after the file’s last paired one is the round to pair: all present but the written byes', () => {
    const made = generateRounds({ players: 10, rounds: 5, seed: 'to-pair', halfByeRate: 0.2 });
    expect(made.unpairable).toBeNull();
    const full = read(made.trf);
    const cut = read(makeRoundFile(full, 5, 5));
    expect(pairedRounds(cut)).toBe(4);
    const answer = ourAnswer(cut, 5, 5);
    expect(answer).toBe(ourAnswer(full, 5, 5));
    expect(Number(answer.split('\n')[0])).toBeGreaterThanOrEqual(4);
  });

  it('a round no legal pairing exists for is answered NO_PAIRING, as bbpPairings’ exit status 1 is saved', () => {
    // Four players have met each other after three rounds.
    const made = generateRounds({ players: 4, rounds: 4, seed: 'small' });
    expect(made.unpairable?.round).toBe(4);
    const trf = read(made.trf);
    expect(pairedRounds(trf)).toBe(3);
    expect(ourAnswer(trf, 4, 4)).toBe(NO_PAIRING);
    const answers = [1, 2, 3].map((r) => ourAnswer(trf, r, 4));
    const entry = { name: 'small-1.ours', total: 4, trf: made.trf };
    expect(differingRounds({ ...entry, rounds: [...answers, NO_PAIRING] })).toEqual([]);
    // bbpPairings finding a pairing where ours finds none is a difference.
    expect(differingRounds({ ...entry, rounds: [...answers, '2\n1 2\n3 4'] })).toEqual([4]);
  });
});
