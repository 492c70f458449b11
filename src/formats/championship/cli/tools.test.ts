/**
 * `arbiter championship import-tsh / export-tsh` end to end: the built binary, a real SQLite
 * file and the real tsh file of the Dallas Open 2023 (src/test-support/fixtures, SD-17).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuilt } from '../../../test-support/cli.js';
import { documentOfDemo } from '../../../test-support/documents.js';
import { demos as roundRobinDemos } from '../../round-robin/demo.js';
import { parseTFile, type TPlayer } from '../index.js';

const fixture = new URL('../../../test-support/fixtures/dallas-open-2023.t', import.meta.url).pathname;
const TEXT = readFileSync(fixture, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-tsh-'));
const db = join(dir, 'tsh.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => runBuilt([...args, '--db', db]);

const competitions = (): string[] =>
  (JSON.parse(run('list', '--json').out) as { id: string }[]).map((c) => c.id);

const rrank = (p: TPlayer): readonly string[] => p.tags.find((t) => t.name === 'rrank')?.values ?? [];

describe('arbiter championship import-tsh (SD-17)', () => {
  it('SD-17 imports the real file; the standings put first whom tsh ranked first', () => {
    const r = run(
      'championship',
      'import-tsh',
      fixture,
      '--id',
      'dallas',
      '--name',
      'Dallas Open 2023',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      id: 'dallas',
      preset: 'new-swiss',
      players: 26,
      rounds: 23,
      events: 323,
      club: { id: 'imported', name: 'Imported competitions' },
    });
    const file = parseTFile(TEXT);
    if (!file.ok) throw new Error(file.error.message);
    const tshFirst = file.value.players.find((p) => rrank(p).at(-1) === '1');
    const standings = JSON.parse(run('standings', 'dallas', '--json').out);
    expect(standings.rows).toHaveLength(26);
    expect(standings.rows[0].name).toBe(tshFirst?.name);
    expect(run('championship', 'import-tsh', fixture, '--id', 'dallas-2').out).toMatch(
      /^Imported dallas-2: 26 players, 23 rounds, 323 events \(preset new-swiss\) into the club "Imported competitions" \(imported\)\.$/m,
    );
  });

  it('SD-17 importing an id that exists exits 6 and changes nothing', () => {
    const before = run('pairings', 'dallas', '--json').out;
    const r = run('championship', 'import-tsh', fixture, '--id', 'dallas');
    expect(r.code).toBe(6);
    expect(r.err).toMatch(/^ERR_COMPETITION_EXISTS/);
    expect(run('pairings', 'dallas', '--json').out).toBe(before);
  });

  it('SD-17 a malformed file exits 3 naming the line; an unknown preset exits 3; nothing is written', () => {
    const bad = join(dir, 'bad.t');
    writeFileSync(bad, 'Smith, Ann 1500 2; 400\nJones, Bo 1400 1; x\n');
    const r = run('championship', 'import-tsh', bad, '--id', 'bad');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^ERR_INVALID_TSH: .*bad\.t: line 2: /);
    const preset = run('championship', 'import-tsh', fixture, '--id', 'nope', '--preset', 'nope');
    expect(preset.code).toBe(3);
    expect(preset.err).toMatch(/^ERR_UNKNOWN_PRESET/);
    expect(competitions()).not.toContain('bad');
    expect(competitions()).not.toContain('nope');
  });

  it.each([
    ['an empty file', 'empty.t', '', /: the file has no player lines$/],
    ['a blank file', 'blank.t', '\n   \n', /: the file has no player lines$/],
    [
      'a player as his own opponent',
      'self.t',
      'Smith, Ann 1500 1; 400\n',
      /: line 1: player 1 \(Smith, Ann\) is his own opponent in round 1$/,
    ],
    [
      'a line without ";"',
      'plain.t',
      'Smith, Ann 1500 2; 400\nJones, Bo 1400 1 300\n',
      /: line 2: expected "name rating opponents… ; scores…", but there is no ";"$/,
    ],
  ])('SD-17 %s is invalid input (3) naming its line; no database is created', (_, name, text, message) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    const fresh = join(dir, `${name}.db`);
    const r = runBuilt(['championship', 'import-tsh', file, '--id', 'bad', '--db', fresh]);
    expect(r.code).toBe(3);
    expect(r.err.trim()).toMatch(
      new RegExp(`^ERR_INVALID_TSH: ${file.replaceAll('.', '\\.')}${message.source}`),
    );
    expect(existsSync(fresh)).toBe(false);
  });

  it('a missing file is not found (5); the id is required (2)', () => {
    const missing = run('championship', 'import-tsh', join(dir, 'none.t'), '--id', 'x');
    expect(missing.code).toBe(5);
    expect(missing.err).toMatch(/none\.t: no such file/);
    expect(run('championship', 'import-tsh', fixture).code).toBe(2);
  });

  it('SD-16 SD-17 under the dm preset the imported tournament goes on to the final', () => {
    expect(run('championship', 'import-tsh', fixture, '--id', 'dallas-dm', '--preset', 'dm').code).toBe(0);
    const paired = run('command', 'dallas-dm', '{"type":"PairFinal"}', '--json');
    expect(paired.code).toBe(0);
    const standings = JSON.parse(run('standings', 'dallas-dm', '--json').out);
    const finalists = JSON.parse(paired.out).events[0].payload.finalists;
    expect(finalists).toEqual([standings.rows[0].participantId, standings.rows[1].participantId]);
  });
});

describe('arbiter championship export-tsh (SD-17)', () => {
  it('SD-17 exports an equivalent file: only Keras’s starts through her forfeits differ', () => {
    const out = join(dir, 'out.t');
    const r = run('championship', 'export-tsh', 'dallas', '-o', out, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ id: 'dallas', players: 26, rounds: 23, file: out });
    const exported = readFileSync(out, 'utf8').split('\n');
    const original = TEXT.split('\n');
    expect(original.flatMap((line, i) => (line === exported[i] ? [] : [i]))).toEqual([15]);
    const withoutP12 = (line: string) => line.replace(/; p12 [^;]*/, '');
    expect(withoutP12(exported[15] as string)).toBe(withoutP12(original[15] as string));
    expect(run('championship', 'export-tsh', 'dallas').out).toBe(exported.join('\n'));
  });

  it('exits 5 for an unknown competition and 3 for one of another format', async () => {
    expect(run('championship', 'export-tsh', 'nope').code).toBe(5);
    const doc = join(dir, 'rr.json');
    writeFileSync(doc, await documentOfDemo(roundRobinDemos()[0]));
    expect(run('import', doc).code).toBe(0);
    const r = run('championship', 'export-tsh', 'demo-round-robin');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^ERR_INVALID_FORMAT: demo-round-robin is a round-robin competition/);
  });
});
