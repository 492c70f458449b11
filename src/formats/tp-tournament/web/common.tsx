/**
 * Building blocks of the tournament-points pages: the state and configuration of the page's
 * competition, names as the viewer may see them, moments in UTC (the lobby clock the Tantrix
 * rules set times by, TX-10: the online club's zone) named as such, tournament points, colours (TX-9) and the names of games.
 */

import { type Audience, nameOf } from '../../../app/competitions/present.js';
import type { Lang, Moment, ParticipantId } from '../../../core/types.js';
import { decimalText } from '../../../server/forms/numbers.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import {
  type Colour,
  type ColourRule,
  cupRoundLabel,
  formatTp,
  type GameInfo,
  type GameResult,
  type Pair,
  type TpConfig,
  type TpState,
} from '../index.js';

/** The page context of the act page, with the format's form that was just refused, if any. */
export type TpContext = PageContext & { readonly submitted?: SubmittedForm };

export const tpState = (ctx: PageContext): TpState => ctx.state as TpState;
export const tpConfig = (ctx: PageContext): TpConfig => tpState(ctx).config;

const audienceOf = (ctx: PageContext): Audience => ctx.access.audience;

export const nameIn = (ctx: PageContext, id: ParticipantId | null): string =>
  id === null ? ctx.t('tx.ui.nobody') : nameOf(ctx.roster, id, audienceOf(ctx));

/** A moment in the reader's language, named with its zone (UTC, the lobby clock, TX-10). */
export function When({ ctx, at }: { ctx: PageContext; at: Moment }) {
  return <time datetime={at}>{ctx.when.zoned(at)}</time>;
}

/** Tenths of a TP in the reader's language: "13.3", in German and Dutch "13,3". */
export const tp = (tenths: number, lang: Lang): string => decimalText(formatTp(tenths), lang);

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : String(n));

/** A colour with its name; the swatch is decoration, the word carries the meaning. */
export function ColourTag({ colour, rule, t }: { colour: Colour; rule?: ColourRule; t: PageContext['t'] }) {
  return (
    <span class="tp-tournament-colour">
      <span class={`tp-tournament-swatch tp-tournament-${colour}`} aria-hidden="true" />
      {t(`tx.colour.${colour}`)}
      {rule ? <span class="muted small"> ({t(`tx.colour-rule.${rule}`)})</span> : null}
    </span>
  );
}

/** The name of a game for people: "Group A, round 2", "Final, game 3", "Semi-final 2, tie-break game 1". */
export function gameTitle(t: PageContext['t'], game: Pick<GameInfo, 'ref'>, cupRounds: number): string {
  const ref = game.ref;
  switch (ref.kind) {
    case 'group':
      return t('tx.ui.game.group', { group: ref.group, round: ref.round, board: ref.board });
    case 'playoff':
      return t('tx.ui.game.playoff', { group: ref.group, place: ref.place, n: ref.n });
    case 'cup':
      return t('tx.ui.game.cup', {
        round: cupRoundName(t, ref.round, cupRounds),
        match: ref.match,
        n: ref.game,
      });
    case 'tiebreak':
      return t('tx.ui.game.tiebreak', {
        round: cupRoundName(t, ref.round, cupRounds),
        match: ref.match,
        n: ref.n,
      });
  }
}

export const cupRoundName = (t: PageContext['t'], round: number, rounds: number): string =>
  t(cupRoundLabel(round, rounds), { n: round });

/** Rounds of the cup once it is seeded (0 before). */
export const cupRoundsOf = (state: TpState): number => (state.cup ? Math.log2(state.cup.slots.length) : 0);

export const hasGroups = (config: TpConfig): boolean => config.structure !== 'cup';
export const hasCup = (config: TpConfig): boolean => config.structure !== 'groups';

/** A play-off or tie-break game in words, scores in the order of `first`'s side (TX-7, TX-8). */
export function decidingText(
  ctx: PageContext,
  game: {
    readonly players: Pair<ParticipantId>;
    readonly result: GameResult;
    readonly winner?: ParticipantId;
  },
  first: ParticipantId,
): string {
  const { t } = ctx;
  const r = game.result;
  const flip = game.players[0] !== first;
  const what =
    r.kind === 'played'
      ? `${r.scores[flip ? 1 : 0]}:${r.scores[flip ? 0 : 1]}${r.timeout ? ` (${t('tx.ui.overTime', { player: nameIn(ctx, r.timeout) })})` : ''}`
      : t(`tx.kind.${r.kind}`);
  return game.winner
    ? `${what} — ${t('tx.ui.wins', { player: nameIn(ctx, game.winner) })}`
    : `${what} — ${t('tx.ui.noWinner')}`;
}
