/**
 * One club's page, for its admins: its competitions and new competitions, embedding, members and
 * invitations (the list of clubs is in clubs.tsx).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { emailSchema, nameSchema } from '../../app/accounts/account-schemas.js';
import type { IssuedInvitation } from '../../app/accounts/invitations.js';
import { createNamedCompetition } from '../../app/competitions/new-competition.js';
import { CLUB_ROLES } from '../../store/accounts.js';
import { type FieldErrors, fieldErrors } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { pageQuery } from '../kit/paging.js';
import { Pager } from '../pages/competitions.js';
import { renderPage } from '../pages/page.js';
import { doneNotice, FormNotices } from './account-forms.js';
import { ClubMembers, InviteMemberForm, NewCompetitionForm } from './club-sections.js';
import { refusalText } from './competition-pages.js';
import { EmbedSettings } from './embed.js';
import { InvitationLinks, MailOffNotice } from './invitation-links.js';

interface ClubState {
  readonly errors?: FieldErrors;
  readonly message?: string;
  readonly values?: Record<string, string>;
  readonly done?: string;
  /** Invitations just made or renewed, their links shown once. */
  readonly issued?: readonly IssuedInvitation[];
}

const inviteForm = z.object({ email: emailSchema, memberName: nameSchema, role: z.enum(CLUB_ROLES) });
const competitionForm = z.object({
  name: nameSchema,
  // Empty: made from the name (issue 25.9).
  id: z
    .string()
    .trim()
    .regex(/^([a-z0-9][a-z0-9-]{0,62})?$/, { message: 'form.slug' })
    .default(''),
  preset: z.string().regex(/^[a-z-]+:[\w-]+$/, { message: 'form.choose' }),
});

async function clubPage(
  services: Services,
  c: Context<AppEnv>,
  state: ClubState = {},
  status: 200 | 400 | 404 = 200,
) {
  const { competitions, accounts } = services;
  const t = c.var.t;
  const overview = await accounts.clubs.overview(c.var.viewer, c.req.param('id') ?? '');
  if (!overview) return renderPage(c, t('error.notFound'), <p>{t('error.notFoundText')}</p>, 404);
  const { club, members } = overview;
  const invitations = await accounts.invitations.pendingOf(club.id);
  const { items: comps, ...page } = await competitions.page(
    pageQuery(c, { clubId: club.id }),
    async () => true,
  );
  const names = await competitions.names(
    invitations.flatMap((i) => (i.grant ? [i.grant.competitionId] : [])),
  );
  const errors = state.errors ?? {};
  return renderPage(
    c,
    club.name,
    <>
      <h1>{club.name}</h1>
      <FormNotices t={t} errors={errors} state={state} />
      {state.issued ? (
        <InvitationLinks t={t} issued={state.issued} mailOff={services.settings.mailOff === true} />
      ) : null}
      <h2>{t('clubs.competitions')}</h2>
      <ul>
        {comps.map((r) => (
          <li>
            <a href={`/c/${r.id}`}>{r.name}</a> <span class="muted small">· {t(`format.${r.format}`)}</span>
          </li>
        ))}
      </ul>
      <Pager t={t} page={page} path={`/clubs/${club.id}`} />
      <NewCompetitionForm c={c} clubId={club.id} errors={errors} values={state.values ?? {}} />
      <p>
        <a href={`/clubs/${club.id}/import-trf`}>{t('trfImport.link')}</a>
      </p>
      <EmbedSettings
        c={c}
        clubId={club.id}
        origins={await accounts.clubs.embedOrigins(club.id)}
        errors={errors}
        {...(comps[0] ? { example: comps[0].id } : {})}
        {...(state.values?.form === 'embedding' && state.values.origins !== undefined
          ? { value: state.values.origins }
          : {})}
      />
      <ClubMembers
        c={c}
        clubId={club.id}
        members={members}
        invitations={invitations}
        names={names}
        mailOff={services.settings.mailOff === true}
      />
      <MailOffNotice t={t} mailOff={services.settings.mailOff} />
      <InviteMemberForm c={c} clubId={club.id} errors={errors} values={state.values ?? {}} />
    </>,
    status,
  );
}

/** The club page and what its forms post. */
export function clubPageRoutes(app: Hono<AppEnv>, services: Services): void {
  const { competitions, accounts } = services;

  app.get('/clubs/:id', (c) =>
    clubPage(
      services,
      c,
      doneNotice(c, {
        withdrawn: 'clubs.withdrawn',
        embedding: 'clubs.embedSaved',
      }),
    ),
  );

  app.post('/clubs/:id/embedding', async (c) => {
    const clubId = c.req.param('id');
    const body = (await c.req.parseBody()) as Record<string, string>;
    const origins = typeof body.origins === 'string' ? body.origins : '';
    const set = await accounts.clubs.setEmbedOrigins(c.var.viewer, clubId, origins);
    if (!set.ok) {
      if (set.error.code === 'ERR_FORBIDDEN') return clubPage(services, c, {}, 404);
      const text = refusalText(c.var.t, set.error);
      return clubPage(
        services,
        c,
        { errors: { origins: text }, message: text, values: { form: 'embedding', origins } },
        400,
      );
    }
    return c.redirect(`/clubs/${clubId}?done=embedding`, 303);
  });

  app.post('/clubs/:id/members', async (c) => {
    const t = c.var.t;
    const clubId = c.req.param('id');
    const body = (await c.req.parseBody()) as Record<string, string>;
    const form = inviteForm.safeParse(body);
    if (!form.success)
      return clubPage(services, c, { errors: fieldErrors(form.error, t), values: body }, 400);
    const invited = await accounts.invitations.invite(
      c.var.viewer,
      { clubId, email: form.data.email, name: form.data.memberName, clubRole: form.data.role },
      c.var.lang,
    );
    if (!invited.ok) {
      if (invited.error.code === 'ERR_FORBIDDEN') return clubPage(services, c, {}, 404);
      return clubPage(services, c, { message: refusalText(t, invited.error), values: body }, 400);
    }
    // The link is shown once, on this answer: no redirect, and no cache keeps it.
    c.header('Cache-Control', 'no-store');
    return clubPage(services, c, { issued: [invited.value] });
  });

  app.post('/clubs/:id/invitations/:invitation/renew', async (c) => {
    const renewed = await accounts.invitations.renew(c.var.viewer, c.req.param('invitation'), c.var.lang);
    if (!renewed.ok) return clubPage(services, c, { message: c.var.t('invitation.invalid') }, 404);
    c.header('Cache-Control', 'no-store');
    return clubPage(services, c, { issued: [renewed.value] });
  });

  app.post('/clubs/:id/invitations/:invitation/withdraw', async (c) => {
    const withdrawn = await accounts.invitations.withdraw(c.var.viewer, c.req.param('invitation'));
    if (!withdrawn.ok) return clubPage(services, c, { message: c.var.t('invitation.invalid') }, 404);
    return c.redirect(`/clubs/${c.req.param('id')}?done=withdrawn`, 303);
  });

  app.post('/clubs/:id/competitions', async (c) => {
    const t = c.var.t;
    const clubId = c.req.param('id');
    if (!(await accounts.clubs.overview(c.var.viewer, clubId))) return clubPage(services, c, {}, 404);
    const body = (await c.req.parseBody()) as Record<string, string>;
    const form = competitionForm.safeParse(body);
    if (!form.success)
      return clubPage(services, c, { errors: fieldErrors(form.error, t), values: body }, 400);
    const [format, preset] = form.data.preset.split(':') as [string, string];
    const created = await createNamedCompetition(competitions, {
      id: form.data.id,
      clubId,
      name: form.data.name,
      format,
      preset,
    });
    if (!created.ok) {
      const r = created.error[0]!;
      return clubPage(
        services,
        c,
        {
          errors: r.path ? { [r.path === 'format' ? 'preset' : r.path]: refusalText(t, r) } : {},
          message: refusalText(t, r),
          values: body,
        },
        400,
      );
    }
    return c.redirect(`/c/${created.value.id}/act`, 303);
  });
}
