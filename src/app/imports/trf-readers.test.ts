/**
 * Every TRF Arbiter writes is one other programs read (issue 26): the TRF of every demo
 * competition of chess games in every state of its log — nothing played, rounds half played, a
 * late entrant, players who left, finished — passes our TRF-16 grammar check (test-support/
 * trf16.ts). The check agrees with bbpPairings, the FIDE-endorsed pairing engine, on the files it
 * read and refused (fixtures/trf/bbp-verdicts.json); where its binary is at hand (`BBPPAIRINGS`,
 * or `bbpPairings.exe` on the PATH) the files are also given to it side by side.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTrf } from '../../core/trf.js';
import { type TrfState, trfStates } from '../../test-support/trf-states.js';
import { checkTrf16 } from '../../test-support/trf16.js';

const FIXTURES = join(import.meta.dirname, '../../test-support/fixtures/trf');
const verdicts = JSON.parse(readFileSync(join(FIXTURES, 'bbp-verdicts.json'), 'utf8')) as Record<
  string,
  string
>;

function bbpBinary(): string | undefined {
  if (process.env.BBPPAIRINGS) return process.env.BBPPAIRINGS;
  const found = spawnSync('sh', ['-c', 'command -v bbpPairings.exe'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

let states: TrfState[] = [];
beforeAll(async () => {
  states = await trfStates();
}, 120_000);

describe('the TRF of every demo in every state (TRF-16)', () => {
  it('passes the TRF-16 grammar check and reads back', () => {
    expect(states.length).toBeGreaterThanOrEqual(36);
    for (const s of states) {
      expect({ name: s.name, refused: checkTrf16(s.text) }).toEqual({ name: s.name, refused: undefined });
      expect(parseTrf(s.text).ok).toBe(true);
    }
  });

  it('leaves a round without a result blank: no paired game and no 0000 - without its result letter', () => {
    for (const s of states)
      for (const line of s.text.split('\r\n').filter((l) => l.startsWith('001')))
        for (let at = 91; at < line.length; at += 10) {
          const cell = line.slice(at, at + 8);
          if (cell.trim() !== '')
            expect({ name: s.name, cell }).toMatchObject({ cell: /^[ \d]{4} [wb-] \S$/ });
        }
  });

  it('ranks every player, those who left too, and dates the rounds in round order (tag 132)', () => {
    const pyramid = states.filter((s) => s.name.startsWith('demo-pyramid@'));
    expect(pyramid.length).toBeGreaterThan(0);
    for (const s of pyramid) {
      const file = parseTrf(s.text);
      if (!file.ok) throw new Error(file.error.message);
      expect(file.value.players.every((p) => p.rank > 0)).toBe(true);
      const dates = file.value.roundDates.filter((d) => d !== '');
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('writes the late entrant of the Keizer season with his rounds before entry blank', () => {
    const last = states.find((s) => s.name === 'demo-keizer@100%');
    expect(last?.text).toContain('Oscar Timmermans');
  });
});

describe('our check agrees with bbpPairings on the files it was given', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.trf'));
  it.each(files)('%s', (file) => {
    const verdict = verdicts[file];
    expect(verdict).toBeDefined();
    const refused = checkTrf16(readFileSync(join(FIXTURES, file), 'utf8'));
    expect(refused === undefined).toBe(verdict === 'read');
  });
});

const bbp = bbpBinary();

describe.skipIf(!bbp)('bbpPairings reads every state (side by side; skipped without its binary)', () => {
  it('reads every file with --dutch -c', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-trf-'));
    try {
      const refused: string[] = [];
      for (const s of states) {
        const path = join(dir, `${s.name.replace(/[@%]/g, '-')}.trf`);
        writeFileSync(path, s.text);
        try {
          execFileSync(bbp as string, ['--dutch', path, '-c'], { stdio: 'pipe' });
        } catch (error) {
          refused.push(`${s.name}: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
        }
      }
      console.info(`bbpPairings read ${states.length - refused.length} of ${states.length} TRF files`);
      expect(refused).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
