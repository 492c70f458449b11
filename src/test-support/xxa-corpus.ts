/**
 * The Swiss's corpus of accelerated tournaments (TRF `XXA`, C.04.5), `formats/swiss/trf/corpus/
 * dutch-xxa.txt.gz`: tournaments paired round by round by bbpPairings v6, written by
 * `src/tools/swiss-xxa.ts --corpus`. Entries: `=== name rounds R`, the TRF lines, then
 * `--- round r` and bbpPairings' `-p` lines. Read by the tests that check the engine, the import
 * and the loading against it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseReferences, type ReferenceTournament } from '../formats/swiss/cli/reference.js';

const CORPUS = new URL('../formats/swiss/trf/corpus/dutch-xxa.txt.gz', import.meta.url);

export function xxaCorpus(): ReferenceTournament[] {
  return parseReferences(gunzipSync(readFileSync(CORPUS)).toString('utf8'));
}
