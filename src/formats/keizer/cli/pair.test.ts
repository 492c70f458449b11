/**
 * `arbiter keizer pair` while results of earlier evenings are missing (issue 15, item 8; KZ-12):
 * refused with the list of the missing games by name (exit 4) unless `--force`, in-process
 * against a real SQLite file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test-support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-keizer-pair-'));
const db = join(dir, 'keizer.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CSV = `[players]
id,name,rating
anna,Anna de Vries,1850
bram,Bram Jansen,1800
carla,Carla Bakker,1750
dirk,Dirk Kuipers,1700
[round 1 2025-09-04]
game,bram,anna,0-1
game,dirk,carla,1/2-1/2
`;

const command = (json: object, at = '2025-09-04T12:00:00+02:00') =>
  runCli('command', 'club', JSON.stringify(json), '--at', at, '--db', db);

/** `arbiter keizer pair club` for the evening at `at`. */
const pair = (at: string, ...more: string[]) =>
  runCli('keizer', 'pair', 'club', '--at', at, ...more, '--db', db);

describe('arbiter keizer pair with results missing (KZ-12)', () => {
  it('refuses with the missing games by name (exit 4), and pairs with --force', async () => {
    writeFileSync(join(dir, 'season.csv'), CSV);
    expect((await runCli('keizer', 'import', join(dir, 'season.csv'), '--id', 'club', '--db', db)).code).toBe(
      0,
    );
    const planned = await command({
      type: 'PlanEvenings',
      evenings: [
        { round: 2, date: '2025-09-11' },
        { round: 3, date: '2025-09-18' },
      ],
    });
    expect(planned.code).toBe(0);
    const second = await pair('2025-09-11T19:00:00+02:00', '--json');
    expect(second.code).toBe(0);
    const games = JSON.parse(second.out).boards as { white: { id: string }; black: { id: string } }[];
    expect(games).toHaveLength(2);
    const [played, open] = games;
    if (!played || !open) throw new Error('two games expected');
    const result = await command(
      {
        type: 'RecordResult',
        round: 2,
        white: played.white.id,
        black: played.black.id,
        result: '1-0',
      },
      '2025-09-11T22:00:00+02:00',
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(0);

    const refused = await pair('2025-09-18T19:00:00+02:00');
    expect(refused.code).toBe(4);
    expect(refused.err).toMatch(/^ERR_RESULTS_MISSING/);
    expect(refused.err).toContain('1 result(s) of earlier evenings are missing');
    const names = new Map([
      ['anna', 'Anna de Vries'],
      ['bram', 'Bram Jansen'],
      ['carla', 'Carla Bakker'],
      ['dirk', 'Dirk Kuipers'],
    ]);
    expect(refused.err).toContain(`round 2: ${names.get(open.white.id)} – ${names.get(open.black.id)}`);
    expect(refused.err).not.toContain(names.get(played.white.id));
    // Nothing was written: round 3 is still to be paired.
    const evening = JSON.parse((await runCli('keizer', 'evening', 'club', '--db', db, '--json')).out);
    expect(evening.round).toBe(2);

    const forced = await pair('2025-09-18T19:00:00+02:00', '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/^Round 3 — 2025-09-18 \(paired\)/);
  });
});
