/**
 * Real headless Chromium (Debian's package) driven by playwright-core, against the web app served
 * over loopback. Without Chromium the browser tests are skipped with a visible reason, unless
 * ARBITER_REQUIRE_CHROMIUM=1 (set by .ci/run) makes that a failure.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_CLUB } from '../app/competitions/demo.js';
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

/** A demo account the browser tests sign in as. */
export type Who = 'player' | 'director';

/** Signs `page` in as the demo player or director through the login form. */
export async function signIn(page: Page, url: string, who: Who): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail address').fill(`${who}@demo.arbiter`);
  await page.getByLabel('Password').fill(`demo-${who}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/dashboard`);
}

/** How `openPage` opens a page: the window's size, JavaScript, live updates, who is signed in. */
export type PageOptions = {
  width?: number;
  height?: number;
  javaScript?: boolean;
  /** Aborts the live-update stream, so that a page with JavaScript settles. */
  offline?: boolean;
  who?: Who;
};

/** A new page in a context of its own (a phone without JavaScript unless told otherwise). */
export async function openPage(browser: Browser, url: string, options: PageOptions = {}): Promise<Page> {
  const { width = PHONE.width, height = PHONE.height, javaScript = false, offline = false, who } = options;
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (offline) await page.route('**/live', (route) => route.abort());
  if (who) await signIn(page, url, who);
  return page;
}

/**
 * A new page on a phone-sized screen without JavaScript (every flow must work without it), signed
 * in as the demo player or director when `who` is given.
 */
export const openPhone = (browser: Browser, url: string, who?: Who): Promise<Page> =>
  openPage(browser, url, { who });

/** The served app of a describe block (see `browserApp`). */
export type ServedApp = Awaited<ReturnType<typeof serveTestApp>>;

/**
 * A describe block's browser and served app: Chromium and the app with `demos` start before its
 * tests (then `setup` runs on the app, for the competitions the tests need) and stop after them.
 * Read `browser` and `app` inside the tests (they exist only then).
 */
export function browserApp(
  demos: readonly DemoScript[],
  options: Parameters<typeof serveTestApp>[1] & { setup?: (app: ServedApp) => Promise<void> } = {},
) {
  const { setup, ...serving } = options;
  let browser: Browser | undefined;
  let app: ServedApp | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    app = await serveTestApp(demos, serving);
    await setup?.(app);
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
    get app(): ServedApp {
      return started(app);
    },
    /** A phone-sized page of the app, signed in as `who` when given (see `openPhone`). */
    phone: (who?: Who): Promise<Page> => openPhone(started(browser), started(app).url, who),
    /** A page of the app as `options` say (see `openPage`). */
    page: (options?: PageOptions): Promise<Page> => openPage(started(browser), started(app).url, options),
  };
}

/** A `browserApp` setup: an empty ladder named "Club ladder", short name `id`, in the demo club. */
export const emptyLadder =
  (id: string) =>
  async (app: ServedApp): Promise<void> => {
    await app.competitions.create({ id, clubId: DEMO_CLUB, name: 'Club ladder', format: 'pyramid' });
  };

type Win = { document: { documentElement: { clientWidth: number; scrollWidth: number } } };

/**
 * The texts (40 characters) of the elements matching `selector` that are shown but stick out of
 * the window sideways: left of `left` (px) or half a pixel past the right edge.
 */
export const outsideWindow = (page: Page, selector: string, left = 0): Promise<string[]> =>
  page.$$eval(
    selector,
    (els, leftEdge) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const width = (globalThis as unknown as Win).document.documentElement.clientWidth;
          return r.left < leftEdge || r.right > width + 0.5;
        })
        .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
    left,
  );

/** How many pixels the page is wider than the window (0: nothing cut off or scrolled sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const d = (globalThis as unknown as Win).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });
