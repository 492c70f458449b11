/**
 * An embedded view in a real browser: a club's page on another origin frames the pairings at a
 * phone's width (390 px); the frame shows them without sideways scrolling while the club allows
 * that origin, and Chromium refuses to show them once it does not (frame-ancestors).
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../app/demo.js';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { hasChromium, launchBrowser, PHONE, serveTestApp } from '../test-support/browser.js';
import { listen } from '../test-support/server.js';

const DEMO = roundRobinDemos()[0];
let browser: Browser;
let app: Awaited<ReturnType<typeof serveTestApp>>;
let club: Awaited<ReturnType<typeof listen>>;

type Win = { document: { documentElement: { clientWidth: number; scrollWidth: number } } };

beforeAll(async () => {
  if (!hasChromium || !DEMO) return;
  app = await serveTestApp([DEMO]);
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Our club</title></head>
<body style="margin:0"><h1>Our club</h1><iframe src="${app.url}/embed/c/${DEMO.id}/rounds?lang=de" title="Paarungen" style="width:100%;height:640px;border:0"></iframe></body></html>`;
  club = await listen({
    fetch: () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await club?.stop();
  await app?.stop();
});

const allow = (origins: string[]) =>
  app.store.accounts.setEmbedOrigins(DEMO_CLUB, origins, {
    at: app.clock.now(),
    actor: 'test',
    action: 'club.embedding',
    subject: DEMO_CLUB,
  });

async function embedded(page: Page): Promise<Frame | undefined> {
  await page.goto(club.url);
  await page.waitForLoadState('load');
  return page.frames().find((f) => f !== page.mainFrame());
}

describe.skipIf(!hasChromium)('an embedded view at 390 px', () => {
  it('shows the pairings inside the club’s page when the club allows its origin, and not otherwise', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await allow([club.url]);
    const frame = await embedded(page);
    expect(frame?.url()).toContain(`/embed/c/${DEMO?.id}/rounds`);
    const text = (await frame?.locator('main').innerText()) ?? '';
    expect(text).toContain(DEMO?.participants[0]?.name);
    expect(text).toContain('Vollständige Seite öffnen');
    const widths = await frame?.evaluate(() => {
      const d = (globalThis as unknown as Win).document.documentElement;
      return { client: d.clientWidth, scroll: d.scrollWidth };
    });
    expect(widths?.client).toBeLessThanOrEqual(PHONE.width);
    expect(widths?.scroll).toBeLessThanOrEqual((widths?.client ?? 0) + 1);
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/arbiter-embed-390.png`, fullPage: true });

    await allow(['https://another-club.example']);
    const refused = await embedded(page);
    const content = await refused
      ?.evaluate(
        () =>
          (globalThis as unknown as { document: { body?: { innerText: string } } }).document.body
            ?.innerText ?? '',
      )
      .catch(() => '');
    expect(content ?? '').not.toContain(DEMO?.participants[0]?.name);
    await page.close();
  });
});
