/**
 * A league evening in a real browser (headless Chromium) on a phone-sized screen: the player
 * reports his result and starts the proposed game; the director enters the last results, closes
 * the evening (the lot drawn by the app) and opens the next one. No page is wider than the phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium, PHONE } from '../../../test-support/browser.js';
import { demos as leagueDemos } from '../demo.js';

const ID = leagueDemos()[0].id;

describe.runIf(hasChromium)('a league evening on a phone', () => {
  const world = browserApp([leagueDemos()[0]], { now: '2026-02-19T20:30:00+01:00' });

  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

  it('HL-8 the player reports his result and starts the proposed game, without JavaScript', async () => {
    const page = await world.phone('player');
    await page.goto(`${world.app.url}/c/${ID}/act`);
    await fitsThePhone(page);
    const next = page.getByRole('region', { name: 'Your next step' });
    await expect(next.getByText('You are playing Kenji Mori on board 5 since 19:45.').count()).resolves.toBe(
      1,
    );
    await next.getByRole('button', { name: 'I lost' }).click();
    await page.locator('#decision').waitFor();
    const proposed = next.locator('li.hl-proposed');
    expect(await proposed.textContent()).toContain('Tokumei');
    expect(await proposed.textContent()).toContain('you give the handicap and move first');
    await proposed.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#decision').waitFor();
    expect(await next.textContent()).toContain('You are playing Tokumei on board 7 since 20:30.');
    await page.goto(`${world.app.url}/c/${ID}/t/tonight`);
    await fitsThePhone(page);
    expect(await page.locator('.hl-games').first().textContent()).toContain('Board 7');
    await page.context().close();
  });

  it('HL-7 the director enters the last results, closes the evening and opens the next', async () => {
    const page = await world.phone('director');
    await page.goto(`${world.app.url}/c/${ID}/act`);
    await fitsThePhone(page);
    const evening = page.getByRole('region', { name: 'The evening' });
    for (const winner of ['Mei Tanaka won', 'Hanna Weber won']) {
      await evening.getByRole('button', { name: winner }).click();
      await page.locator('#decision').waitFor();
    }
    await evening.getByRole('button', { name: 'Close evening 2026-02-19' }).click();
    await page.locator('#decision').waitFor();
    expect(await evening.textContent()).toContain('No evening is running.');
    await evening.getByLabel('Name of the evening').fill('2026-02-19-late');
    await evening.getByRole('button', { name: 'Open the evening' }).click();
    await page.locator('#decision').waitFor();
    expect(await evening.textContent()).toContain('Evening 2026-02-19-late is running');
    await page.goto(`${world.app.url}/c/${ID}/t/evenings`);
    expect(await page.locator('section', { hasText: 'Evening Thu, 19 Feb 2026 #7' }).textContent()).toMatch(
      /moved one league rank up .* moved one league rank down/,
    );
    await page.context().close();
  });
});
