/**
 * The web shell over HTTP (in-process): pages, the JSON API, "as of", history, escaping, errors.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { testApp } from '../test-support/server.js';

const demo = roundRobinDemos()[0];
const hostile = '<script>alert("x")</script>';
const { app, competitions, close } = await testApp([
  { ...demo, participants: demo.participants.map((p, i) => (i === 0 ? { ...p, name: hostile } : p)) },
]);
afterAll(close);

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies under test
const json = async (path: string): Promise<any> => (await app.request(path)).json();

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
};

describe('web shell', () => {
  it('lists competitions', async () => {
    const r = await get('/');
    expect(r.status).toBe(200);
    expect(r.text).toContain('href="/c/demo-round-robin"');
  });

  it('shows standings with names escaped', async () => {
    const r = await get('/c/demo-round-robin');
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(hostile);
    expect(r.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('a result recorded through the app changes the public standings', async () => {
    const before = await json('/api/competitions/demo-round-robin/standings');
    const rounds = await json('/api/competitions/demo-round-robin/rounds');
    const game = rounds.rounds[5].pairings[0];
    const done = await competitions.execute(
      'demo-round-robin',
      { type: 'RecordResult', round: 6, white: game.first, black: game.second, result: '1-0' },
      { actor: { kind: 'director', personId: 'd' } },
    );
    expect(done.ok).toBe(true);
    const after = await json('/api/competitions/demo-round-robin/standings');
    const pointsOf = (s: { rows: { participantId: string; points: string }[] }) =>
      Number(s.rows.find((r) => r.participantId === game.first)?.points);
    expect(pointsOf(after)).toBe(pointsOf(before) + 1);
  });

  it('rounds and pairings, with a print button', async () => {
    const r = await get('/c/demo-round-robin/rounds');
    expect(r.text).toMatch(/Round 1/);
    expect(r.text).toContain('data-print');
  });

  it('history strikes superseded events through and names the correction', async () => {
    const r = await get('/c/demo-round-robin/history');
    expect(r.text).toMatch(/class="struck"/);
    expect(r.text).toMatch(/superseded by #\d+/);
    expect(r.text).toMatch(/Reason: reported the wrong way round/);
  });

  it('"as of" a moment shows the past', async () => {
    const early = await json('/api/competitions/demo-round-robin/standings?asOf=2026-09-02T00:00:00%2B02:00');
    expect(early.rows.reduce((n: number, r: { games: string }) => n + Number(r.games), 0)).toBe(8);
    expect((await get('/c/demo-round-robin?asOf=2026-09-02T00:00:00%2B02:00')).text).toContain(
      'As of Wed 2 September, 00:00',
    );
  });

  it('a bad "as of" is a 400 with the reason, on the page and in the API', async () => {
    const page = await get('/c/demo-round-robin?asOf=yesterday');
    expect(page.status).toBe(400);
    expect(page.text).toContain('role="alert"');
    // A plain date is a moment (the end of that day in the club's zone), in the API as on the pages.
    const day = await app.request('/api/competitions/demo-round-robin/standings?asOf=2026-09-02');
    expect(day.status).toBe(200);
    const api = await app.request('/api/competitions/demo-round-robin/standings?asOf=yesterday');
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ error: { code: 'ERR_INVALID_MOMENT', path: 'asOf' } });
  });

  it('unknown competitions are 404 with a coded reason', async () => {
    expect((await get('/c/nope')).status).toBe(404);
    const api = await app.request('/api/competitions/nope/standings');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'ERR_NO_SUCH_COMPETITION' } });
  });

  it('speaks German and Dutch', async () => {
    expect((await get('/c/demo-round-robin?lang=de')).text).toContain('Tabelle');
    expect((await get('/c/demo-round-robin', { 'accept-language': 'nl-NL,nl;q=0.9' })).text).toContain(
      'Stand',
    );
  });

  it('health', async () => {
    expect(JSON.parse((await get('/health')).text)).toEqual({ status: 'ok', store: 'sqlite' });
  });
});

describe('registering a participant', () => {
  it('gets the next free id when none is given', async () => {
    await competitions.create({
      id: 'fresh',
      clubId: 'demo-club',
      name: 'Fresh',
      format: 'round-robin',
      participants: [{ id: 'p1', name: 'A' }],
    });
    const done = await competitions.execute(
      'fresh',
      { type: 'RegisterParticipant', participant: { name: 'Late Comer' } },
      { actor: { kind: 'director', personId: 'd' } },
    );
    expect(done.ok && done.value.events[0]?.payload).toEqual({
      participant: { id: 'p2', name: 'Late Comer' },
    });
  });
});

describe('markup', () => {
  it('pages start with a doctype (standards mode)', async () => {
    expect((await get('/')).text.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
  });
});
