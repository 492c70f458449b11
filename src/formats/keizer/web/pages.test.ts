/**
 * The Keizer pages over HTTP (in-process): the ranking as the main page, the evening (hidden from
 * everyone but directors before its publication, KZ-12), crosstable, player, chart, prizes with
 * the rapid competition, groups, and the directors' late-entrant and travel pages — with names
 * escaped, real names for directors only, and texts in the reader's language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub } from '../../../test-support/keizer-web.js';
import { expectContainsAll } from '../../../test-support/page-text.js';
import { jsonOf } from '../../../test-support/server.js';
import { demos as keizerDemos } from '../demo.js';

const club = await keizerClub(keizerDemos());
afterAll(() => club.close());

const hostile = '<script>alert("x")</script>';
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
const NAMES = 'kz-names';
await club.season(NAMES, [
  { id: 'p1', name: 'Anna Real', alias: 'Knight', rating: 2000 },
  { id: 'p2', name: hostile, rating: 1980 },
  { id: 'p3', name: 'Cees Real', alias: 'Rook', rating: 1960 },
  { id: 'p4', name: 'Dora Real', alias: 'Bishop', rating: 1940 },
  { id: 'p5', name: 'Eddy Real', alias: 'Pawn', rating: 1920 },
]);
// Round 1 on Thursday the 19th, played; round 2 tonight (Sunday the 22nd), paired at noon.
await club.run(NAMES, {
  type: 'PlanEvenings',
  evenings: [
    { round: 1, date: '2026-11-19' },
    { round: 2, date: '2026-11-22' },
  ],
});
const [paired] = (await club.run(NAMES, { type: 'PairRound', round: 1 }, '2026-11-19T18:00:00+01:00')).events;
for (const g of (paired?.payload.games ?? []) as { white: string; black: string }[])
  await club.run(NAMES, { type: 'RecordResult', round: 1, ...g, result: '1-0' }, '2026-11-19T22:00:00+01:00');
await club.run(NAMES, { type: 'PairRound', round: 2 });

const html = async (who: 'public' | 'player' | 'director', path: string) => {
  const { res, html } = await club[who].page(path);
  return { status: res.status, html };
};

describe('the ranking (main page)', () => {
  it('KZ-4 KZ-10 shows every player with place, value, score and the round’s changes', async () => {
    const { status, html: page } = await html('public', '/c/demo-keizer');
    expect(status).toBe(200);
    expect(page).toContain('Ranking after round 14');
    expect(page).toContain('Recalculated after every round with the values of the previous ranking');
    expect(page.match(/<tr[^>]*id="rank-/g)).toHaveLength(41);
    expect(page).toMatch(/<td class="num">50<\/td><td class="num">\d+\.\d\d<\/td>/);
    expect(page).toContain('A prize needs 19 rounds attended.');
  });

  it('shows the ranking after an earlier round (?round=)', async () => {
    expect((await html('public', '/c/demo-keizer?round=3')).html).toContain('Ranking after round 3');
    expect((await html('public', '/c/demo-keizer?round=0')).html).toContain('Initial ranking');
    expect((await html('public', '/c/demo-keizer?round=nonsense')).html).toContain('Ranking after round 14');
  });

  it('is rendered once per state for anonymous visitors (a remembered page), afresh after an event', async () => {
    const id = 'kz-remembered';
    await club.season(id, [
      { id: 'p1', name: 'Anna Real', rating: 2000 },
      { id: 'p2', name: 'Bert Real', rating: 1980 },
    ]);
    const get = () => club.app.request(`/c/${id}`, { headers: { 'accept-encoding': 'br' } });
    // Only a remembered page goes out compressed (server/http/rendered.ts).
    const first = await get();
    expect(first.headers.get('content-encoding')).toBe('br');
    const tag = first.headers.get('etag');
    expect((await get()).headers.get('etag')).toBe(tag);
    await club.run(id, { type: 'PlanEvenings', evenings: [{ round: 1, date: '2026-12-03' }] });
    const after = await get();
    expect(after.headers.get('content-encoding')).toBe('br');
    expect(after.headers.get('etag')).not.toBe(tag);
    const { res, html: mine } = await club.player.page(`/c/${id}`);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(mine).toMatch(/You are number \d+/);
  });

  it('marks the player’s own row and tells him his place', async () => {
    const { html: page } = await html('player', '/c/demo-keizer');
    expect(page).toMatch(/<tr class="keizer-me" aria-current="true" id="rank-k07">/);
    expect(page).toMatch(/You are number \d+ with [\d.]+ points \(value \d+\)\./);
  });

  it('escapes names and shows real names to directors only (aliases for everyone else)', async () => {
    const pub = (await html('public', `/c/${NAMES}`)).html;
    expect(pub).not.toContain(hostile);
    expect(pub).toContain(escaped);
    expect(pub).toContain('Knight');
    expect(pub).not.toContain('Anna Real');
    const dir = (await html('director', `/c/${NAMES}`)).html;
    expect(dir).toContain('Anna Real');
    expect(dir).not.toContain(hostile);
  });

  it('speaks German and Dutch', async () => {
    const text = async (lang: string) =>
      (await club.app.request('/c/demo-keizer', { headers: { 'accept-language': lang } })).text();
    expect(await text('de')).toContain('Rangliste nach Runde 14');
    expect(await text('nl')).toContain('Ranglijst na ronde 14');
  });

  it('no two tabs share a name in any language (the German chart is no second "Verlauf")', async () => {
    for (const lang of ['en', 'de', 'nl']) {
      const page = await (await club.app.request(`/c/demo-keizer?lang=${lang}`)).text();
      const nav = /<nav class="tabs"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';
      const labels = [...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
      expect(labels.length, lang).toBeGreaterThan(5);
      expect(new Set(labels).size, `${lang}: ${labels.join(', ')}`).toBe(labels.length);
    }
  });
});

describe('the history', () => {
  it('writes results as the pages do (½–½, 1–0), not as stored (1/2-1/2)', async () => {
    const { status, html: page } = await html('public', '/c/demo-keizer/history');
    expect(status).toBe(200);
    expect(page).toContain('½–½');
    expect(page).toContain('1–0');
    expect(page).not.toContain('1/2-1/2');
  });
});

describe('the evening (KZ-12)', () => {
  it('is printable, with boards, places, values, results, the bye and who is absent', async () => {
    const { status, html: page } = await html('public', '/c/demo-keizer/t/evening?round=9');
    expect(status).toBe(200);
    expect(page).toContain('Round 9 — Thu, 30 Oct 2025');
    expect(page).toContain('data-print');
    expect(page).toMatch(/no\. \d+, value \d+/);
    expect(page).toContain('1–0');
    expect(page).toContain('<h3>Absent</h3>');
  });

  it('KZ-12 hides tonight’s pairing from the public and the players before 18:00, not from directors', async () => {
    for (const who of ['public', 'player'] as const) {
      const page = (await html(who, `/c/${NAMES}/t/evening?round=2`)).html;
      expect(page).toContain('The pairing is published at Sun 22 November, 18:00.');
      expect(page).not.toContain('keizer-boards');
    }
    const dir = (await html('director', `/c/${NAMES}/t/evening?round=2`)).html;
    expect(dir).toContain('keizer-boards');
    expect(dir).toContain('Only directors see this pairing until Sun 22 November, 18:00.');
  });

  it('KZ-12 the generic rounds page and the API withhold it too until the publication', async () => {
    expect((await html('public', `/c/${NAMES}/history`)).html.match(/data-type="RoundPaired"/g)).toHaveLength(
      1,
    );
    const rounds = (await html('public', `/c/${NAMES}/rounds`)).html;
    expect(rounds).toContain('The pairings are published at Sun 22 November, 18:00.');
    const api = await jsonOf(club.app.request(`/api/competitions/${NAMES}/rounds`));
    expect(api.rounds[1]).toMatchObject({ id: '2', status: 'paired', pairings: [] });
    expect(api.rounds[0].pairings.length).toBeGreaterThan(0);
    club.setNow('2026-11-22T18:05:00+01:00');
    try {
      expect((await html('public', `/c/${NAMES}/t/evening?round=2`)).html).toContain('keizer-boards');
      // Pages remembered for anonymous visitors never keep a pairing withheld before.
      expect((await html('public', `/c/${NAMES}/rounds`)).html).not.toContain(
        'The pairings are published at',
      );
      expect(
        (await html('public', `/c/${NAMES}/history`)).html.match(/data-type="RoundPaired"/g),
      ).toHaveLength(2);
      const later = await jsonOf(club.app.request(`/api/competitions/${NAMES}/rounds`));
      expect(later.rounds[1].pairings.length).toBeGreaterThan(0);
    } finally {
      club.setNow('2026-11-22T12:00:00+01:00');
    }
  });

  it('KZ-12 the history and the events API show the pairing to directors only until then', async () => {
    const seqOf = (html: string) => html.match(/data-type="RoundPaired"/g)?.length ?? 0;
    const pub = (await html('public', `/c/${NAMES}/history`)).html;
    const dir = (await html('director', `/c/${NAMES}/history`)).html;
    expect(seqOf(pub)).toBe(1);
    expect(seqOf(dir)).toBe(2);
    const events = await jsonOf(club.app.request(`/api/competitions/${NAMES}/events`));
    expect(events.filter((e: { type: string }) => e.type === 'RoundPaired')).toHaveLength(1);
  });

  it('an unpaired evening shows its notice deadline', async () => {
    const page = (await html('public', '/c/demo-keizer/t/evening?round=15')).html;
    expect(page).toContain('This evening is not paired yet.');
  });
});

describe('crosstable, player, chart', () => {
  it('KZ-7 … KZ-10 the crosstable has a cell per round with the points, a legend, escaped names', async () => {
    const page = (await html('public', '/c/demo-keizer/t/crosstable')).html;
    // The late entrant has no cells before round 7.
    expect(page.match(/<td class="keizer-cell /g)?.length).toBe(41 * 14 - 6);
    expect(page.match(/<td class="muted">·<\/td>/g)?.length).toBe(6);
    expect(page).toContain('<dt>T</dt><dd>team match</dd>');
    expect((await html('public', `/c/${NAMES}/t/crosstable`)).html).not.toContain(hostile);
  });

  it("a player's season: his own by default, any by ?p=, with his chart", async () => {
    const own = (await html('player', '/c/demo-keizer/t/player')).html;
    expect(own).toContain('<h2 id="keizer-player-title">Gijs de Boer</h2>');
    expect(own).toContain('team match');
    expect(own).toContain('role="img"');
    const late = (await html('public', '/c/demo-keizer/t/player?p=k41')).html;
    expect(late).toContain('Oscar Timmermans');
    expect(late).toMatch(/<dt>Joined in<\/dt><dd>Round 7<\/dd>/);
    expect((await html('public', `/c/${NAMES}/t/player?p=p2`)).html).toContain(escaped);
  });

  it('the chart is an accessible SVG with a title, a description and a table of the same numbers', async () => {
    const page = (await html('public', '/c/demo-keizer/t/chart')).html;
    expect(page).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="keizer-chart-title keizer-chart-desc"/);
    expect(page).toContain('<title id="keizer-chart-title">Ranking positions over the season</title>');
    expect(page).toMatch(/<desc id="keizer-chart-desc">[^<]*from \d+ to \d+/);
    expect(page.match(/<polyline/g)).toHaveLength(6);
    expect(page).toContain('The places as a table');
    const chosen = (await html('public', '/c/demo-keizer/t/chart?p-k41=1&p-k07=1')).html;
    expect(chosen.match(/<polyline/g)).toHaveLength(2);
    expect((await html('public', `/c/${NAMES}/t/chart?p-p2=1`)).html).not.toContain(hostile);
  });
});

describe('prizes and groups', () => {
  it('KZ-14 KZ-3 the provisional prize list names the rapid competition’s champion and ranking', async () => {
    const page = (await html('public', '/c/demo-keizer/t/prizes')).html;
    expectContainsAll(page, [
      'Provisional: the winners if the season ended now.',
      'Club champion',
      'Winner group D',
      'Most improved',
      'Rapid champion',
      'href="/c/demo-keizer-rapid"',
    ]);
    const rapid = (await html('public', '/c/demo-keizer-rapid/t/prizes')).html;
    expect(rapid).toContain('Rapid champion');
    expect(rapid).not.toContain('Club champion');
    expect((await html('public', `/c/${NAMES}/t/prizes`)).html).toContain('No rapid competition found');
  });

  it('KZ-2 KZ-15 groups and the proposal for next season', async () => {
    const page = (await html('public', '/c/demo-keizer/t/groups')).html;
    expect(page).toContain('Group A');
    expect(page).toContain('group winner moves up');
    expect(page).toContain('last moves down');
    expect(page).not.toContain('Assign or confirm groups');
    expect((await html('director', '/c/demo-keizer/t/groups')).html).toContain('Assign or confirm groups');
  });
});

describe("directors' pages", () => {
  it('KZ-6 late entrants with the proposed entry points, for directors only', async () => {
    expect((await html('public', '/c/demo-keizer/t/entry')).status).toBe(404);
    expect((await html('player', '/c/demo-keizer/t/entry')).status).toBe(404);
    const page = (await html('director', '/c/demo-keizer/t/entry')).html;
    expect(page).toContain('Oscar Timmermans');
    expect(page).toMatch(/[\d.]+ points: place \d+, between .+ and .+/);
  });

  it('KZ-16 the travel report: drivers, kilometres and the reimbursement, for directors only', async () => {
    expect((await html('public', '/c/demo-keizer/t/travel')).status).toBe(404);
    const page = (await html('director', '/c/demo-keizer/t/travel')).html;
    expect(page).toContain('<th scope="row">Frits Meijer</th>');
    expect(page).toContain('EUR 0.20 per km');
    expect(page).toMatch(/EUR \d+\.\d\d/);
  });

  it('tabs for directors only are not offered to others', async () => {
    expect((await html('public', '/c/demo-keizer')).html).not.toContain('/t/travel');
    expect((await html('director', '/c/demo-keizer')).html).toContain('/t/travel');
  });
});
