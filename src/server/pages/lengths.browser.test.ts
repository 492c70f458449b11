/**
 * Pages that stay short and tables that stay readable, in Chromium at a phone's width (390 px) and
 * a laptop's (1,280 px) (issue 25, points 13 and 14): the director's dashboard grouped by
 * competition with counts, tasks apart from notes and no column of identical buttons; the Keizer
 * act page with its generated forms folded once at the end; a player's absence one click from the
 * dashboard; the crosstable's key and "Points" heading in sight on a phone, and the public Keizer
 * ranking's names and key columns in sight, the names staying when the table is scrolled sideways.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../formats/demos.js';
import { browserApp, hasChromium, outsideWindow } from '../../test-support/browser.js';

const demos = DEMOS();

/**
 * The heights these pages may reach, in CSS pixels, on the demos of the test clock. Measured with
 * this change: the dashboard 2,044 px at 390 and 1,595 at 1,280; the Keizer act page 2,867 and
 * 2,115. Before issue 25 the act page carried 22 generated forms as folds and a fold per recorded
 * board (about 4,100 px at 1,280), and the dashboard a "Resolve" button per item (4,460 px at 390).
 */
const MAX_HEIGHT = {
  dashboard: { 390: 2_400, 1280: 1_900 },
  keizerAct: { 390: 3_300, 1280: 2_500 },
} as const;

/** The little of the browser's window these checks read (the project compiles without the DOM library). */
type Win = { document: { documentElement: { scrollHeight: number } } };

const height = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Win).document.documentElement.scrollHeight);

/** The texts of the elements matching `selector` that are shown but not wholly inside the window's width. */
const cut = (page: Page, selector: string) => outsideWindow(page, selector, -0.5);

/** Scrolls every wide table's box of the page to its right end. */
const scrollTablesRight = (page: Page) =>
  page.$$eval('.table-wrap', (els) => {
    for (const el of els) (el as unknown as { scrollLeft: number; scrollWidth: number }).scrollLeft = 1e6;
  });

describe.runIf(hasChromium)('short pages and readable tables (issue 25.13, 25.14)', () => {
  const world = browserApp(demos);

  const pageAt = (width: number, who?: 'director' | 'player'): Promise<Page> =>
    world.page({ width, javaScript: true, offline: true, who });

  for (const width of [390, 1280] as const) {
    it(`the director's dashboard is grouped, counted and short at ${width} px`, async () => {
      const page = await pageAt(width, 'director');
      await page.goto(`${world.app.url}/dashboard?lang=en`);
      expect(await height(page)).toBeLessThanOrEqual(MAX_HEIGHT.dashboard[width]);
      // No column of identical buttons: each task's sentence is its link.
      expect(await page.locator('main a.button', { hasText: 'Resolve' }).count()).toBe(0);
      expect(await page.locator('main .dash-due a').count()).toBeGreaterThan(0);
      // Notes for information are apart from the tasks, folded, and counted.
      const taskBadges = await page.locator('main section > .dash-due .badge').allTextContents();
      expect(taskBadges.length).toBeGreaterThan(0);
      expect(taskBadges.filter((b) => b === 'info')).toEqual([]);
      const notes = await page.locator('main details.dash-notes > summary').allTextContents();
      expect(notes.length).toBeGreaterThan(0);
      for (const n of notes) expect(n).toMatch(/^\d+ notes?$/);
      expect(await page.locator('main').textContent()).toMatch(/\d+ tasks? in \d+ competitions/);
      // The competitions with nothing due share one list.
      expect(await page.locator('main .dash-quiet li').count()).toBeGreaterThan(1);
      await page.context().close();
    });

    it(`the Keizer act page folds its generated forms once, at the end, at ${width} px`, async () => {
      const page = await pageAt(width, 'director');
      await page.goto(`${world.app.url}/c/demo-keizer/act?lang=en`);
      expect(await page.getByText('All commands', { exact: false }).count()).toBe(1);
      expect(
        await page.locator('#all-commands').evaluate((d) => (d as unknown as { open: boolean }).open),
      ).toBe(false);
      expect(
        await page
          .locator('main details')
          .last()
          .evaluate((d) => d.closest('#all-commands') !== null),
      ).toBe(true);
      expect(await height(page)).toBeLessThanOrEqual(MAX_HEIGHT.keizerAct[width]);
      await page.context().close();
    });
  }

  it('KZ-11 a player sends word of an absence one click from his dashboard, without opening a fold', async () => {
    const page = await pageAt(390, 'player');
    await page.goto(`${world.app.url}/dashboard?lang=en`);
    const act = page.locator('main a[href="/c/demo-keizer/act"]');
    await Promise.all([page.waitForURL(/\/c\/demo-keizer\/act/), act.first().click()]);
    const send = page.getByRole('button', { name: 'Send absence notice' });
    expect(await send.isVisible()).toBe(true);
    expect(await send.evaluate((b) => b.closest('details:not([open])') === null)).toBe(true);
    await page.context().close();
  });

  it('at 390 px the round robin’s crosstable shows its key and its "Points" heading whole, the names beside', async () => {
    const page = await pageAt(390);
    await page.goto(`${world.app.url}/c/demo-round-robin/t/crosstable?lang=en`);
    expect(await cut(page, '#rr-cross-key')).toEqual([]);
    expect(await cut(page, '.rr-crosstable thead th:last-child')).toEqual([]);
    expect(await page.locator('.rr-crosstable thead th:last-child').textContent()).toBe('Points');
    expect(await cut(page, '.rr-crosstable tbody th[scope="row"]')).toEqual([]);
    await scrollTablesRight(page);
    expect(await cut(page, '.rr-crosstable tbody th[scope="row"]')).toEqual([]);
    expect(await cut(page, '.rr-crosstable tbody td:last-child')).toEqual([]);
    await page.context().close();
  });

  it('KZ-10 at 390 px the public Keizer ranking keeps the names and its key columns in sight', async () => {
    const page = await pageAt(390);
    await page.goto(`${world.app.url}/c/demo-keizer?lang=en`);
    const heads = await page.locator('.keizer-ranking thead th').allTextContents();
    for (const key of ['Name', 'Value', 'Score']) expect(heads).toContain(key);
    expect(await cut(page, '.keizer-ranking thead th')).toEqual([]);
    expect(await cut(page, '.keizer-ranking tbody th[scope="row"]')).toEqual([]);
    for (const key of ['Value', 'Score', 'Change'])
      expect(await cut(page, `.keizer-ranking td:nth-child(${heads.indexOf(key) + 1})`)).toEqual([]);
    await scrollTablesRight(page);
    expect(await cut(page, '.keizer-ranking tbody th[scope="row"]')).toEqual([]);
    await page.context().close();
  });
});
