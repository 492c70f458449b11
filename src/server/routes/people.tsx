/**
 * The signed-in person's pages: the dashboard (what is due in every competition one directs or
 * plays in), the account (password, API token), and the club pages (members, invitations, new
 * competitions) for club admins.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { accessTo, isClubAdmin } from '../../app/access.js';
import { nameSchema, passwordSchema } from '../../app/accounts.js';
import { nameOf } from '../../app/present.js';
import { newId } from '../../app/tokens.js';
import type { DueItem } from '../../core/views.js';
import { FORMATS } from '../../formats/registry.js';
import { CLUB_ROLES } from '../../store/accounts.js';
import type { AppEnv, Services } from '../context.js';
import { Csrf, ErrorSummary, Field, type FieldErrors, fieldErrors, Select } from '../forms.js';
import { renderPage } from '../page.js';
import { refusalText } from './competitions.js';

export function peopleRoutes(services: Services): Hono<AppEnv> {
  const { competitions, accounts, clock } = services;
  const app = new Hono<AppEnv>();

  app.use('/dashboard', requireSignIn);
  app.use('/account', requireSignIn);
  app.use('/account/*', requireSignIn);
  app.use('/clubs', requireSignIn);
  app.use('/clubs/*', requireSignIn);

  app.get('/dashboard', async (c) => {
    const t = c.var.t;
    const now = clock.now();
    const rows = [];
    for (const record of await competitions.list()) {
      const published = await accounts.store.isPublished(record.id);
      const access = accessTo(c.var.viewer, record, published);
      if (!access.actor) continue;
      const loaded = await competitions.load(record.id);
      if (!loaded) continue;
      const state = competitions.stateAsOf(loaded, now);
      const due = loaded.format.views
        .due(state, now)
        .filter(
          (d: DueItem) =>
            access.isDirector ||
            (access.participantId !== undefined && d.participantIds.includes(access.participantId)),
        );
      const place = access.participantId
        ? loaded.format.views
            .standings(state)
            .rows.find((r: { participantId: string }) => r.participantId === access.participantId)?.place
        : undefined;
      rows.push({ record, access, due, place, roster: loaded.head.state.roster });
    }
    return renderPage(
      c,
      t('dashboard.title'),
      <>
        <h1>{t('dashboard.title')}</h1>
        <p class="small">
          {services.inbox && rows.some((r) => r.access.isDirector) ? (
            <a href="/inbox">{t('inbox.link')}</a>
          ) : null}{' '}
          <a href="/mail/settings">{t('prefs.title')}</a>
        </p>
        {rows.length === 0 ? <p class="muted">{t('dashboard.none')}</p> : null}
        {rows.map(({ record, access, due, place, roster }) => (
          <section class="card">
            <h2>
              <a href={`/c/${record.id}`}>{record.name}</a>{' '}
              <span class="badge">{access.isDirector ? t('role.director') : t('role.player')}</span>
            </h2>
            {place !== undefined ? <p>{t('dashboard.place', { place })}</p> : null}
            {due.length === 0 ? (
              <p class="muted small">{t('comp.nothingDue')}</p>
            ) : (
              <ul>
                {due.slice(0, 12).map((d: DueItem) => (
                  <li>
                    <span
                      class={`badge ${d.severity === 'overdue' ? 'bad' : d.severity === 'due' ? 'warn' : ''}`}
                    >
                      {t(`severity.${d.severity}`)}
                    </span>{' '}
                    {t(d.code, d.params)}:{' '}
                    {d.participantIds.map((id) => nameOf(roster, id, access.audience)).join(', ')}
                  </li>
                ))}
                {due.length > 12 ? (
                  <li class="muted">{t('dashboard.more', { count: due.length - 12 })}</li>
                ) : null}
              </ul>
            )}
            <p>
              <a class="button" href={`/c/${record.id}/act`}>
                {t('comp.act')}
              </a>
            </p>
          </section>
        ))}
      </>,
    );
  });

  const accountPage = (
    c: Context<AppEnv>,
    state: { errors?: FieldErrors; saved?: boolean; apiToken?: string } = {},
    status: 200 | 400 = 200,
  ) => {
    const t = c.var.t;
    const person = c.var.viewer.person!;
    return renderPage(
      c,
      t('account.title'),
      <>
        <h1>{t('account.title')}</h1>
        <p>
          {person.name} · {person.email}
        </p>
        {state.saved ? (
          <p class="notice ok" role="status">
            {t('account.saved')}
          </p>
        ) : null}
        <h2>{t('account.changePassword')}</h2>
        <ErrorSummary t={t} {...(state.errors ? { errors: state.errors } : {})} />
        <form method="post" action="/account/password" novalidate>
          <Csrf token={c.var.csrf} />
          <Field
            name="current"
            label={t('account.currentPassword')}
            type="password"
            autocomplete="current-password"
            required
            {...(state.errors ? { errors: state.errors } : {})}
          />
          <Field
            name="password"
            label={t('auth.newPassword')}
            type="password"
            autocomplete="new-password"
            hint={t('auth.passwordHint')}
            required
            {...(state.errors ? { errors: state.errors } : {})}
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
        <form method="post" action="/account/api-token">
          <Csrf token={c.var.csrf} />
          <button type="submit" class="secondary">
            {t('account.apiCreate')}
          </button>
        </form>
      </>,
      status,
    );
  };

  app.get('/account', (c) => accountPage(c));
  app.post('/account/password', async (c) => {
    const t = c.var.t;
    const form = z
      .object({ current: z.string().min(1, { message: 'form.required' }), password: passwordSchema })
      .safeParse(await c.req.parseBody());
    if (!form.success) return accountPage(c, { errors: fieldErrors(form.error, t) }, 400);
    const done = await accounts.changePassword(c.var.viewer.person!, form.data.current, form.data.password);
    if (!done.ok) return accountPage(c, { errors: { current: t('account.wrongPassword') } }, 400);
    return accountPage(c, { saved: true });
  });
  app.post('/account/api-token', async (c) =>
    accountPage(c, { apiToken: await accounts.createApiToken(c.var.viewer.person!) }),
  );

  app.get('/clubs', async (c) => {
    const t = c.var.t;
    const viewer = c.var.viewer;
    const clubs = (await accounts.store.listClubs()).filter((club) => isClubAdmin(viewer, club.id));
    return renderPage(
      c,
      t('clubs.title'),
      <>
        <h1>{t('clubs.title')}</h1>
        <ul class="cards">
          {clubs.map((club) => (
            <li>
              <a href={`/clubs/${club.id}`}>{club.name}</a>
            </li>
          ))}
        </ul>
        {viewer.person?.serverAdmin ? (
          <form method="post" action="/clubs" novalidate>
            <Csrf token={c.var.csrf} />
            <Field name="name" label={t('clubs.newName')} required />
            <button type="submit">{t('clubs.create')}</button>
          </form>
        ) : null}
      </>,
    );
  });

  app.post('/clubs', async (c) => {
    const viewer = c.var.viewer;
    if (!viewer.person?.serverAdmin)
      return renderPage(c, c.var.t('error.forbidden'), <p>{c.var.t('error.forbiddenText')}</p>, 403);
    const form = z.object({ name: nameSchema }).safeParse(await c.req.parseBody());
    if (!form.success) return c.redirect('/clubs', 303);
    const id = newId('club');
    await accounts.store.createClub(
      { id, name: form.data.name, createdAt: clock.now() },
      { at: clock.now(), actor: viewer.person.id, action: 'club.created', subject: id },
    );
    await accounts.store.setMembership(
      { clubId: id, personId: viewer.person.id, role: 'admin' },
      {
        at: clock.now(),
        actor: viewer.person.id,
        action: 'member.set',
        subject: viewer.person.email,
        details: { clubId: id, role: 'admin' },
      },
    );
    return c.redirect(`/clubs/${id}`, 303);
  });

  const clubPage = async (
    c: Context<AppEnv>,
    state: { errors?: FieldErrors; message?: string; values?: Record<string, string> } = {},
    status: 200 | 400 | 404 | 403 = 200,
  ) => {
    const t = c.var.t;
    const club = await accounts.store.getClub(c.req.param('id') ?? '');
    if (!club || !isClubAdmin(c.var.viewer, club.id))
      return renderPage(c, t('error.notFound'), <p>{t('error.notFoundText')}</p>, 404);
    const members = await Promise.all(
      (await accounts.store.membersOf(club.id)).map(async (m) => ({
        m,
        person: await accounts.store.getPerson(m.personId),
      })),
    );
    const comps = (await competitions.list()).filter((r) => r.clubId === club.id);
    const errors = state.errors ?? {};
    const formats = [...FORMATS.values()];
    return renderPage(
      c,
      club.name,
      <>
        <h1>{club.name}</h1>
        <ErrorSummary t={t} errors={errors} {...(state.message ? { message: state.message } : {})} />
        <h2>{t('clubs.competitions')}</h2>
        <ul>
          {comps.map((r) => (
            <li>
              <a href={`/c/${r.id}`}>{r.name}</a> <span class="muted small">({t(`format.${r.format}`)})</span>
            </li>
          ))}
        </ul>
        <details {...(state.values?.form === 'competition' ? { open: true } : {})}>
          <summary>{t('clubs.newCompetition')}</summary>
          <form method="post" action={`/clubs/${club.id}/competitions`} novalidate>
            <Csrf token={c.var.csrf} />
            <input type="hidden" name="form" value="competition" />
            <Field
              name="name"
              label={t('clubs.competitionName')}
              required
              errors={errors}
              {...(state.values?.name ? { value: state.values.name } : {})}
            />
            <Field
              name="id"
              label={t('clubs.competitionId')}
              hint={t('clubs.competitionIdHint')}
              required
              errors={errors}
              {...(state.values?.id ? { value: state.values.id } : {})}
            />
            <Select
              name="preset"
              label={t('clubs.preset')}
              required
              errors={errors}
              options={formats.flatMap((f) =>
                Object.entries(f.presets).map(
                  ([p]) =>
                    [`${f.name}:${p}`, `${t(`format.${f.name}`)} — ${t(`preset.${f.name}.${p}`)}`] as const,
                ),
              )}
              {...(state.values?.preset ? { value: state.values.preset } : {})}
            />
            <button type="submit">{t('clubs.create')}</button>
          </form>
        </details>
        <h2>{t('clubs.members')}</h2>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('col.name')}</th>
                <th scope="col">{t('auth.email')}</th>
                <th scope="col">{t('clubs.role')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map(({ m, person }) => (
                <tr>
                  <td>{person?.name ?? m.personId}</td>
                  <td>{person?.email ?? ''}</td>
                  <td>{t(`clubRole.${m.role}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <details {...(state.values?.form === 'member' ? { open: true } : {})}>
          <summary>{t('clubs.invite')}</summary>
          <form method="post" action={`/clubs/${club.id}/members`} novalidate>
            <Csrf token={c.var.csrf} />
            <input type="hidden" name="form" value="member" />
            <Field
              name="email"
              label={t('auth.email')}
              type="email"
              required
              errors={errors}
              {...(state.values?.email ? { value: state.values.email } : {})}
            />
            <Field
              name="memberName"
              label={t('invite.name')}
              required
              errors={errors}
              {...(state.values?.memberName ? { value: state.values.memberName } : {})}
            />
            <Select
              name="role"
              label={t('clubs.role')}
              required
              options={CLUB_ROLES.map((r) => [r, t(`clubRole.${r}`)] as const)}
              value="member"
            />
            <button type="submit">{t('invite.send')}</button>
          </form>
        </details>
      </>,
      status,
    );
  };

  app.get('/clubs/:id', (c) => clubPage(c));

  app.post('/clubs/:id/members', async (c) => {
    const t = c.var.t;
    const clubId = c.req.param('id');
    if (!isClubAdmin(c.var.viewer, clubId)) return clubPage(c, {}, 404);
    const body = (await c.req.parseBody()) as Record<string, string>;
    const form = z
      .object({
        email: z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email({ message: 'form.email' })),
        memberName: nameSchema,
        role: z.enum(CLUB_ROLES),
      })
      .safeParse(body);
    if (!form.success) return clubPage(c, { errors: fieldErrors(form.error, t), values: body }, 400);
    const invited = await accounts.invite(
      { clubId, email: form.data.email, name: form.data.memberName, role: form.data.role },
      c.var.viewer.person!,
    );
    if (!invited.ok) return clubPage(c, { message: refusalText(t, invited.error), values: body }, 400);
    return c.redirect(`/clubs/${clubId}`, 303);
  });

  app.post('/clubs/:id/competitions', async (c) => {
    const t = c.var.t;
    const clubId = c.req.param('id');
    if (!isClubAdmin(c.var.viewer, clubId)) return clubPage(c, {}, 404);
    const body = (await c.req.parseBody()) as Record<string, string>;
    const form = z
      .object({
        name: nameSchema,
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'form.slug' }),
        preset: z.string().regex(/^[a-z-]+:[\w-]+$/, { message: 'form.choose' }),
      })
      .safeParse(body);
    if (!form.success) return clubPage(c, { errors: fieldErrors(form.error, t), values: body }, 400);
    const [format, preset] = form.data.preset.split(':') as [string, string];
    const created = await competitions.create({
      id: form.data.id,
      clubId,
      name: form.data.name,
      format,
      preset,
    });
    if (!created.ok) {
      const r = created.error[0]!;
      return clubPage(
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

  return app;
}

const requireSignIn = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (!c.var.viewer.person) return c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);
  await next();
};
