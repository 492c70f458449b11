/**
 * The account page: changing the password (which signs out every other session and revokes every
 * API token and link of the account) and the API tokens — named, listed with when they were made
 * and last used, revocable; a new token is shown once, on a page that is never stored. Likewise
 * the secret addresses of the person's calendar feed (account-calendar.tsx).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { nameSchema, passwordSchema } from '../../app/account-schemas.js';
import { calendarFeedsOf, createCalendarFeed, revokeCalendarFeed } from '../../app/calendar-feeds.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import type { Moment } from '../../core/types.js';
import { clientAddress } from '../client.js';
import type { AppEnv, Services } from '../context.js';
import { Csrf, ErrorSummary, Field, type FieldErrors, fieldErrors } from '../forms.js';
import { noStore } from '../middleware.js';
import { renderPage } from '../page.js';
import { requireSignIn, setDeviceCookie } from '../session.js';
import { CalendarSection, calendarAddress } from './account-calendar.js';

interface AccountState {
  readonly errors?: FieldErrors;
  readonly message?: string;
  /** What was done, in words. */
  readonly done?: string;
  readonly apiToken?: string;
  /** A new calendar address, shown once. */
  readonly calendarAddress?: string;
}

const passwordForm = z.object({
  current: z.string().min(1, { message: 'form.required' }),
  password: passwordSchema,
});

export function accountRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();
  app.use('/account', noStore, requireSignIn);
  app.use('/account/*', noStore, requireSignIn);

  const accountPage = async (c: Context<AppEnv>, state: AccountState = {}, status: 200 | 400 | 429 = 200) => {
    const t = c.var.t;
    const person = c.var.viewer.person!;
    const errors = state.errors ?? {};
    const tokens = await accounts.apiTokensOf(person);
    // Moments in words in the club's zone and the reader's language.
    const moments = momentText(c.var.lang, settings.timeZone ?? DEFAULT_ZONE, services.clock.now());
    const when = (m: Moment) => moments.zoned(m);
    return renderPage(
      c,
      t('account.title'),
      <>
        <h1>{t('account.title')}</h1>
        <p>
          {person.name} · {person.email}
        </p>
        {state.done ? (
          <p class="notice ok" role="status">
            {state.done}
          </p>
        ) : null}
        <ErrorSummary t={t} errors={errors} {...(state.message ? { message: state.message } : {})} />
        <h2>{t('account.changePassword')}</h2>
        <p class="small muted">{t('account.changeHint')}</p>
        <form method="post" action="/account/password" novalidate>
          <Csrf token={c.var.csrf} />
          <Field
            name="current"
            label={t('account.currentPassword')}
            type="password"
            autocomplete="current-password"
            required
            errors={errors}
          />
          <Field
            name="password"
            label={t('auth.newPassword')}
            type="password"
            autocomplete="new-password"
            hint={t('auth.passwordHint')}
            required
            errors={errors}
          />
          <button type="submit">{t('auth.save')}</button>
        </form>
        <h2>{t('account.api')}</h2>
        <p class="small muted">{t('account.apiHint')}</p>
        {state.apiToken ? (
          <p class="notice ok" role="status">
            {t('account.apiShownOnce')} <code>{state.apiToken}</code>
          </p>
        ) : null}
        {tokens.length === 0 ? (
          <p class="muted">{t('account.apiNone')}</p>
        ) : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('account.apiName')}</th>
                  <th scope="col">{t('account.apiCreated')}</th>
                  <th scope="col">{t('account.apiLastUsed')}</th>
                  <th scope="col">{t('account.apiExpires')}</th>
                  <th scope="col">
                    <span class="visually-hidden">{t('account.apiRevoke')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr>
                    <th scope="row">{token.name}</th>
                    <td>{when(token.createdAt)}</td>
                    <td>{token.lastUsedAt ? when(token.lastUsedAt) : t('account.apiNever')}</td>
                    <td>{when(token.expiresAt)}</td>
                    <td>
                      <form method="post" action="/account/api-tokens/revoke">
                        <Csrf token={c.var.csrf} />
                        <input type="hidden" name="id" value={token.id} />
                        <button
                          type="submit"
                          class="secondary"
                          aria-label={t('account.apiRevokeNamed', { name: token.name })}
                        >
                          {t('account.apiRevoke')}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <form method="post" action="/account/api-tokens" novalidate>
          <Csrf token={c.var.csrf} />
          <Field
            name="tokenName"
            label={t('account.apiName')}
            hint={t('account.apiNameHint')}
            required
            errors={errors}
          />
          <button type="submit" class="secondary">
            {t('account.apiCreate')}
          </button>
        </form>
        <CalendarSection
          t={t}
          csrf={c.var.csrf}
          feeds={await calendarFeedsOf(accounts, person)}
          when={when}
          {...(state.calendarAddress ? { address: state.calendarAddress } : {})}
        />
      </>,
      status,
    );
  };

  /** After a change the page is fetched anew (a reload repeats nothing) and says what was done. */
  const DONE = {
    password: 'account.passwordChanged',
    revoked: 'account.apiRevoked',
    calendarRevoked: 'account.calendarRevoked',
  } as const;
  app.get('/account', (c) => {
    const done = c.req.query('done');
    return accountPage(
      c,
      done !== undefined && Object.hasOwn(DONE, done)
        ? { done: c.var.t(DONE[done as keyof typeof DONE]) }
        : {},
    );
  });

  app.post('/account/password', async (c) => {
    const t = c.var.t;
    const form = passwordForm.safeParse(await c.req.parseBody());
    if (!form.success) return accountPage(c, { errors: fieldErrors(form.error, t) }, 400);
    const changed = await accounts.changePassword(c.var.viewer.person!, c.var.session!, {
      current: form.data.current,
      next: form.data.password,
      client: clientAddress(c, settings.trustedProxies),
    });
    if (!changed.ok) {
      if (changed.error.code === 'ERR_RATE_LIMITED')
        return accountPage(
          c,
          { message: t('auth.rateLimited', { seconds: changed.error.params?.seconds ?? 900 }) },
          429,
        );
      return accountPage(c, { errors: { current: t('account.wrongPassword') } }, 400);
    }
    setDeviceCookie(c, settings, changed.value.device);
    return c.redirect('/account?done=password', 303);
  });

  app.post('/account/api-tokens', async (c) => {
    const t = c.var.t;
    const form = z.object({ tokenName: nameSchema }).safeParse(await c.req.parseBody());
    if (!form.success) return accountPage(c, { errors: fieldErrors(form.error, t) }, 400);
    const token = await accounts.createApiToken(c.var.viewer.person!, form.data.tokenName);
    return accountPage(c, { apiToken: token });
  });

  app.post('/account/api-tokens/revoke', async (c) => {
    const body = await c.req.parseBody();
    const revoked =
      typeof body.id === 'string' && (await accounts.revokeApiToken(c.var.viewer.person!, body.id));
    return revoked
      ? c.redirect('/account?done=revoked', 303)
      : accountPage(c, { message: c.var.t('account.apiUnknown') }, 400);
  });

  app.post('/account/calendar', async (c) => {
    const token = await createCalendarFeed(accounts, c.var.viewer.person!);
    return accountPage(c, { calendarAddress: calendarAddress(new URL(c.req.url).origin, token, c.var.lang) });
  });

  app.post('/account/calendar/revoke', async (c) => {
    const body = await c.req.parseBody();
    const revoked =
      typeof body.id === 'string' && (await revokeCalendarFeed(accounts, c.var.viewer.person!, body.id));
    return revoked
      ? c.redirect('/account?done=calendarRevoked', 303)
      : accountPage(c, { message: c.var.t('account.apiUnknown') }, 400);
  });

  return app;
}
