/**
 * A competition's main page as an anonymous visitor gets it, and the same page rendered afresh:
 * a URL with a query is never remembered (server/http/rendered.ts), so `?fresh` renders it anew.
 * Only a remembered page goes out compressed; its entity tag names its bytes.
 */
import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'vitest';

interface App {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}

export interface AnonymousPage {
  /** The content coding it went out in (`br` only when remembered). */
  readonly coding: string | null;
  readonly tag: string | null;
  readonly html: string;
  /** The same page rendered afresh. */
  readonly fresh: string;
}

export async function anonymousPage(app: App, path: string): Promise<AnonymousPage> {
  const res = await app.request(path, { headers: { 'accept-encoding': 'br' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  const html = (coding === 'br' ? brotliDecompressSync(bytes) : bytes).toString('utf8');
  // The sign-in and language links carry the URL's query; without it the page is the same.
  const fresh = (await (await app.request(`${path}?fresh`)).text())
    .replaceAll('%3Ffresh', '')
    .replaceAll('?fresh=&amp;', '?');
  return { coding, tag: res.headers.get('etag'), html, fresh };
}

/**
 * Checks that `path` is remembered for anonymous visitors (sent compressed, the same as a fresh
 * render, the same entity tag at the next visit) until `change` records an event, after which it
 * is a new page, again the same as a fresh render; gives that page.
 */
export async function expectRememberedUntil(
  app: App,
  path: string,
  change: () => Promise<unknown>,
): Promise<AnonymousPage> {
  const before = await anonymousPage(app, path);
  expect(before.coding).toBe('br');
  expect(before.html).toBe(before.fresh);
  expect((await anonymousPage(app, path)).tag).toBe(before.tag);
  await change();
  const after = await anonymousPage(app, path);
  expect(after.coding).toBe('br');
  expect(after.tag).not.toBe(before.tag);
  expect(after.html).toBe(after.fresh);
  return after;
}
