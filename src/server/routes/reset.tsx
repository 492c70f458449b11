/**
 * Password reset by mail: asking for a link (the same answer, at once, for every address; limited
 * per client and address) and choosing a new password with it (which signs in and ends every
 * other session, token and link of the account).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../../app/account-schemas.js';
import { clientAddress } from '../client.js';
import type { AppEnv, Services } from '../context.js';
import { Csrf, ErrorSummary, Field, type FieldErrors, fieldErrors } from '../forms.js';
import { noStore } from '../middleware.js';
import { renderPage } from '../page.js';
import { startSession } from '../session.js';

/** The form that chooses a new password (a reset link's page). */
function NewPasswordForm({
  c,
  action,
  errors,
}: {
  c: Context<AppEnv>;
  action: string;
  errors?: FieldErrors;
}) {
  const t = c.var.t;
  return (
    <form method="post" action={action} novalidate>
      <Csrf token={c.var.csrf} />
      <Field
        name="password"
        label={t('auth.newPassword')}
        type="password"
        autocomplete="new-password"
        hint={t('auth.passwordHint')}
        required
        {...(errors ? { errors } : {})}
      />
      <button type="submit">{t('auth.save')}</button>
    </form>
  );
}

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
        <form method="post" action="/reset" novalidate>
          <Csrf token={c.var.csrf} />
          <Field
            name="email"
            label={t('auth.email')}
            type="email"
            autocomplete="username"
            required
            {...(state.email ? { value: state.email } : {})}
            {...(state.errors ? { errors: state.errors } : {})}
          />
          <button type="submit">{t('auth.sendLink')}</button>
        </form>
      </>,
      status,
    );
  };

  app.get('/reset', (c) => requestPage(c));
  app.post('/reset', async (c) => {
    const t = c.var.t;
    const body = await c.req.parseBody();
    const form = z.object({ email: emailSchema }).safeParse(body);
    if (!form.success)
      return requestPage(c, { errors: fieldErrors(form.error, t), email: String(body.email ?? '') }, 400);
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
        <NewPasswordForm
          c={c}
          action={`/reset/${encodeURIComponent(c.req.param('token') ?? '')}`}
          {...(errors ? { errors } : {})}
        />
      </>,
      errors || message ? 400 : 200,
    );
  };

  app.get('/reset/:token', (c) => choosePage(c));
  app.post('/reset/:token', async (c) => {
    const t = c.var.t;
    const form = z.object({ password: passwordSchema }).safeParse(await c.req.parseBody());
    if (!form.success) return choosePage(c, fieldErrors(form.error, t));
    const done = await accounts.resetPassword(c.req.param('token'), form.data.password);
    if (!done.ok) return choosePage(c, undefined, t('auth.linkInvalid'));
    startSession(c, settings, done.value);
    return c.redirect('/dashboard', 303);
  });

  return app;
}
