/**
 * `arbiter keizer import` of the files clubs really have (issue 16): any encoding a spreadsheet
 * saves (Windows-1252, UTF-16 with or without a byte-order mark, UTF-8 with one), or a refusal
 * naming the encoding; errors by line in file order, one error for an unknown section, rounds out
 * of date order named; warnings, not errors, for a game without result and a rematch inside the
 * cycle. In-process against real SQLite files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test-support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-keizer-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SEASON = `[players]
id,name,rating
fred,Frédérique Müller,1850
bram,Bram Jansen,1800
carla,Carla Bakker,1750
[round 1 2025-09-04]
game,bram,fred,½-½
bye,carla
`;

let files = 0;
/** Writes the bytes to a new file and imports it into a new database. */
async function imports(bytes: Uint8Array, ...args: string[]) {
  files += 1;
  const file = join(dir, `season-${files}.csv`);
  writeFileSync(file, bytes);
  const db = join(dir, `season-${files}.db`);
  const r = await runCli('keizer', 'import', file, '--id', 'season', '--db', db, ...args);
  return { ...r, file, db };
}

const standings = async (db: string) =>
  JSON.parse((await runCli('standings', 'season', '--db', db, '--json')).out) as {
    rows: { name: string; participantId: string }[];
  };

const utf16le = (text: string) => iconv.encode(text, 'utf-16le');

describe('arbiter keizer import: encodings', () => {
  it('a Windows-1252 file is read as such with a warning: names and "½-½" come through', async () => {
    const r = await imports(iconv.encode(SEASON, 'windows-1252'));
    expect(r.code).toBe(0);
    expect(r.err).toBe(`warning: ${r.file} is not UTF-8: read as windows-1252 (a guess); check the names`);
    expect((await standings(r.db)).rows.map((row) => row.name)).toContain('Frédérique Müller');
    const rounds = JSON.parse((await runCli('pairings', 'season', '--db', r.db, '--json')).out);
    expect(rounds[0].pairings[0]).toMatchObject({ result: '½–½' });
  });

  it.each([
    ['UTF-16LE with a byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(SEASON)])],
    [
      'UTF-16BE with a byte-order mark',
      Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(SEASON, 'utf-16be')]),
    ],
    ['UTF-16LE without one', utf16le(SEASON)],
    ['UTF-8 with a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SEASON)])],
  ])('%s imports without a word', async (_, bytes) => {
    const r = await imports(bytes);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect((await standings(r.db)).rows.map((row) => row.name)).toContain('Frédérique Müller');
  });

  it('a file in a multi-byte encoding other than UTF is refused naming the encoding (3); nothing is stored', async () => {
    const names = ['山田 太郎', '佐藤 花子', '鈴木 次郎', '高橋 三郎', '田中 美咲', '伊藤 健太', '渡辺 直美'];
    const text = `# 将棋クラブの記録です。これは長いコメントです。\n[players]\nid,name,rating\n${names
      .map((n, i) => `p${i},${n},${2000 - 10 * i}`)
      .join('\n')}\n`;
    const r = await imports(iconv.encode(text, 'shift_jis'));
    expect(r.code).toBe(3);
    expect(r.err).toBe(`ERR_ENCODING: ${r.file}: the file looks like Shift_JIS, not UTF-8; save it as UTF-8`);
    expect((await runCli('list', '--db', r.db)).code).toBe(5);
  });
});

describe('arbiter keizer import: errors and warnings by line', () => {
  it('errors come in file order, each naming its line', async () => {
    const text = `[players]
id,name,rating
anna,Anna,1800
bram,Bram,1700
anna,Anna again,1600
[round 1 2025-09-04]
game,anna,zed,1-0
absent,bram,holiday
`;
    const r = await imports(Buffer.from(text));
    expect(r.code).toBe(3);
    expect(r.err.split('\n')).toEqual([
      'ERR_INVALID_IMPORT: line 5: player "anna" is listed twice',
      'ERR_INVALID_IMPORT: line 7: "zed" is not in the player list',
      'ERR_INVALID_IMPORT: line 8: "holiday" is not an absence kind (notice, team-match, late, none)',
    ]);
  });

  it('an unknown section is one error; its rows are not read', async () => {
    const text = `${SEASON}[results]\ngame,a,b,1-0\ngame,c,d,0-1\nwhatever\n`;
    const r = await imports(Buffer.from(text));
    expect(r.code).toBe(3);
    expect(r.err).toBe(
      'ERR_INVALID_IMPORT: line 9: unknown section "[results]" (use [players] or [round N YYYY-MM-DD])',
    );
  });

  it('rounds out of date order are invalid input (3) naming the line', async () => {
    const text = `${SEASON}[round 2 2025-08-28]\ngame,fred,carla,1-0\nbye,bram\n`;
    const r = await imports(Buffer.from(text));
    expect(r.code).toBe(3);
    expect(r.err).toBe(
      'ERR_INVALID_IMPORT: line 9: round 2 is dated 2025-08-28, before round 1 (2025-09-04)',
    );
  });

  it('a game without result and a rematch inside the cycle are warnings naming their lines', async () => {
    const text = `${SEASON}[round 2 2025-09-11]\ngame,fred,bram,1-0\nbye,carla\n[round 3 2025-09-18]\ngame,carla,fred\nbye,bram\n`;
    const r = await imports(Buffer.from(text), '--json');
    expect(r.code).toBe(0);
    const warnings = [
      'line 10: fred and bram meet again within the rematch window (KZ-12)',
      'line 13: the game carla – fred of round 3 has no result',
    ];
    expect(r.err.split('\n')).toEqual(warnings.map((w) => `warning: ${w}`));
    expect(JSON.parse(r.out)).toMatchObject({ id: 'season', rounds: 3, warnings });
  });
});
