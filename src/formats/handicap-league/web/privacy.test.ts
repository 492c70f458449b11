/**
 * HL-10 over HTTP: no real name behind an alias appears on any page or API response of the
 * demo league that the public — or a player, who sees what the public sees — can get, including
 * refusals; the director does see them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { HIDDEN_NAMES, LEAGUE, leagueApp, TONIGHT } from '../../../test-support/handicap-league-web.js';
import { demos as leagueDemos } from '../demo.js';

const league = await leagueApp();
afterAll(league.close);

const ids = leagueDemos()[0].participants.map((p) => p.id);
const PAGES = [
  '',
  '/t/tonight',
  '/t/evenings?all=1',
  '/t/players',
  ...ids.map((id) => `/t/players?p=${id}`),
  '/t/handicaps',
  '/t/handicaps?a=p1&b=p5',
  '/t/handicaps?a=p8&b=p11',
  '/t/archive',
  '/rounds',
  '/history',
  `?asOf=${encodeURIComponent('2026-01-30T12:00:00+01:00')}`,
  `/t/tonight?asOf=${encodeURIComponent('2026-01-29T20:00:00+01:00')}`,
].map((p) => `/c/${LEAGUE}${p}`);
const API = ['', '/standings', '/rounds', '/events'].map((p) => `/api/competitions/${LEAGUE}${p}`);

const leaks = (text: string) => HIDDEN_NAMES.filter((name) => text.includes(name));

describe('HL-10 real names stay private', () => {
  it('HL-10 no public page and no public API response names a player behind an alias', async () => {
    for (const path of [...PAGES, ...API, '/api/competitions']) {
      const res = await league.public.get(path);
      expect(res.status, path).toBe(200);
      expect(leaks(await res.text()), path).toEqual([]);
    }
  });

  it('HL-10 a player sees what the public sees, on his own pages too', async () => {
    for (const path of [
      ...PAGES,
      `/c/${LEAGUE}/act`,
      `/c/${LEAGUE}/due`,
      ...API,
      `/api/competitions/${LEAGUE}/due`,
    ]) {
      const res = await league.player.get(path);
      expect(res.status, path).toBe(200);
      expect(leaks(await res.text()), path).toEqual([]);
    }
  });

  it('HL-10 a refusal shown to a player names players by their public names', async () => {
    const before = await league.events();
    const { res, html } = await league.act(league.player, {
      type: 'StartGame',
      _form: 'start-p5',
      evening: TONIGHT,
      'players.0': 'p1',
      'players.1': 'p5',
    });
    expect(res.status).toBe(422);
    expect(html).toContain('Kitsune is still playing Kenji Mori; enter that result first.');
    expect(leaks(html)).toEqual([]);
    expect(await league.events()).toBe(before);
  });

  it('HL-10 the director sees the real names', async () => {
    const ranking = await (await league.director.get(`/c/${LEAGUE}`)).text();
    expect(leaks(ranking)).toEqual([...HIDDEN_NAMES]);
    const api = await (await league.director.get(`/api/competitions/${LEAGUE}/standings`)).text();
    expect(leaks(api)).toEqual([...HIDDEN_NAMES]);
  });
});
