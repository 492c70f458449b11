/**
 * Joining without a mail server in real Chromium, without JavaScript, at 390 and 1,280 px (issue
 * 25): the director pastes players with their e-mail addresses, confirms, and gets one link per
 * player to copy, with the plain words that nothing was sent; the page is no wider than the
 * screen, and a link opened by the player leads to making an account.
 */
import { describe, expect, it } from 'vitest';
import {
  browserApp,
  emptyLadder,
  hasChromium,
  horizontalOverflow as overflow,
} from '../../test-support/browser.js';

describe.skipIf(!hasChromium)('invitation links in Chromium', () => {
  const world = browserApp([], { settings: { mailOff: true }, setup: emptyLadder('links-web') });

  it('shows each invited player’s link to copy, at 390 and 1280 px, and the link works', async () => {
    const page = await world.phone('director');
    await page.goto(`${world.app.url}/c/links-web/participants?lang=en`);
    await page
      .getByLabel('List of participants')
      .fill('Anna de Vries\t1850\tanna@club.test\nBram Jansen\t1720\tbram@club.test\nCor Bakker');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Add them all' }).click();
    expect(await page.getByText('3 participants added').count()).toBe(1);
    expect(await page.getByText('Mail is not set up on this server: nothing was sent.').count()).toBe(1);
    const anna = page.getByRole('textbox', { name: 'Link for Anna de Vries' });
    const link = await anna.inputValue();
    expect(link).toMatch(/\/invite\/[\w-]+$/);
    expect(await page.getByRole('textbox', { name: 'Link for Bram Jansen' }).count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/invitation-links-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/invitation-links-1280.png', fullPage: true });
    const player = await world.phone();
    // The test app's links name http://arbiter.test/; the path is what the player opens.
    await player.goto(`${world.app.url}${new URL(link).pathname}?lang=en`);
    expect(await player.getByText('Choose your name and a password for anna@club.test').count()).toBe(1);
  }, 60_000);
});
