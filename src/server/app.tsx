/**
 * The web app: server-rendered pages that work without JavaScript, a JSON API for the same,
 * accounts and roles, a health endpoint and structured request logs.
 */
import { Hono } from 'hono';
import { apiRoutes } from './api/api.js';
import { apiCors } from './api/cors.js';
import { liveRoutes } from './api/live.js';
import { downloadRoutes } from './downloads/routes.js';
import { APP_CSS, APP_JS, FAVICON_ICO } from './http/assets.js';
import { assetHeaders, conditionalGet } from './http/caching.js';
import type { AppEnv, Services } from './http/context.js';
import { translator } from './http/context.js';
import {
  authentication,
  csrfProtection,
  language,
  noStore,
  requestBody,
  requestLog,
  securityHeaders,
} from './http/middleware.js';
import { mailRoutes } from './mail/pages.js';
import { preferenceRoutes, unsubscribeRoutes } from './mail/preferences.js';
import { Layout } from './pages/layout.js';
import { accountRoutes } from './routes/account.js';
import { clubRoutes } from './routes/clubs.js';
import { competitionRoutes } from './routes/competitions.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { embedRoutes } from './routes/embed.js';
import { invitationRoutes } from './routes/invitation.js';
import { joinLinkRoutes } from './routes/join-link.js';
import { resetRoutes } from './routes/reset.js';
import { setupRoutes } from './routes/setup.js';
import { signInRoutes } from './routes/sign-in.js';

export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { logger } = services;

  app.use(requestLog(services));
  app.use(securityHeaders());
  app.get('/health', async (c) => c.json({ status: 'ok', store: services.competitions.store.kind }));
  app.get('/assets/app.css', (c) => c.body(APP_CSS, 200, assetHeaders('text/css; charset=utf-8', 3600)));
  app.get('/favicon.ico', (c) =>
    c.body(new Uint8Array(FAVICON_ICO), 200, assetHeaders('image/x-icon', 86400)),
  );
  app.get('/assets/app.js', (c) => c.body(APP_JS, 200, assetHeaders('text/javascript; charset=utf-8', 3600)));
  app.use('/api/*', apiCors());
  app.use(language(services));
  app.use(requestBody(services));
  app.use(authentication(services));
  app.use(conditionalGet());
  // The unsubscribe link is signed and mail programs post to it without a form token (RFC 8058).
  app.route('/', unsubscribeRoutes(services));
  app.use(csrfProtection());

  app.route('/', liveRoutes(services));
  app.route('/', downloadRoutes(services));
  app.use('/api/me', noStore);
  app.route('/api', apiRoutes(services));
  for (const routes of [
    signInRoutes,
    resetRoutes,
    invitationRoutes,
    joinLinkRoutes,
    setupRoutes,
    dashboardRoutes,
    accountRoutes,
    clubRoutes,
  ])
    app.route('/', routes(services));
  app.route('/', competitionRoutes(services));
  app.route('/', embedRoutes(services));
  app.route('/', mailRoutes(services));
  app.route('/', preferenceRoutes(services));

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) {
      return c.json(
        { error: { code: 'ERR_NOT_FOUND', message: `no such endpoint ${c.req.method} ${c.req.path}` } },
        404,
      );
    }
    const t = c.var.t ?? translator('en');
    return c.html(
      <Layout
        title={t('error.notFound')}
        lang={c.var.lang ?? 'en'}
        t={t}
        path={c.req.path}
        {...(c.var.viewer ? { viewer: c.var.viewer } : {})}
        {...(c.var.csrf ? { csrf: c.var.csrf } : {})}
      >
        <h1>{t('error.notFound')}</h1>
        <p>{t('error.notFoundText')}</p>
      </Layout>,
      404,
    );
  });

  app.onError((error, c) => {
    logger.error({ err: error, route: c.req.routePath }, 'unhandled error');
    if (c.req.path.startsWith('/api/'))
      return c.json({ error: { code: 'ERR_INTERNAL', message: 'internal error' } }, 500);
    const t = c.var.t ?? translator('en');
    return c.html(
      <Layout title={t('error.server')} lang={c.var.lang ?? 'en'} t={t} path={c.req.path}>
        <h1>{t('error.server')}</h1>
        <p>{t('error.serverText')}</p>
      </Layout>,
      500,
    );
  });

  return app;
}
