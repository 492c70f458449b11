/**
 * Conditional GETs and caching rules for every read: an `ETag` (a digest of the body, so it
 * changes with anything the page shows, including the language and the viewer's own view) and
 * `304 Not Modified` when the client's `If-None-Match` names it (hono's etag middleware); and a
 * `Cache-Control` that lets nothing shared keep a viewer's page:
 * - a response that set its own (assets, `no-store` pages with secrets) keeps it;
 * - the JSON and calendar reads of an anonymous viewer: `public, no-cache` (anyone may keep
 *   them, but must ask again each time: the answer is then a cheap 304);
 * - everything else (pages carry the visitor's form token; signed-in views): `private, no-cache`.
 * Streams (the live updates) are left alone: their body never ends.
 */
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './context.js';

const READS = new Set(['GET', 'HEAD']);

/** Paths whose answers never end (server-sent events): no digest, no caching headers. */
const isStream = (path: string): boolean => path.endsWith('/live');

/** Public data in a form a shared cache may keep (no form tokens inside). */
const isPublicData = (path: string): boolean => path.startsWith('/api/') || path.endsWith('.ics');

export function conditionalGet(): MiddlewareHandler<AppEnv> {
  const tag = etag({
    retainedHeaders: ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'],
  });
  return async (c, next) => {
    if (!READS.has(c.req.method) || isStream(c.req.path)) return next();
    await tag(c, async () => {
      await next();
      const headers = c.res.headers;
      if (!c.res.ok) return;
      headers.append('Vary', 'Cookie, Authorization, Accept-Language');
      if (headers.has('Cache-Control')) return;
      const shared = !c.var.viewer?.person && isPublicData(c.req.path);
      headers.set('Cache-Control', shared ? 'public, no-cache' : 'private, no-cache');
    });
    if (c.res.headers.get('Cache-Control') === 'no-store') c.res.headers.delete('ETag');
  };
}
