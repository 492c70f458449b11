/**
 * `arbiter tp-tournament …` end to end: the built binary on a competition document and on a
 * real SQLite file, human tables and JSON, and the documented exit codes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuilt } from '../../../test-support/cli.js';
import { documentOfDemo } from '../../../test-support/documents.js';
import { demos as roundRobinDemos } from '../../round-robin/demo.js';
import { demos as tpDemos } from '../demo.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-tp-cli-'));
const db = join(dir, 'tp.db');
const weekend = join(dir, 'weekend.json');
const scheduled = join(dir, 'scheduled.json');
const roundRobin = join(dir, 'rr.json');

const run = (...args: string[]) => runBuilt(args);
const json = (...args: string[]) => JSON.parse(run(...args, '--json').out);

beforeAll(async () => {
  const [weekendDemo, scheduledDemo] = tpDemos();
  writeFileSync(weekend, await documentOfDemo(weekendDemo));
  writeFileSync(scheduled, await documentOfDemo(scheduledDemo));
  writeFileSync(roundRobin, await documentOfDemo(roundRobinDemos()[0]));
  expect(run('import', weekend, '--db', db).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter tp-tournament', () => {
  it('TX-7 tables: TP, wins and the play-off, from the database and from a document alike', () => {
    const human = run('tp-tournament', 'tables', 'demo-tantrix-weekend', '--db', db);
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/Group A \(decided\)/);
    expect(human.out).toMatch(/Mira Okafor\s+50\.7\s+3\s+3\s+42/);
    expect(human.out).toContain('Kwame Mensah won the play-off for place 2 (TX-7)');
    const fromDb = json('tp-tournament', 'tables', 'demo-tantrix-weekend', '--db', db);
    expect(json('tp-tournament', 'tables', weekend)).toEqual(fromDb);
    expect(fromDb[0].rows[1]).toMatchObject({
      name: 'Kwame Mensah',
      tp: '30.0',
      wins: 1.5,
      decidedBy: 'playoff',
    });
  });

  it('TX-8 bracket: a tie-break game, the champion', () => {
    const data = json('tp-tournament', 'bracket', weekend);
    expect(data.champion).toBe('Mira Okafor');
    expect(data.rounds.map((r: { name: string }) => r.name)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(data.rounds[0].matches[1]).toMatchObject({
      tp: ['30.0', '30.0'],
      won: [1, 1],
      decidedBy: 'tie-break',
    });
    expect(run('tp-tournament', 'bracket', weekend, '--as-of', '2026-06-13T12:00:00Z').code).toBe(5);
  });

  it('TX-3 games: the TP breakdown of one game', () => {
    const [game] = json('tp-tournament', 'games', weekend, '--game', 'cup:r3:m1:g2');
    expect(game.breakdown).toMatchObject({ margin: 5, table: ['5.0', '15.0'], penaltyMinutes: [2, 0] });
    expect(game.tp).toEqual(['3.0', '17.0']);
    expect(run('tp-tournament', 'games', weekend, '--game', 'cup:r9:m1:g1').code).toBe(5);
    expect(run('tp-tournament', 'games', weekend, '--player', 'mira').out).toContain('penalty 2/0 min');
  });

  it('TX-11 schedule as of a moment; TX-12/TX-13 ratings', () => {
    const data = json('tp-tournament', 'schedule', scheduled, '--as-of', '2026-11-22T12:00:00Z');
    expect(data.open.map((g: { game: string }) => g.game)).toEqual(['A:r5:b1', 'A:r5:b2']);
    expect(data.open[0].messages[0]).toMatchObject({ from: 'Emil Sørensen', status: 'waiting' });
    const ratings = json('tp-tournament', 'ratings', weekend);
    expect(ratings.seeding.find((e: { name: string }) => e.name === 'Sofia Marin')).toMatchObject({
      source: 'lobby',
      rating: 1750,
    });
    expect(ratings.elo).toHaveLength(12);
  });

  it('TX-2/TX-3/TX-10 points: one game worked out', () => {
    expect(run('tp-tournament', 'points', '30', '20', '--minutes', '16,12').out).toContain('TP 14.2 : 5.8');
    const late = json('tp-tournament', 'points', '30', '20', '--minutes', '12,12', '--late', '8,0');
    expect(late).toMatchObject({ addedMinutes: [3, 0], penaltyMinutes: [1, 0], tp: ['15.2', '4.8'] });
    const scheduledLate = ['--late', '8,0', '--preset', 'tantrix-scheduled'];
    expect(run('tp-tournament', 'points', '30', '20', '--minutes', '12,12', ...scheduledLate).code).toBe(2);
  });

  it('exit codes: 2 usage, 3 invalid document or another format, 5 not found', () => {
    expect(run('tp-tournament', 'points', '30', 'many').code).toBe(2);
    expect(run('tp-tournament', 'points', '30', '20', '--minutes', '16').code).toBe(2);
    expect(run('tp-tournament', 'tables', weekend, '--as-of', 'yesterday').code).toBe(2);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"kind":');
    expect(run('tp-tournament', 'tables', bad).code).toBe(3);
    const other = run('tp-tournament', 'tables', roundRobin);
    expect(other.code).toBe(3);
    expect(other.err).toMatch(/^ERR_INVALID_FORMAT: .* is a round-robin competition, not a tp-tournament/);
    expect(run('tp-tournament', 'tables', 'nope', '--db', db).code).toBe(5);
  });
});
