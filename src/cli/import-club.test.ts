/**
 * `arbiter import --club` (issue 15): an imported competition goes to a club whose directors —
 * its admins — see it in the web app, and the output says which; an unknown club is "not found"
 * (exit 5) naming the clubs there are. In-process against a real SQLite file the web app uses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../app/competitions/demo.js';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { runCli } from '../test-support/cli.js';
import { documentOfDemo } from '../test-support/documents.js';
import { browser, testApp } from '../test-support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-import-club-'));
const doc = join(dir, 'season.json');
let text = '';

beforeAll(async () => {
  text = await documentOfDemo(roundRobinDemos()[0]);
  writeFileSync(doc, text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = runCli;

const clubsOf = async (db: string) => {
  const store = openSqliteStore(db);
  try {
    const clubs = await store.accounts.listClubs();
    const competitions = await store.events.listCompetitions();
    return { clubs: clubs.map((c) => c.name), owners: competitions.map((c) => `${c.id}@${c.clubId}`) };
  } finally {
    await store.close();
  }
};

describe('arbiter import: the club (issue 15)', () => {
  it("without --club the database's only club gets it, its director sees it, and the output says so", async () => {
    const db = join(dir, 'web.db');
    const web = await testApp([], { file: db });
    try {
      const r = await run('import', doc, '--db', db);
      expect(r).toMatchObject({ code: 0, err: '' });
      expect(r.out).toMatch(
        /^Imported demo-round-robin \(\d+ events\) into the club "Demo club" \(demo-club\)\.$/,
      );
      const director = browser(web.app);
      await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
      const page = await director.page('/c/demo-round-robin');
      expect(page.res.status).toBe(200);
      expect(page.html).toContain('Anna de Vries');
      // Unpublished: the public does not see it.
      expect((await browser(web.app).page('/c/demo-round-robin')).res.status).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('--club by id or name; an unknown club exits 5 naming the clubs, and nothing is stored', async () => {
    const db = join(dir, 'clubs.db');
    const store = openSqliteStore(db);
    const at = '2026-01-01T12:00:00+01:00' as never;
    for (const [id, name] of [
      ['schaak', 'Schaakclub Zuid'],
      ['desc', 'DESC'],
    ] as const)
      await store.accounts.createClub(
        { id, name, createdAt: at },
        { at, actor: 'test', action: 'x', subject: id },
      );
    await store.close();
    const unknown = await run('import', doc, '--db', db, '--club', 'No such club');
    expect(unknown.code).toBe(5);
    expect(unknown.err).toBe(
      'ERR_NO_SUCH_CLUB: --club: there is no club "No such club"; the clubs are "DESC" (desc), "Schaakclub Zuid" (schaak)',
    );
    // Two clubs and no --club: which one is for the director to say.
    const which = await run('import', doc, '--db', db);
    expect(which.code).toBe(2);
    expect(which.err).toMatch(
      /^name the club with --club: the clubs are "DESC" \(desc\), "Schaakclub Zuid" \(schaak\)$/,
    );
    expect((await clubsOf(db)).owners).toEqual([]);
    const byName = await run('import', doc, '--db', db, '--club', 'schaakclub zuid', '--json');
    expect(JSON.parse(byName.out)).toMatchObject({
      id: 'demo-round-robin',
      club: { id: 'schaak', name: 'Schaakclub Zuid' },
    });
    expect((await run('import', doc, '--db', db, '--club', 'desc', '--id', 'other')).out).toMatch(
      /into the club "DESC" \(desc\)/,
    );
    expect((await clubsOf(db)).owners.sort()).toEqual(['demo-round-robin@schaak', 'other@desc']);
  });

  it('a database without clubs gets one for its imports; a refused import creates none', async () => {
    const db = join(dir, 'empty.db');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, text.replace('"kind"', '"kind":'));
    expect((await run('import', bad, '--db', db)).code).toBe(3);
    expect((await clubsOf(db)).clubs).toEqual([]);
    const r = await run('import', doc, '--db', db);
    expect(r.out).toMatch(/into the new club "Imported competitions" \(imported\)\.$/);
    expect(await clubsOf(db)).toEqual({
      clubs: ['Imported competitions'],
      owners: ['demo-round-robin@imported'],
    });
  });
});
