/**
 * KZ-14 prizes: club champion, group winners, most places gained ("stijgprijs") and the rapid
 * champion from the rapid competition beside the main one (KZ-3). Only players who attended the
 * required share of the rounds are eligible; until the season is complete the list is provisional.
 */
import type { ParticipantId } from '../../core/types.js';
import { totalRounds } from './config.js';
import { type KeizerRanking, type RankingRow, rankingAfter } from './ranking-view.js';
import { seasonRanking } from './recalc.js';
import type { KeizerState } from './state.js';

export interface Prize {
  readonly code: 'champion' | 'group' | 'most-improved' | 'rapid';
  /** Message key of the prize's name (`keizer.prize.group` takes `{group}`). */
  readonly label: string;
  readonly group?: string;
  /** Undefined when nobody eligible qualifies. */
  readonly winner?: ParticipantId;
  /** Most improved: places gained from the first ranking to the last. */
  readonly placesGained?: number;
}

export interface PrizeList {
  /** False while rounds remain: the winners so far. */
  readonly final: boolean;
  readonly prizes: readonly Prize[];
  /** Players who cannot be eligible any more (too few rounds attended or left), with their attendance. */
  readonly ineligible: readonly {
    readonly participantId: ParticipantId;
    readonly attended: number;
    readonly needed: number;
  }[];
}

const playedIn = (ranking: KeizerRanking): RankingRow[] => ranking.rows.filter((r) => !r.entering);
/** Eligible (KZ-14); before the last round: still able to reach the attendance needed. */
const qualified = (ranking: KeizerRanking) => playedIn(ranking).filter((r) => r.eligible);

/** KZ-14 "stijgprijs": places gained from a player's first ranking (the initial one, or his entry) to the last. */
export function placesGained(state: KeizerState): Map<ParticipantId, number> {
  const snapshots = seasonRanking(state).snapshots;
  const last = snapshots[snapshots.length - 1];
  const out = new Map<ParticipantId, number>();
  if (!last) return out;
  for (const p of state.players) {
    const first = snapshots.find((s) => (s.place[p.index] as number) > 0);
    const end = last.place[p.index] as number;
    if (first && end > 0) out.set(p.id, (first.place[p.index] as number) - end);
  }
  return out;
}

export function prizeList(main: KeizerState, rapid?: KeizerState): PrizeList {
  const ranking = rankingAfter(main);
  const eligible = qualified(ranking);
  const prizes: Prize[] = [{ code: 'champion', label: 'keizer.prize.champion', ...winner(eligible[0]) }];
  for (const group of main.config.groups) {
    const best = eligible.find((r) => r.group === group);
    prizes.push({ code: 'group', label: 'keizer.prize.group', group, ...winner(best) });
  }
  const gained = placesGained(main);
  // Ties in places gained go to the better final place (the order of `eligible`).
  let improved: RankingRow | undefined;
  for (const r of eligible) {
    const g = gained.get(r.participantId) ?? 0;
    if (g > 0 && (!improved || g > (gained.get(improved.participantId) ?? 0))) improved = r;
  }
  prizes.push({
    code: 'most-improved',
    label: 'keizer.prize.most-improved',
    ...winner(improved),
    ...(improved ? { placesGained: gained.get(improved.participantId) } : {}),
  });
  if (rapid) {
    prizes.push({ code: 'rapid', label: 'keizer.prize.rapid', ...winner(qualified(rankingAfter(rapid))[0]) });
  }
  const final =
    main.lastPaired >= totalRounds(main.config) && (!rapid || rapid.lastPaired >= totalRounds(rapid.config));
  return {
    final,
    prizes,
    ineligible: playedIn(ranking)
      .filter((r) => !r.eligible)
      .map((r) => ({
        participantId: r.participantId,
        attended: r.attended,
        needed: ranking.attendanceNeeded,
      })),
  };
}

const winner = (row: RankingRow | undefined): { winner?: ParticipantId } =>
  row ? { winner: row.participantId } : {};
