/**
 * The dashboard: invitations waiting for the signed-in person's answer, and what is due in every
 * competition he directs or plays in — grouped by competition with its counts, tasks first and
 * notes for information folded apart, the competitions with nothing due in one short list
 * (issue 25: a phone's dashboard is not screens of identical buttons).
 */
import { Hono } from 'hono';
import type { Translate } from '../../app/i18n.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import type { DueItem } from '../../core/views.js';
import { requireSignIn } from '../accounts/session.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { AppEnv, Services } from '../http/context.js';
import { competitionZone } from '../kit/ui.js';
import { DueList, type DueReader, isDirectorTask } from '../pages/due.js';
import { renderPage } from '../pages/page.js';
import { AnswerButtons, describeInvitation } from './invitation.js';

export function dashboardRoutes(services: Services): Hono<AppEnv> {
  const { competitions, accounts, clock } = services;
  const app = new Hono<AppEnv>();
  app.use('/dashboard', requireSignIn);

  app.get('/dashboard', async (c) => {
    const t = c.var.t;
    const now = clock.now();
    const invitations = [];
    for (const pending of await accounts.invitations.pendingFor(c.var.viewer.person!)) {
      invitations.push({
        invitation: pending.invitation,
        offer: await describeInvitation(services, t, pending.invitation, pending.club.name, pending.inviter),
      });
    }
    const rows = [];
    const mine = await accounts.visibilityOf(c.var.viewer, await competitions.actedInBy(c.var.viewer));
    for (const { record, access } of mine) {
      if (!access.actor) continue;
      const loaded = await competitions.load(record.id);
      if (!loaded) continue;
      const state = await competitions.stateAt(loaded, now);
      const due: DueItem[] = loaded.format.views
        .due(state, now)
        .filter(
          (d: DueItem) =>
            access.isDirector ||
            (access.participantId !== undefined &&
              d.participantIds.includes(access.participantId) &&
              !isDirectorTask(d)),
        );
      if (access.isDirector) due.push(...(await joinRequestsDue(services, record.id)));
      const place = access.participantId
        ? loaded.format.views
            .standings(state)
            .rows.find((r: { participantId: string }) => r.participantId === access.participantId)?.place
        : undefined;
      const zone = competitionZone(
        FORMAT_UIS.get(record.format),
        state,
        services.settings.timeZone ?? DEFAULT_ZONE,
      );
      const reader: DueReader = {
        t,
        roster: loaded.head.state.roster,
        audience: access.audience,
        when: momentText(c.var.lang, zone, now),
        competitionId: record.id,
        format: record.format,
        state,
        isDirector: access.isDirector,
      };
      rows.push({ record, access, due, place, reader });
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
        {invitations.length > 0 ? (
          <section class="card">
            <h2>{t('dashboard.invitations')}</h2>
            <ul>
              {invitations.map(({ invitation, offer }) => (
                <li>
                  <p>{offer}</p>
                  <AnswerButtons c={c} invitation={invitation} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {rows.length === 0 ? <p class="muted">{t('dashboard.none')}</p> : <DashboardRows t={t} rows={rows} />}
      </>,
    );
  });

  return app;
}

interface DashboardRow {
  readonly record: { readonly id: string; readonly name: string };
  readonly access: { readonly isDirector: boolean };
  readonly due: readonly DueItem[];
  readonly place: number | undefined;
  readonly reader: DueReader;
}

const RoleBadge = ({ t, isDirector }: { t: Translate; isDirector: boolean }) => (
  <span class="badge">{isDirector ? t('role.director') : t('role.player')}</span>
);

/** The competitions with something due, each with its counts; then those with nothing due, one line each. */
function DashboardRows({ t, rows }: { t: Translate; rows: readonly DashboardRow[] }) {
  const busy = rows.filter((r) => r.due.length > 0);
  const quiet = rows.filter((r) => r.due.length === 0);
  const tasks = busy.reduce((n, r) => n + r.due.filter((d) => d.severity !== 'info').length, 0);
  return (
    <>
      <p>{t('dashboard.summary', { tasks, competitions: rows.length })}</p>
      {busy.map(({ record, access, due, place, reader }) => {
        const todo = due.filter((d) => d.severity !== 'info');
        const notes = due.filter((d) => d.severity === 'info');
        return (
          <section class="card">
            <h2>
              <a href={`/c/${record.id}`}>{record.name}</a> <RoleBadge t={t} isDirector={access.isDirector} />
            </h2>
            <p class="small">
              {[
                todo.length > 0 ? t('dashboard.tasks', { count: todo.length }) : '',
                place !== undefined ? t('dashboard.place', { place }) : '',
              ]
                .filter((x) => x !== '')
                .map((x) => `${x} · `)
                .join('')}
              <a href={`/c/${record.id}/act`}>{t('comp.act')}</a>
            </p>
            {todo.length > 0 ? <DueList items={todo} reader={reader} limit={12} compact /> : null}
            {notes.length > 0 ? (
              <details class="dash-notes">
                <summary>{t('dashboard.notes', { count: notes.length })}</summary>
                <DueList items={notes} reader={reader} limit={12} compact />
              </details>
            ) : null}
          </section>
        );
      })}
      {quiet.length > 0 ? (
        <section class="card">
          <h2>{t('dashboard.quiet')}</h2>
          <ul class="dash-quiet">
            {quiet.map(({ record, access, place }) => (
              <li>
                <a href={`/c/${record.id}`}>{record.name}</a>{' '}
                <RoleBadge t={t} isDirector={access.isDirector} />
                {place !== undefined ? <span class="small"> · {t('dashboard.place', { place })}</span> : null}
                {' · '}
                <a class="small" href={`/c/${record.id}/act`}>
                  {t('comp.act')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A competition's requests to join that wait for a director (its join link, with approval). */
async function joinRequestsDue(services: Services, competitionId: string): Promise<DueItem[]> {
  return (await services.accounts.joinLinks.pending(competitionId)).map((r) => ({
    code: 'join.due.request',
    severity: 'due',
    due: r.createdAt,
    participantIds: [],
    message: `Request to join: ${r.name}`,
    params: { name: r.name },
  }));
}
