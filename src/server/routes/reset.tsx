/**
 * Password reset by mail: asking for a link (the same answer, at once, for every address; limited
 * per client and address) and choosing a new password with it (which signs in and ends every
 * other session, token and link of the account).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../../app/accounts/account-schemas.js';
import { startSession } from '../accounts/session.js';
import { ErrorSummary, type FieldErrors } from '../forms/forms.js';
import { clientAddress } from '../http/client.js';
import type { AppEnv, Services } from '../http/context.js';
import { noStore } from '../http/middleware.js';
import { renderPage } from '../pages/page.js';
import { AccountForm, EmailField, PasswordField, readForm } from './account-forms.js';

export function resetRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();
  app.use('/reset', noStore);
  app.use('/reset/*', noStore);

  const requestPage = (
    c: Context<AppEnv>,
    state: { sent?: boolean; errors?: FieldErrors; email?: string; message?: string } = {},
    status: 200 | 400 | 429 = 200,
  ) => {
    const t = c.var.t;
    return renderPage(
      c,
      t('auth.reset'),
      <>
        <h1>{t('auth.reset')}</h1>
        {state.sent ? (
          <p class="notice ok" role="status">
            {t('auth.resetSent')}
          </p>
        ) : null}
        <ErrorSummary
          t={t}
          {...(state.errors ? { errors: state.errors } : {})}
          {...(state.message ? { message: state.message } : {})}
        />
        <AccountForm c={c} action="/reset" submit={t('auth.sendLink')}>
          <EmailField t={t} value={state.email} errors={state.errors} />
        </AccountForm>
      </>,
      status,
    );
  };

  app.get('/reset', (c) => requestPage(c));
  app.post('/reset', async (c) => {
    const t = c.var.t;
    const form = await readForm(c, z.object({ email: emailSchema }), ['email']);
    if (!form.ok) return requestPage(c, { errors: form.errors, email: form.values.email }, 400);
    const asked = await accounts.requestPasswordReset(
      form.data.email,
      c.var.lang,
      clientAddress(c, settings.trustedProxies),
    );
    if (!asked.ok) {
      const seconds = Number(asked.error.params?.seconds ?? 3600);
      c.header('Retry-After', String(seconds));
      return requestPage(c, { message: t('auth.resetLimited', { minutes: Math.ceil(seconds / 60) }) }, 429);
    }
    return requestPage(c, { sent: true });
  });

  const choosePage = (c: Context<AppEnv>, errors?: FieldErrors, message?: string) => {
    const t = c.var.t;
    return renderPage(
      c,
      t('auth.choosePassword'),
      <>
        <h1>{t('auth.choosePassword')}</h1>
        <ErrorSummary t={t} {...(errors ? { errors } : {})} {...(message ? { message } : {})} />
        <AccountForm
          c={c}
          action={`/reset/${encodeURIComponent(c.req.param('token') ?? '')}`}
          submit={t('auth.save')}
        >
          <PasswordField t={t} kind="new" errors={errors} />
        </AccountForm>
      </>,
      errors || message ? 400 : 200,
    );
  };

  app.get('/reset/:token', (c) => choosePage(c));
  app.post('/reset/:token', async (c) => {
    const t = c.var.t;
    const form = await readForm(c, z.object({ password: passwordSchema }));
    if (!form.ok) return choosePage(c, form.errors);
    const done = await accounts.resetPassword(c.req.param('token'), form.data.password);
    if (!done.ok) return choosePage(c, undefined, t('auth.linkInvalid'));
    startSession(c, settings, done.value);
    return c.redirect('/dashboard', 303);
  });

  return app;
}
