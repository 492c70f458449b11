/**
 * Pieces every pyramid page shares: the state of the page, names for the page's audience (an
 * alias hides a real name from the public), places in the club's notation `(level,index)`,
 * moments as the e-mails give them, and reasons (refusals) in the reader's language with names.
 */
import { nameOf } from '../../../app/present.js';
import type { Moment, ParticipantId, Refusal } from '../../../core/types.js';
import { formatPlace, type Place, type PyramidState } from '../../../formats/pyramid/index.js';
import type { PageContext } from '../ui.js';

export const pyramidOf = (ctx: PageContext): PyramidState => ctx.state as PyramidState;

export const pathOf = (ctx: PageContext, rest = ''): string => `/c/${ctx.loaded.record.id}${rest}`;

/** The name the page's audience may see. */
export const nameFor =
  (ctx: PageContext) =>
  (id: ParticipantId): string =>
    nameOf(ctx.roster, id, ctx.access.audience);

export const placeText = (place: Place | undefined): string => (place ? formatPlace(place) : '–');

/** `2026-03-02 18:05` in the moment's own offset (the moment the message reached the server). */
export const whenOf = (m: Moment | undefined): string => (m ? `${m.slice(0, 10)} ${m.slice(11, 16)}` : '–');

/** `2026-03-02`. */
export const dayOf = (m: Moment | undefined): string => (m ? m.slice(0, 10) : '–');

/** A player's own page. */
export function PlayerLink({ ctx, id }: { ctx: PageContext; id: ParticipantId }) {
  return <a href={pathOf(ctx, `/t/player?p=${encodeURIComponent(id)}`)}>{nameFor(ctx)(id)}</a>;
}

/**
 * A reason (PYR-2, PYR-3, PYR-13 …) in the reader's language: its code's text with the values
 * it carries, participant ids turned into names; the English sentence when there is no text.
 */
export function reasonText(ctx: PageContext, r: Refusal): string {
  const key = `pyr.err.${r.code}`;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params ?? {})) {
    params[k] = typeof v === 'string' && ctx.roster.has(v) ? nameFor(ctx)(v) : (v as string | number);
    if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)) params[k] = whenOf(v as Moment);
  }
  const text = ctx.t(key, params);
  return text === key ? r.message : text;
}

/** PYR-3: the levels a player may challenge, "level 3" when it is one. */
export const reachText = (ctx: PageContext, r: { readonly from: number; readonly to: number }): string =>
  r.from === r.to ? ctx.t('pyr.reachOne', { level: r.from }) : ctx.t('pyr.reach', r);

/**
 * A small GET form that picks a player for a page (`?<name>=<id>`); `none` adds a first choice
 * for "nobody in particular".
 */
export function PlayerPicker(props: {
  ctx: PageContext;
  path: string;
  name: string;
  label: string;
  selected: ParticipantId | undefined;
  none?: string;
}) {
  const { ctx } = props;
  const id = `pyr-pick-${props.name}`;
  return (
    <form method="get" action={pathOf(ctx, props.path)} class="inline no-print">
      <label for={id}>{props.label}</label>{' '}
      <select id={id} name={props.name}>
        {props.none !== undefined ? <option value="">{props.none}</option> : null}
        {[...ctx.roster.keys()].map((p) => (
          <option value={p} {...(p === props.selected ? { selected: true } : {})}>
            {nameFor(ctx)(p)}
          </option>
        ))}
      </select>{' '}
      <button type="submit" class="secondary">
        {ctx.t('pyr.archive.show')}
      </button>
    </form>
  );
}
