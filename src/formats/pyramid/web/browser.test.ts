import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium } from '../../../test-support/browser.js';
import { demos as pyramidDemos } from '../demo.js';

describe.runIf(hasChromium)('the pyramid in a real browser', () => {
  const world = browserApp(pyramidDemos());

  it('PYR-3 PYR-4 the player challenges a highlighted place from his phone; the public sees the defender busy', async () => {
    const page = await world.phone('player');
    await page.goto(`${world.app.url}/c/demo-pyramid`);
    const targets = page.locator('li.pyr-target');
    expect(await targets.count()).toBeGreaterThan(0);
    // The drawing scrolls inside itself: the page is never wider than the phone.
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    const target = targets.first();
    const slot = await target.getAttribute('data-slot');
    const defender = (await target.locator('.pyr-name').textContent())?.trim() ?? '';
    await target.getByRole('link', { name: 'may be challenged by you' }).click();

    // PYR-4: a challenge of a player needs the first move; without it the form says so.
    const form = page.locator('#pyr-challenge');
    expect(await form.getByLabel('Place to challenge').inputValue()).toBe(slot);
    await form.getByRole('button', { name: 'Send the challenge' }).click();
    expect(await page.locator('#pyr-challenge .field-error').first().textContent()).toMatch(/first move/i);

    await page.locator('#pyr-challenge').getByLabel('First move').fill('1.e4');
    await page.locator('#pyr-challenge').getByRole('button', { name: 'Send the challenge' }).click();
    await page.locator('#decision').waitFor();
    await page.context().close();

    const visitor = await world.phone();
    await visitor.goto(`${world.app.url}/c/demo-pyramid`);
    const place = visitor.locator(`li[data-slot="${slot}"]`);
    expect(await place.getAttribute('class')).toContain('pyr-busy');
    expect(await place.textContent()).toContain('defends against');
    await visitor.goto(`${world.app.url}/c/demo-pyramid/t/challenges`);
    expect(await visitor.locator('table').first().textContent()).toContain(defender);
    await visitor.context().close();
  });
});
