/**
 * Issue 25.5 in real Chromium without JavaScript, at 390 and 1,280 px: a new championship's
 * checklist item "Dates and rounds set" leads to the act page's dates form (shared with the round
 * robin), which takes a date and time per round in the club's zone and ticks the item; the page is
 * no wider than the screen. In Dutch.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import {
  browserApp,
  hasChromium,
  horizontalOverflow as overflow,
  type ServedApp,
} from '../../test-support/browser.js';

/** Each case a new competition of its own: the format and the screen's width. */
const CASES = [
  ['championship', 390],
  ['round-robin', 1280],
  ['championship', 1280],
] as const;

describe.skipIf(!hasChromium)('the rounds’ dates in Chromium (issue 25.5)', () => {
  const world = browserApp([], { setup: create });

  /** The cases' competitions, each of four players; the round robin's numbers drawn. */
  async function create(served: ServedApp): Promise<void> {
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
  }

  for (const [format, width] of CASES) {
    it(`the ${format}'s checklist leads to the dates, set at ${width} px`, async () => {
      const page = await world.page({ width, height: 900 });
      await page.goto(`${world.app.url}/login?lang=nl`);
      await page.getByLabel('E-mailadres').fill('director@demo.arbiter');
      await page.getByLabel('Wachtwoord').fill('demo-director');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.waitForURL(`${world.app.url}/dashboard`);
      const id = `dates-${format}-${width}`;
      await page.goto(`${world.app.url}/c/${id}?lang=nl`);
      await page.getByRole('link', { name: 'Data en ronden vastgelegd' }).click();
      expect(page.url()).toBe(`${world.app.url}/c/${id}/act#dates`);
      const round = page.getByLabel('Ronde 1', { exact: true });
      expect(await round.isVisible()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await round.fill(`2027-01-0${width === 390 ? 8 : 9}T19:30`);
      await page.getByRole('button', { name: 'Data opslaan' }).click();
      await page.waitForURL(/\/act/);
      await page.goto(`${world.app.url}/c/${id}?lang=nl`);
      const item = page.locator('li', { hasText: 'Data en ronden vastgelegd' });
      if ((await item.count()) > 0) expect(await item.getAttribute('data-done')).toBe('true');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
