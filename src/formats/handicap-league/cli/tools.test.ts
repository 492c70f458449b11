/**
 * `arbiter handicap-league …` in-process against a real SQLite file with the demo league, and
 * against its competition document: the board (HL-8), handicaps (HL-9), a player, the table, and
 * the documented exit codes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../app/competitions/demo.js';
import { openSqliteStore } from '../../../store/sqlite/index.js';
import { runCli } from '../../../test-support/cli.js';
import { documentOfDemo } from '../../../test-support/documents.js';
import { demos as leagueDemos } from '../demo.js';
import { HANDICAPS } from '../index.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-hl-'));
const db = join(dir, 'league.db');
const doc = join(dir, 'league.json');
const ID = leagueDemos()[0].id;
const TONIGHT = '2026-02-19T20:30:00+01:00';

beforeAll(async () => {
  const store = openSqliteStore(db);
  await seedDemo(store.events, leagueDemos()[0], 'club');
  await store.close();
  writeFileSync(doc, await documentOfDemo(leagueDemos()[0]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => runCli('handicap-league', ...args);

describe('arbiter handicap-league', () => {
  it('HL-8 board: the running evening with games, free players and proposals', async () => {
    const json = await run('board', ID, '--db', db, '--as-of', TONIGHT, '--json');
    expect(json.code).toBe(0);
    const board = JSON.parse(json.out);
    expect(board).toMatchObject({ evening: '2026-02-19', present: 9 });
    expect(board.playing[0]).toMatchObject({
      board: 5,
      uwate: { id: 'p11', name: 'Kenji Mori', rank: '3 Dan+VI' },
      shitate: { id: 'p1', name: 'Hanna Weber', rank: '1 Dan-I' },
      handicap: 'six-pieces',
      japanese: '六枚落ち',
    });
    expect(board.proposals[0]).toMatchObject({
      uwate: { id: 'p4' },
      shitate: { id: 'p7' },
      handicap: 'lance',
    });
    const text = await run('board', ID, '--db', db, '--as-of', TONIGHT);
    expect(text.out).toMatch(/5 +Kenji Mori \(3 Dan\+VI\) +Hanna Weber \(1 Dan-I\) +Six pieces/);
  });

  it('board between evenings says so and succeeds', async () => {
    const r = await run('board', ID, '--db', db, '--as-of', '2026-02-13T12:00:00+01:00');
    expect(r).toMatchObject({ code: 0, out: 'No evening is open.' });
    expect(
      JSON.parse((await run('board', ID, '--db', db, '--as-of', '2026-02-13T12:00:00+01:00', '--json')).out),
    ).toEqual({ evening: null });
  });

  it('HL-9 handicap: uwate, difference, the handicap and its SFEN — also from a document file', async () => {
    const r = await run('handicap', ID, 'p1', 'p11', '--db', db, '--as-of', TONIGHT, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      uwate: { id: 'p11', name: 'Kenji Mori' },
      shitate: { id: 'p1' },
      difference: 9,
      handicap: 'six-pieces',
      romaji: 'roku-mai ochi',
      sfen: HANDICAPS['six-pieces'].sfen,
    });
    const fromFile = await run('handicap', doc, 'p1', 'p11', '--as-of', TONIGHT);
    expect(fromFile.out).toContain('Handicap: Six pieces (六枚落ち roku-mai ochi)');
  });

  it('player: the standing in the notation and the history', async () => {
    const r = JSON.parse((await run('player', ID, 'p1', '--db', db, '--as-of', TONIGHT, '--json')).out);
    expect(r).toMatchObject({ name: 'Hanna Weber', notation: '1 Dan-I', points: 3, place: 4 });
    expect(r.entries.length).toBeGreaterThan(19);
  });

  it('HL-9 table: every difference with its handicap and starting position', async () => {
    const rows = JSON.parse((await run('table', '--json')).out);
    expect(rows).toHaveLength(16);
    expect(rows[14]).toMatchObject({ difference: 14, handicap: 'three-pawns', pawnsInHand: 3 });
    expect((await run('table')).out).toMatch(/15 +Naked king +裸玉 hadaka gyoku/);
  });

  it('exit codes: 5 no such competition or player, 3 the same player twice, 2 a bad moment', async () => {
    expect((await run('board', 'nope', '--db', db)).code).toBe(5);
    expect((await run('handicap', ID, 'p1', 'nobody', '--db', db)).code).toBe(5);
    expect((await run('player', ID, 'nobody', '--db', db)).code).toBe(5);
    const same = await run('handicap', ID, 'p1', 'p1', '--db', db);
    expect(same.code).toBe(3);
    expect(same.err).toContain('ERR_INVALID_PLAYERS');
    expect((await run('board', ID, '--db', db, '--as-of', 'yesterday')).code).toBe(2);
  });
});
