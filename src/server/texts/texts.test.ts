/**
 * Every page of every demo competition, rendered in German and Dutch for the director, a player
 * and the public, shows no message key and no English left over: no text of the English catalog
 * that the language translates, and no common English word outside the names of people,
 * competitions and clubs. The forms generated from command schemas are checked by their own test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import type { Lang } from '../../core/types.js';
import { DEMOS } from '../../formats/demos.js';
import { blankNames, demoNames, keysIn, pagesOf, visibleText } from '../../test-support/page-text.js';
import { demoReaders, testApp } from '../../test-support/server.js';
import { webCatalog } from './catalog.js';

const demos = DEMOS();
const env = await testApp(demos);
afterAll(env.close);

const readers = await demoReaders(env.app);

/** Names and typed text that are data, not texts: people, competitions, accounts, reasons. */
const names = demoNames(
  demos,
  Object.values(DEMO_ACCOUNTS).flatMap((a) => [a.name, a.email]),
);
const withoutNames = (text: string): string => blankNames(names, text);

/** Words no German or Dutch sentence has, but most English ones do. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'not',
  'from',
  'this',
  'which',
  'has',
  'have',
  'until',
];

/** The literal parts of an English text (without its arguments) long enough to be told apart. */
const fragments = (text: string): string[] =>
  text
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '\u0000')
    .split('\u0000')
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3 && s.length >= 12);

/** English fragments a language translates differently: seeing one on its page is a leftover. */
const untranslated = (lang: Lang): string[] =>
  Object.entries(webCatalog.en).flatMap(([key, text]) =>
    webCatalog[lang][key] !== text
      ? fragments(text).filter((f) => !(webCatalog[lang][key] ?? '').includes(f))
      : [],
  );

interface Finding {
  readonly page: string;
  readonly what: string;
}

async function findings(lang: Lang): Promise<{ found: Finding[]; shown: number }> {
  const leftovers = untranslated(lang);
  const found: Finding[] = [];
  let shown = 0;
  const paths = [
    '/',
    '/dashboard',
    '/login',
    '/account',
    '/clubs',
    `/clubs/${DEMO_CLUB}`,
    ...demos.flatMap((d) => pagesOf(d.id, d.format)),
  ];
  for (const [who, reader] of Object.entries(readers))
    for (const path of paths) {
      const res = await reader.get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      if (res.status >= 300) continue;
      shown += 1;
      const text = withoutNames(visibleText(await res.text()));
      const page = `${lang} ${who} ${path}`;
      for (const key of keysIn(text)) found.push({ page, what: `key ${key}` });
      for (const f of leftovers) if (text.includes(f)) found.push({ page, what: `English "${f}"` });
      for (const w of ENGLISH_WORDS)
        for (const m of text.matchAll(new RegExp(`(?:^|[^\\p{L}])(${w})(?![\\p{L}])[^.]{0,30}`, 'giu')))
          found.push({ page, what: `English word "${m[0].trim()}"` });
    }
  return { found, shown };
}

describe('every demo page in German and Dutch', () => {
  it('finds English leftovers and keys where they are (the check itself)', () => {
    const sample =
      '<main><p>Rangliste <b>nach</b> Punkten</p><p title="tx.ui.nobody">the pairing of Anna</p></main>';
    const text = visibleText(sample);
    expect(keysIn(text)).toEqual(['tx.ui.nobody']);
    expect(text).toContain('the pairing');
    expect(untranslated('de').length).toBeGreaterThan(500);
  });

  for (const lang of ['de', 'nl'] as const)
    it(`shows no key and no English in ${lang}`, async () => {
      const { found, shown } = await findings(lang);
      expect(shown).toBeGreaterThan(150);
      const byWhat = new Map<string, string[]>();
      for (const f of found) byWhat.set(f.what, [...(byWhat.get(f.what) ?? []), f.page]);
      expect([...byWhat].map(([what, pages]) => `${what} (${pages.length}×, e.g. ${pages[0]})`)).toEqual([]);
    }, 120_000);
});
