/**
 * Conditional GETs and caching rules for every read: an `ETag` (a digest of the body, so it
 * changes with anything the page shows, including the language and the viewer's own view) and
 * `304 Not Modified` when the client's `If-None-Match` names it; and a
 * `Cache-Control` that lets nothing shared keep a viewer's page:
 * - a response that set its own (assets, `no-store` pages with secrets) keeps it;
 * - the JSON and calendar reads of an anonymous viewer: `public, no-cache` (anyone may keep
 *   them, but must ask again each time: the answer is then a cheap 304);
 * - everything else (pages carry the visitor's form token; signed-in views): `private, no-cache`.
 * Streams (the live updates) are left alone: their body never ends.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { type AppEnv, isWhole, markWhole } from './context.js';
import { SECURITY_HEADERS } from './middleware.js';

const READS = new Set(['GET', 'HEAD']);

/** The headers a 304 keeps (RFC 9110 15.4.5), besides the CORS ones a cross-origin reader needs. */
const RETAINED = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** What every read's answer varies by besides its own (a page differs by who asks and in which language). */
const VARY = 'Cookie, Authorization, Accept-Language';

/** Paths whose answers never end (server-sent events): no digest, no caching headers. */
const isStream = (path: string): boolean => path.endsWith('/live');

/** The headers of a static asset (stylesheet, script, icon) that anyone may keep for `maxAge` seconds. */
export const assetHeaders = (contentType: string, maxAge: number): Record<string, string> => ({
  'content-type': contentType,
  'cache-control': `public, max-age=${maxAge}`,
});

/** Public data in a form a shared cache may keep (no form tokens inside). */
const isPublicData = (path: string): boolean => path.startsWith('/api/') || path.endsWith('.ics');

/** The entity tag of a body: its SHA-1, quoted (the same digest as hono's etag middleware). */
export const entityTag = (body: Uint8Array): string => `"${createHash('sha1').update(body).digest('hex')}"`;

/** Whether `If-None-Match` names `tag` (weak tags compare by their opaque part). */
function matches(tag: string, ifNoneMatch: string | undefined): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const expected = tag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(expected) ?? false;
}

/**
 * Replaces the response without hono merging the old one's headers into it (which would turn a
 * body kept as bytes into a stream: the server's fast path for plain bodies is then lost).
 */
function replaceResponse(c: Context<AppEnv>, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}

/**
 * The digest is computed in the request (a synchronous SHA-1 of the body's bytes) unless the
 * response brings its own `ETag` (a remembered page, rendered.ts, computed it once); the body is
 * then read once and handed on as bytes, never cloned into a second stream.
 */
export function conditionalGet(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!READS.has(c.req.method) || isStream(c.req.path)) return next();
    const ifNoneMatch = c.req.header('If-None-Match');
    await next();
    if (!c.res.ok || isWhole(c.res)) return;
    const headers = c.res.headers;
    headers.append('Vary', VARY);
    if (!headers.has('Cache-Control')) {
      const shared = !c.get('viewer')?.person && isPublicData(c.req.path);
      headers.set('Cache-Control', shared ? 'public, no-cache' : 'private, no-cache');
    }
    if (headers.get('Cache-Control') === 'no-store') {
      headers.delete('ETag');
      return;
    }
    let tag = headers.get('ETag');
    if (!tag) {
      const res = c.res;
      const body = new Uint8Array(await res.arrayBuffer());
      replaceResponse(c, new Response(body, { status: res.status, headers: res.headers }));
      if (body.byteLength === 0) return;
      tag = entityTag(body);
      c.res.headers.set('ETag', tag);
    }
    if (matches(tag, ifNoneMatch)) {
      const kept = new Headers();
      for (const [name, value] of c.res.headers)
        if (RETAINED.includes(name) || name.startsWith('access-control-')) kept.append(name, value);
      await c.res.body?.cancel();
      replaceResponse(c, new Response(null, { status: 304, headers: kept }));
    }
  };
}

/** The headers of a private page given whole (`wholePage`) and of its 304. */
export interface WholeHeaders {
  readonly ok: Readonly<Record<string, string>>;
  readonly notModified: Readonly<Record<string, string>>;
}

/**
 * The headers of a private page's answer given whole, its `own` and those this middleware and
 * the security headers would add (kept with a remembered page, rendered.ts: made once, not per
 * answer).
 */
export function wholeHeaders(own: { readonly etag: string; readonly vary: string } & Record<string, string>) {
  const ok = {
    ...SECURITY_HEADERS,
    ...own,
    vary: `${own.vary}, ${VARY}`,
    'cache-control': 'private, no-cache',
  };
  const notModified = Object.fromEntries(
    Object.entries(ok).filter(([name]) => RETAINED.includes(name) || name in SECURITY_HEADERS),
  );
  return { ok, notModified };
}

/**
 * A private page's answer given whole (a remembered page, rendered.ts), or a 304 when
 * `If-None-Match` names its entity tag. Nothing is set on a `Headers` and no middleware touches
 * it afterwards: a page view's cost is then mostly writing it to the socket.
 */
export function wholePage(
  c: Context<AppEnv>,
  bytes: Uint8Array<ArrayBuffer>,
  headers: WholeHeaders,
): Response {
  const tag = headers.ok.etag ?? '';
  return markWhole(
    matches(tag, c.req.header('If-None-Match'))
      ? new Response(null, { status: 304, headers: headers.notModified })
      : new Response(bytes, { status: 200, headers: headers.ok }),
  );
}
