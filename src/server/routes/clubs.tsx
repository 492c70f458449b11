/**
 * The club pages, for club admins: the clubs one administers (the server admin creates clubs) here,
 * and a club's competitions, new competitions, members and invitations in club-page.tsx. Members
 * are people who accepted; an invitation shows only what the inviter typed until then.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireSignIn } from '../accounts/session.js';
import { Csrf, ErrorSummary, Field, type FieldErrors } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { renderPage } from '../pages/page.js';
import { trfLoadRoutes } from '../trf-import/load-routes.js';
import { trfImportRoutes } from '../trf-import/routes.js';
import { clubPageRoutes } from './club-page.js';

export function clubRoutes(services: Services): Hono<AppEnv> {
  const { accounts } = services;
  const app = new Hono<AppEnv>();
  app.use('/clubs', requireSignIn);
  app.use('/clubs/*', requireSignIn);
  app.get('/clubs', (c) => clubsPage(services, c));

  app.post('/clubs', async (c) => {
    const body = await c.req.parseBody();
    const created = await accounts.clubs.create(c.var.viewer, typeof body.name === 'string' ? body.name : '');
    if (!created.ok) {
      if (created.error.code === 'ERR_FORBIDDEN')
        return renderPage(c, c.var.t('error.forbidden'), <p>{c.var.t('error.forbiddenText')}</p>, 403);
      return clubsPage(services, c, { name: c.var.t('form.oneLine') }, 400);
    }
    return c.redirect(`/clubs/${created.value.id}`, 303);
  });
  clubPageRoutes(app, services);
  trfImportRoutes(app, services);
  trfLoadRoutes(app, services);
  return app;
}

async function clubsPage(
  services: Services,
  c: Context<AppEnv>,
  errors?: FieldErrors,
  status: 200 | 400 = 200,
) {
  const { accounts } = services;
  const t = c.var.t;
  const viewer = c.var.viewer;
  const clubs = await accounts.clubs.administeredBy(viewer);
  return renderPage(
    c,
    t('clubs.title'),
    <>
      <h1>{t('clubs.title')}</h1>
      {clubs.length === 0 ? <p class="muted">{t('clubs.none')}</p> : null}
      <ul class="cards">
        {clubs.map((club) => (
          <li>
            <a href={`/clubs/${club.id}`}>{club.name}</a>
          </li>
        ))}
      </ul>
      {viewer.person?.serverAdmin ? (
        <form method="post" action="/clubs" novalidate>
          <Csrf token={c.var.csrf} />
          <ErrorSummary t={t} {...(errors ? { errors } : {})} />
          <Field name="name" label={t('clubs.newName')} required {...(errors ? { errors } : {})} />
          <button type="submit">{t('clubs.create')}</button>
        </form>
      ) : null}
    </>,
    status,
  );
}
