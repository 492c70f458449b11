/**
 * `arbiter keizer …` in-process against a real SQLite file with the demo seasons and against a
 * competition document: the season import (all or nothing, errors by line), the evening and
 * pairing it (KZ-9, KZ-12), a player, the crosstable, prizes with the rapid competition (KZ-3,
 * KZ-14), groups (KZ-15), entry points (KZ-6), travel (KZ-16), and the documented exit codes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../app/competitions/demo.js';
import { openSqliteStore } from '../../../store/sqlite/index.js';
import { runCli } from '../../../test-support/cli.js';
import { documentOfDemo } from '../../../test-support/documents.js';
import { demos as roundRobinDemos } from '../../round-robin/demo.js';
import { demos as keizerDemos } from '../demo.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-keizer-'));
const db = join(dir, 'keizer.db');
const doc = join(dir, 'demo-keizer.json');

const CSV = `# A small club's season
[players]
id,name,rating,group
anna,"Vries, Anna de",1850,A
bram,Bram Jansen,1800,A
carla,Carla Bakker,1750,B
dirk,Dirk Kuipers,1700,B
eva,Eva Smit,1650,B
[round 1 2025-09-04]
game,bram,anna,0-1
game,dirk,carla,1/2-1/2
bye,eva
[round 2 2025-09-11]
game,carla,anna,1-0
game,eva,bram,0-1
absent,dirk,notice
`;

beforeAll(async () => {
  const store = openSqliteStore(db);
  for (const script of [...keizerDemos(), roundRobinDemos()[0]]) await seedDemo(store.events, script, 'club');
  await store.close();
  writeFileSync(doc, await documentOfDemo(keizerDemos()[0]));
  writeFileSync(join(dir, 'season.csv'), CSV);
  writeFileSync(join(dir, 'bad.csv'), CSV.replace('game,eva,bram,0-1', 'game,eva,nobody,0-1'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = runCli;

describe('arbiter keizer import', () => {
  it("imports a season's history from CSV through the rules, then refuses the same id (exit 6)", async () => {
    const done = await run('keizer', 'import', join(dir, 'season.csv'), '--id', 'club-2025', '--db', db);
    expect(done).toMatchObject({ code: 0 });
    expect(done.out).toMatch(
      /^Imported club-2025 \(5 players, 2 rounds, \d+ events\) into the new club "Imported competitions" \(imported\)\.$/,
    );
    const standings = JSON.parse((await run('standings', 'club-2025', '--db', db, '--json')).out);
    expect(standings.rows.map((r: { name: string }) => r.name)).toContain('Vries, Anna de');
    expect(
      (await run('keizer', 'import', join(dir, 'season.csv'), '--id', 'club-2025', '--db', db)).code,
    ).toBe(6);
  });

  it('a bad line is invalid input (exit 3) named by its line, and nothing is stored', async () => {
    const bad = await run('keizer', 'import', join(dir, 'bad.csv'), '--id', 'bad-2025', '--db', db);
    expect(bad.code).toBe(3);
    expect(bad.err).toMatch(/^ERR_INVALID_IMPORT: line 15: /);
    expect((await run('list', '--db', db, '--json')).out).not.toContain('bad-2025');
  });

  it('writes a competition document instead, which replays without a database', async () => {
    const out = join(dir, 'club.json');
    const done = await run(
      'keizer',
      'import',
      join(dir, 'season.csv'),
      '--id',
      'club-2025',
      '--preset',
      'dsc',
      '-o',
      out,
      '--json',
    );
    expect(JSON.parse(done.out)).toMatchObject({ id: 'club-2025', participants: 5, rounds: 2, output: out });
    expect(JSON.parse(readFileSync(out, 'utf8')).competition).toMatchObject({
      format: 'keizer',
      preset: 'dsc',
    });
    expect((await run('replay', out)).out).toContain('Vries, Anna de');
  });

  it('an unknown preset or missing file are refused before anything happens', async () => {
    expect(
      (await run('keizer', 'import', join(dir, 'season.csv'), '--id', 'x', '--preset', 'nope', '--db', db))
        .code,
    ).toBe(3);
    expect((await run('keizer', 'import', join(dir, 'none.csv'), '--id', 'x', '--db', db)).code).toBe(5);
  });
});

describe('arbiter keizer views', () => {
  it('KZ-12 the evening: boards with places and values, from the database or a document', async () => {
    const table = await run('keizer', 'evening', 'demo-keizer', '--round', '9', '--db', db);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/^Round 9 — 2025-10-30 \(complete\)/);
    expect(table.out).toMatch(/Bram Jansen \(1, 50\)/);
    const json = JSON.parse((await run('keizer', 'evening', doc, '--round', '14', '--json')).out);
    expect(json.boards).toHaveLength(18);
    expect(json.boards[0].white).toMatchObject({ place: expect.any(Number), value: expect.any(String) });
    expect((await run('keizer', 'evening', 'demo-keizer', '--round', '99', '--db', db)).code).toBe(5);
  });

  it("a player's season; an unknown player exits 5; a competition of another format exits 3", async () => {
    const json = JSON.parse((await run('keizer', 'player', 'demo-keizer', 'k07', '--db', db, '--json')).out);
    expect(json).toMatchObject({ name: 'Gijs de Boer', signedOff: false });
    expect(json.rounds.some((r: { outcome: string }) => r.outcome === 'team-match')).toBe(true);
    expect((await run('keizer', 'player', 'demo-keizer', 'nobody', '--db', db)).code).toBe(5);
    expect((await run('keizer', 'player', 'demo-round-robin', 'p1', '--db', db)).code).toBe(3);
  });

  it('the crosstable, groups (KZ-15) and the travel report (KZ-16)', async () => {
    expect((await run('keizer', 'crosstable', 'demo-keizer', '--db', db)).out).toMatch(
      /#\s+Name\s+1\s+2\s+3/,
    );
    const groups = JSON.parse((await run('keizer', 'groups', 'demo-keizer', '--db', db, '--json')).out);
    expect(groups.moves.map((m: { reason: string }) => m.reason)).toContain('winner-up');
    const travel = await run('keizer', 'travel', 'demo-keizer', '--db', db);
    expect(travel.out).toMatch(/Frits Meijer\s+\d+\s+\d+\s+EUR \d+\.\d\d/);
  });

  it('KZ-14 KZ-3 prizes take the rapid competition beside the main one', async () => {
    const json = JSON.parse((await run('keizer', 'prizes', 'demo-keizer', '--db', db, '--json')).out);
    expect(json.final).toBe(false);
    expect(json.prizes.find((p: { code: string }) => p.code === 'rapid').winner).toEqual(expect.any(String));
    const alone = JSON.parse((await run('keizer', 'prizes', doc, '--json')).out);
    expect(alone.prizes.some((p: { code: string }) => p.code === 'rapid')).toBe(false);
  });

  it('KZ-6 proposes entry points for a late entrant and says how to set them', async () => {
    const entry = await run('keizer', 'entry', 'demo-keizer', 'k41', '--db', db);
    expect(entry.out).toMatch(/^Oscar Timmermans: [\d.]+ entry points, place \d+/);
    expect(entry.out).toContain(`arbiter command demo-keizer '{"type":"SetEntryPoints","participant":"k41"`);
  });
});

describe('arbiter keizer pair and arbiter command', () => {
  it('KZ-12 pairs the next evening and prints it; pairing it again after a result is refused (exit 4)', async () => {
    // The demo season has results of earlier evenings missing: refused with them listed, unless --force.
    const refused = await run('keizer', 'pair', 'demo-keizer', '--db', db);
    expect(refused.code).toBe(4);
    expect(refused.err).toMatch(/^ERR_RESULTS_MISSING: round 15 was not paired/);
    const paired = await run('keizer', 'pair', 'demo-keizer', '--force', '--db', db);
    expect(paired.code).toBe(0);
    expect(paired.out).toMatch(/^Round 15 \(paired\)/);
    const round = JSON.parse((await run('keizer', 'evening', 'demo-keizer', '--db', db, '--json')).out);
    const [board] = round.boards;
    const result = await run(
      'command',
      'demo-keizer',
      JSON.stringify({
        type: 'RecordResult',
        round: 15,
        white: board.white.id,
        black: board.black.id,
        result: '1-0',
      }),
      '--db',
      db,
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain(`"white":"${board.white.name}"`);
    const again = await run('keizer', 'pair', 'demo-keizer', '--round', '15', '--db', db);
    expect(again.code).toBe(4);
    expect(again.err).toMatch(/^ERR_RESULTS_EXIST/);
  });

  it('KZ-13 a no-show and the re-pairing of the evening (KZ-9) from the command line', async () => {
    const round = JSON.parse((await run('keizer', 'evening', 'demo-keizer', '--db', db, '--json')).out);
    const open = round.boards.find((b: { status: string }) => b.status === 'to-play');
    const noShow = await run(
      'command',
      'demo-keizer',
      JSON.stringify({ type: 'RecordNoShow', round: 15, participant: open.white.id }),
      '--db',
      db,
    );
    expect(noShow.code).toBe(0);
    const repaired = JSON.parse(
      (await run('keizer', 'pair', 'demo-keizer', '--repair', '--db', db, '--json')).out,
    );
    expect(repaired.round).toBe(15);
    const names = [
      ...repaired.boards.flatMap((b: { white: { id: string }; black: { id: string } }) => [
        b.white.id,
        b.black.id,
      ]),
      ...(repaired.bye ? [repaired.bye.id] : []),
      ...repaired.unpaired.map((u: { id: string }) => u.id),
    ];
    expect(names).toContain(open.black.id);
  });
});
