/**
 * Downloads through the real server (issue 18): every CSV parses with csv-parse and round-trips,
 * shows the names the API's own views show, carries a header row and, with `?bom=1`, a byte-order
 * mark; the TRF passes the structural check, the tsh file reads back, the document is the one
 * `arbiter export` writes; HL-10: an alias's real name is in no public download; unpublished
 * competitions and the directors' downloads answer 404 to the public.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../app/imports/document.js';
import { parseTrf } from '../../core/trf.js';
import { demos as championshipDemos } from '../../formats/championship/demo.js';
import { parseTFile } from '../../formats/championship/index.js';
import { demos as leagueDemos } from '../../formats/handicap-league/demo.js';
import { demos as keizerDemos } from '../../formats/keizer/demo.js';
import { demos as pyramidDemos } from '../../formats/pyramid/demo.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { demos as tpDemos } from '../../formats/tp-tournament/demo.js';
import { browser, jsonOf, listen, remote, testApp } from '../../test-support/server.js';

const rr = roundRobinDemos()[0];
const SECRET = 'Geheimer Klarname';
const aliased = {
  ...rr,
  participants: rr.participants.map((p, i) => (i === 1 ? { ...p, name: SECRET, alias: 'Tokumei' } : p)),
};
const DEMOS = [
  aliased,
  keizerDemos()[0],
  pyramidDemos()[0],
  tpDemos()[0],
  championshipDemos()[0],
  leagueDemos()[0],
] as const;

const env = await testApp(DEMOS);
const server = await listen(env.app);
afterAll(async () => {
  await server.stop();
  await env.close();
});
const visitor = browser(remote(server.url));
const director = browser(remote(server.url));
await director.signIn('director@demo.arbiter', 'demo-director');

interface Listed {
  name: string;
  title: string;
  contentType: string;
  href: string;
}
const listOf = async (b: typeof visitor, id: string): Promise<Listed[]> =>
  jsonOf(b.get(`/api/competitions/${id}/downloads`));

const parseCsv = (text: string, bom = false): string[][] => parse(text, { bom, relax_column_count: false });

describe('downloads', () => {
  it.each(DEMOS.map((d) => [d.format, d.id] as const))(
    'every CSV of the %s demo round-trips through csv-parse, with a header row',
    async (_format, id) => {
      const list = await listOf(visitor, id);
      const csvs = list.filter((d) => d.name.endsWith('.csv'));
      expect(csvs.map((d) => d.name)).toContain('standings.csv');
      for (const d of csvs) {
        const res = await visitor.get(`/c/${id}/download/${d.name}`);
        expect(res.status, d.name).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${id}-${d.name}"`);
        const text = await res.text();
        const rows = parseCsv(text);
        expect(rows.length, d.name).toBeGreaterThan(1);
        expect(stringify(rows, { record_delimiter: 'windows' })).toBe(text);
        const bom = Buffer.from(await (await visitor.get(`/c/${id}/download/${d.name}?bom=1`)).arrayBuffer());
        expect([...bom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(parseCsv(bom.toString('utf8'), true)).toEqual(rows);
        // The API answers the same file.
        expect(await (await visitor.get(d.href)).text()).toBe(text);
      }
    },
  );

  it.each(DEMOS.map((d) => [d.format, d.id] as const))(
    'the %s standings CSV lists the names and places of the standings the API shows',
    async (_format, id) => {
      const api = await jsonOf(visitor.get(`/api/competitions/${id}/standings`));
      const rows = parseCsv(await (await visitor.get(`/c/${id}/download/standings.csv`)).text());
      expect(rows.slice(1).map((r) => [Number(r[0]), r[1]])).toEqual(
        api.rows.map((r: { place: number; name: string }) => [r.place, r.name]),
      );
      expect(rows[0]?.slice(2)).toEqual(api.columns.map((c: { label: string }) => c.label));
    },
  );

  it('the CSV for Excel follows the reader’s locale: semicolons and decimal commas in German (issue 25)', async () => {
    let decimals = 0;
    for (const { id } of DEMOS) {
      for (const d of (await listOf(visitor, id)).filter((x) => x.name.endsWith('.csv'))) {
        const path = `/c/${id}/download/${d.name}?lang=de`;
        const plain = parseCsv(await (await visitor.get(path)).text());
        decimals += plain.flat().filter((cell) => /^-?\d+\.\d+$/.test(cell)).length;
        const excel = Buffer.from(await (await visitor.get(`${path}&bom=1`)).arrayBuffer()).toString('utf8');
        expect(excel.startsWith('\ufeff')).toBe(true);
        expect(parse(excel, { bom: true, delimiter: ';' }), d.name).toEqual(
          plain.map((row) => row.map((cell) => cell.replace(/^(-?\d+)\.(\d+)$/, '$1,$2'))),
        );
      }
    }
    expect(decimals).toBeGreaterThan(0);
  });

  it('headings follow the reader’s language', async () => {
    const rows = parseCsv(await (await visitor.get(`/c/${rr.id}/download/results.csv?lang=de`)).text());
    expect(rows[0]).toEqual(['Runde', 'Brett', 'Spieler 1', 'Spieler 2', 'Ergebnis']);
  });

  it('the pages link their downloads, translated, and keep "as of"', async () => {
    const { html } = await visitor.page(`/c/${rr.id}?lang=nl`);
    expect(html).toContain(`href="/c/${rr.id}/download/standings.csv"`);
    expect(html).toContain(`href="/c/${rr.id}/download/standings.csv?bom=1"`);
    expect(html).toContain('Downloaden');
    const rounds = (await visitor.page(`/c/${rr.id}/rounds?asOf=2026-03-01T12%3A00%3A00Z`)).html;
    expect(rounds).toContain(`/c/${rr.id}/download/tournament.trf?asOf=2026-03-01T12%3A00%3A00Z`);
    const keizer = keizerDemos()[0].id;
    expect((await visitor.page(`/c/${keizer}/t/crosstable`)).html).toContain('/download/crosstable.csv');
    expect((await director.page(`/c/${pyramidDemos()[0].id}/t/export`)).html).toContain(
      '/download/rating.pgn',
    );
  });

  it.each([rr.id, keizerDemos()[0].id, pyramidDemos()[0].id])(
    'the TRF of %s passes the structural check',
    async (id) => {
      const res = await visitor.get(`/c/${id}/download/tournament.trf`);
      expect(res.status).toBe(200);
      const parsed = parseTrf(await res.text());
      expect(parsed.ok && parsed.value.players.length).toBeGreaterThan(1);
    },
  );

  it('a championship downloads as a tsh division that reads back', async () => {
    const id = championshipDemos()[0].id;
    const parsed = parseTFile(await (await visitor.get(`/c/${id}/download/division.t`)).text());
    expect(parsed.ok && parsed.value.players.length).toBeGreaterThan(1);
  });

  it('the competition document is what arbiter export writes, for directors only', async () => {
    const res = await director.get(`/c/${rr.id}/download/competition.json`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toBe(await env.competitions.exportDocument(rr.id));
    expect(parseDocument(text).ok).toBe(true);
    for (const name of ['competition.json'])
      expect((await visitor.get(`/c/${rr.id}/download/${name}`)).status).toBe(404);
    const pyramid = pyramidDemos()[0].id;
    for (const name of ['rating.csv', 'rating.pgn']) {
      expect((await visitor.get(`/c/${pyramid}/download/${name}`)).status).toBe(404);
      expect((await director.get(`/c/${pyramid}/download/${name}`)).status).toBe(200);
    }
    expect((await listOf(visitor, rr.id)).map((d) => d.name)).not.toContain('competition.json');
  });

  it('HL-10: an alias’s real name is in no public download, but in the director’s', async () => {
    for (const d of await listOf(visitor, rr.id)) {
      const text = await (await visitor.get(`/c/${rr.id}/download/${d.name}`)).text();
      expect(text, d.name).not.toContain(SECRET);
      expect(text, d.name).toContain('Tokumei');
    }
    const trf = await (await director.get(`/c/${rr.id}/download/tournament.trf`)).text();
    expect(trf).toContain(SECRET);
  });

  it('HL-10: no public download of any demo names a player behind an alias', async () => {
    const hidden = DEMOS.flatMap((d) =>
      d.participants.flatMap((p) => ('alias' in p && p.alias ? [p.name] : [])),
    );
    expect(hidden.length).toBeGreaterThan(1);
    for (const demo of DEMOS)
      for (const d of await listOf(visitor, demo.id)) {
        const text = await (await visitor.get(`/c/${demo.id}/download/${d.name}`)).text();
        expect(
          hidden.filter((name) => text.includes(name)),
          `${demo.id}/${d.name}`,
        ).toEqual([]);
      }
  });

  it('an unpublished competition, a bad moment and an unknown download are refused', async () => {
    const token = director.csrfOf(await (await director.get(`/c/${rr.id}/act`)).text());
    const body = new URLSearchParams({ published: 'false', _csrf: token });
    const unpublish = await director.get(`/c/${rr.id}/publish`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    });
    expect(unpublish.status).toBe(303);
    expect((await visitor.get(`/c/${rr.id}/download/standings.csv`)).status).toBe(404);
    expect((await visitor.get(`/api/competitions/${rr.id}/downloads`)).status).toBe(404);
    expect((await director.get(`/c/${rr.id}/download/standings.csv`)).status).toBe(200);
    expect((await director.get(`/c/${rr.id}/download/nothing.csv`)).status).toBe(404);
    const bad = await jsonOf(
      director.get(`/api/competitions/${rr.id}/downloads/standings.csv?asOf=yesterday`),
    );
    expect(bad.error.code).toBe('ERR_INVALID_MOMENT');
  });
});
