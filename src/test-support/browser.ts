/**
 * Real headless Chromium (Debian's package) driven by playwright-core, against the web app served
 * over loopback. Without Chromium the browser tests are skipped with a visible reason, unless
 * ARBITER_REQUIRE_CHROMIUM=1 (set by .ci/run) makes that a failure.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { DemoScript } from '../core/demo.js';
import { listen, type TestAppOptions, testApp } from './server.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  const message = `browser tests: no Chromium at ${CHROMIUM} (apt-get install chromium) — skipped`;
  if (process.env.ARBITER_REQUIRE_CHROMIUM === '1')
    throw new Error(message.replace('skipped', 'required by ARBITER_REQUIRE_CHROMIUM'));
  console.warn(message);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** The web app on a random loopback port (`now`: the fixed clock's moment). */
export async function serveTestApp(
  demos: readonly DemoScript[],
  options: { now?: string; settings?: TestAppOptions['settings'] } = {},
) {
  const env = await testApp(demos, options);
  const served = await listen(env.app);
  return {
    ...env,
    url: served.url,
    async stop() {
      await served.stop();
      await env.close();
    },
  };
}

/** A phone-sized screen. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A new page on a phone-sized screen without JavaScript (every flow must work without it), signed
 * in as the demo player or director when `who` is given.
 */
export async function openPhone(browser: Browser, url: string, who?: 'player' | 'director'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (who) {
    await page.goto(`${url}/login`);
    await page.getByLabel('E-mail address').fill(`${who}@demo.arbiter`);
    await page.getByLabel('Password').fill(`demo-${who}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/dashboard`);
  }
  return page;
}

/**
 * A describe block's browser and served app: Chromium and the app with `demos` start before its
 * tests and stop after them. Read `browser` and `app` inside the tests (they exist only then).
 */
export function browserApp(demos: readonly DemoScript[], options: { now?: string } = {}) {
  let browser: Browser | undefined;
  let app: Awaited<ReturnType<typeof serveTestApp>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    app = await serveTestApp(demos, options);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser and the app start before the tests');
    return value;
  };
  return {
    get browser(): Browser {
      return started(browser);
    },
    get app() {
      return started(app);
    },
    /** A phone-sized page of the app, signed in as `who` when given (see `openPhone`). */
    phone: (who?: 'player' | 'director'): Promise<Page> => openPhone(started(browser), started(app).url, who),
  };
}

type Win = { document: { documentElement: { clientWidth: number; scrollWidth: number } } };

/** How many pixels the page is wider than the window (0: nothing cut off or scrolled sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const d = (globalThis as unknown as Win).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });
