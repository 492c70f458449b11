/**
 * Accessibility, checked by axe-core in the real browser (WCAG 2.1 A and AA rules: labels on every
 * field, names of links and buttons, contrast, landmarks, focusable scroll regions …) on every
 * format's main pages, the director's forms and the sign-in and dashboard, at 390 and 1,280 px:
 * no serious or critical violation, nor two landmarks of one name or a skipped heading level (axe
 * is added to the page past its Content-Security-Policy). Keyboard use: every form field and
 * button is reached by Tab.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../app/competitions/demo.js';
import { DEMOS } from '../../formats/demos.js';
import { browserApp, hasChromium } from '../../test-support/browser.js';
import { FORMAT_UIS } from '../formats/registry.js';

const demos = DEMOS();

/** The main pages: sign-in, dashboard, list, and every demo competition's main page and forms. */
const main = ['/login', '/dashboard', '/', ...demos.flatMap((d) => [`/c/${d.id}`, `/c/${d.id}/act`])];
/** Every page of the demos: the main pages and each format's tabs. */
const every = [
  ...main,
  ...demos.flatMap((d) => (FORMAT_UIS.get(d.format)?.tabs ?? []).map((t) => `/c/${d.id}/t/${t.id}`)),
];

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/**
 * Moderate findings that still matter: two landmarks of one name (a scrolling table named like the
 * section around it) and a heading level skipped (a screen reader's outline of the page).
 */
const MODERATE = new Set(['landmark-unique', 'heading-order']);

/** axe's serious and critical findings on the page that is open, and the moderate ones above. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.addScriptTag({ content: axe.source });
  const result = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })`,
  )) as { violations: Violation[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || MODERATE.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

describe.runIf(hasChromium)('accessibility (axe-core)', () => {
  const world = browserApp(demos);

  const signedIn = async (width: number): Promise<Page> => {
    const page = await (
      await world.browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true })
    ).newPage();
    page.setDefaultTimeout(15_000);
    await page.route('**/live', (route) => route.abort());
    await page.goto(`${world.app.url}/login`);
    await page.locator('input[name="email"]').fill(DEMO_ACCOUNTS.director.email);
    await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.director.password);
    await Promise.all([page.waitForURL(/dashboard/), page.locator('main button[type="submit"]').click()]);
    return page;
  };

  // Colours and labels do not change with the width; what wraps and scrolls does: every page on a phone.
  // One test per width and competition, so that each has its own time on a busy machine.
  for (const [width, pages] of [
    [390, every],
    [1280, main],
  ] as const) {
    const groups = new Map<string, string[]>();
    for (const path of pages) {
      const group = path.startsWith('/c/') ? (path.split('/')[2] as string) : 'app';
      groups.set(group, [...(groups.get(group) ?? []), path]);
    }
    for (const [group, paths] of groups)
      it(`${group}: no serious or critical violation at ${width} px`, async () => {
        const page = await signedIn(width);
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(`${world.app.url}${path}`);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
        await page.context().close();
      }, 120_000);
  }

  it('reaches every field and button of the sign-in form by keyboard, in order', async () => {
    const page = await (await world.browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await page.goto(`${world.app.url}/login`);
    const reached: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        (await page.evaluate(
          `(() => { const e = document.activeElement; return e ? (e.getAttribute('name') || e.tagName.toLowerCase() + (e.getAttribute('type') ? ':' + e.getAttribute('type') : '')) : '' })()`,
        )) as string,
      );
    }
    const email = reached.indexOf('email');
    const password = reached.indexOf('password');
    const submit = reached.findIndex((r, i) => i > password && r === 'button:submit');
    expect(email).toBeGreaterThanOrEqual(0);
    expect(password).toBeGreaterThan(email);
    expect(submit).toBeGreaterThan(password);
    await page.context().close();
  });
});
