/**
 * A player's evening on a phone, in a real browser (headless Chromium, no script needed): sign
 * in, find the next game, log the answer to the opponent's message (TX-11), arrange the game,
 * report the result with both scores and minutes (TX-1) — and see the group table change.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium } from '../../../test-support/browser.js';
import { demos } from '../demo.js';

const [, scheduled] = demos();

describe.runIf(hasChromium)('tp-tournament in a real browser', () => {
  const world = browserApp([scheduled]);

  const tpOf = async (page: Page, name: string): Promise<string> => {
    await page.goto(`${world.app.url}/c/${scheduled.id}`);
    const row = page.locator('#group-A ~ .table-wrap tbody tr', {
      has: page.getByRole('rowheader', { name }),
    });
    return (await row.locator('td').nth(1).textContent()) ?? '';
  };

  it('a player answers, arranges and reports his game from a phone', async () => {
    const context = await world.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${world.app.url}/login`);
    await page.getByLabel('E-mail address').fill('player@demo.arbiter');
    await page.getByLabel('Password').fill('demo-player');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${world.app.url}/dashboard`);
    const before = Number(await tpOf(page, 'Hana Novak'));

    await page.getByRole('link', { name: 'Report and arrange' }).click();
    const next = page.locator('article.tp-tournament-next').first();
    expect(await next.getByRole('heading', { level: 3 }).textContent()).toBe(
      'Group A, round 5: against Emil Sørensen',
    );
    await next.getByRole('button', { name: 'I answered Emil Sørensen' }).click();
    await page.locator('#decision').waitFor();

    const card = page.locator('article.tp-tournament-next').first();
    await card.getByLabel('Agreed time (UTC)').fill('2026-11-24T19:30');
    await card.getByRole('button', { name: 'Save the time' }).click();
    await page.locator('#decision').waitFor();
    expect(await page.locator('article.tp-tournament-next').first().textContent()).toContain(
      'Arranged for Tue 24 November, 19:30 UTC',
    );

    const result = page.locator('article.tp-tournament-next').first();
    await result.getByLabel('Your score').fill('33');
    await result.getByLabel("Emil Sørensen's score").fill('24');
    await result.getByLabel('You: minutes used').fill('13');
    await result.getByLabel('Emil Sørensen: minutes used').fill('14');
    await result.getByRole('button', { name: 'Send the result' }).click();
    await page.locator('#decision').waitFor();
    expect(await page.locator('.tp-tournament-player').textContent()).toContain('You have no open games.');

    // A margin of 9 is worth 16.0 TP (TX-2).
    expect(Number(await tpOf(page, 'Hana Novak'))).toBeCloseTo(before + 16, 5);
    await context.close();
  });

  it('a bad score is marked at its field, in the page language', async () => {
    const context = await world.browser.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${world.app.url}/login`);
    await page.getByLabel('E-mailadres').fill('director@demo.arbiter');
    await page.getByLabel('Wachtwoord').fill('demo-director');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.goto(`${world.app.url}/c/${scheduled.id}/act`);
    await page.locator('summary', { hasText: 'Uitslag invoeren' }).click();
    const form = page.locator('#tx-director-result');
    await form.getByLabel('Eerstgenoemde speler: score').fill('1000');
    await form.getByRole('button', { name: 'Uitslag versturen' }).click();
    await page.locator('#form-errors').waitFor();
    const field = page.locator('#tx-director-result').getByLabel('Eerstgenoemde speler: score');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#tx-director-result-result-scores-0-error').textContent()).toBe(
      'Vul een geheel getal van 0 tot 999 in.',
    );
    await context.close();
  });
});
