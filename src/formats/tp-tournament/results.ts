/**
 * The result that stands for each game, and what it is worth: a recorded result, else a TX-11
 * forfeit; its TP breakdown (TX-2 … TX-6) unless the director set the TP (TX-14); and the TX-5
 * count of every player's no-shows.
 */

import { perState } from '../../core/memo.js';
import { compareMoments } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { scoreGame, type TpBreakdown } from './points.js';
import type { GameResult, Pair } from './result.js';
import type { RecordedOverride, TpState } from './state.js';

export interface StandingResult {
  readonly game: string;
  readonly players: Pair<ParticipantId>;
  readonly result: GameResult;
  readonly source: 'recorded' | 'forfeit';
  readonly at: Moment;
  /** The recording event (absent for a forfeit, which a deadline caused). */
  readonly seq?: number;
}

export function standingResult(state: TpState, game: string): StandingResult | undefined {
  const recorded = state.results.get(game);
  if (recorded) return { game, ...recorded, source: 'recorded' };
  const forfeit = state.forfeits.get(game);
  if (!forfeit) return undefined;
  return {
    game,
    players: forfeit.players,
    result: { kind: 'no-show', absent: [forfeit.absent] },
    source: 'forfeit',
    at: forfeit.at,
  };
}

export interface ScoredGame {
  readonly standing: StandingResult;
  readonly breakdown: TpBreakdown;
  /** TP as they count: the breakdown's, or the director's (TX-14). */
  readonly tp: Pair<number>;
  readonly override?: RecordedOverride<'game-points'>;
}

/** The TP of a game that has a standing result, aligned with its players. */
export function scoredGame(state: TpState, game: string, inCup: boolean): ScoredGame | undefined {
  const standing = standingResult(state, game);
  if (!standing) return undefined;
  const breakdown = scoreGame(standing.result, standing.players, inCup, state.config);
  const override = state.overrides.gamePoints.get(game);
  if (!override) return { standing, breakdown, tp: breakdown.tp };
  const o = override.override;
  const tp: Pair<number> = o.players[0] === standing.players[0] ? o.tp : [o.tp[1], o.tp[0]];
  return { standing, breakdown, tp, override };
}

export interface NoShowRecord {
  /** Games the player did not show for (recorded no-shows and TX-11 forfeits), in order. */
  readonly games: readonly string[];
  /** TX-5: more no-shows than allowed, unless the director decided otherwise (TX-14). */
  readonly excluded: boolean;
  /** The no-show that went over the limit. */
  readonly trigger?: string;
  readonly override?: RecordedOverride<'exclusion'>;
}

/** TX-5: every player's no-shows in the order they happened, and who is out of the standings. */
export const noShowRecords = perState((state: TpState): ReadonlyMap<ParticipantId, NoShowRecord> => {
  const absences: { game: string; at: Moment; seq: number; absent: readonly ParticipantId[] }[] = [];
  for (const [game, r] of state.results)
    if (r.result.kind === 'no-show') absences.push({ game, at: r.at, seq: r.seq, absent: r.result.absent });
  for (const [game, f] of state.forfeits)
    if (!state.results.has(game)) absences.push({ game, at: f.at, seq: 0, absent: [f.absent] });
  absences.sort((a, b) => compareMoments(a.at, b.at) || a.seq - b.seq);
  const byPlayer = new Map<ParticipantId, string[]>();
  for (const r of absences) for (const p of r.absent) byPlayer.set(p, [...(byPlayer.get(p) ?? []), r.game]);
  const players = new Set([...byPlayer.keys(), ...state.overrides.exclusion.keys()]);
  const limit = state.config.noShow.maxPerTournament;
  return new Map(
    [...players].map((p) => {
      const list = byPlayer.get(p) ?? [];
      const override = state.overrides.exclusion.get(p);
      const trigger = list[limit];
      const excluded = override ? override.override.excluded : trigger !== undefined;
      return [
        p,
        { games: list, excluded, ...(trigger ? { trigger } : {}), ...(override ? { override } : {}) },
      ];
    }),
  );
});

export const excludedPlayers = perState(
  (state: TpState): ReadonlySet<ParticipantId> =>
    new Set([...noShowRecords(state)].filter(([, r]) => r.excluded).map(([p]) => p)),
);
