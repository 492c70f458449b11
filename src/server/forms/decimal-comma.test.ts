/**
 * Every page of every demo competition writes its numbers as the reader does (issue 15): the
 * decimals the English page writes with a point ("57.2" TP, a rating change "+7.5") appear in
 * German and Dutch with a comma, and no page in either language has a number with a point.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../app/competitions/demo.js';
import { DEMOS } from '../../formats/demos.js';
import { pagesOf, pointDecimals, visibleText } from '../../test-support/page-text.js';
import { browser, testApp } from '../../test-support/server.js';

const demos = DEMOS();
const env = await testApp(demos);
afterAll(env.close);

const director = browser(env.app);
await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
/** The page in `lang`; '' where the competition has no such page (a bracket without a cup). */
const html = async (path: string, lang: string) => {
  const res = await director.get(`${path}?lang=${lang}`);
  return res.status === 404 ? '' : res.text();
};

describe.each(demos.map((d) => [`${d.format} (${d.id})`, d] as const))(
  '%s in German and Dutch',
  (_, demo) => {
    it('writes every decimal with a comma', async () => {
      let decimals = 0;
      for (const path of pagesOf(demo.id, demo.format)) {
        const english = pointDecimals(await html(path, 'en'));
        decimals += english.length;
        for (const lang of ['de', 'nl']) {
          const page = await html(path, lang);
          expect(pointDecimals(page), `${lang} ${path}`).toEqual([]);
          const text = visibleText(page);
          for (const n of english) expect(text, `${lang} ${path}`).toContain(n.replace('.', ','));
        }
      }
      // The formats whose pages have fractions (TP, Keizer values, rating changes) show some.
      if (['tp-tournament', 'keizer'].includes(demo.format)) expect(decimals).toBeGreaterThan(0);
    });
  },
);
