/**
 * The handicap league's pages over HTTP (in-process, the demo league at 20:30 on its running
 * evening): the ranking (HL-4, HL-6), the live board (HL-8, HL-9), evenings (HL-7), players,
 * the handicap calculator (HL-9), the archive (HL-11); bad input, languages, escaping, and what
 * the director sees that the public does not (HL-10).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LEAGUE, leagueApp } from '../../../test-support/handicap-league-web.js';
import { textOf } from '../../../test-support/page-text.js';
import { expectRememberedUntil } from '../../../test-support/remembered.js';
import { browser } from '../../../test-support/server.js';
import { demos as leagueDemos } from '../demo.js';
import { HANDICAPS } from '../index.js';

const league = await leagueApp();
afterAll(league.close);

const page = async (path: string, b = league.public, headers: Record<string, string> = {}) => {
  const res = await b.get(`/c/${LEAGUE}${path}`, { headers });
  const html = await res.text();
  return { status: res.status, html, text: textOf(html) };
};

describe('the ranking (main page)', () => {
  it('HL-4/HL-6 lists the players in the notation, in order, with points signed and the lot named', async () => {
    const r = await page('');
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/1 Kenji Mori 3 Dan\+VI \+11 20/);
    expect(r.text).toMatch(/4 Kitsune 1 Dan-I \+3 19 10 2 7/);
    expect(r.text).toMatch(/11 Tokumei 12 Kyu-III −7 7/);
    expect(r.text).toContain('Ties after real rank are broken by the lot drawn at the last close.');
    expect(r.text).not.toContain('lot-evening-6');
    expect(r.html).toContain('data-print');
  });

  it('points to the evening that is running and to the archive (HL-11)', async () => {
    const r = await page('');
    expect(r.text).toContain(
      'Evening Thu, 19 Feb 2026 is running since 19:00: 9 present, 2 games in progress.',
    );
    expect(r.html).toContain(`href="/c/${LEAGUE}/t/tonight"`);
    expect(r.text).toContain('1 player taken out of the ranking, in the archive');
  });

  it('HL-10 the director sees the real name and the alias the public sees; the public only the alias', async () => {
    const publicText = (await page('')).text;
    expect(publicText).toContain('Kitsune');
    expect(publicText).not.toContain('Hanna Weber');
    const director = (await page('', league.director)).text;
    expect(director).toContain('Hanna Weber (public: Kitsune)');
    expect(director).toContain('Sophie Wagner (public: Tokumei)');
  });

  it('speaks German and Dutch', async () => {
    // Each language in a browser of its own: the choice is remembered in a cookie.
    const de = (await page('?lang=de', browser(league.app))).text;
    expect(de).toContain('Heute Abend');
    expect(de).toContain('Spielabend Do., 19. Feb. 2026 läuft seit 19:00');
    expect(de).toContain('Ligapunkte');
    const nl = (await page('', browser(league.app), { 'accept-language': 'nl-NL,nl;q=0.9' })).text;
    expect(nl).toContain('Vanavond');
    expect(nl).toContain('Competitiepunten');
  });
});

describe('the live evening board', () => {
  it('HL-8/HL-9 shows the games in progress with their handicaps, the free players and proposals', async () => {
    const r = await page('/t/tonight');
    expect(r.status).toBe(200);
    expect(r.text).toContain('Evening Thu, 19 Feb 2026');
    expect(r.text).toContain('10 min + 2 × 10 s byoyomi');
    // HL-12, the seed's notes: no Elo rating; the DGT2010 shows 20 s, then 10 s.
    expect(r.text).toContain(
      'not rated: too short for Elo · a DGT2010 clock shows 20 s while the first byoyomi period is unused, then 10 s',
    );
    expect(r.text).toMatch(
      /Board 5 Kenji Mori 3 Dan\+VI – Kitsune 1 Dan-I Six pieces 六枚落ち roku-mai ochi/,
    );
    expect(r.text).toMatch(/Board 6 Mei Tanaka 2 Dan – Jonas Becker 1 Kyu\+II Even game 平手 hirate/);
    expect(r.text).toMatch(/Aylin Demir 5 Kyu waiting since 19:31 · 3 possible opponents/);
    expect(r.text).toMatch(
      /Proposed next games .* Lukas Schmidt 4 Kyu – Aylin Demir 5 Kyu Lance 香落ち kyō ochi/,
    );
    expect(r.text).toContain('No opponent left tonight: Tokumei');
    expect(r.text).toMatch(/Finished tonight .* 1 Kenji Mori 3 Dan\+VI Mei Tanaka 2 Dan Four pieces/);
  });

  it('reloads itself while live, not when it shows the past', async () => {
    expect((await page('/t/tonight')).html).toContain('data-refresh="30"');
    const past = await page('/t/tonight?asOf=2026-02-19T20:00:00%2B01:00');
    expect(past.html).not.toContain('data-refresh');
    expect(past.text).toContain('As of Thu 19 February, 20:00');
  });

  it('an evening left open past its day shows the date with the times', async () => {
    const r = await page('/t/tonight?asOf=2026-02-20T10:00:00%2B01:00');
    expect(r.text).toContain('Open since Thu 19 February, 19:00 · 9 present');
    expect(r.text).toContain('started at Thu 19 February, 19:45');
  });

  it('between evenings says so and links the last evening', async () => {
    const r = await page('/t/tonight?asOf=2026-02-13T12:00:00%2B01:00');
    expect(r.text).toContain('No evening is running.');
    expect(r.text).toContain('Last evening: Thu, 12 Feb 2026 (11 games)');
    expect(r.html).toContain('href="/c/demo-handicap-league/t/evenings#evening-2026-02-12"');
  });
});

describe('evenings, players and the archive', () => {
  it('HL-7 each closed evening names who moved up and down, and its lot', async () => {
    const r = await page('/t/evenings');
    expect(r.status).toBe(200);
    expect(r.text).toContain(
      'Evening Thu, 12 Feb 2026 #6 19:00–22:30, 11 games Kenji Mori moved one league rank up (modifier now +VI) Marta Nowak moved one league rank down (modifier now −I)',
    );
    expect(r.text).toContain('Ties were broken by a lot drawn at this close.');
    expect(r.text).toContain('Evening Thu, 19 Feb 2026 #7 open since 19:00');
  });

  it('HL-7 a late game shows on its evening, with the rank difference it was played with', async () => {
    const r = await page('/t/evenings');
    expect(r.text).toMatch(
      /12 Kitsune Clara Fischer Six pieces 六枚落ち roku-mai ochi \(difference 9\) 1–0 Evening Thu, 22 Jan 2026/,
    );
  });

  it('a player’s page: the notation, the real rank and its source, a chart and the whole history', async () => {
    const r = await page('/t/players?p=p1');
    expect(r.status).toBe(200);
    expect(r.text).toContain('Rank 1 Dan-I Real rank 1 Dan (FESA) League-rank modifier −I League points +3');
    expect(r.text).toContain('10 won, 2 drawn, 7 lost');
    expect(r.html).toMatch(
      /<figure class="chart"><svg[^>]*role="img" aria-labelledby="hl-points-title hl-points-desc"/,
    );
    expect(r.text).toContain('Bottom of the evening: one league rank down (modifier now −I)');
    expect(r.text).toMatch(/Thu, 29 Jan 2026 Win against Clara Fischer · as uwate · Six pieces/);
  });

  it('every player can be chosen; an unknown one is said so', async () => {
    const all = await page('/t/players');
    expect(all.html).toContain(`href="/c/${LEAGUE}/t/players?p=p12"`);
    expect(all.text).toContain('Timo Braun 15 Kyu taken out');
    expect((await page('/t/players?p=nobody')).text).toContain('There is no such player in this league.');
  });

  it('an evening is named by its day in words, as a round and in the "show as of" picker', async () => {
    const r = await page('/rounds');
    expect(r.html).toContain('<h2 id="round-2026-02-12">Thu, 12 Feb 2026</h2>');
    expect(r.html).toContain('<option value="2026-02-12">Thu, 12 Feb 2026</option>');
    expect(r.text).not.toMatch(/\b2026-02-12\b/);
  });

  it('the history writes calendar days in words and leaves the lot’s seed and algorithm out', async () => {
    const r = await page('/history');
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/Evening closed Thu, 12 Feb 2026 Director/);
    expect(r.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(r.text).not.toContain('sfc32-cyrb128');
    // A handicap by its name, not its id (six-pieces).
    expect(r.text).toMatch(/Game started Thu, 12 Feb 2026 · Kenji Mori · Kitsune · 8 · Five pieces/);
    expect(r.text).not.toMatch(/\b(six|five)-pieces\b/);
  });

  it('the director’s history names who acted: the player by name, never an id', async () => {
    const r = await page('/history', league.director);
    expect(r.text).toMatch(/Player \((Hanna Weber|Kenji Mori|Mei Tanaka|Jonas Becker)\)/);
    expect(r.text).not.toMatch(/\((p\d+|demo-director)\)/);
  });

  it('HL-11 the archive keeps players taken out, with their points', async () => {
    const r = await page('/t/archive');
    expect(r.text).toMatch(/Timo Braun 15 Kyu −2 2/);
  });
});

describe('the handicap calculator', () => {
  it('HL-9 names uwate and shitate, the difference, the handicap with its Japanese name and SFEN', async () => {
    const r = await page('/t/handicaps?a=p1&b=p11');
    expect(r.status).toBe(200);
    expect(r.text).toContain(
      'Uwate (gives the handicap, moves first) Kenji Mori 3 Dan+VI Shitate Kitsune 1 Dan-I League-rank difference 9 Handicap Six pieces 六枚落ち roku-mai ochi',
    );
    expect(r.text).toContain('Pieces removed from the uwate: rook, bishop, both lances, both knights');
    expect(r.text).toContain(HANDICAPS['six-pieces'].sfen);
    expect(r.html).toMatch(/<svg class="hl-diagram"[^>]*role="img"/);
    expect(r.text).toContain('Starting position: Six pieces. The uwate sits at the top.');
  });

  it('HL-9 the whole table, and the handicaps only played by agreement', async () => {
    const r = await page('/t/handicaps');
    expect(r.text).toMatch(
      /14 Three pawns 歩三兵 fu sanbyō rook, bishop, both lances, both knights, both silvers, both golds, all 9 pawns/,
    );
    expect(r.text).toMatch(/≥ 15 Naked king 裸玉 hadaka gyoku/);
    expect(r.text).toContain('Other handicaps the players may agree on: Right lance');
  });

  it('HL-9 any handicap’s starting position; five pieces shows both knights', async () => {
    const r = await page('/t/handicaps?h=five-pieces');
    expect(r.text).toContain('The uwate chooses which knight to remove');
    expect(r.text).toContain(HANDICAPS['five-pieces'].alternativeSfen as string);
    const pawns = await page('/t/handicaps?h=three-pawns');
    expect(pawns.text).toContain('The uwate holds 3 pawns in hand.');
  });

  it('bad choices are field errors in the user’s language', async () => {
    const same = await page('/t/handicaps?a=p1&b=p1');
    expect(same.text).toContain('Choose two different players.');
    expect(same.html).toContain('aria-invalid="true"');
    const de = await page('/t/handicaps?a=p1&b=nobody&lang=de', browser(league.app));
    expect(de.text).toContain('Bitte zwei Spieler der Liga wählen.');
    expect(de.text).not.toContain('Uwate (gibt');
  });
});

describe('escaping', () => {
  const XSS = '<script>alert(1)</script>';
  const hostile = {
    ...leagueDemos()[0],
    id: 'hostile-league',
    participants: leagueDemos()[0].participants.map((p) =>
      p.id === 'p2'
        ? { ...p, name: `Jonas ${XSS}` }
        : p.id === 'p3'
          ? { ...p, alias: `"><img src=x onerror=alert(2)>` }
          : p,
    ),
    steps: leagueDemos()[0].steps.map((s) =>
      typeof s.command.note === 'string' ? { ...s, command: { ...s.command, note: `rook ${XSS}` } } : s,
    ),
  };

  it('hostile names, aliases and notes are escaped on every page of the league', async () => {
    const other = await leagueApp(hostile);
    try {
      for (const path of [
        '',
        '/t/tonight',
        '/t/evenings',
        '/t/players',
        '/t/players?p=p4',
        '/t/handicaps?a=p2&b=p3',
        '/t/archive',
        '/act',
      ]) {
        for (const b of [other.public, other.director]) {
          const { html } = await b.page(`/c/hostile-league${path}`);
          expect(html, path).not.toContain(XSS);
          expect(html, path).not.toContain('<img src=x');
        }
      }
      const { html } = await other.director.page('/c/hostile-league/t/players?p=p4');
      expect(html).toContain('rook &lt;script&gt;');
    } finally {
      other.close();
    }
  });
});

describe('who acted, on the director’s history', () => {
  // Last in the file: it records an event.
  it('a director by the name of the account', async () => {
    const done = await league.competitions.execute(
      LEAGUE,
      { type: 'AdjustLeaguePoints', participant: 'p3', points: 1, reason: 'a test' },
      { actor: { kind: 'director', personId: 'person-demo-director' } },
    );
    expect(done.ok).toBe(true);
    const r = await page('/history', league.director);
    expect(r.text).toContain('Reason: a test Director (Dana Director)');
    expect((await page('/history')).text).not.toContain('Dana Director');
  });
});

describe('the ranking, remembered for anonymous visitors', () => {
  // Last in the file: it records an event.
  it('is rendered once per state (the same as a fresh render), afresh after an event; a player still sees his own', async () => {
    const after = await expectRememberedUntil(league.app, `/c/${LEAGUE}`, async () => {
      const done = await league.competitions.execute(
        LEAGUE,
        { type: 'AdjustLeaguePoints', participant: 'p3', points: 5, reason: 'remembered' },
        { actor: { kind: 'director', personId: 'person-demo-director' } },
      );
      expect(done.ok).toBe(true);
    });
    const mine = await league.player.get(`/c/${LEAGUE}`);
    expect(mine.headers.get('content-encoding')).toBeNull();
    expect(await mine.text()).toContain(`href="/c/${LEAGUE}/act"`);
    expect(after.html).not.toContain(`href="/c/${LEAGUE}/act"`);
  });
});
