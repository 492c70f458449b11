/**
 * Lists that page (issue #29): the front page, a club's page and `GET /api/competitions` show a
 * page at a time in a stable order (creation, then id), with links to the neighbouring pages —
 * "Next page" / "Previous page" in the reader's language, a `Link` header in the API — and only
 * what the viewer may see; on SQLite and PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../store/postgres/index.js';
import type { Store } from '../../store/store.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { browser, createListed, testApp } from '../../test-support/server.js';

/** 45 competitions of one club, created a minute apart; every third one is not published. */
async function world(store?: Store) {
  const env = await testApp([], store ? { store } : {});
  const ids = await createListed(
    env.store,
    'list',
    45,
    (i) => `Competition ${i}`,
    (i) => i % 3 !== 2,
  );
  return { env, published: ids, close: async () => (store ? store.close() : env.close()) };
}

const idsOn = (html: string) => [...html.matchAll(/href="\/c\/(list-\d\d)"/g)].map((m) => m[1]);
const linkOf = (html: string, rel: 'next' | 'prev') =>
  new RegExp(`href="([^"]+)" rel="${rel}"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

function suite(open?: () => Promise<Store>) {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('the front page shows 20 published competitions at a time, in order, with links both ways', async () => {
    const { env, published, close: done } = await world(await open?.());
    close = done;
    const visitor = browser(env.app);
    const first = await visitor.page('/');
    expect(idsOn(first.html)).toEqual(published.slice(0, 20));
    expect(linkOf(first.html, 'prev')).toBeUndefined();
    expect(first.html).toContain('Next page');
    const second = await visitor.page(linkOf(first.html, 'next') as string);
    expect(idsOn(second.html)).toEqual(published.slice(20, 30));
    expect(linkOf(second.html, 'next')).toBeUndefined();
    const back = await visitor.page(linkOf(second.html, 'prev') as string);
    expect(idsOn(back.html)).toEqual(published.slice(0, 20));
    expect(linkOf(back.html, 'prev')).toBeUndefined();
    expect(linkOf(back.html, 'next')).toBe(linkOf(first.html, 'next'));
  });

  it('speaks German and Dutch; a cursor that names no competition gives an empty page', async () => {
    const { env, close: done } = await world(await open?.());
    close = done;
    const de = await env.app.request('/', { headers: { 'accept-language': 'de' } });
    expect(await de.text()).toContain('Nächste Seite');
    const nl = await env.app.request('/?after=list-00', { headers: { 'accept-language': 'nl' } });
    const text = await nl.text();
    expect(text).toContain('Volgende pagina');
    expect(text).toContain('Vorige pagina');
    const none = await env.app.request('/?after=no-such-competition');
    expect(idsOn(await none.text())).toEqual([]);
  });

  it('the API pages with limit and a Link header, through every competition exactly once', async () => {
    const { env, published, close: done } = await world(await open?.());
    close = done;
    const seen: string[] = [];
    let path: string | undefined = '/api/competitions?limit=7';
    let pages = 0;
    while (path) {
      const res = await env.app.request(path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: string }[];
      seen.push(...body.map((c) => c.id));
      path = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
      pages += 1;
    }
    expect(seen).toEqual(published);
    expect(pages).toBe(Math.ceil(published.length / 7));
    const last = await env.app.request(`/api/competitions?limit=7&before=${published.at(-1)}`);
    expect(((await last.json()) as { id: string }[]).map((c) => c.id)).toEqual(published.slice(-8, -1));
    expect(last.headers.get('link')).toContain('rel="prev"');
  });
}

describe('lists that page on SQLite', () => suite());

describePostgres('lists that page on PostgreSQL', () => {
  const schemas = temporarySchemas();
  suite(async () => openPostgresStore(await schemas.create()));
});
