/**
 * Reference files (issue #28): tournaments with bbpPairings' `-p` output of every round, written
 * by the agreement tools and read back by the corpus tests and `swiss-agreement --replay`.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { differingRounds, parseReferences, referenceEntry } from './reference.js';

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
});
