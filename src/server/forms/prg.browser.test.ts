/**
 * Post/redirect/get in a real browser (headless Chromium, no JavaScript), on the demo pyramid:
 * a successful form answers 303 and the page it leads to says what was done in words; reloading
 * that page repeats nothing; a refused form comes back (4xx) with what was typed and says its
 * reason once, at its field.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demos as pyramidDemos } from '../../formats/pyramid/demo.js';
import { browserApp, hasChromium } from '../../test-support/browser.js';

const ID = 'demo-pyramid';

describe.runIf(hasChromium)('post/redirect/get in a real browser', () => {
  const world = browserApp(pyramidDemos());

  const eventCount = async () => (await world.app.competitions.store.readEvents(ID)).length;
  const nameOf = async (id: string) =>
    (await world.app.competitions.load(ID))?.head.state.roster.get(id)?.name;

  /** Clicks a form's button and waits for the answer to the post. */
  const post = async (page: Page, click: () => Promise<void>) => {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/commands')),
      click(),
    ]);
    await page.waitForLoadState();
    return answer;
  };

  it('PYR-4 PYR-7 a challenge leads to the page that shows it, in words; a reload adds no event; no result is offered before the acceptance', async () => {
    const page = await world.phone('player');
    await page.goto(`${world.app.url}/c/${ID}`);
    await page
      .locator('li.pyr-target')
      .first()
      .getByRole('link', { name: 'may be challenged by you' })
      .click();
    const form = page.locator('#pyr-challenge');
    await form.getByLabel('First move').fill('1.e4');
    const before = await eventCount();

    const answer = await post(page, () => form.getByRole('button', { name: 'Send the challenge' }).click());
    expect(answer.status()).toBe(303);
    expect(new URL(page.url()).pathname).toBe(`/c/${ID}/act`);
    expect(await eventCount()).toBe(before + 1);
    const issued = (await world.app.competitions.store.readEvents(ID)).at(-1);
    const payload = issued?.payload as { challenger: string; targets: { player?: string }[] };
    const flash = (await page.locator('#decision').textContent())?.trim();
    // The challenger and the defender (issue 25.11), not the challenger alone.
    const defender = payload.targets[0]?.player;
    expect(flash).toBe(
      `Challenge issued: ${await nameOf(payload.challenger)}${defender ? ` – ${await nameOf(defender)}` : ''}`,
    );
    expect(flash).not.toMatch(/#\d|events|Challenge(Issued)/);

    // The game awaits the defender's acceptance: no result to report, nothing preselected.
    const game = page.locator('section.pyr-game').filter({ hasText: 'awaiting acceptance' });
    expect(await game.count()).toBeGreaterThan(0);
    expect(await game.getByRole('button', { name: 'Report the result' }).count()).toBe(0);

    await page.reload();
    expect(await eventCount()).toBe(before + 1);
    expect(await page.locator('#decision').count()).toBe(0);
    await page.context().close();
  });

  it('a refused form keeps what was typed and says its reason once, at its field', async () => {
    const page = await world.phone('player');
    await page.goto(`${world.app.url}/c/${ID}/act`);
    await page.locator('details.pyr-more > summary').first().click();
    const form = page.locator('#pyr-vacation');
    await form.getByLabel('From (date)').fill('soon');
    await form.getByLabel('To (date)').fill('2027-01-08');
    const before = await eventCount();

    const answer = await post(page, () => form.getByRole('button', { name: 'Announce a vacation' }).click());
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
    expect(await eventCount()).toBe(before);
    const error = page.locator('#pyr-vacation-from-error');
    const reason = (await error.textContent())?.trim() ?? '';
    expect(reason).not.toBe('');
    const html = await page.content();
    expect(html.split(reason).length - 1).toBe(1);
    expect(await page.locator('#pyr-vacation-from').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#pyr-vacation-from').inputValue()).toBe('soon');
    await page.context().close();
  });
});
