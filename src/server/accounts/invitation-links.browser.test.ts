/**
 * Joining without a mail server in real Chromium, without JavaScript, at 390 and 1,280 px (issue
 * 25): the director pastes players with their e-mail addresses, confirms, and gets one link per
 * player to copy, with the plain words that nothing was sent; the page is no wider than the
 * screen, and a link opened by the player leads to making an account.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import {
  hasChromium,
  launchBrowser,
  openPhone,
  horizontalOverflow as overflow,
  serveTestApp,
} from '../../test-support/browser.js';

describe.skipIf(!hasChromium)('invitation links in Chromium', () => {
  let browser: Browser;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  beforeAll(async () => {
    served = await serveTestApp([], { settings: { mailOff: true } });
    await served.competitions.create({
      id: 'links-web',
      clubId: DEMO_CLUB,
      name: 'Club ladder',
      format: 'pyramid',
    });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  it('shows each invited player’s link to copy, at 390 and 1280 px, and the link works', async () => {
    const page = await openPhone(browser, served.url, 'director');
    await page.goto(`${served.url}/c/links-web/participants?lang=en`);
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
    const player = await openPhone(browser, served.url);
    // The test app's links name http://arbiter.test/; the path is what the player opens.
    await player.goto(`${served.url}${new URL(link).pathname}?lang=en`);
    expect(await player.getByText('Choose your name and a password for anna@club.test').count()).toBe(1);
  }, 60_000);
});
