/**
 * The handicap league's own views, as data for pages: the ranking in the notation (HL-4, HL-6),
 * the archive of players taken out (HL-11), the evenings with their adjustments (HL-7) and the
 * handicap calculator for any two players (HL-9). Players appear by participant id only (HL-10).
 */
import type { Moment, ParticipantId } from '../../core/types.js';
import { type BoardGame, boardGames } from './board.js';
import { type HandicapProposal, proposeHandicap } from './calculator.js';
import { activePlayers, computeRanking, type RankingRow } from './ranking.js';
import { type HandicapLeagueState, leagueRank } from './state.js';

export interface Ranking {
  readonly rows: readonly RankingRow[];
  /** The lot in use for ties (the latest close's seed), if an evening has been closed (HL-6). */
  readonly seed?: string;
}

/** HL-6: the published ranking of everyone not taken out. */
export function ranking(state: HandicapLeagueState): Ranking {
  return {
    rows: computeRanking(activePlayers(state.players), state.lastLot),
    ...(state.lastLot === undefined ? {} : { seed: state.lastLot.seed }),
  };
}

/** HL-11: players taken out, ordered as the ranking would order them, kept with their history. */
export function archive(state: HandicapLeagueState): readonly RankingRow[] {
  return computeRanking(
    [...state.players.values()].filter((p) => !p.active),
    state.lastLot,
  );
}

export interface EveningSummary {
  readonly evening: string;
  readonly number: number;
  readonly openedAt: Moment;
  readonly closedAt?: Moment;
  readonly games: readonly BoardGame[];
  /** HL-7: who moved up and down at the close. */
  readonly up?: ParticipantId;
  readonly down?: ParticipantId;
  /** The lot drawn at the close (HL-6) and the ranking order it produced. */
  readonly seed?: string;
  readonly order?: readonly ParticipantId[];
  /** Games without a result at the close, which count for nothing. */
  readonly dropped: readonly BoardGame[];
}

/** Every evening, oldest first; the open one last. */
export function evenings(state: HandicapLeagueState): readonly EveningSummary[] {
  const all = [...state.closed.values(), ...(state.open ? [state.open] : [])];
  return all.map((e) => {
    const c = e.closure;
    return {
      evening: e.id,
      number: e.number,
      openedAt: e.openedAt,
      games: boardGames(e),
      dropped: c ? boardGames({ ...e, games: c.dropped }) : [],
      ...(c
        ? {
            closedAt: c.at,
            seed: c.seed,
            order: c.order,
            ...(c.up === undefined ? {} : { up: c.up }),
            ...(c.down === undefined ? {} : { down: c.down }),
          }
        : {}),
    };
  });
}

/** HL-9: the handicap two players would play now, whoever they are. */
export function handicapBetween(
  state: HandicapLeagueState,
  a: ParticipantId,
  b: ParticipantId,
): HandicapProposal | undefined {
  const pa = state.players.get(a);
  const pb = state.players.get(b);
  if (!pa || !pb || a === b) return undefined;
  return proposeHandicap(
    state.config.handicaps,
    { id: a, leagueRank: leagueRank(pa) },
    { id: b, leagueRank: leagueRank(pb) },
  );
}
