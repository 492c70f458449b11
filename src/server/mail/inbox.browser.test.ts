/**
 * The director's inbox in a real Chromium on a phone, without JavaScript: a held mail read in
 * German and carried out at its moment (PYR-0) with one button; nothing wider than the screen.
 */
import { serve } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, PHONE } from '../../test-support/browser.js';
import { DIRECTOR, DIRECTOR_PASSWORD, mailClub } from '../../test-support/mail-club.js';

let browser: Browser;
beforeAll(async () => {
  if (hasChromium) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasChromium)('the inbox in Chromium', () => {
  it('a director carries out a held mail at its moment from his phone', async () => {
    const club = await mailClub();
    const { mail } = await club.send(
      'j',
      { subject: 'Urlaub', body: 'Urlaub 3.4.–17.4.' },
      '2026-03-02T09:00:00+01:00',
      {
        sign: false,
      },
    );
    club.later(120);
    const app = await club.app();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const context = await browser.newContext({
        viewport: PHONE,
        javaScriptEnabled: false,
        locale: 'de-DE',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(8000);
      await page.goto(`${url}/login?lang=de`);
      await page.getByLabel('E-Mail-Adresse').fill(DIRECTOR.email);
      await page.getByLabel('Passwort').fill(DIRECTOR_PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.goto(`${url}/inbox`);
      await page.getByText('1 Mail wartet auf Sie').first().waitFor();
      await page.getByText('die Mail trägt keine DKIM-Signatur').first().waitFor();
      expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.getByRole('button', { name: /Zu ihrem Zeitpunkt ausführen/ }).click();
      await page.waitForURL(/\/inbox#/);
      expect((await club.store.mailbox.getInbound(mail.id))?.status).toBe('done');
      await page.goto(`${url}/inbox?show=all`);
      await page
        .getByText(/Zu ihrem Zeitpunkt ausgeführt von Gerd Wächter/)
        .first()
        .waitFor();
      await context.close();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await club.close();
    }
  });
});
