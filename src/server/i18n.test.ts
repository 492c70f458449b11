/**
 * Every UI text exists in English, German and Dutch: every key the pages use literally, and every
 * key of every catalog (core, formats, web app) in all three languages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainCatalogs, mergeCatalogs } from '../app/i18n.js';
import { LANGS } from '../core/types.js';
import { serverMessages } from './messages.js';

const root = new URL('..', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.tsx?$/.test(n) && !n.endsWith('.test.ts') && !n.endsWith('.test.tsx')
        ? [p]
        : [];
  });

const catalogs = [...domainCatalogs, serverMessages];
const merged = mergeCatalogs(catalogs);

describe('i18n', () => {
  it('every literal key used by the web app exists in every language', () => {
    const used = new Set<string>();
    for (const file of files(join(root, 'server'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z][\w-]*\.[\w.-]+)'/g))
        used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].flatMap((key) =>
      LANGS.filter((lang) => merged[lang][key] === undefined).map((lang) => `${lang}:${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('every catalog has the same keys in English, German and Dutch', () => {
    for (const catalog of catalogs) {
      const en = Object.keys(catalog.en).sort();
      expect(Object.keys(catalog.de).sort()).toEqual(en);
      expect(Object.keys(catalog.nl).sort()).toEqual(en);
    }
  });

  it('placeholders match across languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(merged.en)) {
      for (const lang of LANGS)
        expect(placeholders(merged[lang][key] ?? ''), `${lang}:${key}`).toEqual(
          placeholders(merged.en[key] ?? ''),
        );
    }
  });
});
