/**
 * Adding many participants in real Chromium, without JavaScript, on a phone and a desk screen:
 * the director pastes a list, sees the preview, confirms, and the checklist ticks "Players
 * entered"; neither page is wider than the screen.
 */
import { describe, expect, it } from 'vitest';
import {
  browserApp,
  emptyLadder,
  hasChromium,
  horizontalOverflow as overflow,
} from '../../test-support/browser.js';

describe.skipIf(!hasChromium)('adding many participants in Chromium', () => {
  const world = browserApp([], { setup: emptyLadder('bulk-web') });

  it('pastes, previews and confirms a list at 390 and 1280 px', async () => {
    const page = await world.phone('director');
    await page.goto(`${world.app.url}/c/bulk-web?lang=en`);
    await page.getByRole('link', { name: 'Players entered' }).click();
    await page.getByLabel('List of participants').fill('Anna de Vries\t1850\nBram Jansen\t1720\nCor Bakker');
    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByText('3 participants will be added').count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'Bram Jansen' }).count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/bulk-preview-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/bulk-preview-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Add them all' }).click();
    await page.waitForURL(`${world.app.url}/c/bulk-web/act`);
    expect(await page.getByText('3 participants added').count()).toBeGreaterThan(0);
    await page.goto(`${world.app.url}/c/bulk-web?lang=en`);
    expect(await page.locator('li[data-done="true"]', { hasText: 'Players entered' }).count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/bulk-checklist-390.png', fullPage: true });
  }, 60_000);
});
