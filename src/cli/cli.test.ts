/**
 * The CLI end to end: the built `arbiter` binary against a real SQLite file.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { runBuilt } from '../test-support/cli.js';
import { documentOfDemo } from '../test-support/documents.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
const db = join(dir, 'cli.db');
const docFile = join(dir, 'season.json');
let docText = '';

const run = (...args: string[]) => runBuilt(args);
/** `arbiter command demo-round-robin <json>` on the test's database. */
const command = (json: string) => run('command', 'demo-round-robin', json, '--db', db);

beforeAll(async () => {
  docText = await documentOfDemo(roundRobinDemos()[0]);
  writeFileSync(docFile, docText);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter CLI', () => {
  it('import → export is byte-identical', () => {
    expect(run('import', docFile, '--db', db)).toMatchObject({ code: 0 });
    const exported = run('export', 'demo-round-robin', '--db', db);
    expect(exported.code).toBe(0);
    expect(exported.out).toBe(docText);
    run('export', 'demo-round-robin', '--db', db, '-o', join(dir, 'again.json'));
    expect(readFileSync(join(dir, 'again.json'), 'utf8')).toBe(docText);
  });

  it('importing the same id twice is a conflict (exit 6) and changes nothing', () => {
    expect(run('import', docFile, '--db', db).code).toBe(6);
    expect(run('export', 'demo-round-robin', '--db', db).out).toBe(docText);
  });

  it('standings as a table and as JSON', () => {
    const table = run('standings', 'demo-round-robin', '--db', db);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/Name\s+Points/);
    expect(table.out).toMatch(/Anna de Vries/);
    const json = JSON.parse(run('standings', 'demo-round-robin', '--db', db, '--json').out);
    expect(json.rows).toHaveLength(8);
    expect(json.rows[0].place).toBe(1);
  });

  it('pairings of one round', () => {
    const json = JSON.parse(run('pairings', 'demo-round-robin', '--db', db, '--round', '1', '--json').out);
    expect(json).toHaveLength(1);
    expect(json[0].pairings).toHaveLength(4);
    expect(run('pairings', 'demo-round-robin', '--db', db, '--round', '99').code).toBe(5);
  });

  it('replay needs no database and answers "as of"', () => {
    const now = JSON.parse(run('replay', docFile, '--json').out);
    expect(now.state).toMatchObject({ id: 'demo-round-robin', participants: 8, superseded: 1 });
    const early = JSON.parse(run('replay', docFile, '--json', '--as-of', '2026-09-02T00:00:00+02:00').out);
    const games = (s: { rows: { games: string }[] }) => s.rows.reduce((n, r) => n + Number(r.games), 0);
    expect(games(early.standings)).toBe(8);
    expect(games(now.standings)).toBeGreaterThan(games(early.standings));
    expect(run('replay', docFile).out).toMatch(/8 participants, \d+ events \(1 superseded\)/);
  });

  it('a command refused by the rules exits 4 with its code; a valid one is recorded', () => {
    const refused = command('{"type":"RecordResult","round":6,"white":"p1","black":"p2","result":"1-0"}');
    expect(refused.code).toBe(4);
    expect(refused.err).toMatch(/^ERR_NO_SUCH_PAIRING: round 6 has no game between p1 and p2/);
    const rounds = JSON.parse(run('pairings', 'demo-round-robin', '--db', db, '--round', '6', '--json').out);
    const game = rounds[0].pairings[0];
    const ok = command(
      JSON.stringify({
        type: 'RecordResult',
        round: 6,
        white: game.first,
        black: game.second,
        result: '1-0',
      }),
    );
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/ResultRecorded/);
  });

  it('bad input: a malformed document exits 3, names the line, and leaves the database unchanged', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, docText.replace('"kind"', '"kind":'));
    const r = run('import', bad, '--db', db, '--id', 'other');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/bad\.json:2:\d+: malformed JSON/);
    expect(run('list', '--db', db, '--json').out).not.toMatch(/"other"/);
  });

  it('bad input: a malformed command exits 3', () => {
    expect(command('{"type":').code).toBe(3);
    const invalid = command('{"type":"RecordResult","round":1,"white":"p1","black":"p8","result":"2-0"}');
    expect(invalid.code).toBe(3);
    expect(invalid.err).toMatch(/result: "2-0" is not a result/);
  });

  it('an unknown competition exits 5; a bad moment exits 2', () => {
    expect(run('standings', 'nope', '--db', db).code).toBe(5);
    expect(run('standings', 'demo-round-robin', '--db', db, '--as-of', 'yesterday').code).toBe(2);
  });

  it('usage errors exit 2', () => {
    expect(run('frobnicate').code).toBe(2);
  });

  it('a command naming an unknown player exits 5, like every unknown id on the command line', () => {
    const r = command('{"type":"UpdateParticipant","participant":{"id":"nobody","name":"No Body"}}');
    expect(r.code).toBe(5);
    expect(r.err).toMatch(/^ERR_UNKNOWN_PARTICIPANT: participant "nobody" is not registered/);
    expect(run('command', 'no-such', '{"type":"VoidEvent","seq":1,"reason":"x"}', '--db', db).code).toBe(5);
    const voided = command('{"type":"VoidEvent","seq":9999,"reason":"x"}');
    expect(voided.code).toBe(5);
    expect(voided.err).toMatch(/^ERR_NO_SUCH_EVENT/);
  });

  it('--at without an offset is a usage error naming --at', () => {
    const r = run(
      'command',
      'demo-round-robin',
      '{"type":"VoidEvent","seq":1,"reason":"x"}',
      '--at',
      '2026-03-02T18:00',
      '--db',
      db,
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^--at: /);
  });

  it('a read command never creates a database: a missing file or folder exits 5 naming it', () => {
    const missing = join(dir, 'nowhere', 'none.db');
    for (const args of [
      ['list'],
      ['standings', 'demo-round-robin'],
      ['pairings', 'demo-round-robin'],
      ['export', 'demo-round-robin'],
      ['command', 'demo-round-robin', '{"type":"VoidEvent","seq":1,"reason":"x"}'],
      ['pyramid', 'show', 'demo-pyramid'],
      ['keizer', 'evening', 'demo-keizer'],
    ]) {
      const r = run(...args, '--db', missing);
      expect(r.code, args.join(' ')).toBe(5);
      expect(r.err).toBe(`ERR_NO_SUCH_DATABASE: there is no database ${missing}\n`);
    }
    expect(existsSync(join(dir, 'nowhere'))).toBe(false);
  });

  it('importing a document that names an unknown player is invalid input (3): nothing is stored', () => {
    const bad = join(dir, 'unknown-player.json');
    const json = JSON.parse(docText);
    json.competition.id = 'unknown-player';
    const game = json.events.find((e: { type: string }) => e.type === 'ResultRecorded');
    game.payload.white = 'nobody';
    writeFileSync(bad, JSON.stringify(json, null, 2));
    const r = run('import', bad, '--db', db);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /^ERR_UNKNOWN_PARTICIPANT: .*unknown-player\.json:\d+:\d+: events\[\d+\]: .*"nobody"/,
    );
    expect(run('list', '--db', db, '--json').out).not.toMatch(/unknown-player/);
  });

  it('imports a document saved with a UTF-8 byte-order mark', () => {
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(docText)]));
    const r = run('import', bom, '--db', db, '--id', 'with-bom', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ id: 'with-bom' });
    expect(run('export', 'with-bom', '--db', db).out).toBe(
      docText.replace('"id": "demo-round-robin"', '"id": "with-bom"'),
    );
  });

  it('a document that is not UTF-8 is invalid input (3) naming line and column', () => {
    const latin = join(dir, 'latin.json');
    const bytes = Buffer.from(docText.replace('"name": "', '"name": "X'));
    bytes[bytes.indexOf('"name": "X') + 9] = 0xe9;
    writeFileSync(latin, bytes);
    const r = run('import', latin, '--db', db, '--id', 'latin');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^ERR_MALFORMED_DOCUMENT: .*latin\.json:\d+:\d+: the file is not UTF-8/);
  });

  it('on standard error only errors: no progress when it is not a terminal', () => {
    const r = run('import', docFile, '--db', join(dir, 'quiet.db'));
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
  });
});
