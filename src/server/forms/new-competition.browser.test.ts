/**
 * Issue 25.9 in real Chromium at 390 and 1,280 px: the new-competition form makes the short name
 * in addresses from the name — live with JavaScript (umlauts spelled out, editable), on the server
 * without it (a name taken gets "-2"); the Name box shows "Interne Competitie 2026/2027" whole; a
 * missing name says it is required; the page is no wider than the screen. In en, de and nl.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { browserApp, hasChromium, horizontalOverflow as overflow } from '../../test-support/browser.js';

const LABELS = {
  en: { summary: 'New competition', name: 'Name', id: 'Short name in addresses', create: 'Create' },
  de: { summary: 'Neuer Wettbewerb', name: 'Name', id: 'Kurzname in Adressen', create: 'Anlegen' },
  nl: { summary: 'Nieuwe competitie', name: 'Naam', id: 'Korte naam in adressen', create: 'Aanmaken' },
} as const;

describe.skipIf(!hasChromium)('the new-competition form in Chromium (issue 25.9)', () => {
  const world = browserApp([]);

  /** The director's club page in `lang`, the form unfolded, at `width` px, with or without JavaScript. */
  async function clubPage(width: number, javaScriptEnabled: boolean, lang: keyof typeof LABELS) {
    const page = await world.page({ width, height: 900, javaScript: javaScriptEnabled, who: 'director' });
    await page.goto(`${world.app.url}/clubs/${DEMO_CLUB}?lang=${lang}`);
    await page.getByText(LABELS[lang].summary, { exact: true }).click();
    return page;
  }

  for (const width of [390, 1280]) {
    it(`with JavaScript at ${width} px the short name follows the name, and the name shows whole`, async () => {
      const page = await clubPage(width, true, 'nl');
      const l = LABELS.nl;
      const name = page.locator('form.new-competition').getByLabel(l.name, { exact: true });
      await name.fill('Interne Competitie 2026/2027');
      const id = page.locator('form.new-competition').getByLabel(l.id);
      expect(await id.inputValue()).toBe('interne-competitie-2026-2027');
      // The box is wide enough for the whole name: nothing scrolled out of sight.
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // Typed over, the short name is the director's; the name no longer changes it.
      await id.fill(`ic-${width}`);
      await name.fill('Interne Competitie 2026/2027 (rapid)');
      expect(await id.inputValue()).toBe(`ic-${width}`);
      await id.fill('');
      await name.fill(`Vereinsmeisterschaft Überlingen ${width}`);
      expect(await id.inputValue()).toBe(`vereinsmeisterschaft-ueberlingen-${width}`);
      await page.getByRole('button', { name: l.create }).click();
      await page.waitForURL(`${world.app.url}/c/vereinsmeisterschaft-ueberlingen-${width}/act`);
      await page.context().close();
    });

    it(`without JavaScript at ${width} px the server makes it, "-2" when taken; an empty name is required`, async () => {
      for (const round of [1, 2]) {
        const page = await clubPage(width, false, 'de');
        const l = LABELS.de;
        await page
          .locator('form.new-competition')
          .getByLabel(l.name, { exact: true })
          .fill(`Großer Preis ${width}`);
        await page.getByRole('button', { name: l.create }).click();
        const slug = `grosser-preis-${width}${round === 2 ? '-2' : ''}`;
        await page.waitForURL(`${world.app.url}/c/${slug}/act`);
        await page.context().close();
      }
      const page = await clubPage(width, false, 'en');
      await page.getByRole('button', { name: LABELS.en.create }).click();
      const field = page.locator('form.new-competition').getByLabel(LABELS.en.name, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('form.new-competition .field-error').first().innerText()).toBe('Required.');
      expect(await page.getByText('Use lower-case letters').count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
