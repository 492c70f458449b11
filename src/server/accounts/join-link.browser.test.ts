/**
 * A competition's join link in real Chromium at 390 px, without JavaScript (issue 25, point 1):
 * the director turns it on from the act page and copies the link; a newcomer on a phone opens
 * it, makes an account there and is a participant; the pages are no wider than the screen (the
 * join page also at 1,280 px). The screenshots in docs/screenshots/join-link-* are these.
 */
import { describe, expect, it } from 'vitest';
import {
  browserApp,
  emptyLadder,
  hasChromium,
  horizontalOverflow as overflow,
} from '../../test-support/browser.js';

describe.skipIf(!hasChromium)('join link in Chromium', () => {
  const world = browserApp([], { settings: { mailOff: true }, setup: emptyLadder('join-web') });

  it('the director turns the link on; a newcomer joins by it on a phone (390 px)', async () => {
    const director = await world.phone('director');
    await director.goto(`${world.app.url}/c/join-web/act?lang=en`);
    expect(await director.getByText('Off: nobody can join by link.').count()).toBe(1);
    await director.getByLabel('Needs my approval').uncheck();
    await director.getByRole('button', { name: 'Turn on' }).click();
    const link = await director.getByRole('textbox', { name: 'Join link to copy' }).inputValue();
    expect(link).toMatch(/\/join\/[\w-]+$/);
    expect(await overflow(director)).toBeLessThanOrEqual(0);
    await director.screenshot({ path: '/tmp/join-link-shown-390.png', fullPage: true });
    await director.getByRole('link', { name: 'Continue' }).click();
    const section = director.locator('#join-link');
    expect(await section.getByText('On: whoever opens the link becomes a participant at once.').count()).toBe(
      1,
    );
    expect(await overflow(director)).toBeLessThanOrEqual(0);
    await section.screenshot({ path: '/tmp/join-link-switch-390.png' });

    const kim = await world.phone();
    // The test app's links name http://arbiter.test/; the path is what the player opens.
    await kim.goto(`${world.app.url}${new URL(link).pathname}?lang=en`);
    expect(await kim.getByText('Play in Club ladder.').count()).toBe(1);
    expect(await overflow(kim)).toBeLessThanOrEqual(0);
    await kim.screenshot({ path: '/tmp/join-link-390.png', fullPage: true });
    await kim.setViewportSize({ width: 1280, height: 800 });
    expect(await overflow(kim)).toBeLessThanOrEqual(0);
    await kim.screenshot({ path: '/tmp/join-link-1280.png', fullPage: true });
    await kim.getByLabel('Name', { exact: true }).fill('Kim Neu');
    await kim.getByLabel('E-mail address').fill('kim@new.test');
    await kim.getByLabel('New password').fill('kims-password-1');
    await kim.getByRole('button', { name: 'Create account and join' }).click();
    expect(await kim.getByText('You are now a participant of Club ladder.').count()).toBe(1);
    const roster = (await world.app.competitions.load('join-web'))!.head.state.roster;
    expect([...roster.values()].map((p) => p.name)).toEqual(['Kim Neu']);
  }, 60_000);
});
