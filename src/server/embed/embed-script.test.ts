/**
 * The embed script and theme (issue 26, finding 5): `/embed.js` may be loaded by other sites
 * (Cross-Origin-Resource-Policy) and builds the frame; the frame reports its height; the club's
 * colours come as query parameters into a stylesheet, a wrong one refused naming it; and
 * `rounds?latest` shows the last round with games, not the planned evening after it (KZ-12: the
 * public sees a pairing from its publication on).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../test-support/keizer-web.js';

const club = await keizerClub();
afterAll(() => club.close());
const SEASON = 'embed-season';
await club.season(SEASON, players(6));
await club.run(SEASON, {
  type: 'PlanEvenings',
  evenings: [
    { round: 1, date: '2026-11-19' },
    { round: 2, date: '2026-11-26' },
  ],
});
const [paired] = (await club.run(SEASON, { type: 'PairRound', round: 1 }, '2026-11-19T18:00:00+01:00'))
  .events;
const games = (paired?.payload.games ?? []) as { white: string; black: string }[];
const page = async (path: string) => {
  const res = await club.app.request(path);
  return { res, html: await res.text() };
};

describe('the embed script', () => {
  it('is served for other sites to load, and builds a frame that sizes itself', async () => {
    const { res, html } = await page('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(html).toContain("'arbiter:height'");
    const frameScript = await page('/assets/embed-frame.js');
    expect(frameScript.html).toContain('postMessage');
    // Everything else stays same-origin.
    expect((await page('/assets/app.js')).res.headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );
  });

  it('the frame loads its height reporter and the club’s colours', async () => {
    const { res, html } = await page(`/embed/c/${SEASON}?accent=aa0000&background=%23FFFFF0&text=222`);
    expect(res.status).toBe(200);
    expect(html).toContain('<script src="/assets/embed-frame.js" defer=""></script>');
    const href = /href="(\/embed\/theme\.css\?[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(href).toBe('/embed/theme.css?accent=aa0000&background=fffff0&text=222');
    const css = await page(href);
    expect(css.res.headers.get('content-type')).toContain('text/css');
    expect(css.html).toContain('--accent: #aa0000;');
    expect(css.html).toContain('--bg: #fffff0;');
    expect(css.html).toContain('--fg: #222;');
    expect((await page(`/embed/c/${SEASON}`)).html).not.toContain('theme.css');
  });

  it.each([
    ['accent', 'red;}body{display:none'],
    ['background', '12345'],
  ])('refuses %s=%s naming the parameter', async (name, value) => {
    const { res, html } = await page(`/embed/c/${SEASON}?${name}=${encodeURIComponent(value)}&lang=en`);
    expect(res.status).toBe(400);
    expect(html).toContain(`is not a colour for ${name}`);
    expect((await page(`/embed/theme.css?${name}=${encodeURIComponent(value)}`)).res.status).toBe(400);
  });
});

describe('rounds?latest', () => {
  it('KZ-12 shows the last round with games, not the planned evening after it', async () => {
    const { html } = await page(`/embed/c/${SEASON}/rounds?latest&lang=en`);
    expect(html).toContain('Round 1');
    expect(html).not.toContain('Round 2');
    expect(html).toContain(participantName(games[0]?.white));
  });
});

function participantName(id: string | undefined): string {
  return players(6).find((p) => p.id === id)?.name ?? '?';
}
