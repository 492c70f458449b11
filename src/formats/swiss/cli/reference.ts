/**
 * Reference files (issue #28): tournaments, each with bbpPairings v6's own `--dutch -p` output
 * for every round (pairs, colours, board order, the bye) on the file cut before that round. The
 * corpora the tests replay (`pairing/corpus/*.txt.gz`, `trf/corpus/dutch-xxa.txt.gz`) and the
 * long agreement run's saved tournaments (`tools/swiss-agreement.ts --save`) are such files, so
 * that our engine can be compared with bbpPairings again without running it.
 *
 * An entry: `=== name rounds R` (R the rounds planned), the TRF lines, then for each round
 * `--- round r` and the `-p` lines. Files may be gzipped, and a gzipped file may be several gzip
 * members one after the other (an entry appended at a time). A round's answer `error` says that no
 * legal pairing exists for it (bbpPairings' exit status 1; our engine's refusal).
 */

import { pairNextRound } from '../pairing/index.js';
import { engineInputFor, pairedRounds, parseSwissTrf, type SwissTrf } from '../trf/index.js';
import { makePairingList } from './pairing-list.js';
export interface ReferenceTournament {
  readonly name: string;
  /** Rounds planned (the entry's `rounds R`). */
  readonly total: number;
  /** The TRF lines as the entry holds them. */
  readonly trf: string;
  /** bbpPairings' `-p` lines of each round, trimmed. */
  readonly rounds: readonly string[];
}

/** The entries of a reference file's text; a malformed head is an error naming it. */
export function parseReferences(text: string): ReferenceTournament[] {
  return text
    .split(/^=== /m)
    .slice(1)
    .map((block) => {
      const [head = '', ...body] = block.split('\n');
      const m = /^(\S+) rounds (\d+)\s*$/.exec(head);
      if (!m) throw new Error(`reference entry "=== ${head}": wants "=== NAME rounds R"`);
      const [trf = '', ...rounds] = body.join('\n').split(/^--- round \d+\n/m);
      return { name: m[1] as string, total: Number(m[2]), trf, rounds: rounds.map((r) => r.trim()) };
    });
}

/** One entry: the TRF text (blank lines left out) and bbpPairings' `-p` output of each round. */
export function referenceEntry(name: string, trf: string, total: number, rounds: readonly string[]): string {
  const lines = [`=== ${name} rounds ${total}`, ...trf.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '')];
  for (const [i, r] of rounds.entries()) lines.push(`--- round ${i + 1}`, ...r.trim().split('\n'));
  return `${lines.join('\n')}\n`;
}

/**
 * The rounds where our engine's `-p` output on the entry's file cut before the round differs from
 * bbpPairings' (empty when all agree), or why the file cannot be read.
 */
export function differingRounds(entry: ReferenceTournament): number[] | string {
  const trf = parseSwissTrf(entry.trf);
  if (!trf.ok) return trf.error.message;
  return entry.rounds.flatMap((theirs, k) =>
    ourAnswer(trf.value, k + 1, entry.total) === theirs ? [] : [k + 1],
  );
}

/** A round's answer when no legal pairing exists for it. */
export const NO_PAIRING = 'error';

/**
 * Our engine's `-p` output (trimmed) for round `round` of the file, the rounds before it played;
 * `NO_PAIRING` when it finds none. A round after the file's last paired one is the round to pair:
 * only its written cells (requested byes, withdrawals) make a player absent.
 */
export function ourAnswer(trf: SwissTrf, round: number, total: number): string {
  const mode = round > pairedRounds(trf) ? 'next' : 'check';
  const r = pairNextRound(engineInputFor(trf, round, mode, total));
  return r.ok ? makePairingList(r.value).trim() : NO_PAIRING;
}
