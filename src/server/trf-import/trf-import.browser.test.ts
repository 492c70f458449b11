/**
 * The TRF upload in real Chromium on a phone (390 px): the director follows the link on his
 * club's page, chooses a file written by `arbiter swiss generate`, imports it as a Swiss and
 * lands on its act page; a broken file is named by line and column. No page is wider than the
 * screen.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { generateTournament } from '../../formats/swiss/cli/generate.js';
import { browserApp, hasChromium, horizontalOverflow as overflow } from '../../test-support/browser.js';

describe.skipIf(!hasChromium)('the TRF upload in Chromium', () => {
  const world = browserApp([]);
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-trf-'));

  it('uploads a generated Swiss at 390 px and refuses a broken file by line and column', async () => {
    const made = generateTournament({ players: 12, rounds: 5, seed: 'phone', drawRate: 0.2 });
    if (!made.ok) throw new Error(made.error.message);
    const good = join(dir, 'club-rapid.trf');
    const broken = join(dir, 'broken.trf');
    writeFileSync(good, made.value);
    writeFileSync(broken, made.value.replace('XXR 5', 'XXR five'));
    const page = await world.phone('director');
    await page.goto(`${world.app.url}/clubs/${DEMO_CLUB}?lang=en`);
    await page.getByRole('link', { name: 'Create a competition from a FIDE TRF file' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('TRF file').setInputFiles(broken);
    await page.getByLabel('What it becomes').selectOption('swiss');
    await page.getByLabel('Short name in addresses').fill('club-rapid');
    await page.getByRole('button', { name: 'Import' }).click();
    expect(await page.getByText('The file cannot be imported: line 2, column 5.').count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/trf-import-refused-390.png', fullPage: true });
    await page.getByLabel('TRF file').setInputFiles(good);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL(`${world.app.url}/c/club-rapid/act`);
    expect(await page.getByText('Imported: 12 players, 5 rounds').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/trf-import-done-390.png', fullPage: true });
  }, 60_000);
});
