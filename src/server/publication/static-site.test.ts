/**
 * The static site of every demo competition (issue 18), crawled from its index as a visitor's
 * browser would follow it: every link and asset resolves inside the folder (relative links only),
 * every page exists in English, German and Dutch, and nothing private is on it — no alias's real
 * name (HL-10), no e-mail address, no unpublished competition. Publishing again rewrites only what
 * changed, and a competition withdrawn from publication leaves the site.
 */

import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix, relative } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../app/clock.js';
import { CompetitionService } from '../../app/competitions/competitions.js';
import { DEMO_ACCOUNTS, DEMO_CLUB, seedDemos } from '../../app/competitions/demo.js';
import { addDays, moment } from '../../core/moment.js';
import { roundRobinSchedule } from '../../core/round-robin.js';
import { LANGS } from '../../core/types.js';
import { DEMOS } from '../../formats/demos.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import type { Store } from '../../store/store.js';
import { TEST_PASSWORDS } from '../../test-support/server.js';
import { DOWNLOADS, downloadsFor } from '../downloads/catalog.js';
import { translator } from '../http/context.js';
import { MANIFEST, publishSite } from './publish.js';

const NOW = moment('2026-11-22T12:00:00+01:00');
const WITHDRAWN = 'demo-tantrix-scheduled';

async function filesUnder(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(root, path)));
    else out.push(relative(root, path).split('\\').join('/'));
  }
  return out;
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

const fromAttribute = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

let store: Store;
let dir: string;
const clock = fixedClock(NOW);

beforeAll(async () => {
  store = openSqliteStore(':memory:');
  await seedDemos(store, DEMOS(), NOW, TEST_PASSWORDS);
  await store.accounts.setPublished(WITHDRAWN, false, {
    at: NOW,
    actor: 'test',
    action: 'competition.unpublished',
    subject: WITHDRAWN,
  });
  dir = await mkdtemp(join(tmpdir(), 'arbiter-site-'));
  const first = await publishSite(store, clock, { club: DEMO_CLUB }, dir);
  if (!first.ok) throw new Error(first.error.message);
}, 300_000);

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the static site of the demo competitions', { timeout: 300_000 }, () => {
  it('resolves every link and asset inside the folder, relatively, from the index on', async () => {
    const seen = new Set<string>();
    const queue = ['index.html'];
    const broken: string[] = [];
    const absolute: string[] = [];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      if (!file.endsWith('.html')) continue;
      const html = await readFile(join(dir, file), 'utf8');
      for (const m of html.matchAll(/\b(?:href|src|action)="([^"]*)"/g)) {
        const link = fromAttribute(m[1] as string);
        if (/^[a-z]+:|^\/\//i.test(link) || link.startsWith('/')) {
          absolute.push(`${file}: ${link}`);
          continue;
        }
        const [path, fragment] = link.split('#') as [string, string | undefined];
        const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
        if (target.startsWith('..') || !(await exists(join(dir, target)))) {
          broken.push(`${file}: ${link}`);
          continue;
        }
        if (fragment && target.endsWith('.html')) {
          const page = await readFile(join(dir, target), 'utf8');
          if (!page.includes(`id="${fragment}"`)) broken.push(`${file}: ${link} (no #${fragment})`);
        }
        queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    expect(absolute).toEqual([]);
    expect(seen.has('assets/app.css')).toBe(true);
    // Every file of the site is reached from its index.
    const all = (await filesUnder(dir)).filter((f) => f !== MANIFEST);
    expect(all.filter((f) => !seen.has(f))).toEqual([]);
  });

  it('has every published demo in English, German and Dutch, and a club index in each', async () => {
    const published = DEMOS().filter((d) => d.id !== WITHDRAWN);
    expect(published.length).toBeGreaterThan(5);
    for (const lang of LANGS) {
      const index = await readFile(join(dir, DEMO_CLUB, lang, 'index.html'), 'utf8');
      expect(index).toContain(`<html lang="${lang}">`);
      for (const demo of published) {
        const html = await readFile(join(dir, DEMO_CLUB, lang, demo.id, 'index.html'), 'utf8');
        expect(html).toContain(`<html lang="${lang}">`);
        expect(index).toContain(`href="${demo.id}/index.html"`);
        for (const other of LANGS.filter((l) => l !== lang))
          expect(html).toContain(`href="../../${other}/${demo.id}/index.html"`);
        // The format's own tabs, rounds and history are there too.
        expect(await exists(join(dir, DEMO_CLUB, lang, demo.id, 'history.html'))).toBe(true);
      }
    }
  });

  it('has the public downloads and the calendar beside the pages, and no director’s file', async () => {
    const files = await filesUnder(dir);
    for (const demo of DEMOS().filter((d) => d.id !== WITHDRAWN))
      for (const lang of LANGS) {
        const here = `${DEMO_CLUB}/${lang}/${demo.id}/`;
        const page = await readFile(join(dir, here, 'index.html'), 'utf8');
        for (const name of ['standings.csv', 'standings.excel.csv', 'results.csv', 'calendar.ics']) {
          expect(files).toContain(here + name);
          if (name !== 'results.csv') expect(page).toContain(`href="${name}"`);
        }
        const format = (await store.events.listCompetitions()).find((r) => r.id === demo.id)?.format ?? '';
        const expected = downloadsFor(format, false).map((d) => d.name);
        for (const file of files.filter((f) => f.startsWith(here) && !f.endsWith('.html')))
          expect([...expected, 'calendar.ics']).toContain(posix.basename(file).replace('.excel.csv', '.csv'));
      }
    const directors = DOWNLOADS.filter((d) => d.directorOnly).map((d) => d.name);
    expect(directors).toContain('competition.json');
    expect(files.filter((f) => directors.includes(posix.basename(f)))).toEqual([]);
    // The Excel variant is the same table after a byte-order mark, in German with semicolons and
    // decimal commas (issue 25); a German page links German headings.
    const csv = join(dir, DEMO_CLUB, 'de', 'demo-round-robin', 'standings.csv');
    const excel = await readFile(join(dir, DEMO_CLUB, 'de', 'demo-round-robin', 'standings.excel.csv'));
    expect(excel.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parse(excel, { bom: true, delimiter: ';' })).toEqual(
      (parse(await readFile(csv)) as string[][]).map((row) =>
        row.map((cell) => cell.replace(/^(-?\d+)\.(\d+)$/, '$1,$2')),
      ),
    );
    const [de, en] = [translator('de')('col.place'), translator('en')('col.place')];
    expect(de).not.toBe(en);
    expect((await readFile(csv, 'utf8')).startsWith(`${de},`)).toBe(true);
    expect(files).toContain(`${DEMO_CLUB}/en/demo-keizer-rapid/crosstable.csv`);
    expect(files).toContain(`${DEMO_CLUB}/en/demo-round-robin/tournament.trf`);
  });

  it('shows no alias’s real name, no e-mail address, no unpublished competition, no form, in no file', async () => {
    const service = new CompetitionService(store.events, clock);
    const secrets: string[] = [];
    for (const demo of DEMOS()) {
      const loaded = await service.load(demo.id);
      for (const p of loaded?.head.state.roster.values() ?? []) if (p.alias) secrets.push(p.name);
    }
    expect(secrets).toContain('Hanna Weber');
    const withdrawn = DEMOS().find((d) => d.id === WITHDRAWN);
    const problems: string[] = [];
    // Pages and downloads alike: every file of the site.
    for (const file of (await filesUnder(dir)).filter((f) => f !== MANIFEST && !f.startsWith('assets/'))) {
      const html = await readFile(join(dir, file), 'utf8');
      for (const name of secrets) if (html.includes(name)) problems.push(`${file}: real name ${name}`);
      for (const a of Object.values(DEMO_ACCOUNTS))
        if (html.includes(a.name)) problems.push(`${file}: account ${a.name}`);
      const mail = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(html.replace(/<[^>]*>/g, ' '));
      if (mail) problems.push(`${file}: e-mail ${mail[0]}`);
      if (html.includes(WITHDRAWN) || (withdrawn && html.includes(withdrawn.name)))
        problems.push(`${file}: unpublished ${WITHDRAWN}`);
      if (/<form\b/.test(html)) problems.push(`${file}: a form`);
    }
    expect(problems).toEqual([]);
    expect(await exists(join(dir, DEMO_CLUB, 'en', WITHDRAWN, 'index.html'))).toBe(false);
  });

  it('refuses an unpublished or unknown competition named on its own', async () => {
    const refused = await publishSite(store, clock, { competitions: [WITHDRAWN] }, join(dir, 'x'));
    expect(refused.ok ? undefined : refused.error.code).toBe('ERR_NOT_PUBLISHED');
    const unknown = await publishSite(store, clock, { competitions: ['no-such'] }, join(dir, 'x'));
    expect(unknown.ok ? undefined : unknown.error.code).toBe('ERR_NO_SUCH_COMPETITION');
    const club = await publishSite(store, clock, { club: 'no-such-club' }, join(dir, 'x'));
    expect(club.ok ? undefined : club.error.code).toBe('ERR_NOT_FOUND');
  });
});

describe('publishing again', { timeout: 300_000 }, () => {
  it('rewrites only the files whose content changed, and removes a withdrawn competition', async () => {
    const site = join(dir, 'again');
    const selection = { competitions: ['demo-round-robin', 'demo-pyramid', 'demo-keizer-rapid'] };
    const first = await publishSite(store, clock, selection, site);
    expect(first.ok && first.value.written.length).toBeGreaterThan(0);
    const again = await publishSite(store, clock, selection, site);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.written).toEqual([]);
    expect(again.value.removed).toEqual([]);
    // Nothing changed since the last run: nothing is rendered at all.
    expect(again.value.rendered).toEqual([]);
    expect(again.value.pages).toEqual([]);
    const total = again.value.unchanged;

    // A result of round 6 in the round robin: its pages change, no other competition's.
    const service = new CompetitionService(store.events, clock);
    const pair = roundRobinSchedule(8, 1)[5]?.find((g) => g.black !== null);
    const done = await service.execute(
      'demo-round-robin',
      { type: 'RecordResult', round: 6, white: `p${pair?.white}`, black: `p${pair?.black}`, result: '1-0' },
      { actor: { kind: 'director', personId: 'test' } },
    );
    expect(done.ok).toBe(true);
    const changed = await publishSite(store, clock, selection, site);
    if (!changed.ok) throw new Error(changed.error.message);
    expect(changed.value.written.length).toBeGreaterThan(0);
    expect(changed.value.rendered).toEqual(['demo-round-robin']);
    const clubIndexes = LANGS.map((l) => `${DEMO_CLUB}/${l}/index.html`);
    expect(
      changed.value.written.filter((f) => !f.includes('/demo-round-robin/') && !clubIndexes.includes(f)),
    ).toEqual([]);
    expect(changed.value.written).toContain(`${DEMO_CLUB}/de/demo-round-robin/index.html`);
    expect(changed.value.unchanged + changed.value.written.length).toBe(total);

    // A day later every competition is rendered again (pages show today's moments differently).
    const tomorrow = await publishSite(store, fixedClock(addDays(NOW, 1)), selection, site);
    if (!tomorrow.ok) throw new Error(tomorrow.error.message);
    expect([...tomorrow.value.rendered].sort()).toEqual([...selection.competitions].sort());
    const back = await publishSite(store, clock, selection, site);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.rendered.length).toBe(selection.competitions.length);
    // Back to today, only what tomorrow's run changed is written again.
    expect(back.value.written.filter((f) => !tomorrow.value.written.includes(f))).toEqual([]);

    // Withdrawn from publication: its files go, the club's index changes, nothing else.
    await store.accounts.setPublished('demo-pyramid', false, {
      at: NOW,
      actor: 'test',
      action: 'competition.unpublished',
      subject: 'demo-pyramid',
    });
    const named = await publishSite(store, clock, selection, site);
    expect(named.ok ? undefined : named.error.code).toBe('ERR_NOT_PUBLISHED');
    const withdrawn = await publishSite(
      store,
      clock,
      { competitions: ['demo-round-robin', 'demo-keizer-rapid'] },
      site,
    );
    if (!withdrawn.ok) throw new Error(withdrawn.error.message);
    expect(withdrawn.value.removed.length).toBeGreaterThan(0);
    expect(withdrawn.value.removed.every((f) => f.includes('/demo-pyramid/'))).toBe(true);
    expect(await exists(join(site, DEMO_CLUB, 'nl', 'demo-pyramid', 'index.html'))).toBe(false);
    expect([...withdrawn.value.written].sort()).toEqual(clubIndexes.sort());
  });
});
