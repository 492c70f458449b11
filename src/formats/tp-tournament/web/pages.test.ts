/**
 * The tournament-points pages over HTTP (in-process, real SQLite, the two demos): the group
 * tables, the bracket, game sheets, the schedule and the ratings, for the public, a player and
 * the director, in three languages, with hostile names escaped.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectContainsAll, visibleText } from '../../../test-support/page-text.js';
import { anonymousPage, expectRememberedUntil } from '../../../test-support/remembered.js';
import { browser, jsonOf, testApp } from '../../../test-support/server.js';
import { demos } from '../demo.js';

const XSS = '<script>alert(1)</script>';
const [weekendDemo, scheduledDemo] = demos();
// Ben plays under an alias; a hostile real name must never reach a public page.
const weekend = {
  ...weekendDemo,
  participants: weekendDemo.participants.map((p) =>
    p.id === 'ben' ? { ...p, name: `Ben ${XSS} Carter`, alias: `Benny ${XSS}` } : p,
  ),
};
const W = `/c/${weekend.id}`;
const S = `/c/${scheduledDemo.id}`;
const env = await testApp([weekend, scheduledDemo]);
afterAll(env.close);

const page = async (path: string) => {
  const res = await env.app.request(path);
  return { status: res.status, html: await res.text() };
};
const director = browser(env.app);
await director.signIn('director@demo.arbiter', 'demo-director');
const player = browser(env.app);
await player.signIn('player@demo.arbiter', 'demo-player');

describe('the main view: group tables (TX-7)', () => {
  it('shows every group with TP, wins and margins, qualifiers marked', async () => {
    const { status, html } = await page(W);
    expect(status).toBe(200);
    for (const g of ['A', 'B', 'C']) expect(html).toContain(`id="group-${g}"`);
    expect(html).toContain('Weekend event: everybody plays at the set times');
    expect(html).toMatch(/Mira Okafor[\s\S]*?<strong>50\.7<\/strong>/);
    expect(html).toContain('1½');
    expect(html).toContain('class="badge ok">cup</span>');
  });

  it('TX-7 names the play-off that decided a qualifying place, with its games', async () => {
    const { html } = await page(W);
    expect(html).toContain('Kwame Mensah won the play-off for place 2.');
    // Its games by their number, not by their id (A:p2:g2).
    expect(html).toContain('Game 2: 18:22 (Sofia Marin over time) — Kwame Mensah wins');
    expect(visibleText(html)).not.toContain('A:p2:g');
  });

  it('TX-4 the rounds page names a no-show by the player, not the id, and a double crash in German', async () => {
    const en = visibleText((await page(`${W}/rounds`)).html);
    expect(en).toContain('no-show (Ravi Iyer)');
    expect(en).not.toContain('(ravi)');
    const de = visibleText((await page(`${W}/rounds?lang=de`)).html);
    expectContainsAll(de, ['nicht angetreten (Ravi Iyer)', 'beide abgestürzt']);
    expect(de).not.toContain('double crash');
  });

  it('the history names games, not their ids, and result kinds in the reader’s words', async () => {
    const en = visibleText((await page(`${W}/history`)).html);
    expect(en).toContain('Group A, play-off for place 2 (game 2)');
    expect(en).not.toMatch(/\b[A-Z]:(r|p)\d+:(b|g)\d+\b/);
    const de = visibleText((await page(`${W}/history?lang=de`)).html);
    expect(de).toContain('Gruppe A, Stichkampf um Platz 2 (Spiel 2)');
    expect(de).not.toMatch(/ · no-show · /);
  });

  it('TX-5 shows the cup placings and the champion once the cup is played (TX-8)', async () => {
    const { html } = await page(W);
    expect(html).toContain('Champion: Mira Okafor');
    expect(html).toMatch(/<td class="num">3–4<\/td><th scope="row">(Kwame Mensah|Jonas Lindqvist)/);
  });

  it('a scheduled event without a cup has no bracket tab and no bracket page', async () => {
    const { html } = await page(S);
    expect(html).not.toContain(`${S}/t/bracket`);
    expect(html).toContain(`${S}/t/schedule`);
    expect((await page(`${S}/t/bracket`)).status).toBe(404);
    expect((await page(`${W}/t/schedule`)).status).toBe(404);
  });

  it('"as of" a moment shows the groups before the cup', async () => {
    const { html } = await page(`${W}?asOf=2026-06-13T13:00:00Z`);
    expect(html).toContain('As of Sat 13 June, 13:00');
    expect(html).not.toContain('Champion:');
    expect(html).toContain('play-off needed');
  });
});

describe('the bracket (TX-8)', () => {
  it('is an accessible SVG drawing with every match in words below it', async () => {
    const { status, html } = await page(`${W}/t/bracket`);
    expect(status).toBe(200);
    expect(html).toMatch(/<svg role="img" aria-labelledby="bracket-title bracket-desc"/);
    expectContainsAll(html, [
      '<title id="bracket-title">Cup bracket</title>',
      'Knock-out cup of 6 players over 3 rounds. Champion: Mira Okafor',
      'Byes: Mira Okafor, Jonas Lindqvist',
      'Kwame Mensah goes through (tie-break game).',
      '14:19 — Kwame Mensah wins',
      'data-print',
    ]);
  });
});

describe('game sheets: the TP breakdown of every game', () => {
  it('TX-2/TX-3 margin, table split and time penalty of the final game Mira overran', async () => {
    const { html } = await page(`${W}/t/games?player=mira`);
    expect(html).toContain('id="g-cup-r3-m1-g2"');
    expect(html).toContain('Mira Okafor: 2 minutes over → 2.0 TP to Akiko Tanaka');
    expect(html).toContain('5 → 5.0 : 15.0 by the table');
    expect(html).not.toContain('id="g-B-r1-b1"');
  });

  it('TX-9 colours with how they were found; TX-10 lateness; TX-6 a double crash', async () => {
    const { html } = await page(`${W}/t/games`);
    expect(html).toMatch(
      /tp-tournament-swatch tp-tournament-red[\s\S]*?red<span class="muted small"> \(first choice\)/,
    );
    expect(html).toContain('(drawn)');
    expect(html).toContain('Tomás Ruiz came late: 3 minutes added to the time used');
    expect(html).toContain('double crash');
  });

  it('TX-14 shows the director’s TP with the computed ones and the reason', async () => {
    const { html } = await page(`${W}/t/games`);
    expect(html).toMatch(/set by the director instead of [\d.]+ : [\d.]+: The robot took over for Noor/);
  });

  it('TX-4 a cup no-show counts 50:14 stones and 20:0 TP, and is not rated (TX-13)', async () => {
    const { html } = await page(`${W}/t/games`);
    const sheet = html.slice(html.indexOf('id="g-cup-r2-m1-g3"'), html.indexOf('id="g-cup-r2-m2-g1"'));
    expect(sheet).toContain('<strong>20.0</strong>');
    expect(sheet).toContain('>50</td>');
    expect(sheet).toContain('no (not played to the end)');
  });
});

describe('schedule and deadlines of a scheduled event (TX-11)', () => {
  it('lists rounds, open games, the answer clock and rescheduling chances', async () => {
    const { status, html } = await page(`${S}/t/schedule`);
    expect(status).toBe(200);
    expect(html).toContain('Mon 16 November, 00:00 UTC');
    expect(html).toContain('Open games (2)');
    expect(html).toMatch(/waiting<\/span> Emil Sørensen wrote to Hana Novak on/);
    expect(html).toContain('Reported to the director on');
    expect(html).toContain('Arranged for');
    expect(html).toContain('Yuki Mori: 1 left in this match, 2 in the tournament');
  });

  it('as of the deadline the silent player has lost the game (TX-11)', async () => {
    const { html } = await page(`${S}/t/games?player=hana&asOf=2026-11-28T00:00:00Z`);
    expect(html).toContain('lost by Hana Novak for not answering');
  });
});

describe('seeding and ratings (TX-12, TX-13)', () => {
  it('shows the seeding sources and reductions, and the Elo list with its steps', async () => {
    const { html } = await page(`${W}/t/ratings`);
    expect(html).toMatch(/Sofia Marin<\/th><td class="num">1750<\/td><td>lobby rating/);
    expect(html).toContain('−30');
    expect(html).toContain('Tournament rating');
    expect(html).toMatch(/Rated games \(\d+\)/);
  });
});

describe('languages, names and escaping', () => {
  it('every tab in German and Dutch', async () => {
    for (const [lang, words] of [
      ['de', ['Turnierbaum', 'Gruppe A', 'Sieger: Mira Okafor']],
      ['nl', ['Schema', 'Groep A', 'Winnaar: Mira Okafor']],
    ] as const) {
      const html = (await page(`${W}?lang=${lang}`)).html;
      for (const w of words) expect(html, `${lang} ${w}`).toContain(w);
      for (const tab of ['bracket', 'games', 'ratings'])
        expect((await page(`${W}/t/${tab}?lang=${lang}`)).status).toBe(200);
    }
    expect((await page(`${S}/t/schedule?lang=de`)).html).toContain('Offene Spiele (2)');
  });

  it('the public sees the alias, escaped; the director sees the real name, escaped', async () => {
    for (const path of [W, `${W}/t/bracket`, `${W}/t/games`, `${W}/t/ratings`, `${W}/rounds`]) {
      const { html } = await page(path);
      expect(html, path).not.toContain(XSS);
      expect(html, path).not.toContain('Ben &lt;script&gt;');
    }
    expect((await page(W)).html).toContain('Benny &lt;script&gt;alert(1)&lt;/script&gt;');
    for (const path of [`${W}/t/games`, `${W}/act`, `${W}/t/ratings`]) {
      const html = await (await director.get(path)).text();
      expect(html, path).not.toContain(XSS);
      expect(html, path).toContain('Ben &lt;script&gt;alert(1)&lt;/script&gt; Carter');
    }
    const own = await (await player.get(`${W}/t/games`)).text();
    expect(own).not.toContain('Ben &lt;script&gt;');
  });

  it("the rounds page names group and cup rounds in the reader's language; the API in English", async () => {
    const de = (await page(`${W}/rounds?lang=de`)).html;
    expect(de).toContain('Gruppen, Runde 1');
    expect(de).toContain('Stichkämpfe');
    expect(de).toContain('Finale');
    const api = await jsonOf(env.app.request(`/api/competitions/${weekend.id}/rounds`));
    expect(api.rounds.map((r: { label: string }) => r.label)).toContain('Groups, round 3');
  });

  it('a signed-in player sees his next game on the main page', async () => {
    const html = await (await player.get(S)).text();
    expect(html).toContain('Your next game: Group A, round 5, against Emil Sørensen.');
    expect(await (await env.app.request(S)).text()).not.toContain('Your next game');
  });
});

describe('a cup without groups (preset tantrix-cup)', () => {
  it('TX-8/TX-12 the main view is the bracket, byes to the top seeds; no separate bracket tab', async () => {
    await env.competitions.create({
      id: 'cup-only',
      clubId: 'demo-club',
      name: 'Cup only',
      format: 'tp-tournament',
      preset: 'tantrix-cup',
      participants: ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({
        id,
        name: `Player ${id}`,
        rating: 1800 - i,
      })),
    });
    const done = await env.competitions.execute(
      'cup-only',
      { type: 'SeedCup', seed: 'cup' },
      { actor: { kind: 'director', personId: 'x' } },
    );
    expect(done.ok).toBe(true);
    const html = await (await director.get('/c/cup-only')).text();
    expect(html).toContain('<title id="bracket-title">Cup bracket</title>');
    expect(html).toContain('Byes: Player a, Player b, Player c');
    expect(html).not.toContain('/c/cup-only/t/bracket');
    expect(html).not.toContain('id="group-A"');
    expect(html).toContain('Scheduled event: players arrange their games · knock-out cup');
  });
});

describe('the main view, remembered for anonymous visitors', () => {
  it('TX-7 TX-8 is rendered once per state (as a fresh render), afresh after an event; a player still sees his own', async () => {
    const id = 'cup-remembered';
    const players = ['a', 'b', 'c', 'd', 'e'].map((p, i) => ({
      id: p,
      name: `Player ${p}`,
      rating: 1800 - i,
    }));
    const cup = { clubId: 'demo-club', format: 'tp-tournament', preset: 'tantrix-cup' } as const;
    await env.competitions.create({ ...cup, id, name: 'Cup remembered', participants: players });
    await env.store.accounts.setPublished(id, true, {
      at: env.clock.now(),
      actor: 'test',
      action: 'setup',
      subject: id,
    });
    const after = await expectRememberedUntil(env.app, `/c/${id}`, async () => {
      const seeded = await env.competitions.execute(
        id,
        { type: 'SeedCup', seed: 'cup' },
        { actor: { kind: 'director', personId: 'x' } },
      );
      expect(seeded.ok).toBe(true);
    });
    expect(after.html).toContain('Byes: Player a, Player b, Player c');
    const scheduled = await anonymousPage(env.app, S);
    expect(scheduled.coding).toBe('br');
    expect(scheduled.html).not.toContain('Your next game');
    const mine = await player.get(S);
    expect(mine.headers.get('content-encoding')).toBeNull();
    expect(await mine.text()).toContain('Your next game');
  });
});
