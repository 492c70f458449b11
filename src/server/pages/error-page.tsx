/**
 * A page that says what went wrong with a request, for the plumbing that answers before any route
 * does (a body too large, text that cannot be stored, a form from elsewhere): the API gets the
 * usual `{ error: { code, message, path? } }`, a browser a page in its language.
 */
import type { Context } from 'hono';
import type { Refusal } from '../../core/types.js';
import type { AppEnv } from '../http/context.js';
import { translator } from '../http/context.js';
import { Layout } from './layout.js';

const TITLES = {
  400: 'error.badRequest',
  403: 'error.forbidden',
  413: 'error.tooLargeTitle',
  429: 'error.busyTitle',
} as const;

export function errorResponse(
  c: Context<AppEnv>,
  status: 400 | 403 | 413 | 429,
  error: Refusal,
  text: (t: ReturnType<typeof translator>) => string,
) {
  if (c.req.path.startsWith('/api/'))
    return c.json(
      { error: { code: error.code, message: error.message, ...(error.path ? { path: error.path } : {}) } },
      status,
    );
  const t = c.var.t ?? translator('en');
  const title = t(TITLES[status]);
  return c.html(
    <Layout
      title={title}
      lang={c.var.lang ?? 'en'}
      t={t}
      path={c.req.path}
      {...(c.var.viewer ? { viewer: c.var.viewer } : {})}
      {...(c.var.csrf ? { csrf: c.var.csrf } : {})}
    >
      <h1>{title}</h1>
      <p>{text(t)}</p>
    </Layout>,
    status,
  );
}
