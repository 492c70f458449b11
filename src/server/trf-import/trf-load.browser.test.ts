/**
 * Loading a TRF into a Swiss in real Chromium on a phone (390 px): the director imports the first
 * two rounds of a tournament as a new Swiss, follows "Load a FIDE TRF file into this competition"
 * on its act page, chooses the whole file and lands on the act page with what came in; a file
 * behind the competition is refused by line and column. No page is wider than the screen.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { generateTournament } from '../../formats/swiss/cli/generate.js';
import { makeRoundFile, parseSwissTrf } from '../../formats/swiss/trf/index.js';
import {
  hasChromium,
  launchBrowser,
  openPhone,
  horizontalOverflow as overflow,
  serveTestApp,
} from '../../test-support/browser.js';

describe.skipIf(!hasChromium)('loading a TRF into a Swiss in Chromium', () => {
  let browser: Browser;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-trf-load-'));
  beforeAll(async () => {
    served = await serveTestApp([]);
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  it('loads the rest of a tournament at 390 px and refuses a file behind the competition', async () => {
    const made = generateTournament({ players: 12, rounds: 5, seed: 'phone-load', drawRate: 0.2 });
    if (!made.ok) throw new Error(made.error.message);
    const parsed = parseSwissTrf(made.value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const files = {
      start: join(dir, 'rounds-1-2.trf'),
      whole: join(dir, 'club-rapid.trf'),
      behind: join(dir, 'round-1.trf'),
    };
    writeFileSync(files.start, makeRoundFile(parsed.value, 3, 5));
    writeFileSync(files.whole, made.value);
    writeFileSync(files.behind, makeRoundFile(parsed.value, 2, 5));
    const page = await openPhone(browser, served.url, 'director');
    await page.goto(`${served.url}/clubs/${DEMO_CLUB}/import-trf?lang=en`);
    await page.getByLabel('TRF file').setInputFiles(files.start);
    await page.getByLabel('What it becomes').selectOption('swiss');
    await page.getByLabel('Short name in addresses').fill('club-rapid');
    await page.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL(`${served.url}/c/club-rapid/act`);
    await page.getByRole('link', { name: 'Load a FIDE TRF file into this competition' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('TRF file').setInputFiles(files.behind);
    await page.getByRole('button', { name: 'Load' }).click();
    expect(await page.getByText('the competition has 2 rounds paired, the file 1').count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/trf-load-refused-390.png', fullPage: true });
    await page.getByLabel('TRF file').setInputFiles(files.whole);
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForURL(`${served.url}/c/club-rapid/act`);
    expect(await page.getByText('Loaded: 0 players added, 3 rounds').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/trf-load-done-390.png', fullPage: true });
  }, 90_000);
});
