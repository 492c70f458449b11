/**
 * Issue 25.5 in real Chromium without JavaScript, at 390 and 1,280 px: a new championship's
 * checklist item "Dates and rounds set" leads to the act page's dates form (shared with the round
 * robin), which takes a date and time per round in the club's zone and ticks the item; the page is
 * no wider than the screen. In Dutch.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import {
  hasChromium,
  launchBrowser,
  horizontalOverflow as overflow,
  serveTestApp,
} from '../../test-support/browser.js';

/** Each case a new competition of its own: the format and the screen's width. */
const CASES = [
  ['championship', 390],
  ['round-robin', 1280],
  ['championship', 1280],
] as const;

describe.skipIf(!hasChromium)('the rounds’ dates in Chromium (issue 25.5)', () => {
  let browser: Browser;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  beforeAll(async () => {
    served = await serveTestApp([]);
    for (const [id, format] of CASES.map(([f, w]) => [`dates-${f}-${w}`, f] as const))
      await served.competitions.create({
        id,
        clubId: DEMO_CLUB,
        name: `Dates ${format}`,
        format,
        participants: ['a', 'b', 'c', 'd'].map((p) => ({ id: p, name: `Player ${p.toUpperCase()}` })),
      });
    await served.competitions.execute(
      'dates-round-robin-1280',
      { type: 'DrawNumbers', seed: 'dates' },
      { actor: { kind: 'director', personId: 'person-demo-director' } },
    );
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  for (const [format, width] of CASES) {
    it(`the ${format}'s checklist leads to the dates, set at ${width} px`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${served.url}/login?lang=nl`);
      await page.getByLabel('E-mailadres').fill('director@demo.arbiter');
      await page.getByLabel('Wachtwoord').fill('demo-director');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.waitForURL(`${served.url}/dashboard`);
      const id = `dates-${format}-${width}`;
      await page.goto(`${served.url}/c/${id}?lang=nl`);
      await page.getByRole('link', { name: 'Data en ronden vastgelegd' }).click();
      expect(page.url()).toBe(`${served.url}/c/${id}/act#dates`);
      const round = page.getByLabel('Ronde 1', { exact: true });
      expect(await round.isVisible()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await round.fill(`2027-01-0${width === 390 ? 8 : 9}T19:30`);
      await page.getByRole('button', { name: 'Data opslaan' }).click();
      await page.waitForURL(/\/act/);
      await page.goto(`${served.url}/c/${id}?lang=nl`);
      const item = page.locator('li', { hasText: 'Data en ronden vastgelegd' });
      if ((await item.count()) > 0) expect(await item.getAttribute('data-done')).toBe('true');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
