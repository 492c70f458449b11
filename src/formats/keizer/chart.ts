/**
 * Data for the chart of ranking positions over the season: each player's place after every
 * round (null before he entered), with the field size per round for the axis.
 */
import type { ParticipantId } from '../../core/types.js';
import { seasonRanking } from './recalc.js';
import type { KeizerState } from './state.js';

export interface RankingChart {
  /** 0 is the initial ranking. */
  readonly rounds: readonly number[];
  readonly fieldSize: readonly number[];
  readonly series: readonly {
    readonly participantId: ParticipantId;
    readonly places: readonly (number | null)[];
  }[];
}

export function rankingChart(state: KeizerState): RankingChart {
  const snapshots = seasonRanking(state).snapshots;
  const last = snapshots[snapshots.length - 1];
  const players = [...state.players].sort(
    (a, b) =>
      (last?.place[a.index] || Number.MAX_SAFE_INTEGER) - (last?.place[b.index] || Number.MAX_SAFE_INTEGER),
  );
  return {
    rounds: snapshots.map((s) => s.round),
    fieldSize: snapshots.map((s) => s.order.length),
    series: players.map((p) => ({
      participantId: p.id,
      places: snapshots.map((s) => (s.place[p.index] as number) || null),
    })),
  };
}
