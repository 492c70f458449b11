/**
 * The main flows in a real browser (headless Chromium): sign in, a director records a result and
 * the public standings change, a player reports his own result, a bad form submission shows its
 * error — all without JavaScript being required.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browserApp, hasChromium } from '../../test-support/browser.js';
import { jsonOf } from '../../test-support/server.js';

const demo = roundRobinDemos()[0];

describe.runIf(hasChromium)('in a real browser', () => {
  const world = browserApp([demo]);

  const signIn = async (page: Page, email: string, password: string) => {
    page.setDefaultTimeout(10_000);
    await page.goto(`${world.app.url}/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${world.app.url}/dashboard`);
  };

  const pointsOf = async (page: Page, name: string): Promise<string> => {
    await page.goto(`${world.app.url}/c/${demo.id}`);
    const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name }) });
    return (await row.locator('td').nth(1).textContent()) ?? '';
  };

  type Pairing = { first: string; second: string | null; firstName: string };
  /** The pairings of round 6, the demo's open round, from the API. */
  const round6 = async (): Promise<Pairing[]> =>
    (await jsonOf(fetch(`${world.app.url}/api/competitions/${demo.id}/rounds`))).rounds[5].pairings;

  /** Signs in on a new page and submits "Record a result" for round 6 from the act page. */
  const recordResult = async (
    account: 'director' | 'player',
    white: string,
    black: string,
    result: string,
  ) => {
    const page = await world.browser.newPage();
    await signIn(page, `${account}@demo.arbiter`, `demo-${account}`);
    await page.goto(`${world.app.url}/c/${demo.id}/act`);
    // The generated forms are folded once, after the director's own forms (open for a player without any).
    if (!(await page.locator('#all-commands').evaluate((d) => (d as unknown as { open: boolean }).open)))
      await page.locator('#all-commands > summary').click();
    await page.locator('summary', { hasText: 'Record a result' }).click();
    const form = page.locator('#c-RecordResult');
    await form.getByLabel('Round').fill('6');
    await form.getByLabel('White').selectOption(white);
    await form.getByLabel('Black').selectOption(black);
    await form.getByLabel('Result').selectOption(result);
    await form.getByRole('button', { name: 'Record a result' }).click();
    return { page, form };
  };

  it('signs in and shows the dashboard', async () => {
    const page = await world.browser.newPage();
    await signIn(page, 'director@demo.arbiter', 'demo-director');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    expect(await page.getByRole('link', { name: 'Dana Director' }).count()).toBe(1);
    await page.close();
  });

  it('a director records a result and the public standings change', async () => {
    const game = (await round6()).find((p) => p.second !== null && p.first !== 'p1' && p.second !== 'p1');
    if (!game?.second) throw new Error('no game without p1 in round 6');
    const publicPage = await world.browser.newPage();
    const before = Number(await pointsOf(publicPage, game.firstName));

    const { page } = await recordResult('director', game.first, game.second, '1-0');
    await page.locator('#decision').waitFor();
    expect(await page.locator('#decision').textContent()).toMatch(
      new RegExp(`^Result recorded: ${game.firstName} – .+ 1–0 \\(round 6\\)$`),
    );

    expect(Number(await pointsOf(publicPage, game.firstName))).toBe(before + 1);
    await page.close();
    await publicPage.close();
  });

  it('a player reports the result of his own game', async () => {
    const game = (await round6()).find((p) => p.first === 'p1' || p.second === 'p1');
    if (!game?.second) throw new Error('no game of p1 in round 6');
    const { page } = await recordResult('player', game.first, game.second, '1/2-1/2');
    await page.locator('#decision').waitFor();
    expect(await page.locator('#decision').textContent()).toMatch(
      /^Result recorded: .+ – .+ ½–½ \(round 6\)$/,
    );
    await page.close();
  });

  it('a bad form submission shows its error next to the field', async () => {
    const { page, form } = await recordResult('director', 'p1', 'p1', '1-0');
    await page.locator('#form-errors').waitFor();
    expect(await page.locator('#form-errors').textContent()).toContain('Please correct the marked fields');
    expect(await form.getByLabel('Black').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#c-RecordResult-black-error').textContent()).toContain(
      'White and black must be two different players.',
    );
    await page.close();
  });

  it('a bad sign-in shows the error in German when the browser asks for German', async () => {
    const context = await world.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${world.app.url}/login`);
    await page.getByLabel('E-Mail-Adresse').fill('not-an-address');
    await page.getByLabel('Passwort').fill('x');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Bitte eine E-Mail-Adresse wie name@example.org angeben.').waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });
});
