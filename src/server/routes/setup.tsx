/**
 * The first start's set-up page (`/setup/<token>`, the link the server prints while it has no
 * administrator): the first administrator chooses his name, address and password — checked by
 * the same rules as every account form — and is signed in, ready to create a club.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { setupFormSchema } from '../../app/accounts/setup.js';
import { startSession } from '../accounts/session.js';
import { ErrorSummary, type FieldErrors } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { noStore } from '../http/middleware.js';
import { renderPage } from '../pages/page.js';
import { AccountForm, EmailField, NameField, PasswordField, readForm } from './account-forms.js';

const setupForm = z.object(setupFormSchema);

export function setupRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();
  app.use('/setup/*', noStore);

  const setupPage = async (
    c: Context<AppEnv>,
    state: { errors?: FieldErrors; message?: string; values?: { name?: string; email?: string } } = {},
    status: 200 | 400 = 200,
  ) => {
    const t = c.var.t;
    if (!(await accounts.setup.open()))
      return renderPage(
        c,
        t('setup.title'),
        <>
          <h1>{t('setup.title')}</h1>
          <p>
            {t('setup.done')} <a href="/login">{t('auth.signIn')}</a>
          </p>
        </>,
      );
    const errors = state.errors ?? {};
    return renderPage(
      c,
      t('setup.title'),
      <>
        <h1>{t('setup.title')}</h1>
        <p>{t('setup.intro')}</p>
        <ErrorSummary t={t} errors={errors} {...(state.message ? { message: state.message } : {})} />
        <AccountForm
          c={c}
          action={`/setup/${encodeURIComponent(c.req.param('token') ?? '')}`}
          submit={t('setup.create')}
        >
          <NameField t={t} value={state.values?.name} errors={errors} />
          <EmailField t={t} value={state.values?.email} errors={errors} />
          <PasswordField t={t} kind="new" errors={errors} />
        </AccountForm>
      </>,
      status,
    );
  };

  app.get('/setup/:token', (c) => setupPage(c));

  app.post('/setup/:token', async (c) => {
    const t = c.var.t;
    const form = await readForm(c, setupForm, ['name', 'email']);
    const values = form.values;
    if (!form.ok) return setupPage(c, { errors: form.errors, values }, 400);
    const created = await accounts.setup.complete(c.req.param('token'), form.data);
    if (!created.ok) {
      const r = created.error;
      return r.code === 'ERR_EMAIL_TAKEN'
        ? setupPage(c, { errors: { email: t('setup.emailTaken') }, values }, 400)
        : setupPage(c, { message: t('setup.invalid'), values }, 400);
    }
    startSession(c, settings, await accounts.openSession(created.value));
    return c.redirect('/clubs', 303);
  });

  return app;
}
