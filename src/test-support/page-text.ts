/**
 * What a reader sees of a rendered page (its text and the texts of labels, titles and
 * placeholders) and the message keys in it, for the tests that look for untranslated texts.
 */
import { webCatalog } from '../server/catalog.js';

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
