/**
 * Request plumbing: structured logs (without secrets), security headers, language, the request
 * body (limited before anything reads it, and checked: UTF-8, JSON depth and keys, no control
 * characters), who is asking (session cookie or API token), CSRF protection of every
 * state-changing request, and `Cache-Control: no-store` for pages that show secrets.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { anonymous } from '../../app/accounts/access.js';
import { newToken, sameToken } from '../../app/accounts/tokens.js';
import {
  checkFormFields,
  checkMultipartUtf8,
  decodeUtf8,
  parseJsonInput,
  parseUrlEncoded,
} from '../../app/text-input.js';
import { textProblem } from '../../core/text.js';
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import { errorResponse } from '../pages/error-page.js';
import { type AppEnv, isWhole, negotiateLang, type Services, translator } from './context.js';

export const SESSION_COOKIE = 'arbiter_session';
const CSRF_COOKIE = 'arbiter_csrf';

/** Logs method, route pattern (never the raw path: links carry tokens), status and duration. */
export function requestLog({ logger }: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!logger.isLevelEnabled('info')) return next();
    const start = performance.now();
    await next();
    const person = c.get('viewer')?.person;
    logger.info(
      {
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
        ...(person ? { person: person.id } : {}),
      },
      'request',
    );
  };
}

const SECURE_HEADERS = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
  referrerPolicy: 'same-origin',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers `SECURE_HEADERS` sets (the same on every response), by their lower-case names: for
 * a response given whole by its handler (caching.ts `wholeResponse`), which no middleware touches.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = await (async () => {
  const res = new Response(null);
  await SECURE_HEADERS({ res } as Context, async () => undefined);
  return Object.fromEntries(res.headers);
})();

/**
 * The security headers of every response. No page may be framed, except an embeddable view whose
 * club allows origins (`c.var.frameAncestors`, routes/embed.tsx): its `frame-ancestors` names them
 * and it has no `X-Frame-Options` (which cannot name several origins). A response given whole
 * (caching.ts) has them already.
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (isWhole(c.res)) return;
  await SECURE_HEADERS(c, async () => undefined);
  const frame = c.get('frameAncestors');
  const csp = c.res.headers.get('Content-Security-Policy');
  if (frame && csp) {
    c.res.headers.set(
      'Content-Security-Policy',
      csp.replace("frame-ancestors 'none'", `frame-ancestors ${frame}`),
    );
    c.res.headers.delete('X-Frame-Options');
  }
  if (c.get('crossOriginResource')) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
};

export function language(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = c.req.query('lang');
    const lang = negotiateLang(query, getCookie(c, 'lang'), c.req.header('accept-language'));
    if (query === lang) {
      setCookie(c, 'lang', lang, {
        path: '/',
        sameSite: 'Lax',
        maxAge: 31_536_000,
        secure: services.settings.secureCookies,
      });
    }
    c.set('lang', lang);
    c.set('t', translator(lang));
    await next();
  };
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The body's bytes, or undefined as soon as there are more than `limit` (the rest is not read). */
async function readUpTo(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
): Promise<{ bytes: Uint8Array } | { over: number }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks) };
    size += value.length;
    if (size > limit) return { over: size };
    chunks.push(value);
  }
}

/**
 * The most of a too-large body read and thrown away after its 413. A client still sending when
 * the server closes the connection gets a reset, and with it often loses the answer; so the 413
 * goes out at once on a connection kept open, and the rest of the body is read behind it, up to
 * this much. Beyond it nothing more is read, and the body timeout (connection-limits.ts) cuts
 * the connection.
 */
const DISCARD_LIMIT = 64 * 1024 * 1024;

/**
 * Reads the rest of a body into nothing, up to `DISCARD_LIMIT`. Once the answer is out, node
 * would take a pause in the reading for an idle keep-alive connection and close it (a reset for
 * the sender): while the body is read, its request claims the connection's timeout, and the body
 * timeout alone bounds it.
 */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  size: number,
  incoming: IncomingMessage | undefined,
): Promise<void> {
  const stillReading = () => undefined;
  incoming?.on('timeout', stillReading);
  try {
    for (let read = size; read <= DISCARD_LIMIT; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.length;
    }
  } catch {
    // The client went away or was cut off: nothing is left to read.
  } finally {
    incoming?.off('timeout', stillReading);
  }
}

const SOURCE = 'request body';

/** The checks of a body by its type: JSON, a form, text. Other types (uploads) are the route's. */
function checkBody(type: string, bytes: Uint8Array): Result<true, Refusal> {
  if (/^application\/([\w.-]+\+)?json\b/i.test(type)) {
    const parsed = parseJsonInput(bytes, SOURCE);
    return parsed.ok ? ok(true) : parsed;
  }
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const fields = parseUrlEncoded(bytes, SOURCE);
    return fields.ok ? checkFormFields(fields.value, SOURCE) : fields;
  }
  if (/^multipart\/form-data\b/i.test(type)) return checkMultipartUtf8(bytes, type, SOURCE);
  if (/^text\//i.test(type)) {
    const text = decodeUtf8(bytes, SOURCE);
    if (!text.ok) return text;
    const problem = textProblem(text.value, true);
    return problem ? err(refusal('ERR_INVALID_TEXT', `${SOURCE}: ${problem}`)) : ok(true);
  }
  return ok(true);
}

/** What a browser is told of a refused body, in its language. */
function explain(r: Refusal) {
  const field = String(r.params?.field ?? r.path ?? '');
  return (t: (key: string, params?: Record<string, string | number>) => string) =>
    r.code === 'ERR_INVALID_TEXT' && field
      ? t('error.invalidText', { field })
      : r.code === 'ERR_INVALID_UTF8' && field
        ? t('error.invalidUtf8', { field })
        : t('error.invalidInput');
}

/**
 * Limits the request body before anything reads it: a body over the limit (by its
 * `Content-Length`, or counted while reading a chunked one) is answered 413 at once, and the rest
 * of it is read and thrown away behind the answer (`DISCARD_LIMIT`), so that a client still
 * sending sees the 413 and not a reset; a `Content-Length` beyond that is answered with the
 * connection closed, unread. A body within the limit is checked (`checkBody`) and handed on. An
 * address with a NUL in it is refused first: nothing is named with one.
 */
export function requestBody({ settings }: Services): MiddlewareHandler<AppEnv> {
  const limit = settings.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const tooLarge = (c: Context<AppEnv>, close: boolean) => {
    if (close) c.header('Connection', 'close');
    return errorResponse(
      c,
      413,
      refusal('ERR_TOO_LARGE', `the request body is larger than ${limit} bytes`, { params: { limit } }),
      (t) => t('error.tooLarge', { size: `${Math.round(limit / 1024)} KiB` }),
    );
  };
  return async (c, next) => {
    // No id, name or value holds a NUL, and PostgreSQL refuses one in any text (a 500 if asked).
    if (c.req.url.includes('%00')) {
      const nul = refusal('ERR_INVALID_TEXT', 'the address contains a NUL character (%00)', {
        path: 'url',
        params: { field: 'url' },
      });
      return errorResponse(c, 400, nul, explain(nul));
    }
    // A read has no body to check; asking for one would build a whole Request per page view.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.header('content-length');
    const declared = length === undefined ? undefined : Number(length);
    if (declared !== undefined && !(declared <= DISCARD_LIMIT)) return tooLarge(c, true);
    const reader = body.getReader();
    const read = declared !== undefined && declared > limit ? { over: 0 } : await readUpTo(reader, limit);
    if ('over' in read) {
      void discardRest(reader, read.over, (c.env as { incoming?: IncomingMessage } | undefined)?.incoming);
      return tooLarge(c, false);
    }
    const { bytes } = read;
    const type = c.req.header('content-type') ?? '';
    const checked = checkBody(type, bytes);
    if (!checked.ok) return errorResponse(c, 400, checked.error, explain(checked.error));
    c.req.raw = new Request(c.req.raw, { body: bytes });
    if (/^multipart\/form-data\b/i.test(type)) {
      const form = await c.req.parseBody({ all: true }).catch(() => undefined);
      if (!form) {
        const malformed = refusal('ERR_INVALID_BODY', `${SOURCE}: the multipart form data cannot be read`);
        return errorResponse(c, 400, malformed, (t) => t('error.invalidInput'));
      }
      const fields = Object.entries(form).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).flatMap((v): [string, string][] =>
          typeof v === 'string' ? [[name, v]] : [],
        ),
      );
      const texts = checkFormFields(fields, SOURCE);
      if (!texts.ok) return errorResponse(c, 400, texts.error, explain(texts.error));
    }
    await next();
  };
}

/** Pages that show secrets (a new API token, a link's token in the address) are never stored. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** Resolves the viewer from an API token or the session cookie, and the CSRF token to expect. */
export function authentication({ accounts, settings }: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('bearer', false);
    const header = c.req.header('authorization');
    if (header?.startsWith('Bearer ')) {
      const person = await accounts.personOfApiToken(header.slice(7).trim());
      if (!person)
        return c.json(
          { error: { code: 'ERR_UNAUTHENTICATED', message: 'the API token is invalid or expired' } },
          401,
        );
      c.set('viewer', await accounts.viewerOf(person));
      c.set('bearer', true);
      c.set('csrf', '');
      return next();
    }
    const signedIn = await accounts.sessionOf(getCookie(c, SESSION_COOKIE));
    if (signedIn) {
      c.set('viewer', await accounts.viewerOf(signedIn.person));
      c.set('session', signedIn.session);
      c.set('csrf', accounts.csrfToken(signedIn.session));
    } else {
      c.set('viewer', anonymous);
      let token = getCookie(c, CSRF_COOKIE);
      if (!token || token.length < 20) {
        token = newToken();
        c.set('cookieSet', true);
        setCookie(c, CSRF_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: settings.secureCookies,
        });
      }
      c.set('csrf', token);
    }
    await next();
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request carries the CSRF token (form field `_csrf` or header
 * `x-csrf-token`) unless it authenticated with an API token; cross-origin requests are refused.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method) || c.var.bearer) return next();
    // The API of a client without credentials: 401, as documented, not an expired form.
    if (c.req.path.startsWith('/api/') && !c.var.session)
      return c.json(
        {
          error: {
            code: 'ERR_UNAUTHENTICATED',
            message: 'sign in or send an API token (Authorization: Bearer …)',
          },
        },
        401,
      );
    const origin = c.req.header('origin');
    if (origin !== undefined && !sameOrigin(origin, c.req.url))
      return forbidden(c, 'cross-origin request refused');
    let sent = c.req.header('x-csrf-token');
    if (!sent && /form/.test(c.req.header('content-type') ?? '')) {
      const body = await c.req.parseBody();
      sent = typeof body._csrf === 'string' ? body._csrf : undefined;
    }
    if (!sent || !c.var.csrf || !sameToken(sent, c.var.csrf))
      return forbidden(c, 'the form has expired; reload the page and try again');
    await next();
  };
}

/** Whether an `Origin` header names this server; `null` (a sandboxed or privacy-minded page) does not. */
function sameOrigin(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}

function forbidden(c: Context<AppEnv>, message: string) {
  return errorResponse(c, 403, refusal('ERR_CSRF', message), (t) => t('error.csrf'));
}
