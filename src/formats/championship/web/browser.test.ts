/**
 * The championship's main flow in a real browser (headless Chromium) on a phone-sized screen:
 * a player finds his game on the main page and reports it; the director enters the round's
 * other results board by board (a forgotten score is shown at its field), pairs the next round
 * and prints its pairings. No page is wider than the phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium } from '../../../test-support/browser.js';
import { championshipWebDemos, SWISS } from '../../../test-support/championship-web.js';

const PHONE = { width: 390, height: 844 };

describe.runIf(hasChromium)('a championship day on a phone (headless Chromium)', () => {
  const world = browserApp(championshipWebDemos().filter((d) => d.id === SWISS));

  const signIn = async (email: string, password: string): Promise<Page> => {
    const page = await world.browser.newPage({ viewport: PHONE });
    page.setDefaultTimeout(15_000);
    await page.goto(`${world.app.url}/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${world.app.url}/dashboard`);
    return page;
  };

  /** Whether the page is no wider than the screen (tables scroll inside their own box). */
  const fitsThePhone = async (page: Page): Promise<boolean> =>
    (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) === true;

  it('SD-1 a player finds his game on the main page and reports both scores', async () => {
    const page = await signIn('player@demo.arbiter', 'demo-player');
    await page.goto(`${world.app.url}/c/${SWISS}`);
    expect(await fitsThePhone(page)).toBe(true);
    const you = page.locator('section.championship-you');
    expect(await you.textContent()).toMatch(/Round 5, board \d+: /);
    await you.getByRole('link', { name: 'Report the result' }).click();
    await page.waitForURL(`${world.app.url}/c/${SWISS}/act`);
    expect(await fitsThePhone(page)).toBe(true);
    const form = page.locator('form.championship-report');
    await form.getByLabel('Your score').fill('423');
    await form.getByLabel(/^Score of /).fill('389');
    await form.getByRole('button', { name: 'Report the result' }).click();
    await page.locator('#decision').waitFor();
    expect(await page.locator('section.championship-act').textContent()).toContain('423:389 is recorded.');
    await page.close();
  });

  it('SD-1 SD-8 the director enters the other results board by board, then pairs the next round', async () => {
    const page = await signIn('director@demo.arbiter', 'demo-director');
    await page.goto(`${world.app.url}/c/${SWISS}/act`);
    expect(await fitsThePhone(page)).toBe(true);
    // A forgotten score is shown at its field, in words.
    const first = page.locator('form.championship-board-form').first();
    const inputs = first.locator('input[type="number"]');
    await inputs.nth(0).fill('410');
    await first.getByRole('button', { name: 'Save' }).click();
    await page.locator('#form-errors').waitFor();
    const invalid = page.locator('form.championship-board-form input[aria-invalid="true"]');
    expect(await invalid.count()).toBe(1);
    expect(await page.locator('form.championship-board-form .field-error').first().textContent()).toBe(
      'Required.',
    );
    // Every open board, one form each.
    for (let guard = 0; guard < 10; guard++) {
      const form = page.locator('form.championship-board-form').first();
      if ((await form.count()) === 0) break;
      const scores = form.locator('input[type="number"]');
      await scores.nth(0).fill(String(400 + guard));
      await scores.nth(1).fill('377');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.locator('#decision').waitFor();
    }
    expect(await page.locator('.championship-progress').textContent()).toBe(
      'Round 6 of 6 is next (New Swiss).',
    );
    await page.getByRole('button', { name: 'Pair round 6' }).click();
    await page.locator('#decision').waitFor();
    await page.getByRole('link', { name: 'Pairings', exact: true }).click();
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Round 6 · New Swiss');
    expect(await page.locator('table.championship-boards tbody tr').count()).toBe(7);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(1);
    expect(await fitsThePhone(page)).toBe(true);
    await page.close();
  });
});
