/**
 * Translation of message keys into English, German and Dutch. Catalogs come from the core, each
 * format (the texts of its rules, which the CLI and the API use too) and the web app (the page
 * texts beside the pages); a key missing in a language falls back to English, then to the key.
 *
 * Texts are ICU messages (intl-messageformat): `{name}` is filled from params as written,
 * `{count, plural, one {# player} other {# players}}` and `{n, number}` go through `Intl` in the
 * reader's language. A text whose arguments the caller does not all give is not used: the answer
 * is the key, as for a missing text, so callers can fall back (a refusal to its own message)
 * and nothing half-filled is shown. A malformed text is an error naming the key.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { coreMessages } from '../core/messages.js';
import { LANGS, type Lang, type Messages } from '../core/types.js';
import { loadedFormats } from '../formats/loaders.js';
import { mailMessages } from '../mail/messages.js';
import { noticeMessages } from '../mail/notice-messages.js';
import { mailOpsMessages } from '../mail/ops-messages.js';

/** Catalogs are defined in the core (formats use it there); app and server modules take it from here. */
export { defineCatalog } from '../core/types.js';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** The locale each language is written in (dates, numbers, plural rules). */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', de: 'de-DE', nl: 'nl-NL' };

export function mergeCatalogs(catalogs: readonly Messages[]): Messages {
  const merged = { en: {}, de: {}, nl: {} } as Record<Lang, Record<string, string>>;
  for (const c of catalogs) for (const lang of LANGS) Object.assign(merged[lang], c[lang]);
  return merged;
}

/** The catalogs of the core, of these formats' rules and of the mail, in the order they are merged. */
export const domainCatalogsOf = (formats: readonly { readonly messages?: Messages }[]): Messages[] => [
  coreMessages,
  ...formats.flatMap((f) => (f.messages ? [f.messages] : [])),
  mailMessages,
  mailOpsMessages,
  noticeMessages,
];

/**
 * A compiled message and the arguments it shows as written (`{name}`), which stay untouched; a
 * message of text alone also as that text (`literal`), which needs no formatting: most of a page's
 * labels, each formatted anew on every rendering otherwise.
 */
interface Compiled {
  readonly format: IntlMessageFormat;
  readonly plain: ReadonlySet<string>;
  readonly literal?: string;
}

/** intl-messageformat's AST: 0 literal, 1 plain argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 `#`. */
type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** Visits every argument of the message by name, saying whether that use shows it as written (type 1). */
function walkArguments(elements: readonly Element[], visit: (name: string, plain: boolean) => void): void {
  for (const e of elements) {
    if (e.value && e.type >= 1 && e.type <= 6) visit(e.value, e.type === 1);
    for (const option of Object.values(e.options ?? {})) walkArguments(option.value, visit);
    if (e.children) walkArguments(e.children, visit);
  }
}

/** Arguments used only as written: numbers there stay as the caller wrote them (a year, a seed). */
function plainArguments(elements: readonly Element[]): Set<string> {
  const plain = new Set<string>();
  const typed = new Set<string>();
  walkArguments(elements, (name, isPlain) => (isPlain ? plain : typed).add(name));
  for (const name of typed) plain.delete(name);
  return plain;
}

/** Parses an ICU message; throws with the key and language on a syntax error. */
export function compileMessage(key: string, text: string, lang: Lang): Compiled {
  try {
    const format = new IntlMessageFormat(text, LOCALES[lang], undefined, { ignoreTag: true });
    const ast = format.getAst() as Element[];
    const literal = ast.every((e) => e.type === 0) ? ast.map((e) => e.value ?? '').join('') : undefined;
    return { format, plain: plainArguments(ast), ...(literal === undefined ? {} : { literal }) };
  } catch (e) {
    throw new Error(`message ${lang}:${key} is not a valid ICU message: ${(e as Error).message}`);
  }
}

/** The argument names a message uses (plain, plural, select, number, date), for completeness checks. */
export function argumentsOf(key: string, text: string, lang: Lang): string[] {
  const names = new Set<string>();
  walkArguments(compileMessage(key, text, lang).format.getAst() as Element[], (name) => names.add(name));
  return [...names].sort();
}

export function createTranslator(catalog: Messages, lang: Lang): Translate {
  const compiled = new Map<string, Compiled>();
  return (key, params = {}) => {
    const text = catalog[lang][key] ?? catalog.en[key];
    if (text === undefined) return key;
    let message = compiled.get(key);
    if (!message) {
      message = compileMessage(key, text, lang);
      compiled.set(key, message);
    }
    if (message.literal !== undefined) return message.literal;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params))
      values[name] = message.plain.has(name) ? String(value) : value;
    try {
      return String(message.format.format(values));
    } catch {
      return key;
    }
  };
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The domain's translators, made again when a format's rules were loaded since (formats load as a
 * process needs them: formats/loaders.ts; the web app and the CLI load all at start).
 */
let domain: { formats: number; translators: Map<Lang, Translate>; catalog?: Messages } = {
  formats: -1,
  translators: new Map(),
};

/** The texts of mails (answers, notices) in a language: the core's, the loaded formats' and the mail's. */
export const mailTranslator = (lang: Lang): Translate => {
  const formats = loadedFormats();
  if (domain.formats !== formats.length) domain = { formats: formats.length, translators: new Map() };
  domain.catalog ??= mergeCatalogs(domainCatalogsOf(formats));
  let t = domain.translators.get(lang);
  if (!t) domain.translators.set(lang, (t = createTranslator(domain.catalog, lang)));
  return t;
};

/** English for the CLI and the JSON API's labels. */
export const en: Translate = (key, params) => mailTranslator('en')(key, params);
