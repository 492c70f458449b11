/** The director's page for adding many participants at once from a list, with invitations. */

import type { Context, Hono } from 'hono';
import type { Child } from 'hono/jsx';
import type { IssuedInvitation } from '../../app/accounts/invitations.js';
import { httpStatusOf } from '../../app/errors.js';
import { decodeText } from '../../app/imports/text-encoding.js';
import type { Roster } from '../../core/participant.js';
import type { CompetitionRecord } from '../../store/port.js';
import { visibleCompetition } from '../accounts/access.js';
import { FORMAT_UIS } from '../formats/registry.js';
import {
  BulkForm,
  BulkPreview,
  type BulkProblem,
  type BulkRow,
  readList,
  registerCommands,
} from '../forms/bulk-participants.js';
import { setFlash } from '../forms/flash.js';
import type { AppEnv, Services } from '../http/context.js';
import { forbidden, frame, notFound, refusalText } from './competition-pages.js';
import { invitationLinksPage } from './invitation-links.js';

export function competitionParticipantRoutes(app: Hono<AppEnv>, services: Services): void {
  const { competitions } = services;
  const secure = services.settings.secureCookies;

  app.on(['GET', 'POST'], '/c/:id/participants', async (c) => {
    const t = c.var.t;
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    const person = c.var.viewer.person;
    const actor = visible.access.actor;
    if (!visible.access.isDirector || !person || !actor) return forbidden(c);
    const { record } = visible.loaded;
    const attributes = FORMAT_UIS.get(record.format)?.participantAttributes ?? [];
    const action = `/c/${record.id}/participants`;
    const page = (body: Child, status: 200 | ReturnType<typeof httpStatusOf> = 200) =>
      frame(
        services,
        c,
        visible,
        'act',
        <>
          <h2>{t('bulk.title')}</h2>
          {body}
        </>,
        undefined,
        status,
      );
    const form = (
      text?: string,
      problems?: readonly BulkProblem[],
      status: 200 | ReturnType<typeof httpStatusOf> = 200,
    ) =>
      page(
        <BulkForm
          t={t}
          action={action}
          csrf={c.var.csrf}
          attributes={attributes}
          {...(text !== undefined ? { text } : {})}
          {...(problems ? { problems } : {})}
        />,
        status,
      );
    if (c.req.method === 'GET') return form();
    const body = await c.req.parseBody();
    let text = typeof body.list === 'string' ? body.list : '';
    let guessed: string | undefined;
    if (body.file instanceof File && body.file.size > 0) {
      const decoded = decodeText(new Uint8Array(await body.file.arrayBuffer()));
      if (!decoded.ok)
        return form(text, [{ line: 1, key: 'bulk.error.unreadable', values: { line: 1 } }], 400);
      text = decoded.value.text;
      if (decoded.value.guessed) guessed = decoded.value.encoding;
    }
    if (body.edit === 'true') return form(text);
    const roster = visible.loaded.head.state.roster;
    const list = readList(text, attributes, roster);
    if (list.problems.length > 0) return form(text, list.problems, 400);
    if (body.confirm !== 'true')
      return page(
        <BulkPreview
          t={t}
          action={action}
          csrf={c.var.csrf}
          text={text}
          rows={list.rows}
          attributes={attributes}
          guessedEncoding={guessed}
        />,
      );
    const done = await competitions.executeAll(record.id, registerCommands(list.rows), { actor });
    if (!done.ok) {
      const line = list.rows[done.error.index]?.line ?? 1;
      const reason = refusalText(t, done.error.refusal, visible.loaded.format.name);
      const status = httpStatusOf(done.error.refusal.code);
      return form(text, [{ line, key: 'bulk.refused', values: { line, reason } }], status);
    }
    services.changes?.publish(record.id, done.value.events.at(-1)?.seq ?? 0);
    const fresh = (await competitions.load(record.id))?.head.state.roster ?? roster;
    const issued = await inviteListed(services, c, record, list.rows, fresh);
    const added = t('bulk.added', { count: list.rows.length });
    // Invitations' links are shown once, on this answer: mail may not be set up.
    if (issued.length > 0)
      return invitationLinksPage(c, services.settings.mailOff === true, {
        issued,
        done: [added],
        back: `/c/${record.id}/act`,
      });
    setFlash(c, { done: [added], impact: [] }, secure);
    return c.redirect(`/c/${record.id}/act`, 303);
  });
}

/** Whoever has an e-mail address on the list is invited to play as the participant just added. */
async function inviteListed(
  services: Services,
  c: Context<AppEnv>,
  record: CompetitionRecord,
  rows: readonly BulkRow[],
  roster: Roster,
): Promise<IssuedInvitation[]> {
  const issued: IssuedInvitation[] = [];
  for (const row of rows) {
    const participant = [...roster.values()].find((p) => p.name === row.name);
    if (!row.email || !participant) continue;
    const sent = await services.accounts.invitations.invite(
      c.var.viewer,
      {
        clubId: record.clubId,
        email: row.email,
        name: row.name,
        grant: { competitionId: record.id, role: 'player', participantId: participant.id },
        competitionName: record.name,
      },
      c.var.lang,
    );
    if (sent.ok) issued.push(sent.value);
  }
  return issued;
}
