/**
 * A director loads a FIDE TRF file into his Swiss over HTTP, on real SQLite and PostgreSQL (issue
 * #28): a competition holding a tournament's first rounds (or none) takes the rest from the whole
 * file and then downloads exactly as the whole file imported as a new competition does; loading
 * the same file again brings nothing; a file that disagrees with the competition (fewer rounds, a
 * result changed) is refused naming its line and column, and nothing is written; only the
 * competition's directors may load one.
 */
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import { makeRoundFile, parseSwissTrf } from '../../formats/swiss/trf/index.js';
import type { Store } from '../../store/store.js';
import { textOf } from '../../test-support/page-text.js';
import { describeStores } from '../../test-support/postgres.js';
import { browser, testApp } from '../../test-support/server.js';
import { generatedSwiss } from '../../test-support/swiss.js';

const ROUNDS = 6;

const generated = () => generatedSwiss('load', ROUNDS);

/** The file as it stood before round `round` was paired (`round` 1: the players only). */
function before(text: string, round: number): string {
  const parsed = parseSwissTrf(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return makeRoundFile(parsed.value, round, ROUNDS);
}

/** The demo app on `store` (closed by `describeStores`), its director signed in. */
async function world(store: Store) {
  const env = await testApp([], { store });
  const director = browser(env.app);
  await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
  /** Posts a multipart form as a browser does, with the form page's CSRF token. */
  const post = async (b: typeof director, path: string, fields: Record<string, string>, file: string) => {
    const form = await b.page(`${path}?lang=en`);
    const body = new FormData();
    body.set('_csrf', b.csrfOf(form.html) || b.csrfOf((await b.page('/login')).html));
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    body.set('file', new File([file], 'club-open.trf', { type: 'text/plain' }));
    const res = await b.get(`${path}?lang=en`, {
      method: 'POST',
      body,
      headers: { referer: `http://localhost${path}` },
    });
    return { res, html: await res.text() };
  };
  const create = async (id: string, file: string) => {
    const up = await post(
      director,
      `/clubs/${DEMO_CLUB}/import-trf`,
      { format: 'swiss', id, name: 'Club Open' },
      file,
    );
    expect(up.res.status).toBe(303);
  };
  const load = (id: string, file: string, b = director) => post(b, `/c/${id}/load-trf`, {}, file);
  const download = async (id: string) => {
    const res = await director.get(`/c/${id}/download/tournament.trf`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const lastSeq = async (id: string) => (await env.competitions.load(id))?.head.lastSeq;
  return {
    env,
    director,
    create,
    load,
    download,
    lastSeq,
    close: () => env.close(),
  };
}

function suite(open: () => Promise<Store>) {
  it('a Swiss with no rounds, or with the first two, takes the rest from the file and downloads as the file imported whole', async () => {
    const w = await world(await open());
    try {
      const text = generated();
      await w.create('whole', text);
      await w.create('empty', before(text, 1));
      await w.create('prefix', before(text, 3));
      const act = await w.director.page('/c/empty/act?lang=en');
      expect(textOf(act.html)).toContain('Load a FIDE TRF file into this competition');
      for (const id of ['empty', 'prefix']) {
        const loaded = await w.load(id, text);
        expect(loaded.res.status).toBe(303);
        expect(loaded.res.headers.get('location')).toBe(`/c/${id}/act`);
        expect(await w.download(id)).toBe(await w.download('whole'));
      }
      const done = await w.director.page('/c/prefix/act?lang=en');
      expect(textOf(done.html)).toContain(`Loaded: 0 players added, ${ROUNDS - 2} rounds`);
      const seq = await w.lastSeq('prefix');
      expect((await w.load('prefix', text)).res.status).toBe(303);
      expect(await w.lastSeq('prefix')).toBe(seq);
      expect(textOf((await w.director.page('/c/prefix/act?lang=en')).html)).toContain(
        'The file has nothing the competition does not have already.',
      );
    } finally {
      await w.close();
    }
  });

  it('a file behind the competition, or with a result changed, is refused by line and column; nothing is written', async () => {
    const w = await world(await open());
    try {
      const text = generated();
      await w.create('club-open', before(text, 4));
      const seq = await w.lastSeq('club-open');
      const behind = await w.load('club-open', before(text, 3));
      // ERR_INVALID_TRF is invalid input: 400 (app/errors.ts httpStatusOf), as `arbiter import-trf --into` exits 3.
      expect(behind.res.status).toBe(400);
      expect(textOf(behind.html)).toContain('The file cannot be loaded: line');
      expect(textOf(behind.html)).toContain('the competition has 3 rounds paired, the file 2');
      // Player 1's round-1 result turned round (and his opponent's with it).
      const lines = text.split('\r\n');
      const first = lines.findIndex((l) => l.startsWith('001    1'));
      const cell = (lines[first] as string).slice(91, 99);
      const opponent = Number(cell.slice(0, 4));
      const flip = (r: string) => ({ '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' })[r] ?? r;
      const turned = lines.map((l) => {
        const rank = Number(l.slice(4, 8));
        if (!l.startsWith('001') || (rank !== 1 && rank !== opponent)) return l;
        return `${l.slice(0, 98)}${flip(l.charAt(98))}${l.slice(99)}`;
      });
      if (cell.charAt(7) !== '=') {
        const changed = await w.load('club-open', turned.join('\r\n'));
        expect(changed.res.status).toBe(400);
        expect(textOf(changed.html)).toMatch(/line \d+, column 92/);
        expect(textOf(changed.html)).toContain('round 1:');
      }
      expect(await w.lastSeq('club-open')).toBe(seq);
      const player = browser(w.env.app);
      await player.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
      expect((await player.get('/c/club-open/load-trf')).status).toBeGreaterThanOrEqual(403);
      expect(await w.lastSeq('club-open')).toBe(seq);
    } finally {
      await w.close();
    }
  });
}

describeStores('loading a TRF into a Swiss', suite);
