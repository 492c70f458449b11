/**
 * Accelerated rounds (TRF `XXA`, C.04.5) through a Swiss competition: each tournament of the XXA
 * corpus (`corpus/dutch-xxa.txt.gz`, paired round by round by bbpPairings v6, see
 * `xxa-corpus.test.ts`) imported as a competition keeps every player's virtual points in its
 * configuration and writes them back, so that its `tournament.trf` is the file again (ranks
 * filled in); and the file as it stood before rounds 1, 2 and its last, imported, is paired by the
 * competition (its configuration's virtual points given to the engine) as bbpPairings paired it.
 */
import { describe, expect, it } from 'vitest';
import { trfDocument } from '../../../app/imports/trf-import.js';
import { fold } from '../../../core/engine.js';
import { moment } from '../../../core/moment.js';
import { xxaCorpus } from '../../../test-support/xxa-corpus.js';
import { makePairingList } from '../cli/pairing-list.js';
import { engineInput, initialColourOf } from '../engine-input.js';
import { pairNextRound } from '../pairing/index.js';
import type { SwissState } from '../state.js';
import { makeRoundFile, parseSwissTrf } from './index.js';
import { makeSwissCompetitionTrf } from './write-competition.js';

const NOW = moment('2026-03-01T10:00:00Z');
const tournaments = xxaCorpus();

/** The file imported as a Swiss competition: its folded state. */
function imported(file: string): SwissState {
  const read = trfDocument('t.trf', file, { id: 't', format: 'swiss' }, NOW);
  if (!read.ok) throw new Error(read.error.message);
  const { competition, events, format } = read.value.document;
  const head = fold(format, { config: competition.config, participants: competition.participants }, events, {
    asOf: NOW,
  });
  return head.state.format as SwissState;
}

/** The rank (columns 86–89) of every player line blanked, as the corpus writes it (the corpus's lines end in LF). */
const withoutRanks = (t: string): string => t.replace(/^(001 .{81}).{4}/gm, (_, h: string) => `${h}   0`);

/** The participant `p<n>` as the file's pairing number n. */
const fileNumber = (id: string): number => Number(id.slice(1));

describe('XXA virtual points in a Swiss competition', () => {
  const sample = tournaments.slice(0, 25);

  for (const t of sample)
    it(`C.04.5: ${t.name} imported keeps its XXA lines and writes the file back`, () => {
      const state = imported(t.trf);
      expect(Object.keys(state.config.accelerations ?? {})).toHaveLength(
        t.trf.split('\n').filter((l) => l.startsWith('XXA')).length,
      );
      const written = makeSwissCompetitionTrf(state, {
        name: t.trf.split('\n')[0]?.slice(4) ?? '',
        nameOf: (id) => state.participants.get(id)?.name ?? id,
        personal: true,
      });
      expect(withoutRanks(written).replaceAll('\r\n', '\n')).toBe(t.trf);
    });

  for (const t of sample)
    it(`C.04.5: ${t.name} before rounds 1, 2 and its last, imported, is paired as bbpPairings paired it`, () => {
      const parsed = parseSwissTrf(t.trf);
      if (!parsed.ok) throw new Error(parsed.error.message);
      for (const round of new Set([1, 2, t.rounds.length])) {
        const state = imported(makeRoundFile(parsed.value, round, t.total));
        const { input, order } = engineInput(state, round, initialColourOf(state) ?? 'w');
        expect(input.accelerations?.size).toBeGreaterThan(0);
        const paired = pairNextRound(input);
        if (!paired.ok) throw new Error(paired.error.message);
        const asFile = (n: number) => fileNumber(order[n - 1] as string);
        const list = makePairingList({
          ...paired.value,
          pairs: paired.value.pairs.map((p) => ({ ...p, white: asFile(p.white), black: asFile(p.black) })),
          bye: paired.value.bye === null ? null : asFile(paired.value.bye),
        });
        expect(`round ${round}\n${list.trim()}`).toBe(`round ${round}\n${t.rounds[round - 1]}`);
      }
    });
});
