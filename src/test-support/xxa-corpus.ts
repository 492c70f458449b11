/**
 * The Swiss's corpus of accelerated tournaments (TRF `XXA`, C.04.5), `formats/swiss/trf/corpus/
 * dutch-xxa.txt.gz`: tournaments paired round by round by bbpPairings v6, written by
 * `src/tools/swiss-xxa.ts --corpus`. Entries: `=== name rounds R`, the TRF lines, then
 * `--- round r` and bbpPairings' `-p` lines. Read by the tests that check the engine, the import
 * and the loading against it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface XxaTournament {
  readonly name: string;
  /** Rounds planned (the entry's `rounds R`). */
  readonly total: number;
  /** The TRF lines as the corpus holds them (before round 1's pairing). */
  readonly trf: string;
  /** bbpPairings' `-p` lines of each round, trimmed. */
  readonly rounds: readonly string[];
}

const CORPUS = new URL('../formats/swiss/trf/corpus/dutch-xxa.txt.gz', import.meta.url);

export function xxaCorpus(): XxaTournament[] {
  const text = gunzipSync(readFileSync(CORPUS)).toString('utf8');
  return text
    .split(/^=== /m)
    .slice(1)
    .map((block) => {
      const [head = '', ...body] = block.split('\n');
      const [name = '', , total = '0'] = head.split(' ');
      const [trf = '', ...rounds] = body.join('\n').split(/^--- round \d+\n/m);
      return { name, total: Number(total), trf, rounds: rounds.map((r) => r.trim()) };
    });
}
