/**
 * Choices the director's forms share: games named for people (with their result where they have
 * one) and the players by name.
 */
import type { Lang } from '../../../core/types.js';
import type { Option } from '../../../server/forms/form-kit.js';
import type { GameSheet, TpState } from '../index.js';
import { cupRoundsOf, gameTitle, nameIn, type TpContext, tp } from './common.js';

export const gameOption = (ctx: TpContext, state: TpState, s: GameSheet, extra = ''): Option =>
  [
    s.game.id,
    `${gameTitle(ctx.t, s.game, cupRoundsOf(state))}: ${nameIn(ctx, s.game.players[0])} – ${nameIn(ctx, s.game.players[1])}${extra}`,
  ] as const;

export const resultSuffix = (s: GameSheet, lang: Lang): string =>
  s.tp
    ? ` (${tp(s.tp[0], lang)} : ${tp(s.tp[1], lang)})`
    : s.result?.kind === 'played'
      ? ` (${s.result.scores[0]}:${s.result.scores[1]})`
      : '';

export const playerOptions = (ctx: TpContext, state: TpState): Option[] =>
  [...state.entrants.keys()]
    .map((id) => [id, nameIn(ctx, id)] as const)
    .sort((a, b) => a[1].localeCompare(b[1]));
