/**
 * Every UI text exists in English, German and Dutch as a valid ICU message: every key the pages
 * use literally, every key of every catalog (core, formats, web app, the formats' page texts) in
 * all three languages with the same arguments, and a name for every format. The translator fills
 * plurals and numbers through Intl and never fills a text half.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf, compileMessage, createTranslator } from '../../app/i18n.js';
import { CORE_EVENT_TYPES } from '../../core/events.js';
import { defineCatalog, LANGS } from '../../core/types.js';
import { FORMATS } from '../../formats/registry.js';
import { webCatalogs as catalogs, webCatalog as merged } from './catalog.js';

const root = new URL('../..', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.tsx?$/.test(n) && !n.endsWith('.test.ts') && !n.endsWith('.test.tsx')
        ? [p]
        : [];
  });

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

  it('every text is a valid ICU message with the arguments of its English text', () => {
    const wrong: string[] = [];
    for (const key of Object.keys(merged.en)) {
      const english = argumentsOf(key, merged.en[key] as string, 'en');
      for (const lang of LANGS) {
        const args = argumentsOf(key, merged[lang][key] ?? '', lang);
        if (args.join() !== english.join())
          wrong.push(`${lang}:${key} has {${args}} where English has {${english}}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every refusal the rules can give has a text in every language', () => {
    const codesIn = (dir: string): string[] => [
      ...new Set(
        files(dir)
          .filter((f) => !/messages|demo/.test(f) && !/\/(web|cli|mail)\//.test(f))
          .flatMap((f) =>
            [...readFileSync(f, 'utf8').matchAll(/'(ERR_[A-Z_]+)'/g)].map((m) => m[1] as string),
          ),
      ),
    ];
    const untranslated = [...FORMATS.keys(), ''].flatMap((format) =>
      codesIn(join(root, format ? `formats/${format}` : 'core')).flatMap((code) =>
        LANGS.filter(
          (lang) =>
            merged[lang][`refusal.${format}.${code}`] === undefined &&
            merged[lang][`refusal.${code}`] === undefined,
        ).map((lang) => `${lang}:${format || 'core'}:${code}`),
      ),
    );
    expect(untranslated).toEqual([]);
  });

  it('names every event type of every format in every language', () => {
    const types = [...CORE_EVENT_TYPES, ...[...FORMATS.values()].flatMap((f) => Object.keys(f.eventSchemas))];
    const unnamed = types.flatMap((type) =>
      LANGS.filter((lang) => merged[lang][`event.${type}`] === undefined).map((lang) => `${lang}:${type}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('names every preset of every format in every language', () => {
    const unnamed = [...FORMATS.values()].flatMap((f) =>
      Object.keys(f.presets).flatMap((p) =>
        LANGS.filter((lang) => merged[lang][`preset.${f.name}.${p}`] === undefined).map(
          (lang) => `${lang}:${f.name}.${p}`,
        ),
      ),
    );
    expect(unnamed).toEqual([]);
  });

  it('names every format in every language', () => {
    for (const name of FORMATS.keys())
      for (const lang of LANGS) expect(merged[lang][`format.${name}`], `${lang}:format.${name}`).toBeTruthy();
  });
});

describe('the translator', () => {
  const catalog = defineCatalog(
    {
      'x.players': '{count, plural, one {# player} other {# players}} in {year}',
      'x.points': '{points, number} points',
      'x.json': 'As JSON: \'{"kind": 1}\'',
    },
    {
      'x.players': '{count, plural, one {# Spieler} other {# Spieler}} im Jahr {year}',
      'x.points': '{points, number} Punkte',
      'x.json': 'Als JSON: \'{"kind": 1}\'',
    },
    {
      'x.players': '{count, plural, one {# speler} other {# spelers}} in {year}',
      'x.points': '{points, number} punten',
      'x.json': 'Als JSON: \'{"kind": 1}\'',
    },
  );

  it('fills plurals and numbers in the reader language; a plain number stays as written', () => {
    expect(createTranslator(catalog, 'nl')('x.players', { count: 1, year: 2026 })).toBe('1 speler in 2026');
    expect(createTranslator(catalog, 'nl')('x.players', { count: 3, year: 2026 })).toBe('3 spelers in 2026');
    expect(createTranslator(catalog, 'de')('x.points', { points: 1234.5 })).toBe('1.234,5 Punkte');
    expect(createTranslator(catalog, 'en')('x.points', { points: 1234.5 })).toBe('1,234.5 points');
    expect(createTranslator(catalog, 'de')('x.json')).toBe('Als JSON: {"kind": 1}');
  });

  it('gives a message of text alone as intl-messageformat formats it, in every catalog and language', () => {
    for (const lang of LANGS) {
      const t = createTranslator(merged, lang);
      for (const [key, text] of Object.entries(merged[lang])) {
        if (argumentsOf(key, text, lang).length > 0) continue;
        expect(t(key), `${lang}:${key}`).toBe(String(compileMessage(key, text, lang).format.format()));
      }
    }
  });

  it('answers the key for a text whose argument is missing, never a half-filled text', () => {
    expect(createTranslator(catalog, 'de')('x.players', { count: 2 })).toBe('x.players');
  });

  it('falls back to English, then to the key', () => {
    const partial = { en: { 'y.only': 'Only English' }, de: {}, nl: {} };
    expect(createTranslator(partial, 'de')('y.only')).toBe('Only English');
    expect(createTranslator(partial, 'de')('y.none')).toBe('y.none');
  });

  it('names the key of a malformed message', () => {
    expect(() => compileMessage('z.bad', 'Hello {name', 'en')).toThrow(/en:z\.bad/);
  });
});
