/**
 * The first start with demos (`arbiter serve` without `--no-demo`): the demos are placed by the
 * start's anchor, stored as the demo club's creation; a second start on the same database keeps
 * them as they are.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { moment } from '../../core/moment.js';
import { DEMOS } from '../../formats/demos.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { startServer } from '../main.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-demo-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
process.env.LOG_LEVEL = 'silent';

it('the first start seeds the demos at its anchor; a restart does not move them', async () => {
  const db = join(dir, 'arbiter.db');
  const anchor = moment('2027-02-04T19:30:00+01:00');
  const first = await startServer({ db, port: 0, host: '127.0.0.1', demo: true, demoAnchor: anchor });
  const page = await (await fetch(`${first.url}c/demo-keizer`)).text();
  await first.close();
  const expected = DEMOS(anchor);
  expect(page).toContain(expected.find((d) => d.id === 'demo-keizer')?.name);

  const second = await startServer({
    db,
    port: 0,
    host: '127.0.0.1',
    demo: true,
    demoAnchor: moment('2027-06-10T12:00:00+02:00'),
  });
  await second.close();
  const store = openSqliteStore(db);
  try {
    expect((await store.accounts.getClub(DEMO_CLUB))?.createdAt).toBe(anchor);
    const stored = await store.events.listCompetitions();
    expect(stored.map((c) => [c.id, c.createdAt]).sort()).toEqual(
      expected.map((d) => [d.id, d.createdAt]).sort(),
    );
  } finally {
    await store.close();
  }
}, 240_000);
