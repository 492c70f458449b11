/**
 * Pictures that fit, in a real browser at a phone's width (390 px) and a laptop's (1,280 px):
 * every demo competition's main page without horizontal page overflow, and on a phone every page
 * its links reach (tabs, rounds, history, players' pages) in English, German and Dutch; every place of the
 * pyramid and every name of the cup bracket in sight (no hidden scroll); the charts' names
 * readable; and the German and Dutch pages without a message key.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../formats/demos.js';
import {
  browserApp,
  hasChromium,
  outsideWindow,
  horizontalOverflow as overflow,
} from '../../test-support/browser.js';
import { keysIn } from '../../test-support/page-text.js';

const demos = DEMOS();
const WIDTHS = [390, 1280] as const;
const BRACKET = '/c/demo-tantrix-weekend/t/bracket';

/** The little of the browser's window these checks read (the project compiles without the DOM library). */
type Win = { getComputedStyle(el: unknown): { fontSize: string } };

/** Elements matching `selector` that are shown but stick out of the viewport sideways. */
const outside = (page: Page, selector: string) => outsideWindow(page, selector);

describe.runIf(hasChromium)('pages that fit at 390 and 1,280 px', () => {
  const world = browserApp(demos);

  const pageAt = (width: number, signedIn = false): Promise<Page> =>
    world.page({
      width,
      height: 800,
      javaScript: true,
      offline: true,
      who: signedIn ? 'director' : undefined,
    });

  for (const width of WIDTHS) {
    it(`every format's main page has no horizontal page overflow at ${width} px`, async () => {
      const page = await pageAt(width, true);
      const wide: string[] = [];
      for (const d of demos)
        for (const path of [`/c/${d.id}`, `/c/${d.id}/act`]) {
          await page.goto(`${world.app.url}${path}`);
          const by = await overflow(page);
          if (by > 0) wide.push(`${path}: ${by} px`);
        }
      expect(wide).toEqual([]);
      await page.context().close();
    });

    it(`the pyramid shows every place of every level at ${width} px`, async () => {
      const page = await pageAt(width);
      await page.goto(`${world.app.url}/c/demo-pyramid`);
      expect(await page.locator('.pyr-place').count()).toBeGreaterThan(30);
      expect(await outside(page, '.pyr-place')).toEqual([]);
      expect(await overflow(page)).toBe(0);
      await page.context().close();
    });

    it(`the cup bracket shows every player's name at ${width} px`, async () => {
      const page = await pageAt(width);
      await page.goto(`${world.app.url}${BRACKET}`);
      const players = await page.$$eval('.tp-tournament-match h3', (hs) =>
        hs.flatMap((h) => (h.textContent ?? '').split(' – ').map((n: string) => n.trim())),
      );
      expect(players.length).toBeGreaterThan(8);
      const names = '.tp-tournament-bracket text, .tp-tournament-bracket-list span';
      // Nothing of the bracket off screen, and every text at least 10 px high.
      expect(await outside(page, names)).toEqual([]);
      const shown = await page.$$eval(names, (els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => ({ text: (el.textContent ?? '').trim(), height: el.getBoundingClientRect().height })),
      );
      expect(shown.filter((s) => s.text !== '' && s.height < 10)).toEqual([]);
      for (const name of new Set(players))
        expect(
          shown.map((s) => s.text),
          name,
        ).toContain(name);
      expect(await overflow(page)).toBe(0);
      await page.context().close();
    });

    it(`the Keizer chart names its players in a readable legend at ${width} px`, async () => {
      const page = await pageAt(width);
      await page.goto(`${world.app.url}/c/demo-keizer/t/chart`);
      const legend = await page.$$eval('.chart-legend li', (lis) =>
        lis.map((li) => ({
          text: li.textContent ?? '',
          size: Number.parseFloat((globalThis as unknown as Win).getComputedStyle(li).fontSize),
        })),
      );
      expect(legend.length).toBeGreaterThan(3);
      for (const item of legend) expect(item.size).toBeGreaterThanOrEqual(14);
      expect(await outside(page, '.chart, .chart-legend li')).toEqual([]);
      await page.context().close();
    });
  }

  // A crawl of each competition's own pages as the director sees them (a superset of the public's):
  // long German and Dutch words and wide tables are where a page grows sideways.
  for (const lang of ['en', 'de', 'nl'] as const)
    for (const d of demos)
      it(`${d.id}: no page its links reach overflows sideways at 390 px in ${lang}`, {
        timeout: 120_000,
      }, async () => {
        const page = await pageAt(390, true);
        await page.goto(`${world.app.url}/c/${d.id}?lang=${lang}`);
        const own = new RegExp(`^/c/${d.id}(/|$|\\?)`);
        const queue = [`/c/${d.id}`];
        const seen = new Set(queue);
        const variants = new Map<string, number>();
        const wide: string[] = [];
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(`${world.app.url}${path}`);
          const by = await overflow(page);
          if (by > 0) wide.push(`${path}: ${by} px`);
          const links = await page.$$eval('main a[href]', (as) =>
            as.map((a) => a.getAttribute('href') ?? ''),
          );
          for (const href of links) {
            const link = href.split('#')[0] as string;
            if (!own.test(link) || seen.has(link) || /\/download\/|[?&](asOf|lang)=/.test(link)) continue;
            // Two of each page's variants (two players' pages, two rounds) stand for the rest.
            const base = link.split('?')[0] as string;
            const n = variants.get(base) ?? 0;
            if (link.includes('?') && n >= 2) continue;
            variants.set(base, n + 1);
            seen.add(link);
            queue.push(link);
          }
        }
        expect(seen.size).toBeGreaterThan(2);
        expect(wide).toEqual([]);
        await page.context().close();
      });

  for (const lang of ['de', 'nl'] as const)
    it(`the ${lang} main pages show no message key`, async () => {
      const page = await pageAt(390, true);
      const found: string[] = [];
      for (const path of ['/', '/dashboard', ...demos.map((d) => `/c/${d.id}`), BRACKET]) {
        await page.goto(`${world.app.url}${path}?lang=${lang}`);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        for (const key of keysIn(await page.locator('body').innerText())) found.push(`${path}: ${key}`);
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
});
