/**
 * Signing in and out, password reset and invitations (links by e-mail).
 */

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { emailSchema, passwordSchema, SESSION_DAYS, type SignedIn } from '../../app/accounts.js';
import { DEMO_ACCOUNTS } from '../../app/demo.js';
import type { AppEnv, Services } from '../context.js';
import { Csrf, ErrorSummary, Field, type FieldErrors, fieldErrors } from '../forms.js';
import { SESSION_COOKIE } from '../middleware.js';
import { renderPage, safeNext } from '../page.js';

const DEMO_LOGINS = [
  { role: 'demo.director', ...DEMO_ACCOUNTS.director },
  { role: 'demo.player', ...DEMO_ACCOUNTS.player },
];

function clientIp(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

export function authRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();

  const startSession = (c: Context<AppEnv>, signedIn: SignedIn) =>
    setCookie(c, SESSION_COOKIE, signedIn.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: settings.secureCookies,
      maxAge: SESSION_DAYS * 86_400,
    });

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
        <form method="post" action="/login" class="stack" novalidate>
          <Csrf token={c.var.csrf} />
          <input type="hidden" name="next" value={safeNext(values.next)} />
          <Field
            name="email"
            label={t('auth.email')}
            type="email"
            autocomplete="username"
            required
            {...(values.email ? { value: values.email } : {})}
            {...(errors ? { errors } : {})}
          />
          <Field
            name="password"
            label={t('auth.password')}
            type="password"
            autocomplete="current-password"
            required
            {...(errors ? { errors } : {})}
          />
          <button type="submit">{t('auth.signIn')}</button>
        </form>
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
    const body = await c.req.parseBody();
    const form = z
      .object({ email: emailSchema, password: z.string().min(1, { message: 'form.required' }) })
      .safeParse(body);
    const next = typeof body.next === 'string' ? body.next : undefined;
    const email = typeof body.email === 'string' ? body.email : '';
    if (!form.success) return loginPage(c, { email, next }, fieldErrors(form.error, t), undefined, 400);
    const signedIn = await accounts.signIn(form.data.email, form.data.password, clientIp(c));
    if (!signedIn.ok) {
      if (signedIn.error.code === 'ERR_RATE_LIMITED') {
        c.header('Retry-After', String(signedIn.error.params?.seconds ?? 900));
        return loginPage(
          c,
          { email, next },
          undefined,
          t('auth.rateLimited', { seconds: signedIn.error.params?.seconds ?? 900 }),
          429,
        );
      }
      return loginPage(c, { email, next }, { password: t('auth.badCredentials') }, undefined, 400);
    }
    startSession(c, signedIn.value);
    return c.redirect(safeNext(next), 303);
  });

  app.post('/logout', async (c) => {
    const cookie = c.req.header('cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
    if (cookie) await accounts.signOut(decodeURIComponent(cookie));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.redirect('/', 303);
  });

  const resetRequestPage = (c: Context<AppEnv>, sent: boolean, errors?: FieldErrors, email?: string) => {
    const t = c.var.t;
    return renderPage(
      c,
      t('auth.reset'),
      <>
        <h1>{t('auth.reset')}</h1>
        {sent ? (
          <p class="notice ok" role="status">
            {t('auth.resetSent')}
          </p>
        ) : null}
        <ErrorSummary t={t} {...(errors ? { errors } : {})} />
        <form method="post" action="/reset" novalidate>
          <Csrf token={c.var.csrf} />
          <Field
            name="email"
            label={t('auth.email')}
            type="email"
            autocomplete="username"
            required
            {...(email ? { value: email } : {})}
            {...(errors ? { errors } : {})}
          />
          <button type="submit">{t('auth.sendLink')}</button>
        </form>
      </>,
      errors ? 400 : 200,
    );
  };

  app.get('/reset', (c) => resetRequestPage(c, false));
  app.post('/reset', async (c) => {
    const body = await c.req.parseBody();
    const form = z.object({ email: emailSchema }).safeParse(body);
    if (!form.success)
      return resetRequestPage(c, false, fieldErrors(form.error, c.var.t), String(body.email ?? ''));
    accounts.requestPasswordReset(form.data.email, c.var.lang);
    return resetRequestPage(c, true);
  });

  const newPasswordPage = (
    c: Context<AppEnv>,
    action: string,
    title: string,
    errors?: FieldErrors,
    message?: string,
  ) => {
    const t = c.var.t;
    return renderPage(
      c,
      title,
      <>
        <h1>{title}</h1>
        <ErrorSummary t={t} {...(errors ? { errors } : {})} {...(message ? { message } : {})} />
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
      </>,
      errors || message ? 400 : 200,
    );
  };

  app.get('/reset/:token', (c) =>
    newPasswordPage(c, `/reset/${encodeURIComponent(c.req.param('token'))}`, c.var.t('auth.choosePassword')),
  );
  app.post('/reset/:token', async (c) => {
    const t = c.var.t;
    const action = `/reset/${encodeURIComponent(c.req.param('token'))}`;
    const form = z.object({ password: passwordSchema }).safeParse(await c.req.parseBody());
    if (!form.success)
      return newPasswordPage(c, action, t('auth.choosePassword'), fieldErrors(form.error, t));
    const done = await accounts.resetPassword(c.req.param('token'), form.data.password);
    if (!done.ok)
      return newPasswordPage(c, action, t('auth.choosePassword'), undefined, t('auth.linkInvalid'));
    startSession(c, done.value);
    return c.redirect('/dashboard', 303);
  });

  app.get('/invite/:token', (c) =>
    newPasswordPage(c, `/invite/${encodeURIComponent(c.req.param('token'))}`, c.var.t('auth.welcome')),
  );
  app.post('/invite/:token', async (c) => {
    const t = c.var.t;
    const action = `/invite/${encodeURIComponent(c.req.param('token'))}`;
    const form = z.object({ password: passwordSchema }).safeParse(await c.req.parseBody());
    if (!form.success) return newPasswordPage(c, action, t('auth.welcome'), fieldErrors(form.error, t));
    const done = await accounts.acceptInvitation(c.req.param('token'), form.data.password);
    if (!done.ok) return newPasswordPage(c, action, t('auth.welcome'), undefined, t('auth.linkInvalid'));
    startSession(c, done.value);
    return c.redirect('/dashboard', 303);
  });

  return app;
}
