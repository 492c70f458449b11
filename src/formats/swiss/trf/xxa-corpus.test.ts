/**
 * Accelerated rounds by virtual points (TRF `XXA`, C.04.5: the accelerated-pairing methods give
 * some players points in the first rounds that count for the pairing only): `corpus/dutch-xxa.txt.gz`
 * holds tournaments paired round by round by bbpPairings v6 (`--dutch FILE -p`, FIDE_DUTCH_2025)
 * with `XXA` lines — Baku-like two groups (1 point, then ½), one accelerated group, and virtual
 * points drawn per player and round — with draws, forfeits, half-point byes and withdrawals,
 * recorded by `src/tools/swiss-xxa.ts --corpus` with bbpPairings' `-p` lines for every round.
 * Our engine, given the file's `XXA` lines through the TRF reader, must write every round
 * identically (pairs, colours, board order, the bye). Entries: `=== name rounds R`, the TRF
 * lines, then `--- round r` and the `-p` lines.
 */
import { describe, expect, it } from 'vitest';
import { xxaCorpus } from '../../../test-support/xxa-corpus.js';
import { makePairingList } from '../cli/pairing-list.js';
import { pairNextRound } from '../pairing/index.js';
import { engineInputFor, parseSwissTrf } from './index.js';

const tournaments = xxaCorpus();

describe('C.04.5 accelerated pairings (XXA): the Dutch engine agrees with bbpPairings', () => {
  it('the corpus holds at least 100 accelerated tournaments', () => {
    expect(tournaments.length).toBeGreaterThanOrEqual(100);
    expect(tournaments.every((t) => /^XXA /m.test(t.trf))).toBe(true);
  });

  for (const t of tournaments)
    it(`${t.name}: ${t.rounds.length} rounds identical`, () => {
      const trf = parseSwissTrf(t.trf);
      if (!trf.ok) throw new Error(trf.error.message);
      expect(trf.value.accelerations.size).toBe(trf.value.file.players.length);
      for (const [i, expected] of t.rounds.entries()) {
        const result = pairNextRound(engineInputFor(trf.value, i + 1, 'check', t.total));
        const ours = result.ok ? makePairingList(result.value).trim() : result.error.code;
        expect(`round ${i + 1}\n${ours}`).toBe(`round ${i + 1}\n${expected}`);
      }
    });
});
