/**
 * The account page: changing the password (which signs out every other session and revokes every
 * API token and link of the account) and the API tokens — named, listed with when they were made
 * and last used, revocable; a new token is shown once, on a page that is never stored. Likewise
 * the secret addresses of the person's calendar feed (account-calendar.tsx).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { nameSchema, passwordSchema } from '../../app/accounts/account-schemas.js';
import {
  calendarFeedsOf,
  createCalendarFeed,
  revokeCalendarFeed,
} from '../../app/accounts/calendar-feeds.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import type { Moment } from '../../core/types.js';
import { requireSignIn, setDeviceCookie } from '../accounts/session.js';
import { Field, type FieldErrors } from '../forms/forms.js';
import { clientAddress } from '../http/client.js';
import type { AppEnv, Services } from '../http/context.js';
import { noStore } from '../http/middleware.js';
import { renderPage } from '../pages/page.js';
import { CalendarSection, calendarAddress } from './account-calendar.js';
import { AccountForm, doneNotice, FormNotices, PasswordField, readForm } from './account-forms.js';
import { SecretsSection } from './account-secrets.js';

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

  app.get('/account', (c) =>
    accountPage(
      services,
      c,
      doneNotice(c, {
        password: 'account.passwordChanged',
        revoked: 'account.apiRevoked',
        calendarRevoked: 'account.calendarRevoked',
      }),
    ),
  );

  app.post('/account/password', async (c) => {
    const t = c.var.t;
    const form = await readForm(c, passwordForm);
    if (!form.ok) return accountPage(services, c, { errors: form.errors }, 400);
    const changed = await accounts.changePassword(c.var.viewer.person!, c.var.session!, {
      current: form.data.current,
      next: form.data.password,
      client: clientAddress(c, settings.trustedProxies),
    });
    if (!changed.ok) {
      if (changed.error.code === 'ERR_RATE_LIMITED')
        return accountPage(
          services,
          c,
          { message: t('auth.rateLimited', { seconds: changed.error.params?.seconds ?? 900 }) },
          429,
        );
      return accountPage(services, c, { errors: { current: t('account.wrongPassword') } }, 400);
    }
    setDeviceCookie(c, settings, changed.value.device);
    return c.redirect('/account?done=password', 303);
  });

  app.post('/account/api-tokens', async (c) => {
    const form = await readForm(c, z.object({ tokenName: nameSchema }));
    if (!form.ok) return accountPage(services, c, { errors: form.errors }, 400);
    const token = await accounts.createApiToken(c.var.viewer.person!, form.data.tokenName);
    return accountPage(services, c, { apiToken: token });
  });

  app.post('/account/api-tokens/revoke', async (c) => {
    const body = await c.req.parseBody();
    const revoked =
      typeof body.id === 'string' && (await accounts.revokeApiToken(c.var.viewer.person!, body.id));
    return revoked
      ? c.redirect('/account?done=revoked', 303)
      : accountPage(services, c, { message: c.var.t('account.apiUnknown') }, 400);
  });

  app.post('/account/calendar', async (c) => {
    const token = await createCalendarFeed(accounts, c.var.viewer.person!);
    return accountPage(services, c, {
      calendarAddress: calendarAddress(new URL(c.req.url).origin, token, c.var.lang),
    });
  });

  app.post('/account/calendar/revoke', async (c) => {
    const body = await c.req.parseBody();
    const revoked =
      typeof body.id === 'string' && (await revokeCalendarFeed(accounts, c.var.viewer.person!, body.id));
    return revoked
      ? c.redirect('/account?done=calendarRevoked', 303)
      : accountPage(services, c, { message: c.var.t('account.apiUnknown') }, 400);
  });

  return app;
}

/** The account page: the password, API tokens and the calendar address. */
async function accountPage(
  services: Services,
  c: Context<AppEnv>,
  state: AccountState = {},
  status: 200 | 400 | 429 = 200,
) {
  const { accounts, settings } = services;
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
      <FormNotices t={t} errors={errors} state={state} />
      <h2>{t('account.changePassword')}</h2>
      <p class="small muted">{t('account.changeHint')}</p>
      <AccountForm c={c} action="/account/password" submit={t('auth.save')}>
        <PasswordField t={t} kind="current" errors={errors} />
        <PasswordField t={t} kind="new" errors={errors} />
      </AccountForm>
      <SecretsSection
        csrf={c.var.csrf}
        title={t('account.api')}
        hint={t('account.apiHint')}
        {...(state.apiToken
          ? {
              shown: (
                <>
                  {t('account.apiShownOnce')} <code>{state.apiToken}</code>
                </>
              ),
            }
          : {})}
        none={t('account.apiNone')}
        secrets={tokens}
        columns={[
          { heading: t('account.apiName'), cell: (token) => token.name },
          { heading: t('account.apiCreated'), cell: (token) => when(token.createdAt) },
          {
            heading: t('account.apiLastUsed'),
            cell: (token) => (token.lastUsedAt ? when(token.lastUsedAt) : t('account.apiNever')),
          },
          { heading: t('account.apiExpires'), cell: (token) => when(token.expiresAt) },
        ]}
        revoke={{
          action: '/account/api-tokens/revoke',
          label: t('account.apiRevoke'),
          named: (token) => t('account.apiRevokeNamed', { name: token.name }),
        }}
        create={{
          action: '/account/api-tokens',
          children: (
            <>
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
            </>
          ),
        }}
      />
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
}
