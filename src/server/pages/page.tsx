/**
 * Renders a page in the layout with the request's language, viewer and CSRF token.
 */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import { FlashNotice, takeFlash } from '../forms/flash.js';
import type { AppEnv } from '../http/context.js';
import { Layout } from './layout.js';

export function renderPage(
  c: Context<AppEnv>,
  title: string,
  body: Child,
  status: 200 | 400 | 401 | 403 | 404 | 409 | 422 | 429 = 200,
) {
  // The message of the form that led here (post/redirect/get), shown once.
  const flash = takeFlash(c);
  return c.html(
    <Layout
      title={title}
      lang={c.var.lang}
      t={c.var.t}
      path={c.req.url.replace(/^https?:\/\/[^/]+/, '')}
      viewer={c.var.viewer}
      csrf={c.var.csrf}
    >
      {flash ? <FlashNotice t={c.var.t} flash={flash} /> : null}
      {body}
    </Layout>,
    status,
  );
}

/**
 * A same-site path to return to after signing in: never an absolute URL (no open redirects), and
 * printable ASCII only, since it goes into a `Location` header.
 */
export function safeNext(next: string | undefined, fallback = '/dashboard'): string {
  return next && /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(next) ? next : fallback;
}
