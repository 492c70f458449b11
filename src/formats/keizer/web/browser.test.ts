import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium } from '../../../test-support/browser.js';
import { demos as keizerDemos } from '../demo.js';

describe.runIf(hasChromium)('a Keizer season in a real browser', () => {
  const world = browserApp(keizerDemos());

  it('KZ-11 a player reports an absence from his phone and sees it listed', async () => {
    const page = await world.phone('player');
    await page.goto(`${world.app.url}/c/demo-keizer/act`);
    await expect(page.getByRole('heading', { name: 'Your next step' }).isVisible()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: /Round 15/ }).check();
    await page.getByRole('button', { name: 'Send absence notice' }).click();
    await page.locator('#decision').waitFor();
    expect(await page.locator('#decision').textContent()).toMatch(/^Absence notice: .+ \(round 15\)$/);
    const notices = page.locator('.keizer-notices');
    expect(await notices.textContent()).toContain('Round 15: absent with notice');
    await page.context().close();
  });

  it('KZ-17 the player reports the result of his last game in one tap', async () => {
    const page = await world.phone('player');
    await page.goto(`${world.app.url}/c/demo-keizer/act`);
    const card = page.locator('.keizer-card', { hasText: 'Round 14' });
    await card.getByRole('button', { name: 'I won' }).click();
    await page.locator('#decision').waitFor();
    expect(await page.getByText(/Round 14: your result (1–0|0–1) is in\./).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'I won' }).count()).toBe(0);
    await page.context().close();
  });

  it('KZ-12 KZ-17 the director pairs the next evening and enters a result; the public ranking follows', async () => {
    const page = await world.phone('director');
    await page.goto(`${world.app.url}/c/demo-keizer/act`);
    await page.getByRole('button', { name: 'Pair round 15' }).click();
    await page.locator('#decision').waitFor();
    const board = page.locator('.keizer-board').first();
    const names = (await board.locator('strong').allTextContents()) as [string, string];
    await board.getByRole('button', { name: /^1–0 in / }).click();
    await page.locator('#decision').waitFor();
    expect(await page.locator('.keizer-board').first().locator('.badge').textContent()).toBe('1–0');

    const visitor = await world.phone();
    await visitor.goto(`${world.app.url}/c/demo-keizer`);
    expect(await visitor.getByRole('heading', { name: 'Ranking after round 15' }).count()).toBe(1);
    await visitor.goto(`${world.app.url}/c/demo-keizer/t/evening?round=15`);
    expect(await visitor.locator('.keizer-boards tbody tr').first().textContent()).toContain(names[0]);
    await visitor.context().close();
    await page.context().close();
  });
});
