/**
 * Issue 25.3 in real Chromium without JavaScript, at 390 and 1,280 px: the Keizer director's
 * "Enter a player's absence" offers the past evenings with their dates, preselects the page's
 * evening, and enters a notice for an evening chosen there; the page is no wider than the screen.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../../app/competitions/demo.js';
import {
  browserApp,
  hasChromium,
  horizontalOverflow as overflow,
  type ServedApp,
} from '../../../test-support/browser.js';
import { players } from '../../../test-support/keizer-web.js';

describe.skipIf(!hasChromium)('a late absence notice in Chromium (issue 25.3)', () => {
  const world = browserApp([], { now: '2026-11-24T12:00:00+01:00', setup: plan });

  /** Two Keizer competitions of six players with three evenings planned, one a width. */
  async function plan(served: ServedApp): Promise<void> {
    const actor = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;
    for (const id of ['kz-late-390', 'kz-late-1280']) {
      await served.competitions.create({
        id,
        clubId: DEMO_CLUB,
        name: 'Keizer',
        format: 'keizer',
        preset: 'dsc',
        participants: players(6),
      });
      const planned = await served.competitions.execute(
        id,
        {
          type: 'PlanEvenings',
          evenings: [1, 2, 3].map((round) => ({ round, date: `2026-11-${15 + 7 * (round - 1)}` })),
        },
        { actor },
      );
      if (!planned.ok) throw new Error(planned.error.message);
    }
  }

  for (const width of [390, 1280]) {
    it(`enters a notice for a past evening at ${width} px`, async () => {
      const page = await world.page({ width, height: 900, who: 'director' });
      const id = `kz-late-${width}`;
      await page.goto(`${world.app.url}/c/${id}/act?lang=en`);
      const form = page.locator('#kz-absence-director');
      // Unfold the folds around the form, outermost first, as a reader clicks them.
      const folds = await form.evaluate((el) => {
        const titles: string[] = [];
        for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null)
          titles.unshift(d.querySelector(':scope > summary')?.textContent?.trim() ?? '');
        return titles;
      });
      for (const title of folds) await page.locator('summary', { hasText: title }).first().click();
      const evening = form.getByLabel('Evening (also one that is past)');
      // Nothing paired yet: the page works on round 1.
      expect(await evening.inputValue()).toBe('1');
      expect(await evening.locator('option').first().innerText()).toBe('Round 1 — Sun, 15 Nov 2026');
      await form.getByLabel('Player').selectOption({ label: 'Player 3' });
      await evening.selectOption('2');
      await form.getByRole('button').click();
      await page.waitForURL(/\/act/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const events = await world.app.competitions.store.readEvents(id);
      expect(events.at(-1)).toMatchObject({
        type: 'AbsenceNoticed',
        payload: { participant: 'p3', round: 2 },
      });
      await page.context().close();
    });
  }
});
