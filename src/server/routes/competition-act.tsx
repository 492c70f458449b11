/** The "act" page, where players and directors issue commands through forms, and its commands. */

import type { Context, Hono } from 'hono';
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { readAsOf } from '../../app/competitions/as-of.js';
import { nameOf, withNames } from '../../app/competitions/present.js';
import { httpStatusOf } from '../../app/errors.js';
import type { Translate } from '../../app/i18n.js';
import { canLoadTrf } from '../../app/imports/trf-load.js';
import { momentText } from '../../app/moment-text.js';
import { commandSchemaOf } from '../../core/engine.js';
import { parseMoment } from '../../core/moment.js';
import type { Moment, Refusal } from '../../core/types.js';
import { type Visible, visibleCompetition } from '../accounts/access.js';
import { FORMAT_UIS } from '../formats/registry.js';
import { CommandForm, commandLabel, parseCommandForm, variantsFor } from '../forms/command-forms.js';
import { flashOf, setFlash } from '../forms/flash.js';
import { Csrf, type FieldErrors, fieldErrors } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import type { PageContext, SubmittedForm } from '../kit/ui.js';
import { safeNext } from '../pages/page.js';
import {
  contextOf,
  type Form,
  forbidden,
  formOf,
  frame,
  notAnActor,
  notFound,
  refusalText,
  zoneOf,
} from './competition-pages.js';
import { MailOffNotice, OpenInvitations } from './invitation-links.js';
import { JoinLinkSection } from './join-link-section.js';

/** What a `datetime-local` field sends: `2026-03-02T18:05`. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export async function actPage(
  services: Services,
  c: Context<AppEnv>,
  visible: Visible,
  state: { type?: string; errors?: FieldErrors; values?: Form; message?: string } = {},
  status: 200 | ReturnType<typeof httpStatusOf> = 200,
) {
  const t = c.var.t;
  const { access, loaded } = visible;
  const ctx = await contextOf(services, c, visible);
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
  const message = state.message && !actions.includes(await htmlOf(state.message)) ? state.message : undefined;
  const invitations = access.isDirector
    ? await services.accounts.invitations.pendingTo(loaded.record.clubId, loaded.record.id)
    : [];
  const mailOff = services.settings.mailOff === true;
  const joining = access.isDirector ? services.accounts.joinLinks : undefined;
  const joinLink = await joining?.current(loaded.record.id);
  const joinRequests = (await joining?.pending(loaded.record.id)) ?? [];
  return frame(
    services,
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
      {access.isDirector ? (
        <JoinLinkSection
          t={t}
          csrf={c.var.csrf}
          competitionId={loaded.record.id}
          link={joinLink}
          requests={joinRequests}
        />
      ) : null}
      {access.isDirector ? <MailOffNotice t={t} mailOff={mailOff} /> : null}
      {invitations.length > 0 ? (
        <details id="open-invitations">
          <summary>
            {t('invitations.title')} ({invitations.length})
          </summary>
          <OpenInvitations
            c={c}
            invitations={invitations}
            base={`/c/${loaded.record.id}/invitations`}
            role={(i) =>
              i.grant?.participantId && roster.has(i.grant.participantId)
                ? `${t(`role.${i.grant.role}`)}: ${nameOf(roster, i.grant.participantId, 'director')}`
                : t(`role.${i.grant?.role ?? 'player'}`)
            }
            mailOff={mailOff}
            withdrawLabel={t('clubs.withdraw')}
            withdrawNamed={(name) => t('clubs.withdrawNamed', { name })}
          />
        </details>
      ) : null}
      {access.isDirector || actions === '' ? (
        <GeneratedForms
          c={c}
          action={action}
          variants={variants}
          roster={roster}
          access={access}
          generated={generated}
          open={generated.type !== undefined || actions === ''}
        />
      ) : null}
    </>,
    undefined,
    status,
  );
}

/**
 * Every command as a generated form, folded once at the end where the format has forms of its own;
 * a player sees them only where the format has none for him (issue 25: no raw "Record a result"
 * over the whole roster beside his own one-tap result).
 */
function GeneratedForms({
  c,
  action,
  variants,
  roster,
  access,
  generated,
  open,
}: {
  c: Context<AppEnv>;
  action: string;
  variants: ReturnType<typeof variantsFor>;
  roster: Visible['loaded']['head']['state']['roster'];
  access: Visible['access'];
  generated: { type?: string; errors?: FieldErrors; values?: Form };
  open: boolean;
}) {
  const t = c.var.t;
  return (
    <details id="all-commands" class="all-commands" {...(open ? { open: true } : {})}>
      <summary>
        <h2>
          {t('act.commands')} ({variants.length})
        </h2>
      </summary>
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
    </details>
  );
}

export function competitionActRoutes(app: Hono<AppEnv>, services: Services): void {
  const { competitions } = services;
  const secure = services.settings.secureCookies;

  app.get('/c/:id/act', async (c) => {
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    if (!visible.access.actor) return notAnActor(c);
    return actPage(services, c, visible);
  });

  app.post('/c/:id/commands', async (c) => {
    const t = c.var.t;
    const visible = await visibleCompetition(services, c, c.req.param('id'));
    if (!visible) return notFound(c);
    const actor = visible.access.actor;
    if (!actor) return forbidden(c);
    const form = await formOf(c);
    const ui = FORMAT_UIS.get(visible.loaded.record.format);
    const type = typeof form.type === 'string' ? form.type : undefined;
    let raw: { type: string; [k: string]: unknown } | undefined;
    let shown: string | undefined;
    if (typeof form._form === 'string' && ui?.parseForm) {
      // The format reads its own form back; its field errors are shown in that form.
      const context = await contextOf(services, c, visible);
      if ('code' in context) return notFound(c);
      const parsed = ui.parseForm(form, context);
      if (parsed && 'errors' in parsed) {
        const count = Object.keys(parsed.errors).length;
        return actPage(
          services,
          c,
          visible,
          { values: form, errors: parsed.errors, message: t('form.fixErrors', { count }) },
          400,
        );
      }
      if (parsed) raw = { ...parsed.command };
      if (parsed?.seen !== undefined) shown = parsed.seen;
    }
    // Otherwise parsed with every variant: whether this actor may issue it is the app layer's decision.
    raw ??= parseCommandForm(variantsFor(visible.loaded.format, true, ui?.participantAttributes), form);
    if (!raw) return actPage(services, c, visible, { message: t('form.unknownCommand') }, 400);
    let at: Moment | undefined;
    const rawAt = typeof form._at === 'string' ? form._at.trim() : '';
    if (rawAt && visible.access.isDirector) {
      // A date and time as the form's field sends it, in the club's zone; or a moment with its offset.
      const parsed = LOCAL_DATE_TIME.test(rawAt)
        ? readAsOf(rawAt, undefined, zoneOf(services, visible.loaded, visible.loaded.head.state.format))
        : parseMoment(rawAt);
      if (!parsed.ok)
        return actPage(
          services,
          c,
          visible,
          { ...(type ? { type } : {}), values: form, errors: { _at: t('error.badMoment') } },
          400,
        );
      at = parsed.value;
    }
    // The result the form showed for its game: a result recorded since is not overwritten.
    const seen = shown ?? (typeof form._seen === 'string' ? form._seen : undefined);
    const done = await competitions.execute(visible.loaded.record.id, raw, {
      actor,
      ...(at ? { at } : {}),
      ...(seen !== undefined ? { seen } : {}),
    });
    const fresh = (await visibleCompetition(services, c, visible.loaded.record.id)) ?? visible;
    if (done.ok) {
      services.changes?.publish(visible.loaded.record.id, done.value.events.at(-1)?.seq ?? 0);
      const roster = fresh.loaded.head.state.roster;
      const now = services.clock.now();
      const when = momentText(
        c.var.lang,
        zoneOf(services, fresh.loaded, fresh.loaded.head.state.format),
        now,
      );
      setFlash(c, flashOf(t, done.value, roster, fresh.access.audience, when), secure);
      return c.redirect(backTo(c, visible.loaded.record.id, form), 303);
    }
    return refusedPage(services, c, { visible, fresh }, form, raw, type, done.error);
  });
}

/**
 * A result as the forms and formats write it in words: `1/2-1/2` → `½–½`, a handicap league's
 * `draw` and winner (whose id `withNames` then names), a Tantrix game's result (an object, or its
 * JSON) by its scores or its kind.
 */
function resultWords(t: Translate, result: unknown, isPlayer: (id: string) => boolean): string {
  const game = typeof result === 'string' && result.startsWith('{') ? parsedJson(result) : result;
  if (game && typeof game === 'object') {
    const { kind, scores } = game as { kind?: unknown; scores?: unknown };
    if (Array.isArray(scores) && scores.length === 2) return `${scores[0]}:${scores[1]}`;
    if (kind === 'no-show') return t('form.resultNoShow');
    if (kind === 'double-crash') return t('form.resultDoubleCrash');
    return t('form.resultNone');
  }
  if (typeof game !== 'string' || game === '') return t('form.resultNone');
  if (game === 'draw') return t('form.resultDraw');
  if (isPlayer(game)) return t('form.resultWon', { name: game });
  return game.replaceAll('1/2', '½').replaceAll('-', '–');
}

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Issue 25.15: a result refused because its game changed since the form showed it: both results
 * in words, in the same order (the game's first player first, as the format writes its results);
 * a line of a result grid (`results.N.result`) in the format's words for its results.
 */
function resultChangedText(
  t: Translate,
  { visible, fresh }: { visible: Visible; fresh: Visible },
  params: Readonly<Record<string, string | number>>,
  raw: { readonly [k: string]: unknown },
  field: string | undefined,
): string {
  const isPlayer = (id: string) => fresh.loaded.head.state.roster.has(id);
  if (field && /^results\.\d+\.result$/.test(field)) {
    const ui = FORMAT_UIS.get(visible.loaded.record.format);
    const words = (result: string | number | undefined) =>
      (typeof result === 'string' && result
        ? ui?.historyValue?.(result, t, fresh.loaded.head.state.format)
        : undefined) ?? resultWords(t, result, isPlayer);
    return t('form.resultChangedLine', { current: words(params.current), seen: words(params.seen) });
  }
  const yours =
    inGameOrder(fresh, raw) ??
    raw.result ??
    (raw.firstScore !== undefined ? `${raw.firstScore}:${raw.secondScore}` : undefined) ??
    (raw.winner === null ? 'draw' : raw.winner);
  return t('form.resultChanged', {
    current: resultWords(t, params.current, isPlayer),
    seen: resultWords(t, params.seen, isPlayer),
    yours: resultWords(t, typeof yours === 'number' ? String(yours) : yours, isPlayer),
  });
}

/**
 * A result sent with its players in another order than its game's (a player's own score first)
 * with its scores in the game's order, as the standing result is written; else undefined.
 */
function inGameOrder(visible: Visible, raw: { readonly [k: string]: unknown }): unknown {
  const { format, head } = visible.loaded;
  const command = format.commandSchema.safeParse(raw);
  const order = command.success ? format.gameOf?.(head.state.format, command.data)?.players : undefined;
  const { players, result } = raw as { players?: unknown; result?: { scores?: unknown } };
  if (!order || !Array.isArray(players) || players[0] !== order[1] || players[1] !== order[0])
    return undefined;
  const scores = result?.scores;
  return Array.isArray(scores) ? { ...result, scores: [...scores].reverse() } : undefined;
}

/** A piece of page as HTML text. */
async function htmlOf(child: Child): Promise<string> {
  return String(await (<>{child}</>).toString());
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
      {canLoadTrf(loaded.record.format) ? (
        <p>
          <a href={`/c/${loaded.record.id}/load-trf`}>{t('trfLoad.link')}</a>
        </p>
      ) : null}
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

/** The act page again after a refused command: the reason at its field, or at the top. */
function refusedPage(
  services: Services,
  c: Context<AppEnv>,
  { visible, fresh }: { visible: Visible; fresh: Visible },
  form: Form,
  raw: { type: string; [k: string]: unknown },
  type: string | undefined,
  r: Refusal,
) {
  const t = c.var.t;
  const field = r.path?.replace(/\[(\d+)\]/g, '.$1');
  // A field of the form, or a group of fields (`players` for `players.0` and `players.1`).
  const known = field && Object.keys(form).some((k) => k === field || k.startsWith(`${field}.`));
  const text =
    (r.code === 'ERR_RESULT_CHANGED'
      ? resultChangedText(t, { visible, fresh }, r.params ?? {}, raw, field)
      : undefined) ??
    (known && r.code === 'ERR_INVALID_COMMAND' ? invalidFieldText(t, visible, raw, field) : undefined) ??
    refusalText(t, r, visible.loaded.format.name);
  const message = withNames(text, fresh.loaded.head.state.roster, fresh.access.audience);
  return actPage(
    services,
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
    httpStatusOf(r.code),
  );
}
