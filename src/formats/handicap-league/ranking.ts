/**
 * The league ranking (HL-6): league points (HL-5) descending, then league rank, then real rank,
 * then the recorded lot. The lot gives every player a number drawn from the seed and the
 * player's id, so anyone holding the seed can recompute it, and a newcomer does not reshuffle
 * the numbers of everybody else.
 */
import { type LotRecord, replayLot } from '../../core/lot.js';
import { type Criterion, numericCriterion, rankByChain } from '../../core/ranking.js';
import { rational } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { notationOf, type RankSource } from './rank.js';
import { leagueRank, type PlayerRecord } from './state.js';

export const RANKING_CRITERIA = ['points', 'league-rank', 'real-rank', 'lot'] as const;
export type RankingCriterion = (typeof RANKING_CRITERIA)[number];

/** HL-6: a player's lot number in a recorded lot, an integer in [0, 2³²); higher ranks first. */
export const lotNumber = (lot: LotRecord, id: ParticipantId): number =>
  replayLot({ ...lot, seed: `${lot.seed}:${id}` }).below(2 ** 32);

export interface RankingRow {
  /** 1-based; players still tied after every criterion share the place of the first of them. */
  readonly place: number;
  readonly tied: boolean;
  readonly participantId: ParticipantId;
  readonly points: number;
  readonly leagueRank: number;
  readonly realStep: number;
  readonly source: RankSource;
  readonly rankAssumed: boolean;
  readonly modifier: number;
  /** HL-4, e.g. `1 Dan-I`. */
  readonly notation: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The criterion that separated the player from the neighbours, or null while tied. */
  readonly decidedBy: RankingCriterion | null;
  /** The lot number, where the lot was needed. */
  readonly lot?: number;
}

function chain(lot: LotRecord | undefined, byId: ReadonlyMap<ParticipantId, PlayerRecord>) {
  const get = (id: ParticipantId) => byId.get(id) as PlayerRecord;
  const criteria: Criterion<ParticipantId>[] = [
    numericCriterion('points', 'hl.col.points', (id) => get(id).points),
    numericCriterion('league-rank', 'hl.tb.league-rank', (id) => leagueRank(get(id))),
    numericCriterion('real-rank', 'hl.tb.real-rank', (id) => get(id).real.step),
  ];
  // The lot is drawn only for players the other criteria leave tied (evaluated per tied group).
  if (lot !== undefined)
    criteria.push({ id: 'lot', label: 'hl.tb.lot', value: (id) => rational(lotNumber(lot, id)) });
  return criteria;
}

/** HL-6: ranks the given players; without a lot, ties that only a lot could break remain ties. */
export function computeRanking(players: Iterable<PlayerRecord>, lot: LotRecord | undefined): RankingRow[] {
  const byId = new Map<ParticipantId, PlayerRecord>();
  for (const p of players) byId.set(p.id, p);
  const criteria = chain(lot, byId);
  return rankByChain([...byId.keys()], criteria).map((entry) => {
    const p = byId.get(entry.player) as PlayerRecord;
    const lot = entry.values.get('lot');
    return {
      place: entry.place,
      tied: entry.tied,
      participantId: p.id,
      points: p.points,
      leagueRank: leagueRank(p),
      realStep: p.real.step,
      source: p.real.source,
      rankAssumed: p.real.assumed,
      modifier: p.modifier,
      notation: notationOf(p.real.step, p.modifier),
      games: p.wins + p.draws + p.losses,
      wins: p.wins,
      draws: p.draws,
      losses: p.losses,
      decidedBy: entry.decidedBy < 0 ? null : (criteria[entry.decidedBy]?.id as RankingCriterion),
      ...(lot === undefined ? {} : { lot: lot.n }),
    };
  });
}

/** The ranked players of the published ranking: everyone not taken out (HL-11). */
export const activePlayers = (players: ReadonlyMap<ParticipantId, PlayerRecord>): PlayerRecord[] =>
  [...players.values()].filter((p) => p.active);
