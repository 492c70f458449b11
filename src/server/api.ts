/**
 * The JSON API: the same data as the pages, for scripts and apps. Errors are
 * `{ error: { code, message, path? } }` with the status from app/errors.ts.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { httpStatusOf } from '../app/errors.js';
import { presentDue, presentRounds, presentStandings } from '../app/present.js';
import { parseMoment } from '../core/moment.js';
import type { Moment, Refusal } from '../core/types.js';
import type { AppEnv, Services } from './context.js';
import { describePayload } from './pages/competition.js';

export function refusalResponse(c: Context, r: Refusal) {
  return c.json(
    { error: { code: r.code, message: r.message, ...(r.path ? { path: r.path } : {}) } },
    httpStatusOf(r.code),
  );
}

export function apiRoutes({ competitions }: Services): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/competitions', async (c) => {
    const list = await competitions.list();
    return c.json(
      list.map((r) => ({
        id: r.id,
        name: r.name,
        format: r.format,
        preset: r.preset,
        createdAt: r.createdAt,
      })),
    );
  });

  const withCompetition = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    const loaded = await competitions.load(id);
    if (!loaded)
      return {
        response: refusalResponse(c, {
          code: 'ERR_NO_SUCH_COMPETITION',
          message: `there is no competition "${id}"`,
        }),
      };
    const raw = c.req.query('asOf');
    let asOf: Moment | undefined;
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
    const views = await competitions.views(id, asOf);
    if (!views) return { response: refusalResponse(c, { code: 'ERR_NO_SUCH_COMPETITION', message: id }) };
    return { loaded, views };
  };

  api.get('/competitions/:id', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { record, head, events } = r.loaded;
    return c.json({
      id: record.id,
      name: record.name,
      format: record.format,
      preset: record.preset,
      config: record.config,
      createdAt: record.createdAt,
      participants: [...head.state.roster.values()].map((p) => ({ id: p.id, name: p.alias ?? p.name })),
      events: events.length,
      asOf: r.views.asOf,
    });
  });

  api.get('/competitions/:id/standings', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    return c.json({
      asOf: r.views.asOf,
      ...presentStandings(r.views.standings, r.loaded.head.state.roster, 'public'),
    });
  });

  api.get('/competitions/:id/rounds', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    return c.json({
      asOf: r.views.asOf,
      rounds: presentRounds(r.views.rounds, r.loaded.head.state.roster, 'public'),
    });
  });

  api.get('/competitions/:id/due', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    return c.json({ asOf: r.views.asOf, due: presentDue(r.views.due, r.loaded.head.state.roster, 'public') });
  });

  api.get('/competitions/:id/events', async (c) => {
    const r = await withCompetition(c);
    if ('response' in r) return r.response;
    const { events, head } = r.loaded;
    return c.json(
      events.map((e) => ({
        seq: e.seq,
        at: e.at,
        recordedAt: e.recordedAt,
        type: e.type,
        details: describePayload(e, 'public'),
        ...(e.supersedes ? { supersedes: e.supersedes } : {}),
        ...(e.reason ? { reason: e.reason } : {}),
        ...(head.supersededBy.has(e.seq) ? { supersededBy: head.supersededBy.get(e.seq) } : {}),
        outcome: head.outcomes.get(e.seq) ?? { status: 'applied' },
      })),
    );
  });

  return api;
}
