/**
 * A round with no legal pairing (C.04.3 C.1–C.4): `swiss-compare --ours 20 --players 10-300
 * --rounds 5-13 --seed oursmix1` stops at its 9th tournament (13 players, 13 rounds, seed
 * oursmix1-9) in round 12, where 8 players are present. `corpus/oursmix1-9-round12.trf` is that
 * tournament before round 12 (the absent written in it ahead); `bbpPairings --dutch FILE -p`
 * answers "No valid pairing exists: The players could not be simultaneously matched while
 * satisfying all absolute criteria" (exit 1). The engine must agree: no pairing, not another one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairNextRound } from '../pairing/index.js';
import { engineInputFor, pairedRounds, parseSwissTrf } from './index.js';

const text = readFileSync(new URL('./corpus/oursmix1-9-round12.trf', import.meta.url), 'utf8');

describe('a round without a legal pairing, as bbpPairings finds it', () => {
  it('C.04.3 C.1–C.4: oursmix1 #9 round 12 (8 present of 13, 11 rounds played) has no pairing', () => {
    const trf = parseSwissTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    expect(pairedRounds(trf.value)).toBe(11);
    const input = engineInputFor(trf.value, 12, 'next');
    expect(input.players.length - input.absent.size).toBe(8);
    const paired = pairNextRound(input);
    expect(paired.ok ? paired.value.pairs : paired.error.code).toBe('ERR_NO_PAIRING');
  });
});
