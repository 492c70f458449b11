/**
 * What the competition pages share (competitions.tsx and competition-*.tsx): reading a form, the
 * page context of a competition, the frame with its tabs, the error pages, and refusals in words.
 */

import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import { readAsOf } from '../../app/competitions/as-of.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import type { Moment, Refusal } from '../../core/types.js';
import { type Visible, visibleCompetition } from '../accounts/access.js';
import { DownloadLinks } from '../downloads/routes.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { AppEnv, Services } from '../http/context.js';
import { competitionZone, type FormatTab, type PageContext } from '../kit/ui.js';
import { asOfRounds, CompetitionHeader } from '../pages/competition.js';
import { renderPage } from '../pages/page.js';

export type Form = Record<string, string | string[]>;

export async function formOf(c: Context<AppEnv>): Promise<Form> {
  const body = await c.req.parseBody({ all: true });
  const out: Form = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === '_csrf') continue;
    out[k] = Array.isArray(v)
      ? v.filter((x): x is string => typeof x === 'string')
      : typeof v === 'string'
        ? v
        : '';
  }
  return out;
}

export const notFound = (c: Context<AppEnv>) =>
  renderPage(c, c.var.t('error.notFound'), <p>{c.var.t('error.notFoundText')}</p>, 404);

export const forbidden = (c: Context<AppEnv>) =>
  renderPage(c, c.var.t('error.forbidden'), <p>{c.var.t('error.forbiddenText')}</p>, 403);

/** Signed-out visitors are asked to sign in; signed-in people without a role are refused. */
export const notAnActor = (c: Context<AppEnv>) =>
  c.var.viewer.person ? forbidden(c) : c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);

/** The club's zone a competition's pages show moments in. */
export const zoneOf = (services: Services, loaded: Visible['loaded'], state: unknown): string =>
  competitionZone(FORMAT_UIS.get(loaded.record.format), state, services.settings.timeZone ?? DEFAULT_ZONE);

/** Builds the page context, or an error page for a bad "as of". */
export async function contextOf(
  services: Services,
  c: Context<AppEnv>,
  visible: Visible,
): Promise<PageContext | Refusal> {
  const raw = c.req.query('asOf')?.trim();
  let asOf: Moment | undefined;
  if (raw) {
    const parsed = readAsOf(
      raw,
      c.req.query('asOfTime'),
      zoneOf(services, visible.loaded, visible.loaded.head.state.format),
    );
    if (!parsed.ok) return { code: 'ERR_INVALID_MOMENT', message: parsed.error, path: 'asOf' };
    asOf = parsed.value;
  }
  const moment = asOf ?? services.clock.now();
  const state = await services.competitions.stateAt(visible.loaded, moment);
  const zone = zoneOf(services, visible.loaded, state);
  const lang = c.get('lang');
  return {
    t: c.get('t'),
    lang,
    loaded: visible.loaded,
    state,
    roster: visible.loaded.head.state.roster,
    asOf: moment,
    zone,
    when: momentText(lang, zone, moment),
    historic: asOf !== undefined,
    access: visible.access,
    csrf: c.get('csrf'),
    query: c.req.query(),
    related: async (id) => {
      const other = await visibleCompetition(services, c, id);
      return other
        ? { loaded: other.loaded, state: await services.competitions.stateAt(other.loaded, moment) }
        : undefined;
    },
  };
}

export function frame(
  services: Services,
  c: Context<AppEnv>,
  visible: Visible,
  tab: string,
  body: Child,
  asOf?: Moment,
  status: 200 | 400 | 401 | 403 | 404 | 409 | 422 | 429 = 200,
) {
  const ui = FORMAT_UIS.get(visible.loaded.record.format);
  const zone = zoneOf(services, visible.loaded, visible.loaded.head.state.format);
  const when = momentText(c.var.lang, zone, asOf ?? services.clock.now());
  const showAsOf = tab !== 'history' && tab !== 'act';
  const rounds = showAsOf
    ? asOfRounds(c.var.t, services.competitions.roundOutlines(visible.loaded), when, zone)
    : [];
  const tabs = (ui?.tabs ?? [])
    .filter((x) => tabShown(x, visible))
    .map((x) => ({ id: x.id, label: c.var.t(x.label) }));
  return renderPage(
    c,
    visible.loaded.record.name,
    <>
      <CompetitionHeader
        t={c.var.t}
        record={visible.loaded.record}
        tab={tab}
        extraTabs={tabs}
        canAct={visible.access.actor !== undefined}
        published={visible.published}
        showAsOf={showAsOf}
        when={when}
        zone={zone}
        rounds={rounds}
        {...(asOf ? { asOf } : {})}
      />
      {tab !== 'act' && !asOf ? (
        <LiveMarker id={visible.loaded.record.id} seq={visible.loaded.head.lastSeq} />
      ) : null}
      {body}
      <DownloadLinks
        t={c.var.t}
        loaded={visible.loaded}
        access={visible.access}
        tab={tab}
        {...(asOf ? { asOf } : {})}
      />
    </>,
    status,
  );
}

/** A format's tab is shown where the competition has it, and director-only tabs to directors. */
export const tabShown = (tab: FormatTab, visible: Visible): boolean =>
  (!tab.directorOnly || visible.access.isDirector) && (tab.available?.(visible.loaded) ?? true);

/**
 * A refusal in the user's language: the format's own text for the code (`refusal.<format>.<code>`,
 * as codes mean different things in different formats), else the shared one, else the message.
 * A text whose placeholders the refusal's parameters do not fill is not used.
 */
export function refusalText(
  t: (key: string, params?: Record<string, string | number>) => string,
  r: Refusal,
  format?: string,
): string {
  for (const key of [...(format ? [`refusal.${format}.${r.code}`] : []), `refusal.${r.code}`]) {
    const translated = t(key, r.params);
    if (translated !== key) return translated;
  }
  return r.message;
}

/** Tells the page script where to follow the competition and which version the page shows. */
export function LiveMarker({ id, seq }: { id: string; seq: number }) {
  return <div hidden data-live={`/api/competitions/${encodeURIComponent(id)}/live`} data-seq={String(seq)} />;
}
