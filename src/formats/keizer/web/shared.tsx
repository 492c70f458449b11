/**
 * Building blocks of the Keizer pages: the page's state, names as the audience may see them,
 * exact numbers for display, dates in the club's zone and the reader's language, links that keep
 * the "as of" moment, and the round picker.
 */
import { nameOf } from '../../../app/competitions/present.js';
import type { Rational } from '../../../core/rational.js';
import type { Lang, Moment, ParticipantId } from '../../../core/types.js';
import { rationalText } from '../../../server/forms/numbers.js';
import { ChooseForm } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type KeizerState, type OutcomeKind, totalRounds } from '../index.js';

export const stateOf = (ctx: PageContext): KeizerState => ctx.state as KeizerState;

/** The name of a participant as the viewer may see it (real names for directors only). */
export const nameIn =
  (ctx: PageContext) =>
  (id: ParticipantId): string =>
    nameOf(ctx.roster, id, ctx.access.audience);

export const basePath = (ctx: PageContext): string => `/c/${ctx.loaded.record.id}`;

/** A link within the competition that keeps the page's "as of" moment. */
export function href(ctx: PageContext, path: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  if (ctx.historic) query.set('asOf', ctx.asOf);
  const text = query.toString();
  return `${basePath(ctx)}${path}${text ? `?${text}` : ''}`;
}

/** Scores with two decimals in the reader's language (KZ-10: exact inside, rounded only for display); files without a language keep the point. */
export const pointsText = (r: Rational, lang: Lang = 'en'): string => rationalText(r, 2, lang);
/** Values as whole numbers where they are whole. */
export const valueText = (r: Rational, lang: Lang = 'en'): string => rationalText(r, 2, lang, true);

/** A moment as the club reads it: "Thu 11 December, 17:00" in the club's zone and the reader's language. */
export const momentText = (ctx: PageContext, moment: Moment): string => ctx.when.moment(moment);

/** A club evening's date: "Thu 11 Dec 2025". */
export const dateText = (ctx: PageContext, date: string): string => ctx.when.date(date);

export const outcomeText = (ctx: PageContext, kind: OutcomeKind | 'not-entered'): string =>
  kind === 'not-entered' ? ctx.t('keizer.outcome.none') : ctx.t(`keizer.outcome.${kind}`);

/** A whole number from a query or form field within [min, max], else undefined. */
export function intIn(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : undefined;
}

/** The round a page shows: `?round=` when valid, else the fallback. */
export const roundParam = (ctx: PageContext, fallback: number): number =>
  intIn(ctx.query.round, 0, totalRounds(stateOf(ctx).config)) ?? fallback;

export function PlayerLink({ ctx, id }: { ctx: PageContext; id: ParticipantId }) {
  return <a href={href(ctx, '/t/player', { p: id })}>{nameIn(ctx)(id)}</a>;
}

/** Places gained (▲) or lost (▼) with a text for screen readers. */
export function Movement({ ctx, by }: { ctx: PageContext; by: number | undefined }) {
  if (by === undefined || by === 0) return <span class="muted">–</span>;
  const up = by > 0;
  return (
    <span class={up ? 'keizer-up' : 'keizer-down'}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {Math.abs(by)}
      </span>
      <span class="visually-hidden">
        {ctx.t(up ? 'keizer.ranking.up' : 'keizer.ranking.down', { n: Math.abs(by) })}
      </span>
    </span>
  );
}

/** A GET form choosing the round a page shows (works without JavaScript). */
export function RoundPicker({
  ctx,
  path,
  rounds,
  round,
  label,
  extra = {},
}: {
  ctx: PageContext;
  path: string;
  rounds: readonly number[];
  round: number;
  label: string;
  extra?: Record<string, string>;
}) {
  return (
    <ChooseForm
      t={ctx.t}
      action={`${basePath(ctx)}${path}`}
      id="keizer-round"
      name="round"
      label={label}
      choices={rounds.map((r) => ({
        value: String(r),
        label: r === 0 ? ctx.t('keizer.ranking.initial') : ctx.t('round.label', { n: r }),
      }))}
      selected={String(round)}
      asOf={ctx.historic ? ctx.asOf : undefined}
      hidden={extra}
    />
  );
}
