/**
 * Competition pages: the list here; the generic views and the format's own tabs
 * (competition-views.tsx), the "act" page and its commands (competition-act.tsx), the director's
 * tools (competition-director.tsx, competition-participants.tsx), what they share in
 * competition-pages.tsx.
 */

import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context.js';
import { pageQuery } from '../kit/paging.js';
import { CompetitionList } from '../pages/competitions.js';
import { renderPage } from '../pages/page.js';
import { competitionActRoutes } from './competition-act.js';
import { competitionDirectorRoutes } from './competition-director.js';
import { competitionParticipantRoutes } from './competition-participants.js';
import { competitionViewRoutes } from './competition-views.js';
import { joinLinkDirectorRoutes } from './join-link-director.js';

export function competitionRoutes(services: Services): Hono<AppEnv> {
  const { competitions, accounts } = services;
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const published = new Map<string, boolean>();
    const { items: records, ...page } = await competitions.page(pageQuery(c), async (record) => {
      const seen = await accounts.visibility(c.var.viewer, record);
      published.set(record.id, seen.published);
      return seen.access.canView;
    });
    const items = [];
    for (const record of records) {
      const loaded = await competitions.load(record.id);
      if (loaded)
        items.push({
          record,
          published: published.get(record.id) === true,
          participants: loaded.head.state.roster.size,
          events: loaded.head.lastSeq,
        });
    }
    return renderPage(
      c,
      c.var.t('list.title'),
      <CompetitionList t={c.var.t} items={items} page={page} path="/" />,
    );
  });
  competitionViewRoutes(app, services);
  competitionActRoutes(app, services);
  competitionParticipantRoutes(app, services);
  competitionDirectorRoutes(app, services);
  joinLinkDirectorRoutes(app, services);
  return app;
}
