/**
 * The Swiss's pages in real Chromium on the demo ("Rapid Swiss … (demo)"), on a phone (390 px)
 * and a desktop (1,280 px), as the director and as the public: standings with the tie-breaks,
 * the pairings by board, the crosstable, a player's card and the director's act page (pair the
 * next round with the explanation, the results), and a player's own part of the act page (his
 * game, a bye asked for and cancelled). No page is wider than the screen; screenshots go to
 * /tmp/swiss-<page>-<width>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium, horizontalOverflow } from '../../../test-support/browser.js';
import { demos } from '../demo.js';

const PAGES: readonly [string, string][] = [
  ['standings', '/c/demo-swiss'],
  ['pairings', '/c/demo-swiss/t/pairings'],
  ['crosstable', '/c/demo-swiss/t/crosstable'],
  ['player', '/c/demo-swiss/t/player?player=s1'],
  ['act', '/c/demo-swiss/act'],
];

/** The little of the DOM the page's code below uses (the project compiles without the DOM's types). */
type LineBoxes = {
  document: {
    createRange(): { selectNodeContents(node: unknown): void; getClientRects(): Iterable<{ top: number }> };
  };
};

describe.skipIf(!hasChromium)('the Swiss’s pages in Chromium', () => {
  const run = browserApp(demos());

  async function signedIn(width: number, who: 'director' | 'player' = 'director'): Promise<Page> {
    const context = await run.browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${run.app.url}/login`);
    await page.getByLabel('E-mail address').fill(`${who}@demo.arbiter`);
    await page.getByLabel('Password').fill(`demo-${who}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${run.app.url}/dashboard`);
    return page;
  }

  for (const width of [390, 1280])
    it(`every page fits ${width} px, for the director`, async () => {
      const page = await signedIn(width);
      for (const [name, path] of PAGES) {
        await page.goto(`${run.app.url}${path}${path.includes('?') ? '&' : '?'}lang=en`);
        await page.screenshot({ path: `/tmp/swiss-${name}-${width}.png`, fullPage: true });
        expect(await horizontalOverflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }, 120_000);

  it('the standings fit a phone: each name on one line, kept at the left while the tie-breaks scroll (en/de/nl)', async () => {
    for (const width of [390, 1280]) {
      const page = await signedIn(width);
      for (const lang of ['en', 'de', 'nl']) {
        await page.goto(`${run.app.url}/c/demo-swiss?lang=${lang}`);
        await page.screenshot({ path: `/tmp/swiss-standings-${lang}-${width}.png`, fullPage: true });
        const lines = await page.$$eval('.table-wrap th[scope="row"]', (cells) =>
          cells.map((cell) => {
            const range = (globalThis as unknown as LineBoxes).document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          }),
        );
        expect(lines.length, `${lang} ${width}`).toBeGreaterThan(30);
        expect(Math.max(...lines), `${lang} ${width}: lines of the longest name`).toBe(1);
        // Scrolled to the end, the names are still in view at the left (a phone); nothing scrolls on a desktop.
        const [wrapLeft, nameLeft] = await page.$eval('.table-wrap', (wrap) => {
          wrap.scrollLeft = wrap.scrollWidth;
          const name = wrap.querySelector('th[scope="row"]');
          return [wrap.getBoundingClientRect().left, name?.getBoundingClientRect().left ?? Number.NaN];
        });
        expect(nameLeft, `${lang} ${width}: the name column stays in view`).toBeGreaterThanOrEqual(
          wrapLeft - 0.5,
        );
        expect(await horizontalOverflow(page), `${lang} ${width}`).toBeLessThanOrEqual(0);
      }
    }
  }, 180_000);

  it('a player sees his game, asks for a bye and cancels it on the act page at 390 px', async () => {
    const page = await signedIn(390, 'player');
    await page.goto(`${run.app.url}/c/demo-swiss/act?lang=en`);
    expect(await page.getByRole('heading', { name: 'Your tournament' }).count()).toBe(1);
    expect(
      await page.getByText(/^Round 5, board \d+: you (play|played) (white|black) against /).count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Ask for a half-point bye in round 6' }).click();
    await page.waitForURL(/\/c\/demo-swiss\//);
    expect(await page.getByText('You asked for round 6: half-point bye.').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/swiss-act-player-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Cancel this bye' }).click();
    await page.waitForURL(/\/c\/demo-swiss\//);
    expect(await page.getByText('You asked for round 6').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Withdraw from round 6 on' }).count()).toBe(1);
  }, 60_000);
});
