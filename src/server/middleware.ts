/**
 * Request plumbing: structured logs (without secrets), security headers, language, who is
 * asking (session cookie or API token), and CSRF protection of every state-changing request.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { anonymous } from '../app/access.js';
import { newToken, sameToken } from '../app/tokens.js';
import { type AppEnv, negotiateLang, type Services, translator } from './context.js';

export const SESSION_COOKIE = 'arbiter_session';
const CSRF_COOKIE = 'arbiter_csrf';

/** Logs method, route pattern (never the raw path: links carry tokens), status and duration. */
export function requestLog({ logger }: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
        ...(c.var.viewer?.person ? { person: c.var.viewer.person.id } : {}),
      },
      'request',
    );
  };
}

export const securityHeaders = (): MiddlewareHandler<AppEnv> =>
  secureHeaders({
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
    const origin = c.req.header('origin');
    if (origin && new URL(origin).host !== new URL(c.req.url).host)
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

function forbidden(c: Context<AppEnv>, message: string) {
  if (c.req.path.startsWith('/api/')) return c.json({ error: { code: 'ERR_CSRF', message } }, 403);
  const t = c.var.t ?? translator('en');
  return c.html(
    `<!doctype html><html lang="${c.var.lang ?? 'en'}"><meta charset="utf-8"><title>403</title><p>${t('error.csrf')}</p></html>`,
    403,
  );
}
