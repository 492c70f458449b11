/**
 * Lists that page (issue #29) on a phone (390 px) in Chromium: the front page of 30 published
 * competitions shows the first 20 and a "Next page" link; following it shows the rest and a
 * "Previous page" link back; neither page is wider than the window.
 */
import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { browserApp, hasChromium } from '../../test-support/browser.js';

/** How far the page is wider than the window (0: no horizontal scroll). */
type Win = { document: { documentElement: { clientWidth: number; scrollWidth: number } } };

describe.runIf(hasChromium)('lists that page, at 390 px', () => {
  const world = browserApp([]);

  it('pages through the front page with links both ways, within the window', async () => {
    const { store } = world.app;
    for (let i = 0; i < 30; i++) {
      const id = `phone-${String(i).padStart(2, '0')}`;
      await store.events.createCompetition({
        id,
        clubId: 'demo',
        name: `A competition with a rather long name, number ${i}`,
        format: 'round-robin',
        formatVersion: 1,
        preset: 'fide',
        config: {},
        participants: [],
        createdAt: moment(`2026-11-01T10:${String(i).padStart(2, '0')}:00+01:00`),
      });
      await store.accounts.setPublished(id, true, {
        at: moment('2026-11-22T12:00:00+01:00'),
        actor: 'test',
        action: 'published',
        subject: id,
      });
    }
    const page = await world.phone();
    const overflow = () =>
      page.evaluate(() => {
        const root = (globalThis as unknown as Win).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
    await page.goto(`${world.app.url}/`);
    expect(await page.locator('main a[href^="/c/phone-"]').count()).toBe(20);
    expect(await overflow()).toBe(0);
    await Promise.all([
      page.waitForURL(/after=phone-19/),
      page.getByRole('link', { name: /Next page/ }).click(),
    ]);
    expect(await page.locator('main a[href^="/c/phone-"]').count()).toBe(10);
    expect(await page.getByRole('link', { name: /Next page/ }).count()).toBe(0);
    expect(await overflow()).toBe(0);
    await Promise.all([
      page.waitForURL(/before=phone-20/),
      page.getByRole('link', { name: /Previous page/ }).click(),
    ]);
    expect(await page.locator('main a[href^="/c/phone-"]').first().getAttribute('href')).toBe('/c/phone-00');
    await page.context().close();
  });
});
