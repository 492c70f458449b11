/**
 * The final (SD-16): the top two after the main rounds. Two games with the total score breaking
 * a 1–1 tie (the championship's practice), or best of three. Where the rules stop — still level
 * after the regular games and on total score — further games are played until one is won.
 */
import type { ParticipantId } from '../../core/types.js';
import type { FinalMode } from './config.js';
import type { FinalGame } from './state.js';

const FINAL_DECIDERS = ['games', 'total-score', 'extra-game'] as const;
export type FinalDecider = (typeof FINAL_DECIDERS)[number];

export interface FinalStatus {
  readonly finalists: readonly [ParticipantId, ParticipantId];
  /** Game points of each finalist, in half points (win 2, draw 1). */
  readonly halfPoints: readonly [number, number];
  /** Total score of each finalist over the regular games. */
  readonly totals: readonly [number, number];
  readonly regularGames: number;
  readonly games: readonly FinalGame[];
  /** The next game to play, while undecided. */
  readonly nextGame?: number;
  readonly champion?: ParticipantId;
  readonly runnerUp?: ParticipantId;
  readonly decidedBy?: FinalDecider;
}

const regularGamesOf = (mode: FinalMode): number => (mode === 'best-of-three' ? 3 : 2);

export function finalStatus(
  mode: FinalMode,
  finalists: readonly [ParticipantId, ParticipantId],
  games: readonly FinalGame[],
): FinalStatus {
  const regular = regularGamesOf(mode);
  const points: [number, number] = [0, 0];
  const totals: [number, number] = [0, 0];
  const base = { finalists, regularGames: regular, games };
  const decided = (winner: 0 | 1, decidedBy: FinalDecider): FinalStatus => ({
    ...base,
    halfPoints: points,
    totals,
    champion: finalists[winner],
    runnerUp: finalists[1 - winner] as ParticipantId,
    decidedBy,
  });
  for (const [k, g] of games.entries()) {
    const played = k + 1;
    // A game recorded out of order waits until the games before it are in.
    if (g.game !== played) break;
    if (played > regular) {
      // Level after the regular games and on total score: the first game won decides.
      if (g.firstScore !== g.secondScore) return decided(g.firstScore > g.secondScore ? 0 : 1, 'extra-game');
      continue;
    }
    points[0] += g.firstScore > g.secondScore ? 2 : g.firstScore === g.secondScore ? 1 : 0;
    points[1] += g.secondScore > g.firstScore ? 2 : g.firstScore === g.secondScore ? 1 : 0;
    totals[0] += g.firstScore;
    totals[1] += g.secondScore;
    // Decided by games once the lead exceeds what the remaining regular games can give.
    const lead = points[0] - points[1];
    const remaining = 2 * (regular - played);
    if (Math.abs(lead) > remaining) return decided(lead > 0 ? 0 : 1, 'games');
    if (played === regular && totals[0] !== totals[1])
      return decided(totals[0] > totals[1] ? 0 : 1, 'total-score');
  }
  const next = games.findIndex((g, k) => g.game !== k + 1);
  return { ...base, halfPoints: points, totals, nextGame: next === -1 ? games.length + 1 : next + 1 };
}
