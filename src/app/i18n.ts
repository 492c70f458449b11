/**
 * Translation of message keys into English, German and Dutch. Catalogs come from the core, each
 * format, and the web app; a key missing in a language falls back to English, then to the key.
 * `{name}` placeholders are filled from params.
 */
import { coreMessages } from '../core/messages.js';
import { LANGS, type Lang, type Messages } from '../core/types.js';
import { FORMATS } from '../formats/registry.js';
import { accountMailMessages } from './account-mail-messages.js';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export function mergeCatalogs(catalogs: readonly Messages[]): Messages {
  const merged = { en: {}, de: {}, nl: {} } as Record<Lang, Record<string, string>>;
  for (const c of catalogs) for (const lang of LANGS) Object.assign(merged[lang], c[lang]);
  return merged;
}

export const domainCatalogs: readonly Messages[] = [
  coreMessages,
  accountMailMessages,
  ...[...FORMATS.values()].flatMap((f) => (f.messages ? [f.messages] : [])),
];

export function createTranslator(catalog: Messages, lang: Lang): Translate {
  return (key, params) => {
    const text = catalog[lang][key] ?? catalog.en[key] ?? key;
    return params
      ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
      : text;
  };
}

const domainEnglish = createTranslator(mergeCatalogs(domainCatalogs), 'en');

/** English for the CLI and the JSON API's labels. */
export const en: Translate = domainEnglish;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
