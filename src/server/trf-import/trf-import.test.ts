/**
 * A club's TRF upload over HTTP on real SQLite and PostgreSQL (issue #28): a file written by
 * `arbiter swiss generate` uploaded as a Swiss becomes a competition whose `tournament.trf`
 * download is the file again (ranks filled in), and whose download uploaded again downloads byte
 * for byte the same; a broken file is refused naming its line and column, in the reader's
 * language, and nothing is created; only the club's admins may upload.
 */
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import type { Store } from '../../store/store.js';
import { textOf } from '../../test-support/page-text.js';
import { describeStores } from '../../test-support/postgres.js';
import { browser, testApp } from '../../test-support/server.js';
import { generatedSwiss } from '../../test-support/swiss.js';

const FORM = `/clubs/${DEMO_CLUB}/import-trf`;

/** The rank (columns 86–89) of every player line blanked: `generate` leaves it 0. */
const withoutRanks = (text: string): string =>
  text.replace(/^(001 .{81}).{4}/gm, (_, head: string) => `${head}   0`);

const generated = () => generatedSwiss('upload', 6);

/** The demo app on `store` (closed by `describeStores`), its director signed in. */
async function world(store: Store) {
  const env = await testApp([], { store });
  const director = browser(env.app);
  await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
  /** Posts the upload form as a browser does (multipart), with the form page's CSRF token. */
  const upload = async (b: typeof director, fields: Record<string, string>, file: string, lang = 'en') => {
    const form = await b.page(`${FORM}?lang=${lang}`);
    const body = new FormData();
    body.set('_csrf', b.csrfOf(form.html) || b.csrfOf((await b.page('/login')).html));
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    body.set('file', new File([file], 'club-open.trf', { type: 'text/plain' }));
    const res = await b.get(`${FORM}?lang=${lang}`, {
      method: 'POST',
      body,
      headers: { referer: `http://localhost${FORM}` },
    });
    return { res, html: await res.text() };
  };
  const download = async (id: string) => {
    const res = await director.get(`/c/${id}/download/tournament.trf`);
    expect(res.status).toBe(200);
    return res.text();
  };
  return { env, director, upload, download, close: () => env.close() };
}

function suite(open: () => Promise<Store>) {
  it('C.04 Annex 2: a generated Swiss uploaded downloads as the same file, and its download uploads to itself', async () => {
    const w = await world(await open());
    try {
      const text = generated();
      const up = await w.upload(w.director, { format: 'swiss', id: 'club-open', name: '' }, text);
      expect(up.res.status).toBe(303);
      expect(up.res.headers.get('location')).toBe('/c/club-open/act');
      const record = (await w.env.competitions.load('club-open'))?.record;
      expect(record).toMatchObject({ format: 'swiss', name: 'Generated Swiss upload', clubId: DEMO_CLUB });
      const first = await w.download('club-open');
      expect(withoutRanks(first)).toBe(text);
      const again = await w.upload(w.director, { format: 'swiss', id: 'club-open-2', name: 'Again' }, first);
      expect(again.res.status).toBe(303);
      expect((await w.download('club-open-2')).replace('012 Again', '012 Generated Swiss upload')).toBe(
        first,
      );
      // The act page shows what was imported.
      const act = await w.director.page('/c/club-open/act?lang=en');
      expect(textOf(act.html)).toContain('Imported: 15 players, 6 rounds');
      // A short name already taken is a conflict: 409, as `arbiter import-trf` exits 6.
      const taken = await w.upload(w.director, { format: 'swiss', id: 'club-open', name: 'Again' }, first);
      expect(taken.res.status).toBe(409);
      expect(textOf(taken.html)).toContain('That short name is taken; choose another.');
    } finally {
      await w.close();
    }
  });

  it('a broken file is refused with its line and column, in German, and nothing is created', async () => {
    const w = await world(await open());
    try {
      const text = generated().replace(/^(001 {4}3.{45}).{3}/m, '$1X1 ');
      const up = await w.upload(w.director, { format: 'swiss', id: 'broken', name: '' }, text, 'de');
      // ERR_INVALID_TRF is invalid input: 400 (app/errors.ts httpStatusOf), as `arbiter import-trf` exits 3.
      expect(up.res.status).toBe(400);
      expect(textOf(up.html)).toContain('Die Datei kann nicht importiert werden: Zeile 6, Spalte 54.');
      expect(await w.env.competitions.load('broken')).toBeUndefined();
      const anonymous = await w.upload(
        browser(w.env.app),
        { format: 'swiss', id: 'anon', name: '' },
        generated(),
      );
      expect(anonymous.res.headers.get('location')).toMatch(/^\/login/);
      const player = browser(w.env.app);
      await player.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
      expect(
        (await w.upload(player, { format: 'swiss', id: 'anon', name: '' }, generated())).res.status,
      ).toBe(404);
      expect(await w.env.competitions.load('anon')).toBeUndefined();
    } finally {
      await w.close();
    }
  });
}

describeStores('a TRF upload', suite);
