/**
 * The JSON API: the same data and commands as the pages, for scripts and apps. Authenticate with
 * the session cookie (then send the CSRF token in `x-csrf-token` on writes) or with
 * `Authorization: Bearer <API token>`. Errors are `{ error: { code, message, path? } }` with the
 * status from app/errors.ts; competitions the caller may not see answer 404. The routes are
 * defined with their schemas in api-schemas.ts, and `/api/openapi.json` is generated from them
 * (OpenAPI 3.1); `/api/reference` shows it as a page.
 */

import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  presentDue,
  presentRounds,
  presentStandings,
  publishedRounds,
} from '../../app/competitions/present.js';
import type { Moment } from '../../core/types.js';
import { type Visible, visibleCompetition } from '../accounts/access.js';
import { competitionCalendar, playerCalendar } from '../calendar/calendar.js';
import { listDownloads, serveDownload } from '../downloads/routes.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { AppEnv, Services } from '../http/context.js';
import { pageQuery } from '../kit/paging.js';
import { refusalResponse } from '../kit/refusal.js';
import { visibleEvents } from '../kit/ui.js';
import { asOfParameter, reportedAsOf } from './api-as-of.js';
import { EVENTS_PAGE, pageOfEvents, presentEvent } from './api-events.js';
import { referencePage } from './api-reference.js';
import { commandRequest, documentRoute, routes } from './api-schemas.js';
import { namesFor, toJson, viewsOf } from './api-views.js';

/** The document's opening: what the API is and how to authenticate. */
export const API_INFO: Parameters<OpenAPIHono['getOpenAPI31Document']>[0] = {
  openapi: '3.1.0',
  info: {
    title: 'Arbiter API',
    version: '1',
    description:
      'The same data and commands as the pages. Authenticate with the session cookie (then send the CSRF token from /api/me in `x-csrf-token` on writes) or with `Authorization: Bearer <API token>` (created on the account page). Public reads carry an ETag: send it back in `If-None-Match` for a 304.',
  },
  servers: [{ url: '/api' }],
  // Public reads need no credentials; everything else takes the API token or the session cookie.
  security: [{}, { bearer: [] }, { session: [] }],
};

const notFound = (c: Context<AppEnv>, id: string) =>
  refusalResponse(c, { code: 'ERR_NO_SUCH_COMPETITION', message: `there is no competition "${id}"` });

/** A competition the caller may see, as of the moment the request asks (`asOf`), or the refusal. */
async function withCompetition(
  services: Services,
  c: Context<AppEnv>,
): Promise<{ response: Response } | { visible: Visible; asOf: Moment; reported: Moment; state: unknown }> {
  const { competitions } = services;
  const id = c.req.param('id') ?? '';
  const visible = await visibleCompetition(services, c, id);
  if (!visible) return { response: notFound(c, id) };
  const asOf = asOfParameter(services, visible.loaded, c.req.query('asOf'));
  if (!asOf.ok) return { response: refusalResponse(c, asOf.error) };
  return {
    visible,
    asOf: asOf.value,
    reported: await reportedAsOf(visible.loaded, c.req.query('asOf'), asOf.value, () =>
      competitions.log(visible.loaded),
    ),
    state: await competitions.stateAt(visible.loaded, asOf.value),
  };
}

/**
 * Registers a documented route. Its handler may answer with any refusal (the status comes from
 * the code, app/errors.ts), which the typed handlers of zod-openapi cannot express; the request
 * is validated against the route's schemas before the handler runs.
 */
type Serve = <R extends RouteConfig>(
  route: R,
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
) => void;

/** The signed-in person, and the competitions the caller may see, a page at a time. */
function serveAccountAndList(serve: Serve, services: Services): void {
  const { competitions, accounts } = services;

  serve(routes.me, (c) => {
    c.header('Cache-Control', 'no-store');
    const person = c.var.viewer.person;
    if (!person) return c.json({ signedIn: false }, 200);
    return c.json(
      {
        signedIn: true,
        id: person.id,
        name: person.name,
        email: person.email,
        ...(c.var.bearer ? {} : { csrf: c.var.csrf }),
      },
      200,
    );
  });

  serve(routes.competitions, async (c) => {
    const published = new Map<string, boolean>();
    const query = pageQuery(c);
    const page = await competitions.page(query, async (r) => {
      const seen = await accounts.visibility(c.var.viewer, r);
      published.set(r.id, seen.published);
      return seen.access.canView;
    });
    const out = page.items.map((r) => ({
      id: r.id,
      name: r.name,
      format: r.format,
      preset: r.preset,
      createdAt: r.createdAt,
      published: published.get(r.id) === true,
    }));
    const link = (key: string, id: string, rel: string) =>
      `<${c.req.path}?${new URLSearchParams({ [key]: id, limit: String(query.limit) })}>; rel="${rel}"`;
    const links = [
      ...(page.next !== undefined ? [link('after', page.next, 'next')] : []),
      ...(page.previous !== undefined ? [link('before', page.previous, 'prev')] : []),
    ];
    if (links.length > 0) c.header('Link', links.join(', '));
    return c.json(out, 200);
  });
}

/** A competition, its standings, rounds and due items, as of a moment. */
function serveCompetitionReads(serve: Serve, services: Services): void {
  serve(routes.competition, async (c) => {
    const r = await withCompetition(services, c);
    if ('response' in r) return r.response;
    const { record, head } = r.visible.loaded;
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
      events: head.lastSeq,
      you: { director: r.visible.access.isDirector, participantId: r.visible.access.participantId ?? null },
    });
  });

  serve(routes.standings, async (c) => {
    const r = await withCompetition(services, c);
    if ('response' in r) return r.response;
    const { loaded, access } = r.visible;
    return c.json({
      asOf: r.reported,
      ...presentStandings(loaded.format.views.standings(r.state), loaded.head.state.roster, access.audience),
    });
  });

  serve(routes.rounds, async (c) => {
    const r = await withCompetition(services, c);
    if ('response' in r) return r.response;
    const { loaded, access } = r.visible;
    return c.json({
      asOf: r.reported,
      rounds: presentRounds(
        publishedRounds(loaded.format.views.rounds(r.state), r.asOf, access.audience),
        loaded.head.state.roster,
        access.audience,
      ),
    });
  });

  serve(routes.due, async (c) => {
    const r = await withCompetition(services, c);
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
    return c.json({ asOf: r.reported, due: presentDue(items, loaded.head.state.roster, access.audience) });
  });
}

/** A competition's events, a page at a time, and a command given to it. */
function serveEventsAndCommands(serve: Serve, services: Services): void {
  const { competitions } = services;

  serve(routes.events, async (c) => {
    const r = await withCompetition(services, c);
    if ('response' in r) return r.response;
    const { head, record } = r.visible.loaded;
    const audience = r.visible.access.audience;
    const ui = FORMAT_UIS.get(record.format);
    const log = await competitions.log(r.visible.loaded);
    const events = visibleEvents(ui, log, r.state, r.asOf, audience);
    const limit = Number(c.req.query('limit') ?? EVENTS_PAGE.default);
    const { page, next } = pageOfEvents(events, Number(c.req.query('after') ?? 0), limit);
    if (next !== undefined) {
      const query = new URLSearchParams(c.req.query());
      query.set('after', String(next));
      query.set('limit', String(limit));
      c.header('Link', `</api/competitions/${encodeURIComponent(record.id)}/events?${query}>; rel="next"`);
    }
    return c.json(
      page.map((e) => presentEvent(e, head, audience)),
      200,
    );
  });

  serve(routes.command, async (c) => {
    const id = c.req.param('id') ?? '';
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
      ...(request.data.seen !== undefined ? { seen: request.data.seen } : {}),
    });
    if (!done.ok) return refusalResponse(c, done.error);
    services.changes?.publish(id, done.value.events.at(-1)?.seq ?? 0);
    const head = (await competitions.load(id))?.head ?? visible.loaded.head;
    return c.json(
      {
        events: done.value.events.map((e) => presentEvent(e, head, visible.access.audience)),
        impact: done.value.impact,
      },
      201,
    );
  });
}

/** The views a format offers over its competitions (`ApiView`, formats/<f>/web/api.ts). */
function serveViews(serve: Serve, services: Services): void {
  serve(routes.views, async (c) => {
    const id = c.req.param('id') ?? '';
    const visible = await visibleCompetition(services, c, id);
    if (!visible) return notFound(c, id);
    return c.json(
      {
        views: viewsOf(visible.loaded, visible.access).map((v) => ({
          id: v.id,
          summary: v.summary,
          href: `/api/competitions/${encodeURIComponent(id)}/views/${v.id}`,
        })),
      },
      200,
    );
  });

  serve(routes.view, async (c) => {
    const r = await withCompetition(services, c);
    if ('response' in r) return r.response;
    const { loaded, access } = r.visible;
    const name = c.req.param('view') ?? '';
    const view = viewsOf(loaded, access).find((v) => v.id === name);
    if (!view)
      return refusalResponse(c, {
        code: 'ERR_NOT_FOUND',
        message: `competition "${loaded.record.id}" has no view "${name}" for you`,
        path: 'view',
      });
    const participant = c.req.query('participant');
    const round = c.req.query('round');
    const read = view.read({
      loaded,
      state: r.state,
      roster: loaded.head.state.roster,
      asOf: r.asOf,
      access,
      ...(participant !== undefined ? { participant } : {}),
      ...(round !== undefined ? { round: Number(round) } : {}),
    });
    if ('missing' in read)
      return refusalResponse(c, { code: 'ERR_INVALID_INPUT', message: read.missing, path: 'query' });
    return c.json(
      {
        asOf: r.reported,
        view: view.id,
        names: namesFor(loaded.head.state.roster, access),
        data: toJson(read.data),
      },
      200,
    );
  });
}

export function apiRoutes(services: Services): OpenAPIHono<AppEnv> {
  const api = new OpenAPIHono<AppEnv>({
    // A parameter the schema refuses answers like every other invalid input: code, message, path.
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const path = issue?.path.join('.') ?? result.target;
      return refusalResponse(c, {
        code: 'ERR_INVALID_INPUT',
        message: `${path}: ${issue?.message ?? 'invalid'}`,
        path,
      });
    },
  });

  const serve: Serve = (route, handler) => {
    api.openapi(route, handler as unknown as RouteHandler<typeof route, AppEnv>);
  };
  serveAccountAndList(serve, services);
  serveCompetitionReads(serve, services);
  serveEventsAndCommands(serve, services);
  serveViews(serve, services);
  serve(routes.competitionCalendar, (c) => competitionCalendar(services, c));
  serve(routes.downloads, (c) => listDownloads(services, c));
  serve(routes.download, (c) => serveDownload(services, c, true));
  serve(routes.playerCalendar, (c) => playerCalendar(services, c));
  serve(routes.reference, (c) => referencePage(c, api.getOpenAPI31Document(API_INFO)));
  // The live stream is served beside the API (server/api/live.ts); it is described here with the rest.
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API token made on the account page',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'arbiter_session',
    description: 'The session cookie of a signed-in browser (writes also send x-csrf-token)',
  });
  api.openAPIRegistry.registerPath(routes.live);
  api.openAPIRegistry.registerPath(documentRoute);
  api.doc31(documentRoute.path, API_INFO);

  return api;
}
