/**
 * Pieces every handicap-league page shares: the league state of the page, names for the page's
 * audience (aliases for the public, real names for the director, HL-10), times in the club's time
 * zone, the HL-4 notation of a player, handicap names, links, and small forms that issue a
 * command. Everything is escaped by the JSX renderer.
 */
import { nameOf } from '../../../app/competitions/present.js';
import { localDate } from '../../../core/moment.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { HANDICAPS, type HandicapLeagueState, makeRoman, notationOf, type PlayedHandicap } from '../index.js';

export const leagueOf = (ctx: PageContext): HandicapLeagueState => ctx.state as HandicapLeagueState;

export const pathOf = (ctx: PageContext, rest = ''): string => `/c/${ctx.loaded.record.id}${rest}`;

/** The name the page's audience may see (HL-10). */
export const nameFor =
  (ctx: PageContext) =>
  (id: ParticipantId): string =>
    nameOf(ctx.roster, id, ctx.access.audience);

/** HL-4: the player's real rank with the league-rank modifier, e.g. `1 Dan-I`. */
export function notationFor(ctx: PageContext, id: ParticipantId): string {
  const p = leagueOf(ctx).players.get(id);
  return p ? notationOf(p.real.step, p.modifier) : '';
}

/** `19:45` in the club's zone. */
export const timeOf = (ctx: PageContext, m: Moment): string => ctx.when.time(m);

/** The day of a moment or an evening's date (`2026-02-19`) in words: "Thu 19 Feb 2026". */
export const dateOf = (ctx: PageContext, m: Moment | string): string => ctx.when.date(m);

/** An evening by its name: a calendar date (the usual name) in words, any other name as given. */
export const eveningText = (ctx: PageContext, evening: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(evening) ? ctx.when.date(evening) : evening;

/** The time on the page's own day, else the moment in words (an evening left open shows its date). */
export const whenOf = (ctx: PageContext, m: Moment): string =>
  localDate(m, ctx.zone) === localDate(ctx.asOf, ctx.zone) ? timeOf(ctx, m) : ctx.when.moment(m);

export function PlayerLink({ ctx, id }: { ctx: PageContext; id: ParticipantId }) {
  return <a href={pathOf(ctx, `/t/players?p=${encodeURIComponent(id)}`)}>{nameFor(ctx)(id)}</a>;
}

/** A player with the notation behind the name: "Kitsune (1 Dan-I)". */
export function PlayerWithRank({
  ctx,
  id,
  link = true,
}: {
  ctx: PageContext;
  id: ParticipantId;
  link?: boolean;
}) {
  return (
    <span class="hl-player">
      {link ? <PlayerLink ctx={ctx} id={id} /> : nameFor(ctx)(id)}{' '}
      <span class="hl-rank">{notationFor(ctx, id)}</span>
    </span>
  );
}

/**
 * HL-9: a handicap by its name in the reader's language, with the Japanese name and romaji; the
 * note of the game says which handicap `other` is, or what the players agreed.
 */
export function HandicapName({
  ctx,
  handicap,
  note,
}: {
  ctx: PageContext;
  handicap: PlayedHandicap;
  note?: string | undefined;
}) {
  if (handicap === 'other') {
    return (
      <span class="hl-handicap">
        {ctx.t('hl.handicap.other')}
        {note ? `: ${note}` : ''}
      </span>
    );
  }
  const h = HANDICAPS[handicap];
  return (
    <span class="hl-handicap">
      {ctx.t(`hl.handicap.${handicap}`)} <span lang="ja">{h.japanese}</span> <i>{h.romaji}</i>
      {note ? <span class="small muted"> ({note})</span> : null}
    </span>
  );
}

/** Signed points as the ranking shows them: `+3`, `0`, `-2`. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : String(n));

/** The league-rank modifier as the notation writes it (HL-4): `+II`, `−I`, `±0`. */
export const modifierText = (m: number): string =>
  m === 0 ? '±0' : `${m > 0 ? '+' : '−'}${makeRoman(Math.abs(m))}`;
