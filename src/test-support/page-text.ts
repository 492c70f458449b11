/**
 * What a reader sees of a rendered page (its text and the texts of labels, titles and
 * placeholders) and the message keys in it, for the tests that look for untranslated texts.
 */
import { expect } from 'vitest';
import type { DemoScript } from '../core/demo.js';
import { FORMAT_UIS } from '../server/formats/registry.js';
import { webCatalog } from '../server/texts/catalog.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** What a reader sees of a page: its text and the texts of labels, titles and placeholders. */
export function visibleText(html: string): string {
  const body = html
    // Scripts, styles and machine text (the history's event data).
    .replace(/<(script|style|code)\b[\s\S]*?<\/\1>/g, ' ')
    // The generated command forms: their texts are checked where they are made (command forms).
    .replace(/<details>(?:(?!<details>)[\s\S])*?class="command"[\s\S]*?<\/details>/g, ' ');
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]);
  return [body.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&(#39|\w+);/g, (m, e: string) => ENTITIES[e] ?? m)
    .replace(/\s+/g, ' ');
}

/** The plain text of a page's body: head, scripts and tags dropped, the escaping's entities decoded, spaces squeezed. */
export function textOf(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#39|\w+);/g, (m, e: string) => ENTITIES[e] ?? m)
    .replace(/\s+/g, ' ');
}

/** Expects each of `parts` in `text` (a page's text or HTML), one assertion a part. */
export function expectContainsAll(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text).toContain(part);
}

const KEY = /\b[a-z][a-zA-Z]*(?:-[a-z]+)*\.[a-zA-Z][\w-]*(?:\.[\w-]+)*\b/g;
const namespaces = new Set(Object.keys(webCatalog.en).map((k) => k.split('.')[0] as string));

/** Message keys on a page: known keys, or dotted words in a namespace of the catalog. */
export const keysIn = (text: string): string[] =>
  [...text.matchAll(KEY)]
    .map((m) => m[0])
    .filter((k) => k in webCatalog.en || namespaces.has(k.split('.')[0] as string));

/** The message a page shows about the form that led to it (post/redirect/get), as text; '' without one. */
export function flashText(html: string): string {
  const notice = /<div class="notice ok" role="status" id="decision">([\s\S]*?)<\/div>/.exec(html);
  return notice ? textOf(notice[1] ?? '').trim() : '';
}

const POINT_DECIMAL = /(?<![\d.])\d+\.\d+(?![\d.])/g;

/**
 * Numbers a page writes with a decimal point ("57.2"): in German and Dutch there must be none
 * (dates such as "27.03.2026" do not count).
 */
export const pointDecimals = (html: string): string[] =>
  [...visibleText(html).matchAll(POINT_DECIMAL)].map((m) => m[0]);

/** The pages of a competition: the main page, each tab of its format, rounds, history, due, act. */
export function pagesOf(id: string, format: string): string[] {
  const tabs = (FORMAT_UIS.get(format)?.tabs ?? []).map((t) => `/c/${id}/t/${t.id}`);
  return [`/c/${id}`, ...tabs, `/c/${id}/rounds`, `/c/${id}/history`, `/c/${id}/due`, `/c/${id}/act`];
}

/** Free text people typed into commands (reasons, notes): data in the typist's words. */
const typed = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.includes(' ')
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(typed)
      : [];

/**
 * Names and typed text that are data, not texts: the demos' competitions and people, what was
 * typed into their commands, and `more` (accounts, clubs); the longest first.
 */
export const demoNames = (demos: readonly DemoScript[], more: readonly string[]): string[] =>
  [
    ...demos.flatMap((d) => [
      d.name,
      ...d.participants.map((p) => p.name),
      ...d.steps.flatMap((s) => typed(s.command)),
    ]),
    ...more,
  ].sort((a, b) => b.length - a.length);

/** `text` with each of `names` (longest first) replaced by a dot, so that no word of a name counts. */
export const blankNames = (names: readonly string[], text: string): string =>
  names.reduce((t, n) => t.split(n).join(' · '), text);
