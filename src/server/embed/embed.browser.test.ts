/**
 * An embedded view in a real browser: a club's page on another origin frames the pairings at a
 * phone's width (390 px); the frame shows them without sideways scrolling while the club allows
 * that origin, and Chromium refuses to show them once it does not (frame-ancestors).
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { hasChromium, launchBrowser, PHONE, serveTestApp } from '../../test-support/browser.js';
import { listen } from '../../test-support/server.js';

const DEMO = roundRobinDemos()[0];
let browser: Browser;
let app: Awaited<ReturnType<typeof serveTestApp>>;
let club: Awaited<ReturnType<typeof listen>>;

type Win = { document: { documentElement: { clientWidth: number; scrollWidth: number } } };

let scripted: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  if (!hasChromium || !DEMO) return;
  app = await serveTestApp([DEMO]);
  const withScript = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Our club</title></head>
<body style="margin:0"><h1>Our club</h1><script src="${app.url}/embed.js" data-competition="${DEMO.id}" data-view="rounds" data-latest data-lang="en" data-accent="#aa0000" data-height="900px"></script><p id="after">After the frame</p></body></html>`;
  scripted = await listen({
    fetch: () => new Response(withScript, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Our club</title></head>
<body style="margin:0"><h1>Our club</h1><iframe src="${app.url}/embed/c/${DEMO.id}/rounds?lang=de" title="Paarungen" style="width:100%;height:640px;border:0"></iframe></body></html>`;
  club = await listen({
    fetch: () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await scripted?.stop();
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

  it('the embed script puts the frame in place, as high as its content, in the club’s colour', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await allow([scripted.url]);
    await page.goto(scripted.url);
    const frame = page.frameLocator('iframe');
    await frame.locator('main').waitFor();
    // The frame reports its height: the 900 px it starts with shrink to the content.
    await page.waitForFunction(
      () =>
        (
          globalThis as unknown as { document: { querySelector(s: string): { style: { height: string } } } }
        ).document.querySelector('iframe').style.height !== '900px',
    );
    type El = { getBoundingClientRect(): { height: number } };
    type Doc = { document: { querySelector(s: string): El; body: El } };
    const inner = page.frames().find((f) => f !== page.mainFrame());
    const sizes = {
      frame: await page.evaluate(
        () => (globalThis as unknown as Doc).document.querySelector('iframe').getBoundingClientRect().height,
      ),
      content:
        (await inner?.evaluate(
          () => (globalThis as unknown as Doc).document.body.getBoundingClientRect().height,
        )) ?? 0,
    };
    expect(sizes.content).toBeGreaterThan(50);
    expect(sizes.frame).toBeGreaterThanOrEqual(sizes.content);
    expect(sizes.frame).toBeLessThan(sizes.content + 40);
    const accent = await frame
      .locator('main a')
      .first()
      .evaluate(
        (a) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { color: string } }).getComputedStyle(a)
            .color,
      );
    expect(accent).toBe('rgb(170, 0, 0)');
    await page.close();
  });
});
