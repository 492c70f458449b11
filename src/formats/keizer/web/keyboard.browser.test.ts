/**
 * Issue 25.6 in a real browser, keyboard only, at 390 and 1,280 px: after a result is recorded
 * by keyboard the page comes back at the next open board, so that the next Tab reaches its
 * result buttons (before, focus returned to the top: about 250 presses for 9 boards).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserApp, hasChromium } from '../../../test-support/browser.js';
import { demos as keizerDemos } from '../demo.js';

/** The board number of the list item holding the focused element (0: none). */
const focusedBoard = (page: Page) =>
  page.evaluate<number>("document.activeElement?.closest('li.keizer-board')?.value ?? 0");

describe.runIf(hasChromium)('results by keyboard on the Keizer act page', () => {
  const world = browserApp(keizerDemos());

  it('a result entered by keyboard leads the next Tab to the next open board, at 390 and 1,280 px', async () => {
    const page = await world.phone('director');
    await page.goto(`${world.app.url}/c/demo-keizer/act`);
    // Round 14's last open board: with none left open, the page comes back at the next evening.
    await page.getByRole('button', { name: /^1–0 in / }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#decision').waitFor();
    expect(new URL(page.url()).hash).toBe('#keizer-evening');
    await page.getByRole('button', { name: 'Pair round 15' }).click();
    await page.locator('#decision').waitFor();
    for (const [width, board] of [
      [390, 1],
      [1280, 2],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const item = page.locator(`li.keizer-board[value="${board}"]`);
      await item.getByRole('button', { name: /^1–0 in / }).focus();
      await page.keyboard.press('Enter');
      await page.locator('#decision').waitFor();
      // A person presses Tab on the page as it stands once loaded (its fragment reached), not
      // while a slow machine is still reading it.
      await page.waitForLoadState('load');
      expect(new URL(page.url()).hash).toBe(`#board-15-${board + 1}`);
      await page.keyboard.press('Tab');
      expect(await focusedBoard(page)).toBe(board + 1);
      expect(await page.evaluate<string>('document.activeElement?.textContent')).toBe('1–0');
    }
    await page.context().close();
  });
});
