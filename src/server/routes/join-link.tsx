/**
 * The page a competition's join link opens (issue 25): signed in, one button — join, or ask to
 * join where the director approves each request; signed out, sign in first (and come back) or make
 * an account right there, which joins too. A player already in, or one whose request waits, is
 * told so; a second request is not made. A link turned off or replaced is dead (404).
 *
 * Joining without approval is the competition's own command (`addJoiner`), issued in the name of
 * the director who switched the link on; the audit log names the person who joined.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from '../../app/accounts/account-schemas.js';
import { httpStatusOf } from '../../app/errors.js';
import type { JoinLink, Person } from '../../store/accounts.js';
import { startSession } from '../accounts/session.js';
import { setFlash } from '../forms/flash.js';
import { Csrf, ErrorSummary, type FieldErrors } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { noStore } from '../http/middleware.js';
import { renderPage } from '../pages/page.js';
import { AccountForm, EmailField, NameField, PasswordField, readForm } from './account-forms.js';
import { refusalText } from './competition-pages.js';
import { addJoiner } from './join-link-director.js';

const newAccountForm = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });

/** A join link that is on, with its competition's name and format. */
type Opened = { link: JoinLink; name: string; format: string };

type Shown = { errors?: FieldErrors; message?: string; name?: string; email?: string; done?: string };

export function joinLinkRoutes(services: Services): Hono<AppEnv> {
  const { accounts, settings } = services;
  const app = new Hono<AppEnv>();
  app.use('/join/*', noStore);

  const opened = async (c: Context<AppEnv>) => {
    const link = await accounts.joinLinks.find(c.req.param('token') ?? '');
    const loaded = link && (await services.competitions.load(link.competitionId));
    return link && loaded ? { link, name: loaded.record.name, format: loaded.record.format } : undefined;
  };
  const dead = (c: Context<AppEnv>) =>
    renderPage(c, c.var.t('join.pageTitle'), <p class="notice error">{c.var.t('join.invalid')}</p>, 404);

  app.get('/join/:token', async (c) => {
    const found = await opened(c);
    return found ? joinPage(services, c, found) : dead(c);
  });

  app.post('/join/:token', async (c) => {
    const found = await opened(c);
    if (!found) return dead(c);
    const signedIn = c.var.viewer.person;
    if (signedIn) return join(services, c, found, signedIn);
    const form = await readForm(c, newAccountForm, ['name', 'email']);
    const { name, email } = form.values;
    if (!form.ok) return joinPage(services, c, found, { errors: form.errors, name, email }, 400);
    const created = await accounts.joinLinks.newAccount(form.data);
    if (!created.ok) {
      const message =
        created.error.code === 'ERR_EMAIL_TAKEN'
          ? c.var.t('join.accountExists')
          : refusalText(c.var.t, created.error);
      return joinPage(services, c, found, { message, name, email }, 400);
    }
    startSession(c, settings, await accounts.openSession(created.value));
    c.set('viewer', { person: created.value, memberships: [], grants: [] });
    return join(services, c, found, created.value);
  });

  return app;
}

/** The link's page: what the holder meets, signed in or not. */
async function joinPage(
  services: Services,
  c: Context<AppEnv>,
  { link, name }: Opened,
  shown: Shown = {},
  status: 200 | ReturnType<typeof httpStatusOf> = 200,
) {
  const { accounts } = services;
  const t = c.var.t;
  const self = `/join/${encodeURIComponent(c.req.param('token') ?? '')}`;
  const standing = await accounts.joinLinks.standing(c.var.viewer, link.competitionId);
  const competition = { competition: name };
  const open = (
    <a class="button" href={`/c/${encodeURIComponent(link.competitionId)}`}>
      {t('join.open')}
    </a>
  );
  const signedOut = (
    <>
      <p>
        {t('join.signIn')}{' '}
        <a class="button" href={`/login?next=${encodeURIComponent(self)}`}>
          {t('auth.signIn')}
        </a>
      </p>
      <p>{t('join.newAccount')}</p>
      <AccountForm c={c} action={self} submit={t(link.approval ? 'join.createAndAsk' : 'join.createAndJoin')}>
        <NameField t={t} value={shown.name} errors={shown.errors} />
        <EmailField t={t} value={shown.email} errors={shown.errors} />
        <PasswordField t={t} kind="new" errors={shown.errors} />
      </AccountForm>
    </>
  );
  const body = !c.var.viewer.person ? (
    signedOut
  ) : standing === 'player' ? (
    <p role="status">
      {t('join.already', competition)} {open}
    </p>
  ) : standing === 'pending' ? (
    <p role="status">{shown.done ?? t('join.waiting', competition)}</p>
  ) : (
    <form method="post" action={self}>
      <Csrf token={c.var.csrf} />
      <button type="submit">{t(link.approval ? 'join.ask' : 'join.join')}</button>
    </form>
  );
  return renderPage(
    c,
    t('join.pageTitle'),
    <>
      <h1>{t('join.pageTitle')}</h1>
      <p>{t(link.approval ? 'join.offerApproval' : 'join.offer', competition)}</p>
      <ErrorSummary
        t={t}
        {...(shown.errors ? { errors: shown.errors } : {})}
        {...(shown.message ? { message: shown.message } : {})}
      />
      {body}
    </>,
    status,
  );
}

/** The person asks to join (approval) or joins; the page again, or the competition. */
async function join(services: Services, c: Context<AppEnv>, found: Opened, person: Person) {
  const { accounts, settings } = services;
  const t = c.var.t;
  const { link } = found;
  const standing = await accounts.joinLinks.standing(c.var.viewer, link.competitionId);
  if (standing !== 'none') return joinPage(services, c, found);
  if (link.approval) {
    const sent = await accounts.joinLinks.request(person, link);
    return joinPage(services, c, found, sent ? { done: t('join.sent', { competition: found.name }) } : {});
  }
  // Held as a request while he is added: a second click at the same moment adds nobody.
  const held = await accounts.joinLinks.request(person, link);
  if (!held) return joinPage(services, c, found);
  // Another click of his was added while this one waited for its hold.
  if (await accounts.joinLinks.plays(person.id, link.competitionId)) {
    await accounts.joinLinks.settle(held, link, false);
    return c.redirect(`/c/${encodeURIComponent(link.competitionId)}`, 303);
  }
  const added = await addJoiner(
    services,
    link.competitionId,
    { personId: person.id, name: person.name },
    { kind: 'director', personId: link.createdBy },
  );
  await accounts.joinLinks.settle(held, link, added.ok);
  if (!added.ok)
    return joinPage(
      services,
      c,
      found,
      { message: refusalText(t, added.error, found.format) },
      httpStatusOf(added.error.code),
    );
  setFlash(c, { done: [t('join.joined', { competition: found.name })], impact: [] }, settings.secureCookies);
  return c.redirect(`/c/${encodeURIComponent(link.competitionId)}`, 303);
}
