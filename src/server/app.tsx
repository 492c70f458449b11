/**
 * The web app: server-rendered pages that work without JavaScript, a JSON API for the same data,
 * a health endpoint and structured request logs.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Child } from 'hono/jsx';
import type { Audience } from '../app/present.js';
import { parseMoment } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { apiRoutes } from './api.js';
import { APP_CSS, APP_JS } from './assets.js';
import { type AppEnv, negotiateLang, type Services, translator } from './context.js';
import { Layout } from './layout.js';
import {
  CompetitionHeader,
  type CompetitionTab,
  Due,
  History,
  Rounds,
  Standings,
} from './pages/competition.js';
import { CompetitionList } from './pages/competitions.js';

export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { competitions, logger } = services;

  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'request',
    );
  });

  app.use(async (c, next) => {
    const query = c.req.query('lang');
    const lang = negotiateLang(query, getCookie(c, 'lang'), c.req.header('accept-language'));
    if (query === lang) setCookie(c, 'lang', lang, { path: '/', sameSite: 'Lax', maxAge: 31_536_000 });
    c.set('lang', lang);
    c.set('t', translator(lang));
    await next();
  });

  app.get('/health', async (c) => c.json({ status: 'ok', store: competitions.store.kind }));
  app.get('/assets/app.css', (c) =>
    c.body(APP_CSS, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
  app.get('/assets/app.js', (c) =>
    c.body(APP_JS, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );

  app.route('/api', apiRoutes(services));

  const page = (c: Context<AppEnv>, title: string, body: Child, status: 200 | 400 | 404 = 200) =>
    c.html(
      <Layout
        title={title}
        lang={c.get('lang')}
        t={c.get('t')}
        path={c.req.url.replace(/^https?:\/\/[^/]+/, '')}
      >
        {body}
      </Layout>,
      status,
    );

  app.get('/', async (c) => {
    const items = [];
    for (const record of await competitions.list()) {
      const loaded = await competitions.load(record.id);
      if (loaded)
        items.push({ record, participants: loaded.head.state.roster.size, events: loaded.events.length });
    }
    return page(c, c.get('t')('list.title'), <CompetitionList t={c.get('t')} items={items} />);
  });

  const competitionPage = (tab: CompetitionTab) => async (c: Context<AppEnv>) => {
    const t = c.get('t');
    const id = c.req.param('id') ?? '';
    const loaded = await competitions.load(id);
    if (!loaded) return page(c, t('error.notFound'), <p>{t('error.notFoundText')}</p>, 404);
    const rawAsOf = c.req.query('asOf')?.trim();
    let asOf: Moment | undefined;
    if (rawAsOf) {
      const parsed = parseMoment(rawAsOf);
      if (!parsed.ok) {
        return page(
          c,
          loaded.record.name,
          <>
            <CompetitionHeader t={t} record={loaded.record} tab={tab} />
            <p class="notice error" role="alert">
              {t('error.badMoment')}
            </p>
          </>,
          400,
        );
      }
      asOf = parsed.value;
    }
    const audience: Audience = 'public';
    const roster = loaded.head.state.roster;
    const views = await competitions.views(id, asOf);
    if (!views) return page(c, t('error.notFound'), <p>{t('error.notFoundText')}</p>, 404);
    const body =
      tab === 'standings' ? (
        <Standings t={t} table={views.standings} roster={roster} audience={audience} />
      ) : tab === 'rounds' ? (
        <Rounds t={t} rounds={views.rounds} roster={roster} audience={audience} />
      ) : tab === 'due' ? (
        <Due t={t} items={views.due} roster={roster} audience={audience} />
      ) : (
        <History t={t} events={loaded.events} head={loaded.head} audience={audience} />
      );
    return page(
      c,
      loaded.record.name,
      <>
        <CompetitionHeader
          t={t}
          record={loaded.record}
          tab={tab}
          showAsOf={tab !== 'history'}
          {...(asOf ? { asOf } : {})}
        />
        {body}
      </>,
    );
  };

  app.get('/c/:id', competitionPage('standings'));
  app.get('/c/:id/rounds', competitionPage('rounds'));
  app.get('/c/:id/due', competitionPage('due'));
  app.get('/c/:id/history', competitionPage('history'));

  app.notFound((c) => {
    const t = c.get('t') ?? translator('en');
    if (c.req.path.startsWith('/api/'))
      return c.json({ error: { code: 'ERR_NOT_FOUND', message: `no such endpoint ${c.req.path}` } }, 404);
    return c.html(
      <Layout title={t('error.notFound')} lang={c.get('lang') ?? 'en'} t={t} path={c.req.path}>
        <h1>{t('error.notFound')}</h1>
        <p>{t('error.notFoundText')}</p>
      </Layout>,
      404,
    );
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    if (c.req.path.startsWith('/api/'))
      return c.json({ error: { code: 'ERR_INTERNAL', message: 'internal error' } }, 500);
    const t = c.get('t') ?? translator('en');
    return c.html(
      <Layout title={t('error.server')} lang={c.get('lang') ?? 'en'} t={t} path={c.req.path}>
        <h1>{t('error.server')}</h1>
        <p>{t('error.serverText')}</p>
      </Layout>,
      500,
    );
  });

  return app;
}
