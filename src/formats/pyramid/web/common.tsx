/**
 * Pieces every pyramid page shares: the state of the page, names for the page's audience (an
 * alias hides a real name from the public), places in the club's notation `(level,index)`,
 * moments in words in the club's zone, and reasons (refusals) in the reader's language with names.
 */
import { nameOf } from '../../../app/competitions/present.js';
import type { Moment, ParticipantId, Refusal } from '../../../core/types.js';
import { ChooseForm } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { formatPlace, type Place, type PyramidState } from '../index.js';

export const pyramidOf = (ctx: PageContext): PyramidState => ctx.state as PyramidState;

export const pathOf = (ctx: PageContext, rest = ''): string => `/c/${ctx.loaded.record.id}${rest}`;

/** The name the page's audience may see. */
export const nameFor =
  (ctx: PageContext) =>
  (id: ParticipantId): string =>
    nameOf(ctx.roster, id, ctx.access.audience);

export const placeText = (place: Place | undefined): string => (place ? formatPlace(place) : '–');

/** A moment in words in the club's zone ("Mon 2 March, 18:05"); a dash for none. */
export const whenOf = (ctx: PageContext, m: Moment | undefined): string => (m ? ctx.when.moment(m) : '–');

/** The day of a moment ("Mon 2 Mar 2026"); a dash for none. */
export const dayOf = (ctx: PageContext, m: Moment | undefined): string => (m ? ctx.when.date(m) : '–');

/** A player's own page. */
export function PlayerLink({ ctx, id }: { ctx: PageContext; id: ParticipantId }) {
  return <a href={pathOf(ctx, `/t/player?p=${encodeURIComponent(id)}`)}>{nameFor(ctx)(id)}</a>;
}

/**
 * A reason (PYR-2, PYR-3, PYR-13 …) in the reader's language: its code's text with the values
 * it carries, participant ids turned into names; the English sentence when there is no text.
 */
export function reasonText(ctx: PageContext, r: Refusal): string {
  const key = `refusal.pyramid.${r.code}`;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params ?? {})) {
    params[k] = typeof v === 'string' && ctx.roster.has(v) ? nameFor(ctx)(v) : (v as string | number);
    if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)) params[k] = whenOf(ctx, v as Moment);
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
  return (
    <ChooseForm
      t={ctx.t}
      action={pathOf(ctx, props.path)}
      id={`pyr-pick-${props.name}`}
      name={props.name}
      label={props.label}
      choices={[
        ...(props.none !== undefined ? [{ value: '', label: props.none }] : []),
        ...[...ctx.roster.keys()].map((p) => ({ value: p, label: nameFor(ctx)(p) })),
      ]}
      selected={props.selected ?? ''}
      asOf={ctx.historic ? ctx.asOf : undefined}
      submit={ctx.t('pyr.archive.show')}
    />
  );
}
