/**
 * The web app's catalogs are merged into one (later ones win), so a key that two catalogs define
 * with different texts silently shows the wrong one on one of the pages (the set-up page once said
 * "done" where it should say that the administrator exists already). Every key is defined once,
 * or twice with the same text.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../core/types.js';
import { webCatalogs } from './catalog.js';

describe('the web catalog', () => {
  it('no key is defined by two catalogs with different texts', () => {
    const clashes: string[] = [];
    for (const lang of LANGS) {
      const seen = new Map<string, string>();
      for (const catalog of webCatalogs) {
        for (const [key, text] of Object.entries(catalog[lang] ?? {})) {
          const before = seen.get(key);
          if (before !== undefined && before !== text)
            clashes.push(`${lang} ${key}: "${before}" / "${text}"`);
          seen.set(key, text);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
