/** The director's tools on the act page: publishing the competition and inviting people. */

import type { Hono } from 'hono';
import { visibleCompetition } from '../accounts/access.js';
import { setFlash } from '../forms/flash.js';
import type { AppEnv, Services } from '../http/context.js';
import { actPage } from './competition-act.js';
import { forbidden, formOf, notFound, refusalText } from './competition-pages.js';
import { invitationLinksPage } from './invitation-links.js';

export function competitionDirectorRoutes(app: Hono<AppEnv>, services: Services): void {
  const { accounts } = services;
  const secure = services.settings.secureCookies;

  app.post('/c/:id/publish', async (c) => {
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    if (!visible.access.isDirector || !c.var.viewer.person) return forbidden(c);
    const form = await formOf(c);
    const publish = form.published === 'true';
    await accounts.setPublication(visible.loaded.record.id, publish, c.var.viewer.person.id);
    setFlash(c, { done: [c.var.t(publish ? 'act.isPublished' : 'act.isPrivate')], impact: [] }, secure);
    return c.redirect(`/c/${visible.loaded.record.id}/act`, 303);
  });

  app.post('/c/:id/invite', async (c) => {
    const t = c.var.t;
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    const person = c.var.viewer.person;
    if (!visible) return notFound(c);
    if (!visible.access.isDirector || !person) return forbidden(c);
    const form = await formOf(c);
    const role = form.role === 'director' ? 'director' : 'player';
    const participantId =
      typeof form.participantId === 'string' && form.participantId ? form.participantId : undefined;
    if (role === 'player' && (!participantId || !visible.loaded.head.state.roster.has(participantId))) {
      return actPage(services, c, visible, { message: t('invite.choosePlayer') }, 400);
    }
    const invited = await accounts.invitations.invite(
      c.var.viewer,
      {
        clubId: visible.loaded.record.clubId,
        email: String(form.email ?? ''),
        name:
          String(form.name ?? '') ||
          (participantId ? (visible.loaded.head.state.roster.get(participantId)?.name ?? '') : ''),
        grant: { competitionId: visible.loaded.record.id, role, ...(participantId ? { participantId } : {}) },
        competitionName: visible.loaded.record.name,
      },
      c.var.lang,
    );
    if (!invited.ok) return actPage(services, c, visible, { message: refusalText(t, invited.error) }, 400);
    return invitationLinksPage(c, services.settings.mailOff === true, {
      issued: [invited.value],
      done: [],
      back: `/c/${visible.loaded.record.id}/act`,
    });
  });

  // The competition's open invitations, for its directors: a new link (mailed again), or withdrawn.
  app.post('/c/:id/invitations/:invitation/renew', async (c) => {
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    if (!visible.access.isDirector) return forbidden(c);
    const renewed = await accounts.invitations.renew(
      c.var.viewer,
      c.req.param('invitation'),
      c.var.lang,
      visible.loaded.record.name,
    );
    if (!renewed.ok || renewed.value.grant?.competitionId !== visible.loaded.record.id) return notFound(c);
    return invitationLinksPage(c, services.settings.mailOff === true, {
      issued: [renewed.value],
      done: [],
      back: `/c/${visible.loaded.record.id}/act`,
    });
  });

  app.post('/c/:id/invitations/:invitation/withdraw', async (c) => {
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    if (!visible.access.isDirector) return forbidden(c);
    const id = c.req.param('invitation');
    const invitation = (
      await accounts.invitations.pendingTo(visible.loaded.record.clubId, visible.loaded.record.id)
    ).find((i) => i.id === id);
    const withdrawn = invitation ? await accounts.invitations.withdraw(c.var.viewer, id) : undefined;
    if (!withdrawn?.ok) return notFound(c);
    setFlash(c, { done: [c.var.t('invitations.withdrawn')], impact: [] }, secure);
    return c.redirect(`/c/${visible.loaded.record.id}/act`, 303);
  });
}
