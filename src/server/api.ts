/**
 * The JSON API: the same data and commands as the pages, for scripts and apps. Authenticate with
 * the session cookie (then send the CSRF token in `x-csrf-token` on writes) or with
 * `Authorization: Bearer <API token>`. Errors are `{ error: { code, message, path? } }` with the
 * status from app/errors.ts; competitions the caller may not see answer 404.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { accessTo } from '../app/access.js';
import { httpStatusOf } from '../app/errors.js';
import { presentDue, presentRounds, presentStandings, publishedRounds } from '../app/present.js';
import { momentSchema } from '../core/events.js';
import { parseMoment } from '../core/moment.js';
import type { Moment, Refusal } from '../core/types.js';
import { type Visible, visibleCompetition } from './access.js';
import type { AppEnv, Services } from './context.js';
import { FORMAT_UIS } from './formats/registry.js';
import { visibleEvents } from './formats/ui.js';
import { describePayload } from './pages/competition.js';

export function refusalResponse(c: Context, r: Refusal) {
  return c.json(
    { error: { code: r.code, message: r.message, ...(r.path ? { path: r.path } : {}) } },
    httpStatusOf(r.code),
  );
}

const commandRequest = z.strictObject({
  command: z.record(z.string(), z.unknown()),
  at: momentSchema.optional(),
});

export function apiRoutes(services: Services): Hono<AppEnv> {
  const { competitions, accounts } = services;
  const api = new Hono<AppEnv>();

  api.get('/me', (c) => {
    const person = c.var.viewer.person;
    if (!person) return c.json({ signedIn: false });
    return c.json({
      signedIn: true,
      id: person.id,
      name: person.name,
      email: person.email,
      csrf: c.var.bearer ? undefined : c.var.csrf,
    });
  });

  api.get('/competitions', async (c) => {
    const out = [];
    for (const r of await competitions.list()) {
      const published = await accounts.store.isPublished(r.id);
      if (!accessTo(c.var.viewer, r, published).canView) continue;
      out.push({
        id: r.id,
        name: r.name,
        format: r.format,
        preset: r.preset,
        createdAt: r.createdAt,
        published,
      });
    }
    return c.json(out);
  });

  const notFound = (c: Context<AppEnv>, id: string) =>
    refusalResponse(c, { code: 'ERR_NO_SUCH_COMPETITION', message: `there is no competition "${id}"` });

  const withCompetition = async (
    c: Context<AppEnv>,
  ): Promise<{ response: Response } | { visible: Visible; asOf: Moment; state: unknown }> => {
    const id = c.req.param('id') ?? '';
    const visible = await visibleCompetition(services, c, id);
    if (!visible) return { response: notFound(c, id) };
    const raw = c.req.query('asOf');
    let asOf = services.clock.now();
    if (raw !== undefined) {
      const parsed = parseMoment(raw);
      if (!parsed.ok)
        return {
          response: refusalResponse(c, {
            code: 'ERR_INVALID_MOMENT',
            message: `asOf: ${parsed.error}`,
            path: 'asOf',
          }),
        };
      asOf = parsed.value;
    }
    return { visible, asOf, state: competitions.stateAsOf(visible.loaded, asOf) };
  };

  api.get('/competitions/:id', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { record, head, events } = r.visible.loaded;
    const audience = r.visible.access.audience;
    return c.json({
      id: record.id,
      name: record.name,
      format: record.format,
      preset: record.preset,
      config: record.config,
      createdAt: record.createdAt,
      published: r.visible.published,
      participants: [...head.state.roster.values()].map((p) => ({
        id: p.id,
        name: audience === 'director' ? p.name : (p.alias ?? p.name),
      })),
      events: events.length,
      you: { director: r.visible.access.isDirector, participantId: r.visible.access.participantId ?? null },
    });
  });

  api.get('/competitions/:id/standings', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { loaded, access } = r.visible;
    return c.json({
      asOf: r.asOf,
      ...presentStandings(loaded.format.views.standings(r.state), loaded.head.state.roster, access.audience),
    });
  });

  api.get('/competitions/:id/rounds', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { loaded, access } = r.visible;
    return c.json({
      asOf: r.asOf,
      rounds: presentRounds(
        publishedRounds(loaded.format.views.rounds(r.state), r.asOf, access.audience),
        loaded.head.state.roster,
        access.audience,
      ),
    });
  });

  api.get('/competitions/:id/due', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { loaded, access } = r.visible;
    if (!access.actor)
      return refusalResponse(c, {
        code: 'ERR_FORBIDDEN',
        message: "due items are for the competition's director and players",
      });
    const items = loaded.format.views
      .due(r.state, r.asOf)
      .filter(
        (d: { participantIds: readonly string[] }) =>
          access.isDirector ||
          (access.participantId !== undefined && d.participantIds.includes(access.participantId)),
      );
    return c.json({ asOf: r.asOf, due: presentDue(items, loaded.head.state.roster, access.audience) });
  });

  api.get('/competitions/:id/events', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { head, record } = r.visible.loaded;
    const audience = r.visible.access.audience;
    const ui = FORMAT_UIS.get(record.format);
    const events = visibleEvents(ui, r.visible.loaded.events, r.state, r.asOf, audience);
    return c.json(
      events.map((e) => ({
        seq: e.seq,
        at: e.at,
        recordedAt: e.recordedAt,
        type: e.type,
        details: describePayload(e, audience),
        ...(audience === 'director' ? { actor: e.actor } : {}),
        ...(e.supersedes ? { supersedes: e.supersedes } : {}),
        ...(e.reason ? { reason: e.reason } : {}),
        ...(head.supersededBy.has(e.seq) ? { supersededBy: head.supersededBy.get(e.seq) } : {}),
        outcome: head.outcomes.get(e.seq) ?? { status: 'applied' },
      })),
    );
  });

  api.post('/competitions/:id/commands', async (c) => {
    const id = c.req.param('id');
    const visible = await visibleCompetition(services, c, id);
    if (!visible) return notFound(c, id);
    const actor = visible.access.actor;
    if (!actor) {
      return refusalResponse(
        c,
        c.var.viewer.person
          ? { code: 'ERR_FORBIDDEN', message: 'you have no role in this competition' }
          : { code: 'ERR_UNAUTHENTICATED', message: 'sign in or send an API token' },
      );
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return refusalResponse(c, { code: 'ERR_MALFORMED_JSON', message: 'the request body is not JSON' });
    }
    const request = commandRequest.safeParse(body);
    if (!request.success) {
      const issue = request.error.issues[0];
      const path = issue?.path.join('.') ?? '';
      return refusalResponse(c, {
        code: 'ERR_INVALID_COMMAND',
        message: `${path}: ${issue?.message ?? 'invalid'}`,
        path,
      });
    }
    if (request.data.at && !visible.access.isDirector) {
      return refusalResponse(c, {
        code: 'ERR_FORBIDDEN',
        message: 'only a director may enter a command at an earlier moment',
        path: 'at',
      });
    }
    const done = await competitions.execute(id, request.data.command, {
      actor,
      ...(request.data.at ? { at: request.data.at } : {}),
    });
    if (!done.ok) return refusalResponse(c, done.error);
    services.changes?.publish(id, done.value.events.at(-1)?.seq ?? 0);
    return c.json(done.value, 201);
  });

  return api;
}
