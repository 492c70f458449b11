/**
 * The final page's data (SD-16): the finalists (or who would be, while the main rounds run), the
 * games with scores, game points and total score, and who won and how.
 */
import type { ParticipantId } from '../../core/types.js';
import type { FinalMode } from './config.js';
import { type FinalDecider, finalStatus } from './final.js';
import { finalistsOf } from './pair-round.js';
import type { ChampionshipState } from './state.js';

export interface FinalGameView {
  readonly game: number;
  readonly firstScore: number;
  readonly secondScore: number;
  /** Played after the regular games because everything was level. */
  readonly extra: boolean;
}

export interface FinalView {
  readonly mode: FinalMode;
  /** `projected`: the current top two, before the final is paired. */
  readonly status: 'projected' | 'playing' | 'decided';
  readonly finalists: readonly { readonly id: ParticipantId; readonly name: string }[];
  readonly games: readonly FinalGameView[];
  readonly halfPoints: readonly [number, number];
  readonly totals: readonly [number, number];
  readonly nextGame?: number;
  readonly champion?: ParticipantId;
  readonly runnerUp?: ParticipantId;
  readonly decidedBy?: FinalDecider;
}

export function finalView(state: ChampionshipState): FinalView | undefined {
  const { mode, enabled } = state.config.final;
  if (!enabled) return undefined;
  const named = (id: ParticipantId) => ({ id, name: state.byId.get(id)?.name ?? id });
  const final = state.final;
  if (!final) {
    const projected = finalistsOf(state) ?? [];
    return {
      mode,
      status: 'projected',
      finalists: projected.map(named),
      games: [],
      halfPoints: [0, 0],
      totals: [0, 0],
    };
  }
  const status = finalStatus(mode, final.finalists, final.games);
  return {
    mode,
    status: status.champion === undefined ? 'playing' : 'decided',
    finalists: final.finalists.map(named),
    games: final.games.map((g) => ({
      game: g.game,
      firstScore: g.firstScore,
      secondScore: g.secondScore,
      extra: g.game > status.regularGames,
    })),
    halfPoints: status.halfPoints,
    totals: status.totals,
    ...(status.nextGame === undefined ? {} : { nextGame: status.nextGame }),
    ...(status.champion === undefined ? {} : { champion: status.champion }),
    ...(status.runnerUp === undefined ? {} : { runnerUp: status.runnerUp }),
    ...(status.decidedBy === undefined ? {} : { decidedBy: status.decidedBy }),
  };
}
