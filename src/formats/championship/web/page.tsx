/**
 * What every championship page and form works with: the state, names as the viewer may see them
 * (real names for directors only), links that keep "as of", and a few small building blocks.
 */
import type { Child } from 'hono/jsx';
import { nameOf } from '../../../app/competitions/present.js';
import type { Translate } from '../../../app/i18n.js';
import type { ParticipantId } from '../../../core/types.js';
import type { PageContext } from '../../../server/kit/ui.js';
import type { ChampionshipState } from '../index.js';

export interface ChampionshipPage {
  readonly ctx: PageContext;
  readonly state: ChampionshipState;
  readonly t: Translate;
  readonly isDirector: boolean;
  /** The viewer's own participant, if the viewer plays. */
  readonly self?: ParticipantId;
  /** The name the viewer may see. */
  name(id: ParticipantId | null): string;
  /** A link to a tab (`null`: the main page, `act`: the act page), keeping "as of" on tabs. */
  href(tab: string | null, params?: Readonly<Record<string, string | number>>): string;
}

export function pageOf(ctx: PageContext): ChampionshipPage {
  const base = `/c/${ctx.loaded.record.id}`;
  const self = ctx.access.isDirector ? undefined : ctx.access.participantId;
  return {
    ctx,
    state: ctx.state as ChampionshipState,
    t: ctx.t,
    isDirector: ctx.access.isDirector,
    ...(self ? { self } : {}),
    name: (id) => (id === null ? ctx.t('champ.result.bye') : nameOf(ctx.roster, id, ctx.access.audience)),
    href(tab, params = {}) {
      const query = new URLSearchParams(
        Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
      );
      if (ctx.historic && tab !== 'act') query.set('asOf', ctx.asOf);
      const path = tab === null ? base : tab === 'act' ? `${base}/act` : `${base}/t/${tab}`;
      const search = query.toString();
      return search ? `${path}?${search}` : path;
    },
  };
}

/** A whole number from a query parameter, if it is one within bounds. */
export function queryNumber(ctx: PageContext, key: string, min: number, max: number): number | undefined {
  const raw = ctx.query[key];
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

export function PlayerLink({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  return <a href={page.href('player', { p: id })}>{page.name(id)}</a>;
}

/** Links to every round of a tab (`round` query parameter), the current one marked. */
export function RoundNav(props: {
  page: ChampionshipPage;
  tab: string | null;
  rounds: number;
  current: number;
  label: string;
  /** Query parameter (default `round`). */
  param?: string;
  fragment?: string;
}) {
  if (props.rounds <= 1) return null;
  return (
    <nav class="championship-rounds no-print" aria-label={props.label}>
      {Array.from({ length: props.rounds }, (_, i) => i + 1).map((r) => (
        <a
          href={`${props.page.href(props.tab, { [props.param ?? 'round']: r })}${props.fragment ?? ''}`}
          {...(r === props.current ? { 'aria-current': 'page' } : {})}
        >
          {r}
        </a>
      ))}
    </nav>
  );
}

/** Errors of a form that belong to no visible field (hidden fields, the form as a whole). */
export function FormErrors({
  errors,
  visible,
}: {
  errors: Readonly<Record<string, string>> | undefined;
  visible: readonly string[];
}): Child {
  const rest = Object.entries(errors ?? {}).filter(([k]) => !visible.includes(k));
  if (rest.length === 0) return null;
  return (
    <div class="field-error" role="alert">
      {rest.map(([, text]) => (
        <p>{text}</p>
      ))}
    </div>
  );
}
