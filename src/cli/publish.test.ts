/**
 * `arbiter publish` on a database file: the site of a club's published competitions, a report of
 * what was written (JSON or lines), nothing written the second time, and clear refusals.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB, seedDemos } from '../app/competitions/demo.js';
import { moment } from '../core/moment.js';
import { demos as leagueDemos } from '../formats/handicap-league/demo.js';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { runCli } from '../test-support/cli.js';
import { TEST_PASSWORDS } from '../test-support/server.js';

let dir: string;
let db: string;
const league = leagueDemos()[0];
const roundRobin = roundRobinDemos()[0];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arbiter-publish-'));
  db = join(dir, 'club.db');
  const store = openSqliteStore(db);
  if (!league || !roundRobin) throw new Error('no demos');
  await seedDemos(store, [roundRobin, league], moment('2026-11-01T12:00:00+01:00'), TEST_PASSWORDS);
  await store.accounts.setPublished(league.id, false, {
    at: moment('2026-11-01T12:00:00+01:00'),
    actor: 'test',
    action: 'competition.unpublished',
    subject: league.id,
  });
  await store.close();
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('arbiter publish', { timeout: 120_000 }, () => {
  it('writes the club’s published competitions, then nothing when nothing changed', async () => {
    const out = join(dir, 'site');
    const first = await runCli('publish', '--club', DEMO_CLUB, '--out', out, '--db', db, '--json');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.out);
    expect(report.competitions).toEqual([roundRobin?.id]);
    expect(report.written).toContain(`${DEMO_CLUB}/nl/${roundRobin?.id}/rounds.html`);
    expect(report.written).not.toContain(`${DEMO_CLUB}/en/${league?.id}/index.html`);
    const index = await readFile(join(out, DEMO_CLUB, 'de', 'index.html'), 'utf8');
    expect(index).toContain(`href="${roundRobin?.id}/index.html"`);

    const second = await runCli('publish', roundRobin?.id ?? '', '--out', out, '--db', db);
    expect(second.code).toBe(0);
    expect(second.out).toBe(
      `Published 1 competitions to ${out}: 0 rendered, 0 files written, ${report.written.length} unchanged, 0 removed.`,
    );
  });

  it('refuses an unpublished competition, an unknown one, and a call without either', async () => {
    const out = join(dir, 'other');
    const unpublished = await runCli('publish', league?.id ?? '', '--out', out, '--db', db);
    expect(unpublished.code).toBe(4);
    expect(unpublished.err).toContain(`ERR_NOT_PUBLISHED: competition "${league?.id}" is not published`);
    const unknown = await runCli('publish', 'no-such', '--out', out, '--db', db);
    expect(unknown.code).toBe(5);
    expect(unknown.err).toContain('no competition "no-such"');
    const nothing = await runCli('publish', '--out', out, '--db', db);
    expect(nothing.code).toBe(2);
    expect(nothing.err).toContain('--club');
  });
});
