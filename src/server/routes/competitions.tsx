/**
 * Competition pages: the list, the generic views (standings, rounds, due, history), the format's
 * own tabs, and the "act" page where players and directors issue commands through forms.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { accessTo } from '../../app/access.js';
import { readAsOf } from '../../app/as-of.js';
import type { Translate } from '../../app/i18n.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import { nameOf, publishedRounds, withNames } from '../../app/present.js';
import { decodeText } from '../../app/text-encoding.js';
import { commandSchemaOf } from '../../core/engine.js';
import { parseMoment } from '../../core/moment.js';
import type { Moment, Refusal } from '../../core/types.js';
import { type Visible, visibleCompetition } from '../access.js';
import { BulkForm, BulkPreview, type BulkProblem, readList, registerCommands } from '../bulk-participants.js';
import { CommandForm, commandLabel, parseCommandForm, variantsFor } from '../command-forms.js';
import type { AppEnv, Services } from '../context.js';
import { DownloadLinks } from '../downloads/routes.js';
import { DueList, dueReader } from '../due.js';
import { flashOf, setFlash } from '../flash.js';
import { FORMAT_UIS } from '../formats/registry.js';
import {
  competitionZone,
  type FormatTab,
  type PageContext,
  type SubmittedForm,
  visibleEvents,
} from '../formats/ui.js';
import { Csrf, type FieldErrors, fieldErrors } from '../forms.js';
import { renderPage, safeNext } from '../page.js';
import { asOfRounds, CompetitionHeader, History, Rounds, Standings } from '../pages/competition.js';
import { CompetitionList } from '../pages/competitions.js';
import { pageOnce, renderedOnce } from '../rendered.js';
import { SetupChecklist, setupChecklist } from '../setup-checklist.js';

type Form = Record<string, string | string[]>;

async function formOf(c: Context<AppEnv>): Promise<Form> {
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

export function competitionRoutes(services: Services): Hono<AppEnv> {
  const { competitions, accounts } = services;
  const secure = services.settings.secureCookies;
  const app = new Hono<AppEnv>();
  const notFound = (c: Context<AppEnv>) =>
    renderPage(c, c.var.t('error.notFound'), <p>{c.var.t('error.notFoundText')}</p>, 404);

  app.get('/', async (c) => {
    const items = [];
    for (const record of await competitions.list()) {
      const published = await accounts.store.isPublished(record.id);
      if (!accessTo(c.var.viewer, record, published).canView) continue;
      const loaded = await competitions.load(record.id);
      if (loaded)
        items.push({
          record,
          published,
          participants: loaded.head.state.roster.size,
          events: loaded.events.length,
        });
    }
    return renderPage(c, c.var.t('list.title'), <CompetitionList t={c.var.t} items={items} />);
  });

  /** The club's zone a competition's pages show moments in. */
  const zoneOf = (loaded: Visible['loaded'], state: unknown): string =>
    competitionZone(FORMAT_UIS.get(loaded.record.format), state, services.settings.timeZone ?? DEFAULT_ZONE);

  /** Builds the page context, or an error page for a bad "as of". */
  const contextOf = async (c: Context<AppEnv>, visible: Visible): Promise<PageContext | Refusal> => {
    const raw = c.req.query('asOf')?.trim();
    let asOf: Moment | undefined;
    if (raw) {
      const parsed = readAsOf(
        raw,
        c.req.query('asOfTime'),
        zoneOf(visible.loaded, visible.loaded.head.state.format),
      );
      if (!parsed.ok) return { code: 'ERR_INVALID_MOMENT', message: parsed.error, path: 'asOf' };
      asOf = parsed.value;
    }
    const moment = asOf ?? services.clock.now();
    const state = competitions.stateAsOf(visible.loaded, moment);
    const zone = zoneOf(visible.loaded, state);
    return {
      t: c.var.t,
      lang: c.var.lang,
      loaded: visible.loaded,
      state,
      roster: visible.loaded.head.state.roster,
      asOf: moment,
      zone,
      when: momentText(c.var.lang, zone, moment),
      historic: asOf !== undefined,
      access: visible.access,
      csrf: c.var.csrf,
      query: c.req.query(),
      related: async (id) => {
        const other = await visibleCompetition(services, c, id);
        return other
          ? { loaded: other.loaded, state: competitions.stateAsOf(other.loaded, moment) }
          : undefined;
      },
    };
  };

  const frame = (
    c: Context<AppEnv>,
    visible: Visible,
    tab: string,
    body: Child,
    asOf?: Moment,
    status: 200 | 400 | 403 | 422 = 200,
  ) => {
    const ui = FORMAT_UIS.get(visible.loaded.record.format);
    const zone = zoneOf(visible.loaded, visible.loaded.head.state.format);
    const when = momentText(c.var.lang, zone, asOf ?? services.clock.now());
    const showAsOf = tab !== 'history' && tab !== 'act';
    const rounds = showAsOf
      ? asOfRounds(c.var.t, visible.loaded.format.views.rounds(visible.loaded.head.state.format), when, zone)
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
  };

  /** Signed-out visitors are asked to sign in; signed-in people without a role are refused. */
  const notAnActor = (c: Context<AppEnv>) =>
    c.var.viewer.person
      ? renderPage(c, c.var.t('error.forbidden'), <p>{c.var.t('error.forbiddenText')}</p>, 403)
      : c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);

  const view = (tab: string) => async (c: Context<AppEnv>) => {
    const visible = await visibleCompetition(services, c, c.req.param('id') ?? '');
    if (!visible) return notFound(c);
    if (tab === 'due' && !visible.access.actor) return notAnActor(c);
    const ctx = await contextOf(c, visible);
    if ('code' in ctx) {
      return frame(
        c,
        visible,
        tab,
        <p class="notice error" role="alert">
          {c.var.t('error.badMoment')}
        </p>,
        undefined,
        400,
      );
    }
    const { format } = visible.loaded;
    const audience = visible.access.audience;
    const ui = FORMAT_UIS.get(format.name);
    const t = c.var.t;
    let body: Child;
    /** What the page shows when it is the same for every anonymous visitor (see rendered.ts). */
    let shared: object | undefined;
    const key = `${audience}:${c.var.lang}`;
    if (tab === 'standings') {
      const table = format.views.standings(ctx.state);
      if (ui?.standings) body = ui.standings(ctx);
      else {
        shared = table;
        body = renderedOnce(table, ctx.roster, key, () => (
          <Standings t={t} lang={c.var.lang} table={table} roster={ctx.roster} audience={audience} />
        ));
      }
    } else if (tab === 'rounds') {
      const rounds = format.views.rounds(ctx.state);
      // KZ-12 and the like: a pairing withheld until its publication must not be remembered.
      const published = publishedRounds(rounds, ctx.asOf, audience);
      if (published === rounds) shared = rounds;
      body = shared ? (
        renderedOnce(rounds, ctx.roster, key, () => (
          <Rounds t={t} rounds={rounds} roster={ctx.roster} audience={audience} when={ctx.when} />
        ))
      ) : (
        <Rounds t={t} rounds={published} roster={ctx.roster} audience={audience} when={ctx.when} />
      );
    } else if (tab === 'due') {
      body = <DueList items={format.views.due(ctx.state, ctx.asOf)} reader={dueReader(ctx)} />;
    } else if (tab === 'history') {
      const events = visibleEvents(ui, visible.loaded.events, ctx.state, ctx.asOf, audience);
      // An event withheld until a moment must not be remembered in a page shown after it.
      if (events === visible.loaded.events) shared = visible.loaded.head;
      body = (
        <History
          t={t}
          events={events}
          head={visible.loaded.head}
          audience={audience}
          when={ctx.when}
          format={format.name}
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
    const page = () => frame(c, visible, tab, body, ctx.historic ? ctx.asOf : undefined);
    return shared && !ctx.historic ? pageOnce(c, shared, visible.loaded.head, page) : page();
  };

  app.get('/c/:id', view('standings'));
  app.get('/c/:id/rounds', view('rounds'));
  app.get('/c/:id/due', view('due'));
  app.get('/c/:id/history', view('history'));
  app.get('/c/:id/t/:tab', async (c) => view(c.req.param('tab'))(c));

  const actPage = async (
    c: Context<AppEnv>,
    visible: Visible,
    state: { type?: string; errors?: FieldErrors; values?: Form; message?: string } = {},
    status: 200 | 400 | 403 | 422 = 200,
  ) => {
    const t = c.var.t;
    const { access, loaded } = visible;
    const ctx = await contextOf(c, visible);
    if ('code' in ctx) return notFound(c);
    const ui = FORMAT_UIS.get(loaded.record.format);
    const variants = variantsFor(loaded.format, access.isDirector, ui?.participantAttributes);
    const roster = loaded.head.state.roster;
    const action = `/c/${loaded.record.id}/commands`;
    // A friendly form of the format's was submitted: it shows its own errors; the generated forms stay closed.
    const own = typeof state.values?._form === 'string' ? state.values._form : undefined;
    const submitted: SubmittedForm | undefined = own
      ? { form: own, errors: state.errors ?? {}, values: state.values ?? {} }
      : undefined;
    const generated = own ? {} : state;
    const actions = ui?.actions ? await htmlOf(ui.actions(ctx, submitted)) : '';
    // A refusal is said once: at the top only when no field or form on the page shows it.
    const message =
      state.message && !actions.includes(await htmlOf(state.message)) ? state.message : undefined;
    return frame(
      c,
      visible,
      'act',
      <>
        {message ? (
          <p class="notice error" role="alert" id="form-errors" tabindex={-1}>
            {message}
          </p>
        ) : null}
        {raw(actions)}
        {access.isDirector ? <DirectorTools t={t} visible={visible} csrf={c.var.csrf} /> : null}
        <h2>{t('act.commands')}</h2>
        {variants.map((v) => (
          <details {...(generated.type === v.type ? { open: true } : {})}>
            <summary>{commandLabel(t, v.type)}</summary>
            <CommandForm
              t={t}
              action={action}
              csrf={c.var.csrf}
              variant={v}
              roster={roster}
              audience={access.audience}
              allowMoment={access.isDirector}
              {...(access.participantId ? { self: access.participantId } : {})}
              {...(generated.type === v.type && generated.errors ? { errors: generated.errors } : {})}
              {...(generated.type === v.type && generated.values ? { values: generated.values } : {})}
            />
          </details>
        ))}
      </>,
      undefined,
      status,
    );
  };

  app.get('/c/:id/act', async (c) => {
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    if (!visible.access.actor) return notAnActor(c);
    return actPage(c, visible);
  });

  app.post('/c/:id/commands', async (c) => {
    const t = c.var.t;
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    const actor = visible.access.actor;
    if (!actor) return renderPage(c, t('error.forbidden'), <p>{t('error.forbiddenText')}</p>, 403);
    const form = await formOf(c);
    const ui = FORMAT_UIS.get(visible.loaded.record.format);
    const type = typeof form.type === 'string' ? form.type : undefined;
    let raw: { type: string; [k: string]: unknown } | undefined;
    if (typeof form._form === 'string' && ui?.parseForm) {
      // The format reads its own form back; its field errors are shown in that form.
      const context = await contextOf(c, visible);
      if ('code' in context) return notFound(c);
      const parsed = ui.parseForm(form, context);
      if (parsed && 'errors' in parsed) {
        const count = Object.keys(parsed.errors).length;
        return actPage(
          c,
          visible,
          { values: form, errors: parsed.errors, message: t('form.fixErrors', { count }) },
          400,
        );
      }
      if (parsed) raw = { ...parsed.command };
    }
    // Otherwise parsed with every variant: whether this actor may issue it is the app layer's decision.
    raw ??= parseCommandForm(variantsFor(visible.loaded.format, true, ui?.participantAttributes), form);
    if (!raw) return actPage(c, visible, { message: t('form.unknownCommand') }, 400);
    let at: Moment | undefined;
    const rawAt = typeof form._at === 'string' ? form._at.trim() : '';
    if (rawAt && visible.access.isDirector) {
      const parsed = parseMoment(rawAt);
      if (!parsed.ok)
        return actPage(
          c,
          visible,
          { ...(type ? { type } : {}), values: form, errors: { _at: t('error.badMoment') } },
          400,
        );
      at = parsed.value;
    }
    const done = await competitions.execute(visible.loaded.record.id, raw, { actor, ...(at ? { at } : {}) });
    const fresh = (await visibleCompetition(services, c, visible.loaded.record.id)) ?? visible;
    if (done.ok) {
      services.changes?.publish(visible.loaded.record.id, done.value.events.at(-1)?.seq ?? 0);
      const roster = fresh.loaded.head.state.roster;
      const now = services.clock.now();
      const when = momentText(c.var.lang, zoneOf(fresh.loaded, fresh.loaded.head.state.format), now);
      setFlash(c, flashOf(t, done.value, roster, fresh.access.audience, when), secure);
      return c.redirect(backTo(c, visible.loaded.record.id, form), 303);
    }
    const r = done.error;
    const field = r.path?.replace(/\[(\d+)\]/g, '.$1');
    // A field of the form, or a group of fields (`players` for `players.0` and `players.1`).
    const known = field && Object.keys(form).some((k) => k === field || k.startsWith(`${field}.`));
    const text =
      (known && r.code === 'ERR_INVALID_COMMAND' ? invalidFieldText(t, visible, raw, field) : undefined) ??
      refusalText(t, r, visible.loaded.format.name);
    const message = withNames(text, fresh.loaded.head.state.roster, fresh.access.audience);
    return actPage(
      c,
      fresh,
      {
        ...(type ? { type } : {}),
        values: form,
        // At its field; a friendly form without that field shows it as the form's own error (`_`).
        errors: { [known ? field : '_']: message },
        // The generated forms point to the field; a friendly form that is gone from the page now
        // (or shows no such error) leaves the reason at the top (see actPage).
        message: known && typeof form._form !== 'string' ? t('form.fixErrors', { count: 1 }) : message,
      },
      r.code === 'ERR_FORBIDDEN' ? 403 : r.code.startsWith('ERR_INVALID') ? 400 : 422,
    );
  });

  app.on(['GET', 'POST'], '/c/:id/participants', async (c) => {
    const t = c.var.t;
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    const person = c.var.viewer.person;
    const actor = visible.access.actor;
    if (!visible.access.isDirector || !person || !actor)
      return renderPage(c, t('error.forbidden'), <p>{t('error.forbiddenText')}</p>, 403);
    const { record } = visible.loaded;
    const attributes = FORMAT_UIS.get(record.format)?.participantAttributes ?? [];
    const action = `/c/${record.id}/participants`;
    const page = (body: Child, status: 200 | 400 | 422 = 200) =>
      frame(
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
    const form = (text?: string, problems?: readonly BulkProblem[], status: 200 | 400 | 422 = 200) =>
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
      return form(text, [{ line, key: 'bulk.refused', values: { line, reason } }], 422);
    }
    services.changes?.publish(record.id, done.value.events.at(-1)?.seq ?? 0);
    // Whoever has an e-mail address on the list is invited to play as the participant just added.
    const fresh = (await competitions.load(record.id))?.head.state.roster ?? roster;
    let invited = 0;
    for (const row of list.rows) {
      const participant = [...fresh.values()].find((p) => p.name === row.name);
      if (!row.email || !participant) continue;
      const sent = await accounts.invitations.invite(
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
      if (sent.ok) invited++;
    }
    const done_ = [t('bulk.added', { count: list.rows.length })];
    if (invited > 0) done_.push(t('bulk.invited', { count: invited }));
    setFlash(c, { done: done_, impact: [] }, secure);
    return c.redirect(`/c/${record.id}/act`, 303);
  });

  app.post('/c/:id/publish', async (c) => {
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    if (!visible.access.isDirector || !c.var.viewer.person)
      return renderPage(c, c.var.t('error.forbidden'), <p>{c.var.t('error.forbiddenText')}</p>, 403);
    const form = await formOf(c);
    const publish = form.published === 'true';
    await accounts.store.setPublished(visible.loaded.record.id, publish, {
      at: services.clock.now(),
      actor: c.var.viewer.person.id,
      action: publish ? 'competition.published' : 'competition.unpublished',
      subject: visible.loaded.record.id,
    });
    setFlash(c, { done: [c.var.t(publish ? 'act.isPublished' : 'act.isPrivate')], impact: [] }, secure);
    return c.redirect(`/c/${visible.loaded.record.id}/act`, 303);
  });

  app.post('/c/:id/invite', async (c) => {
    const t = c.var.t;
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    const person = c.var.viewer.person;
    if (!visible) return notFound(c);
    if (!visible.access.isDirector || !person)
      return renderPage(c, t('error.forbidden'), <p>{t('error.forbiddenText')}</p>, 403);
    const form = await formOf(c);
    const role = form.role === 'director' ? 'director' : 'player';
    const participantId =
      typeof form.participantId === 'string' && form.participantId ? form.participantId : undefined;
    if (role === 'player' && (!participantId || !visible.loaded.head.state.roster.has(participantId))) {
      return actPage(c, visible, { message: t('invite.choosePlayer') }, 400);
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
    if (!invited.ok) return actPage(c, visible, { message: refusalText(t, invited.error) }, 400);
    setFlash(c, { done: [t('invite.sent', { email: String(form.email ?? '') })], impact: [] }, secure);
    return c.redirect(`/c/${visible.loaded.record.id}/act`, 303);
  });

  return app;
}

/**
 * Where a successful form leads (post/redirect/get): the page it names in `_next`, else the page
 * it was sent from, else the act page — always a page of the same competition, never the past.
 */
function backTo(c: Context<AppEnv>, id: string, form: Form): string {
  const base = `/c/${encodeURIComponent(id)}`;
  const referer = c.req.header('referer');
  let from: string | undefined;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === new URL(c.req.url).host) from = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      from = undefined;
    }
  }
  for (const candidate of [typeof form._next === 'string' ? form._next : undefined, from]) {
    if (!candidate) continue;
    const path = safeNext(candidate, '');
    const url = new URL(path || '/', 'http://x');
    if (!path || (url.pathname !== base && !url.pathname.startsWith(`${base}/`))) continue;
    if (url.pathname.endsWith('/commands')) continue;
    url.searchParams.delete('asOf');
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return `${base}/act`;
}

/** A piece of page as HTML text. */
async function htmlOf(child: Child): Promise<string> {
  return String(await (<>{child}</>).toString());
}

/** A format's tab is shown where the competition has it, and director-only tabs to directors. */
const tabShown = (tab: FormatTab, visible: Visible): boolean =>
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

/** The validation error of one field of a submitted command, in the user's language. */
function invalidFieldText(
  t: Translate,
  visible: Visible,
  raw: { type: string },
  field: string,
): string | undefined {
  const parsed = commandSchemaOf(visible.loaded.format, raw.type).safeParse(raw);
  return parsed.success ? undefined : fieldErrors(parsed.error, t)[field];
}

/** Tells the page script where to follow the competition and which version the page shows. */
function LiveMarker({ id, seq }: { id: string; seq: number }) {
  return <div hidden data-live={`/api/competitions/${encodeURIComponent(id)}/live`} data-seq={String(seq)} />;
}

function DirectorTools({ t, visible, csrf }: { t: PageContext['t']; visible: Visible; csrf: string }) {
  const { loaded, published } = visible;
  const roster = [...loaded.head.state.roster.values()].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section>
      <h2>{t('act.director')}</h2>
      <form method="post" action={`/c/${loaded.record.id}/publish`} class="inline" id="publish">
        <Csrf token={csrf} />
        <input type="hidden" name="published" value={published ? 'false' : 'true'} />
        <span>{published ? t('act.isPublished') : t('act.isPrivate')}</span>
        <button type="submit" class="secondary">
          {published ? t('act.unpublish') : t('act.publish')}
        </button>
      </form>
      <p>
        <a href={`/c/${loaded.record.id}/participants`}>{t('bulk.link')}</a>
      </p>
      <details id="invite">
        <summary>{t('invite.title')}</summary>
        <form method="post" action={`/c/${loaded.record.id}/invite`} novalidate>
          <Csrf token={csrf} />
          <div class="field">
            <label for="inv-email">{t('auth.email')}</label>
            <input id="inv-email" name="email" type="email" required autocomplete="off" />
          </div>
          <div class="field">
            <label for="inv-name">{t('invite.name')}</label>
            <input id="inv-name" name="name" type="text" />
          </div>
          <div class="field">
            <label for="inv-role">{t('invite.role')}</label>
            <select id="inv-role" name="role">
              <option value="player">{t('role.player')}</option>
              <option value="director">{t('role.director')}</option>
            </select>
          </div>
          <div class="field">
            <label for="inv-participant">{t('invite.participant')}</label>
            <select id="inv-participant" name="participantId">
              <option value="">—</option>
              {roster.map((p) => (
                <option value={p.id}>{nameOf(loaded.head.state.roster, p.id, 'director')}</option>
              ))}
            </select>
          </div>
          <button type="submit">{t('invite.send')}</button>
        </form>
      </details>
    </section>
  );
}
