/**
 * `npm run screenshots`: the main pages as a newcomer sees them, at a phone's width (390 px) and a
 * laptop's (1,280 px), written to docs/screenshots/ for the README and docs/web.md. Starts the
 * real server on a fresh database (in a scratch folder) with the demo competitions on a free loopback port
 * and photographs it with Debian's Chromium (CHROMIUM_PATH), in each language a Chromium speaking it
 * (German and Dutch need Debian's chromium-l10n). The demos are placed by a fixed anchor
 * (`DEMO_ANCHOR`, or ARBITER_DEMO_ANCHOR) so that the pictures show the same dates whenever they
 * are taken. Not a test: run it after changing what the pages look like, then look at the pictures.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../app/competitions/demo.js';
import { LOCALES } from '../app/i18n.js';
import { moment } from '../core/moment.js';
import type { Lang } from '../core/types.js';
import { startServer } from '../server/main.js';

/** A Monday evening: the club evenings of the week still to come, last weekend's events played. */
const DEMO_ANCHOR = moment(process.env.ARBITER_DEMO_ANCHOR ?? '2026-11-23T18:00:00+01:00');

const OUT = join(process.cwd(), 'docs', 'screenshots');
const WIDTHS = { phone: 390, laptop: 1280 } as const;

interface Shot {
  readonly name: string;
  readonly path: string;
  /** Signed in as the demo director. */
  readonly director?: boolean;
  /** Photograph the whole page (else the first screen). */
  readonly full?: boolean;
  /** Also in German and Dutch (`<name>-<width>-de.png`, `-nl.png`): the main pages. */
  readonly translated?: boolean;
}

const SHOTS: readonly Shot[] = [
  { name: 'competitions', path: '/', translated: true },
  { name: 'dashboard', path: '/dashboard', director: true, full: true, translated: true },
  { name: 'pyramid', path: '/c/demo-pyramid', full: true },
  { name: 'keizer-ranking', path: '/c/demo-keizer', full: true, translated: true },
  { name: 'keizer-chart', path: '/c/demo-keizer/t/chart', full: true },
  { name: 'crosstable', path: '/c/demo-round-robin/t/crosstable', full: true },
  { name: 'handicap-league', path: '/c/demo-handicap-league' },
  { name: 'championship', path: '/c/demo-championship', translated: true },
  { name: 'tantrix-bracket', path: '/c/demo-tantrix-weekend/t/bracket', full: true },
  { name: 'result-form', path: '/c/demo-keizer/act', director: true, full: true, translated: true },
];

const LANGS: readonly Lang[] = ['en', 'de', 'nl'];

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}login`);
  await page.locator('input[name="email"]').fill(DEMO_ACCOUNTS.director.email);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.director.password);
  await Promise.all([
    page.waitForURL(/dashboard/),
    page.locator('form button[type="submit"]').first().click(),
  ]);
}

/**
 * The shots of one width in one language, in a browser and context of that language's locale (its
 * date fields as a German or Dutch reader's browser writes them, not headless Chromium's
 * "mm/dd/yyyy").
 */
async function photograph(browser: Browser, url: string, device: string, width: number, lang: Lang) {
  const context = await browser.newContext({
    viewport: { width, height: device === 'phone' ? 844 : 800 },
    locale: LOCALES[lang],
  });
  try {
    const page = await context.newPage();
    // The live updates keep a stream open per page; a still picture needs none.
    await page.route('**/live', (route) => route.abort());
    let signedIn = false;
    for (const shot of SHOTS.filter((s) => lang === 'en' || s.translated)) {
      if (shot.director && !signedIn) {
        await signIn(page, url);
        signedIn = true;
      }
      await page.goto(`${url}${shot.path.slice(1)}${shot.path.includes('?') ? '&' : '?'}lang=${lang}`);
      const file = join(OUT, `${shot.name}-${width}${lang === 'en' ? '' : `-${lang}`}.png`);
      // A whole page, but not more than a few screens: the pictures stay small.
      const height = Math.min(await page.evaluate('document.documentElement.scrollHeight'), 2400);
      await page.screenshot(
        shot.full ? { path: file, fullPage: true, clip: { x: 0, y: 0, width, height } } : { path: file },
      );
      console.log(file);
    }
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  mkdirSync(OUT, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'arbiter-screenshots-'));
  const server = await startServer({
    db: join(scratch, 'arbiter.db'),
    port: 0,
    host: '127.0.0.1',
    demo: true,
    demoAnchor: DEMO_ANCHOR,
  });
  try {
    for (const lang of LANGS) {
      const browser = await launch(lang);
      try {
        for (const [device, width] of Object.entries(WIDTHS))
          await photograph(browser, server.url, device, width, lang);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Chromium speaking `lang`: its date and time fields follow the browser's own language (its
 * `--lang` and the environment's, with Debian's chromium-l10n installed), not the page's.
 */
function launch(lang: Lang): Promise<Browser> {
  const locale = LOCALES[lang];
  const posix = `${locale.replace('-', '_')}.UTF-8`;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--lang=${locale}`,
      `--accept-lang=${locale}`,
    ],
    env: { ...process.env, LANG: posix, LC_ALL: posix, LANGUAGE: lang },
  });
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
