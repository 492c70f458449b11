/**
 * Answering an invitation. The link's page meets its holder where he is (app/accounts/invitations.ts): no
 * account with the address — choose a name and password, which creates it, accepts and signs in;
 * an account — sign in first (the link never signs in); signed in as the invitee — accept or
 * decline. Signed-in invitees also answer from their dashboard (`/invitations/:id`).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { nameSchema, passwordSchema } from '../../app/accounts/account-schemas.js';
import type { Translate } from '../../app/i18n.js';
import type { Invitation } from '../../store/accounts.js';
import { requireSignIn, startSession } from '../accounts/session.js';
import { Csrf, ErrorSummary, type FieldErrors } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { noStore } from '../http/middleware.js';
import { renderPage } from '../pages/page.js';
import { AccountForm, NameField, PasswordField, readForm } from './account-forms.js';

/** "Dana invites you to Demo club as member." — what an invitation offers, in words. */
export async function describeInvitation(
  services: Services,
  t: Translate,
  invitation: Invitation,
  club: string,
  inviter: string,
): Promise<string> {
  const grant = invitation.grant;
  if (!grant)
    return t('invitation.club', { inviter, club, role: t(`invitation.role.${invitation.clubRole}`) });
  const competition =
    (await services.competitions.load(grant.competitionId))?.record.name ?? grant.competitionId;
  return t('invitation.competition', {
    inviter,
    club,
    competition,
    role: t(`invitation.role.${grant.role}`),
  });
}

/** Accept and decline buttons for a signed-in invitee. */
export function AnswerButtons({ c, invitation }: { c: Context<AppEnv>; invitation: Invitation }) {
  const t = c.var.t;
  return (
    <form method="post" action={`/invitations/${encodeURIComponent(invitation.id)}`} class="row">
      <Csrf token={c.var.csrf} />
      <button type="submit" name="answer" value="accept">
        {t('invitation.accept')}
      </button>{' '}
      <button type="submit" name="answer" value="decline" class="secondary">
        {t('invitation.decline')}
      </button>
    </form>
  );
}

const newAccountForm = z.object({ name: nameSchema, password: passwordSchema });

export function invitationRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();
  app.use('/invite/*', noStore);
  app.use('/invitations/*', requireSignIn);

  const linkPage = async (
    c: Context<AppEnv>,
    state: { errors?: FieldErrors; message?: string; name?: string } = {},
    status: 200 | 400 = 200,
  ) => {
    const t = c.var.t;
    const token = c.req.param('token') ?? '';
    const seen = await accounts.invitations.view(token, c.var.viewer);
    if (seen.state === 'invalid')
      return renderPage(c, t('invitation.title'), <p class="notice error">{t('invitation.invalid')}</p>, 404);
    const { invitation, club, inviter } = seen;
    const offer = await describeInvitation(services, t, invitation, club.name, inviter);
    const self = `/invite/${encodeURIComponent(token)}`;
    return renderPage(
      c,
      t('invitation.title'),
      <>
        <h1>{t('invitation.title')}</h1>
        <p>{offer}</p>
        <ErrorSummary
          t={t}
          {...(state.errors ? { errors: state.errors } : {})}
          {...(state.message ? { message: state.message } : {})}
        />
        {seen.state === 'new-account' ? (
          <>
            <p>{t('invitation.newAccount', { email: invitation.email })}</p>
            <AccountForm c={c} action={self} submit={t('invitation.createAndAccept')}>
              <NameField t={t} value={state.name ?? invitation.name} errors={state.errors} />
              <PasswordField t={t} kind="new" errors={state.errors} />
            </AccountForm>
          </>
        ) : seen.state === 'sign-in' ? (
          <p>
            {t('invitation.signInFirst', { email: invitation.email })}{' '}
            <a class="button" href={`/login?next=${encodeURIComponent(self)}`}>
              {t('auth.signIn')}
            </a>
          </p>
        ) : seen.state === 'accept' ? (
          <AnswerButtons c={c} invitation={invitation} />
        ) : (
          <p>{t('invitation.otherAccount', { email: invitation.email })}</p>
        )}
      </>,
      status,
    );
  };

  app.get('/invite/:token', (c) => linkPage(c));

  app.post('/invite/:token', async (c) => {
    const t = c.var.t;
    const form = await readForm(c, newAccountForm, ['name']);
    const name = form.values.name;
    if (!form.ok) return linkPage(c, { errors: form.errors, name }, 400);
    const created = await accounts.invitations.acceptWithNewAccount(c.req.param('token'), form.data);
    if (!created.ok) {
      const message =
        created.error.code === 'ERR_EMAIL_TAKEN' ? t('invitation.accountExists') : t('invitation.invalid');
      return linkPage(c, { message, name }, 400);
    }
    startSession(c, settings, await accounts.openSession(created.value));
    return c.redirect('/dashboard', 303);
  });

  app.post('/invitations/:id', async (c) => {
    const body = await c.req.parseBody();
    const answered = await accounts.invitations.answer(
      c.var.viewer,
      c.req.param('id'),
      body.answer === 'accept',
    );
    if (!answered.ok)
      return renderPage(
        c,
        c.var.t('invitation.title'),
        <p class="notice error">{c.var.t('invitation.invalid')}</p>,
        404,
      );
    const grant = answered.value.grant;
    return c.redirect(
      body.answer === 'accept' && grant ? `/c/${encodeURIComponent(grant.competitionId)}` : '/dashboard',
      303,
    );
  });

  return app;
}
