/** The generic views of a competition (standings, rounds, due, history) and the format's own tabs. */

import type { Context, Hono } from 'hono';
import type { Child } from 'hono/jsx';
import { publishedRounds } from '../../app/competitions/present.js';
import type { StoredEvent } from '../../core/events.js';
import { zoneDate } from '../../core/moment.js';
import { visibleCompetition } from '../accounts/access.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { AppEnv, Services } from '../http/context.js';
import { pageOnce, renderedOnce } from '../http/rendered.js';
import { type FormatUi, type PageContext, visibleEvents } from '../kit/ui.js';
import { History, Rounds, Standings } from '../pages/competition.js';
import { DueList, dueReader } from '../pages/due.js';
import { SetupChecklist, setupChecklist } from '../pages/setup-checklist.js';
import { contextOf, frame, notAnActor, notFound, tabShown } from './competition-pages.js';

export function competitionViewRoutes(app: Hono<AppEnv>, services: Services): void {
  const view = (tab: string) => async (c: Context<AppEnv>) => {
    const visible = await visibleCompetition(services, c, c.req.param('id') ?? '');
    if (!visible) return notFound(c);
    if (tab === 'due' && !visible.access.actor) return notAnActor(c);
    const ctx = await contextOf(services, c, visible);
    if ('code' in ctx) {
      const bad = (
        <p class="notice error" role="alert">
          {c.var.t('error.badMoment')}
        </p>
      );
      return frame(services, c, visible, tab, bad, undefined, 400);
    }
    const { format } = visible.loaded;
    const audience = visible.access.audience;
    const ui = FORMAT_UIS.get(format.name);
    const t = c.get('t');
    const lang = c.get('lang');
    let body: Child;
    /** What the page shows when it is the same for every anonymous visitor (see rendered.ts). */
    let shared: object | undefined;
    const key = `${audience}:${lang}:${pageYear(ctx)}`;
    /** What a page or table remembered for this fold keeps counts in the fold cache (rendered.ts). */
    const held = (bytes: number) => services.competitions.hold(visible.loaded, bytes);
    const once = (view: object, render: () => Child) => renderedOnce(view, ctx.roster, key, render, held);
    if (tab === 'standings') {
      const table = format.views.standings(ctx.state);
      if (ui?.standings) {
        body = ui.standings(ctx);
        if (ui.standingsOfState) shared = ctx.state as object;
      } else {
        shared = table;
        body = once(table, () => (
          <Standings t={t} lang={lang} table={table} roster={ctx.roster} audience={audience} />
        ));
      }
    } else if (tab === 'rounds') {
      const rounds = format.views.rounds(ctx.state);
      // KZ-12 and the like: a pairing withheld until its publication must not be remembered.
      const published = publishedRounds(rounds, ctx.asOf, audience);
      if (published === rounds) shared = rounds;
      body = shared ? (
        once(rounds, () => (
          <Rounds t={t} rounds={rounds} roster={ctx.roster} audience={audience} when={ctx.when} />
        ))
      ) : (
        <Rounds t={t} rounds={published} roster={ctx.roster} audience={audience} when={ctx.when} />
      );
    } else if (tab === 'due') {
      body = <DueList items={format.views.due(ctx.state, ctx.asOf)} reader={dueReader(ctx)} />;
    } else if (tab === 'history') {
      const log = await services.competitions.log(visible.loaded);
      const events = visibleEvents(ui, log, ctx.state, ctx.asOf, audience);
      // An event withheld until a moment must not be remembered in a page shown after it.
      if (events === log) shared = visible.loaded.head;
      body = (
        <History
          t={t}
          events={events}
          head={visible.loaded.head}
          audience={audience}
          when={ctx.when}
          format={format.name}
          people={audience === 'director' ? await directorNames(services, events) : new Map()}
          {...(ui?.historyValue ? { valueText: (v: string) => ui.historyValue?.(v, t, ctx.state) } : {})}
        />
      );
    } else {
      const extra = ui?.tabs?.find((x) => x.id === tab && tabShown(x, visible));
      if (!extra) return notFound(c);
      body = extra.render(ctx);
    }
    if (tab === 'standings' && visible.access.isDirector && !ctx.historic) {
      // The director's checklist of setting up, while something is open (not a shared page).
      const items = await setupChecklist(services, visible, services.clock.now());
      if (!items.every((i) => i.done)) {
        shared = undefined;
        body = (
          <>
            <SetupChecklist t={t} items={items} />
            {body}
          </>
        );
      }
    }
    const page = () => frame(services, c, visible, tab, body, ctx.historic ? ctx.asOf : undefined);
    return shared && !ctx.historic
      ? pageOnce(c, shared, visible.loaded.head, page, held, stampOf(ui, tab, ctx))
      : page();
  };

  app.get('/c/:id', view('standings'));
  app.get('/c/:id/rounds', view('rounds'));
  app.get('/c/:id/due', view('due'));
  app.get('/c/:id/history', view('history'));
  app.get('/c/:id/t/:tab', async (c) => view(c.req.param('tab'))(c));
}

/** The page's year in its zone: a remembered page or table writes a moment of another year with its year. */
const pageYear = (ctx: PageContext): string => zoneDate(ctx.asOf, ctx.zone).slice(0, 4);

/**
 * What a remembered page reads of the moment of asking besides the state: the year in the page's
 * zone (a moment of another year is written with its year, app/moment-text.ts), and whatever a
 * format's own main page names (FormatUi.standingsOfState).
 */
function stampOf(ui: FormatUi | undefined, tab: string, ctx: PageContext): string {
  const year = pageYear(ctx);
  return tab === 'standings' && typeof ui?.standingsOfState === 'function'
    ? `${year} ${ui.standingsOfState(ctx)}`
    : year;
}

/** The names of the accounts that acted as director in `events`, by person id. */
async function directorNames(
  services: Services,
  events: readonly StoredEvent[],
): Promise<Map<string, string>> {
  return services.accounts.namesOf(
    events.flatMap((e) => (e.actor.startsWith('director:') ? [e.actor.slice(9)] : [])),
  );
}
