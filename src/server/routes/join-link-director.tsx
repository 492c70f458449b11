/**
 * The director's side of a competition's join link (issue 25): the switch on the act page (on with
 * or without "needs my approval", a new link, off), the link shown once after it is made, and the
 * requests waiting for approval with Approve / Refuse. Approving runs the same command a director's
 * add does, so the participant appears in the history with the director who approved.
 */
import type { Context, Hono } from 'hono';
import type { IssuedJoinLink } from '../../app/accounts/join-links.js';
import { httpStatusOf } from '../../app/errors.js';
import type { Actor } from '../../core/events.js';
import type { JoinRequest, Person } from '../../store/accounts.js';
import { visibleCompetition } from '../accounts/access.js';
import { setFlash } from '../forms/flash.js';
import type { AppEnv, Services } from '../http/context.js';
import { renderPage } from '../pages/page.js';
import { actPage } from './competition-act.js';
import { forbidden, formOf, notFound, refusalText } from './competition-pages.js';
import { BackButton } from './invitation-links.js';

/** The link just made, shown once (never stored by a cache), with the way back. */
function issuedPage(c: Context<AppEnv>, issued: IssuedJoinLink, back: string) {
  const t = c.var.t;
  c.header('Cache-Control', 'no-store');
  return renderPage(
    c,
    t('join.title'),
    <>
      <h1>{t('join.title')}</h1>
      <p class="notice ok" role="status">
        {t(issued.approval ? 'join.isApproval' : 'join.isOpen')}
      </p>
      <p>{t('join.once', { approval: String(issued.approval) })}</p>
      <p class="invitation-link-list">
        <label for="join-link-value">{t('join.linkLabel')}</label>
        <input id="join-link-value" type="text" readonly value={issued.link} />
      </p>
      <BackButton t={t} href={back} />
    </>,
  );
}

/**
 * Adds the person as a participant by the competition's own command, as `actor`, and gives him
 * the player's role for it; the refusal if the format refuses.
 */
export async function addJoiner(
  services: Services,
  competitionId: string,
  joiner: { readonly personId: string; readonly name: string },
  actor: Actor & { readonly personId: string },
) {
  const done = await services.competitions.execute(
    competitionId,
    { type: 'RegisterParticipant', participant: { name: joiner.name } },
    { actor },
  );
  if (!done.ok) return done;
  services.changes?.publish(competitionId, done.value.events.at(-1)?.seq ?? 0);
  const event = done.value.events.find((e) => e.type === 'ParticipantRegistered');
  const participantId = (event?.payload as { participant?: { id?: string } } | undefined)?.participant?.id;
  if (participantId)
    await services.accounts.joinLinks.admit(actor.personId, joiner.personId, competitionId, participantId);
  return done;
}

export function joinLinkDirectorRoutes(app: Hono<AppEnv>, services: Services): void {
  const { joinLinks } = services.accounts;
  const secure = services.settings.secureCookies;

  const directing = async (c: Context<AppEnv>) => {
    const visible = await visibleCompetition(services, c, c.req.param('id') ?? '');
    const person = c.var.viewer.person;
    if (!visible) return { answer: notFound(c) };
    if (!visible.access.isDirector || !person) return { answer: forbidden(c) };
    return { visible, person };
  };

  app.post('/c/:id/join-link', async (c) => {
    const got = await directing(c);
    if (!got.visible) return got.answer;
    const { visible, person } = got;
    const id = visible.loaded.record.id;
    const form = await formOf(c);
    const approval = form.approval === 'true';
    const back = `/c/${id}/act#join-link`;
    if (form.action === 'on' || form.action === 'new')
      return issuedPage(c, await joinLinks.issue(person, id, approval), back);
    if (form.action === 'off') {
      await joinLinks.revoke(person, id);
      setFlash(c, { done: [c.var.t('join.turnedOff')], impact: [] }, secure);
    } else if (await joinLinks.setApproval(person, id, approval)) {
      setFlash(
        c,
        { done: [c.var.t('join.approvalSaved', { approval: String(approval) })], impact: [] },
        secure,
      );
    }
    return c.redirect(back, 303);
  });

  app.post('/c/:id/join-requests/:request', async (c) => {
    const got = await directing(c);
    if (!got.visible) return got.answer;
    const { visible, person } = got;
    const t = c.var.t;
    const id = visible.loaded.record.id;
    const form = await formOf(c);
    const approve = form.answer === 'approve';
    const taken = await joinLinks.answer(person, id, c.req.param('request'), approve);
    if (!taken.ok) return actPage(services, c, visible, { message: t('join.answeredMeanwhile') }, 409);
    const request = taken.value;
    if (approve) {
      const added = await approved(services, person, request);
      if (!added.ok)
        return actPage(
          services,
          c,
          visible,
          { message: refusalText(t, added.error, visible.loaded.format.name) },
          httpStatusOf(added.error.code),
        );
    }
    setFlash(
      c,
      { done: [t(approve ? 'join.approved' : 'join.refused', { name: request.name })], impact: [] },
      secure,
    );
    return c.redirect(`/c/${id}/act#join-link`, 303);
  });
}

/** Adds an approved request's person; puts the request back to pending if the format refuses. */
async function approved(services: Services, director: Person, request: JoinRequest) {
  const added = await addJoiner(services, request.competitionId, request, {
    kind: 'director',
    personId: director.id,
  });
  if (!added.ok) await services.accounts.joinLinks.reopen(director, request);
  return added;
}
