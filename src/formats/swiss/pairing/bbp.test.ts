/**
 * Side by side with a built bbpPairings v6 (runs only where the binary is, e.g. a developer's
 * machine with `/work/tools/bbpPairings/bbpPairings.exe` or `BBP_PAIRINGS` set): a few fresh
 * tournaments from its generator, every round compared with the file and with its `-p` output.
 * The committed corpus (`corpus.test.ts`) is what CI replays without the binary.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRound } from '../cli/check.js';
import { makePairingList } from '../cli/pairing-list.js';
import { engineInputFor, makeRoundFile, pairedRounds, parseSwissTrf } from '../trf/index.js';
import { pairNextRound } from './index.js';

const BINARY = process.env.BBP_PAIRINGS ?? '/work/tools/bbpPairings/bbpPairings.exe';
const dir = mkdtempSync(join(tmpdir(), 'bbp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(existsSync(BINARY))('against bbpPairings --dutch (when built here)', () => {
  for (const [seed, players, rounds] of [
    [11, 13, 5],
    [12, 24, 7],
    [13, 31, 9],
  ] as const) {
    it(`generated tournament ${seed}: ${players} players, ${rounds} rounds`, () => {
      const cfg = join(dir, `${seed}.cfg`);
      const file = join(dir, `${seed}.trf`);
      writeFileSync(
        cfg,
        `PlayersNumber=${players}\nRoundsNumber=${rounds}\nDrawPercentage=30\nForfeitRate=15\nRetiredRate=60\nHalfPointByeRate=20\n`,
      );
      execFileSync(BINARY, ['--dutch', '-g', cfg, '-o', file, '-s', String(seed)]);
      const parsed = parseSwissTrf(readFileSync(file, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const trf = parsed.value;
      for (let r = 1; r <= pairedRounds(trf); r++) {
        expect(checkRound(trf, r, rounds)).toBeNull();
        const cut = join(dir, `${seed}.r${r}.trf`);
        writeFileSync(cut, makeRoundFile(trf, r, rounds));
        const theirs = execFileSync(BINARY, ['--dutch', cut, '-p'], { encoding: 'utf8' }).trim();
        const ours = pairNextRound(engineInputFor(trf, r, 'check', rounds));
        expect(ours.ok && makePairingList(ours.value).trim()).toBe(theirs);
      }
    });
  }
});
