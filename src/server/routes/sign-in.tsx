/**
 * The sign-in page and signing out. Attempts are limited (app/accounts/limits.ts); a browser that signed in
 * before keeps an allowance of its own through its device cookie.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { emailSchema } from '../../app/accounts/account-schemas.js';
import { DEMO_ACCOUNTS } from '../../app/competitions/demo.js';
import { deviceCookie, startSession } from '../accounts/session.js';
import { ErrorSummary, type FieldErrors } from '../forms/forms.js';
import { clientAddress } from '../http/client.js';
import type { AppEnv, Services } from '../http/context.js';
import { noStore, SESSION_COOKIE } from '../http/middleware.js';
import { renderPage, safeNext } from '../pages/page.js';
import { AccountForm, EmailField, PasswordField, readForm } from './account-forms.js';

const DEMO_LOGINS = [
  { role: 'demo.director', ...DEMO_ACCOUNTS.director },
  { role: 'demo.player', ...DEMO_ACCOUNTS.player },
];

const signInForm = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'form.required' }),
});

export function signInRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();
  app.use('/login', noStore);

  const loginPage = (
    c: Context<AppEnv>,
    values: { email?: string; next?: string },
    errors?: FieldErrors,
    message?: string,
    status: 200 | 400 | 429 = 200,
  ) => {
    const t = c.var.t;
    return renderPage(
      c,
      t('auth.signIn'),
      <>
        <h1>{t('auth.signIn')}</h1>
        <ErrorSummary t={t} {...(errors ? { errors } : {})} {...(message ? { message } : {})} />
        <AccountForm c={c} action="/login" class="stack" submit={t('auth.signIn')}>
          <input type="hidden" name="next" value={safeNext(values.next)} />
          <EmailField t={t} value={values.email} errors={errors} />
          <PasswordField t={t} kind="sign-in" errors={errors} />
        </AccountForm>
        <p>
          <a href="/reset">{t('auth.forgot')}</a>
        </p>
        {settings.demo ? (
          <section class="notice">
            <h2>{t('demo.title')}</h2>
            <ul>
              {DEMO_LOGINS.map((a) => (
                <li>
                  {t(a.role)}: <code>{a.email}</code> / <code>{a.password}</code>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>,
      status,
    );
  };

  app.get('/login', (c) => loginPage(c, { next: c.req.query('next') }));

  app.post('/login', async (c) => {
    const t = c.var.t;
    const form = await readForm(c, signInForm, ['email', 'next']);
    const { email, next } = form.values;
    if (!form.ok) return loginPage(c, { email, next }, form.errors, undefined, 400);
    const device = deviceCookie(c);
    const signedIn = await accounts.signIn({
      email: form.data.email,
      password: form.data.password,
      client: clientAddress(c, settings.trustedProxies),
      ...(device ? { device } : {}),
    });
    if (!signedIn.ok) {
      if (signedIn.error.code === 'ERR_RATE_LIMITED') {
        const seconds = signedIn.error.params?.seconds ?? 900;
        c.header('Retry-After', String(seconds));
        return loginPage(c, { email, next }, undefined, t('auth.rateLimited', { seconds }), 429);
      }
      return loginPage(c, { email, next }, { password: t('auth.badCredentials') }, undefined, 400);
    }
    startSession(c, settings, signedIn.value);
    return c.redirect(safeNext(next), 303);
  });

  app.post('/logout', async (c) => {
    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie) await accounts.signOut(cookie);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.redirect('/', 303);
  });

  return app;
}
