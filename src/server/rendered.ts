/**
 * Rendered HTML remembered. The generic standings and rounds tables are pure functions of a view
 * (itself computed once per immutable state, see app/competitions.ts), the roster, the audience
 * and the language; so is a whole competition page seen by an anonymous visitor (no session, no
 * form tokens in it). An unchanged competition therefore renders them once, not on every request:
 * the difference between a few hundred and a few thousand standings pages a second
 * (`npm run bench`). The HTML comes from the JSX renderer (escaped) and goes out exactly as it was
 * rendered; entries live as long as their view and roster (weak references), so a new event
 * simply starts afresh.
 */
import type { Context } from 'hono';
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { entityTag } from './caching.js';
import type { AppEnv } from './context.js';

/** A remembered page: its bytes and their entity tag (computed once, not per request). */
interface Page {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly tag: string;
}

const remembered = new WeakMap<object, WeakMap<object, Map<string, string | Page>>>();

function entries(view: object, roster: object): Map<string, string | Page> {
  let byRoster = remembered.get(view);
  if (!byRoster) remembered.set(view, (byRoster = new WeakMap()));
  let byKey = byRoster.get(roster);
  if (!byKey) byRoster.set(roster, (byKey = new Map()));
  return byKey;
}

/** `render()`, or the HTML it gave for the same `view`, `roster` and `key` before. */
export function renderedOnce(view: object, roster: object, key: string, render: () => Child): Child {
  const known = entries(view, roster);
  const html = known.get(key);
  if (typeof html === 'string') return raw(html);
  const node = render();
  const fresh = node?.toString();
  if (typeof fresh !== 'string') return node;
  known.set(key, fresh);
  return raw(fresh);
}

/**
 * The page `render()` gives, remembered for anonymous visitors of a plain URL (no query: the
 * number of entries stays bounded) per view, roster, language and path. Signed-in viewers always
 * get a fresh page (it carries their name and form tokens).
 */
export async function pageOnce(
  c: Context<AppEnv>,
  view: object,
  roster: object,
  render: () => Response | Promise<Response>,
): Promise<Response> {
  if (c.var.viewer.person || c.req.url.includes('?')) return render();
  const known = entries(view, roster);
  const key = `page:${c.var.lang}:${c.req.path}`;
  let page = known.get(key);
  if (typeof page !== 'object') {
    const res = await render();
    if (res.status !== 200) return res;
    const bytes = new Uint8Array(await res.arrayBuffer());
    page = { bytes, tag: entityTag(bytes) };
    known.set(key, page);
  }
  return c.body(page.bytes, 200, { 'content-type': 'text/html; charset=UTF-8', etag: page.tag });
}
