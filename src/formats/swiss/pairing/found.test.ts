/**
 * Rounds where a random agreement run (issue #28, `docs/swiss-engine.md`) once found the engine
 * differing from bbpPairings v6, each kept as the TRF cut before the round (`corpus/found/*.trf`)
 * with bbpPairings' `--dutch -p` output beside it (`*.pairs`). The engine must write the same.
 *
 * - `bbp-102523-r8`: bbpPairings' generator, seed 102523, 285 players, round 8. The incremental
 *   matcher compared a new edge into a not-yet-reached vertex of an inner blossom with a key that
 *   had fallen behind, lost the better edge and overshot a dual adjustment: the matching was one
 *   unit short of the optimum, in the bits of the S1/S2 order (C.04.3 D.1), so players 1 and 3
 *   swapped their opponents 22 and 27.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePairingList } from '../cli/pairing-list.js';
import { engineInputFor, pairedRounds, parseSwissTrf } from '../trf/index.js';
import { pairNextRound } from './index.js';

const FOUND = new URL('./corpus/found/', import.meta.url);
const cases = readdirSync(FOUND)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => f.slice(0, -'.trf'.length))
  .sort();

describe('rounds once found differing from bbpPairings (C.04.3, FIDE_DUTCH_2025)', () => {
  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  it.each(cases)('%s: the next round is written as bbpPairings writes it', (name) => {
    const trf = parseSwissTrf(readFileSync(new URL(`${name}.trf`, FOUND), 'utf8'));
    if (!trf.ok) throw new Error(trf.error.message);
    const next = pairedRounds(trf.value) + 1;
    const result = pairNextRound(engineInputFor(trf.value, next, 'next', trf.value.totalRounds ?? next));
    const ours = result.ok ? makePairingList(result.value).trim() : result.error.code;
    expect(ours).toBe(readFileSync(new URL(`${name}.pairs`, FOUND), 'utf8').trim());
  });
});
