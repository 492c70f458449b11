/**
 * Lists that page (issue #29) on a phone (390 px) in Chromium: the front page of 30 published
 * competitions shows the first 20 and a "Next page" link; following it shows the rest and a
 * "Previous page" link back; neither page is wider than the window.
 */
import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium, horizontalOverflow as overflow } from '../../test-support/browser.js';
import { createListed } from '../../test-support/server.js';

describe.runIf(hasChromium)('lists that page, at 390 px', () => {
  const world = browserApp([]);

  it('pages through the front page with links both ways, within the window', async () => {
    await createListed(
      world.app.store,
      'phone',
      30,
      (i) => `A competition with a rather long name, number ${i}`,
    );
    const page = await world.phone();
    await page.goto(`${world.app.url}/`);
    expect(await page.locator('main a[href^="/c/phone-"]').count()).toBe(20);
    expect(await overflow(page)).toBe(0);
    await Promise.all([
      page.waitForURL(/after=phone-19/),
      page.getByRole('link', { name: /Next page/ }).click(),
    ]);
    expect(await page.locator('main a[href^="/c/phone-"]').count()).toBe(10);
    expect(await page.getByRole('link', { name: /Next page/ }).count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    await Promise.all([
      page.waitForURL(/before=phone-20/),
      page.getByRole('link', { name: /Previous page/ }).click(),
    ]);
    expect(await page.locator('main a[href^="/c/phone-"]').first().getAttribute('href')).toBe('/c/phone-00');
    await page.context().close();
  });
});
