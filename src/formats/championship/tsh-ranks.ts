/**
 * tsh's own ranks after each round (its `rrank` tag, SD-17), so that a championship can be checked
 * against tsh and exported with the ranks tsh would have recorded:
 * - before round 1 by rating; after round r by wins, then fewer losses, then spread;
 * - equal records share a rank (tsh does not use rating or a lot here);
 * - a withdrawn player no longer counts ahead of the active players from the round of the
 *   withdrawal on (in the Dallas Open 2023 file this is why the player below the withdrawn one
 *   keeps rank 25 of 26 in rounds 20 and 21), and tsh records the withdrawn player's own rank
 *   only up to that round.
 */
import type { ParticipantId } from '../../core/types.js';
import { outcomeSheets } from './sheet.js';
import type { ChampionshipState } from './state.js';

interface Entry {
  readonly id: ParticipantId;
  /** Larger is better, compared left to right. */
  readonly key: readonly number[];
  readonly withdrawn: boolean;
}

const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) {
    const d = (b[i] as number) - (a[i] as number);
    if (d !== 0) return d;
  }
  return 0;
};

/** 1 + the number of entries strictly better, for each entry of a list. */
function ranksWithin(entries: readonly Entry[]): Map<ParticipantId, number> {
  const sorted = [...entries].sort((a, b) => compareKeys(a.key, b.key));
  const ranks = new Map<ParticipantId, number>();
  for (const [i, e] of sorted.entries()) {
    const previous = sorted[i - 1];
    const shared = previous !== undefined && compareKeys(previous.key, e.key) === 0;
    ranks.set(e.id, shared ? (ranks.get(previous.id) as number) : i + 1);
  }
  return ranks;
}

/** Each player's rank before round 1 (index 0) and after every round (index r). */
export function tshRanks(state: ChampionshipState): Map<ParticipantId, number[]> {
  const out = new Map<ParticipantId, number[]>(state.players.map((p) => [p.id, []]));
  const sheets = outcomeSheets(state);
  const totals = new Map(state.players.map((p) => [p.id, { halfWins: 0, halfLosses: 0, spread: 0 }]));
  for (let r = 0; r <= state.rounds.length; r++) {
    for (const p of state.players) {
      const line = r === 0 ? undefined : sheets.get(p.id)?.find((l) => l.round === r);
      const t = totals.get(p.id) as { halfWins: number; halfLosses: number; spread: number };
      if (line) {
        t.halfWins += line.halfWins;
        t.halfLosses += 2 - line.halfWins;
        t.spread += line.spread;
      }
    }
    const entries: Entry[] = state.players.map((p) => {
      const t = totals.get(p.id) as { halfWins: number; halfLosses: number; spread: number };
      const from = state.withdrawn.get(p.id);
      return {
        id: p.id,
        key: r === 0 ? [p.rating] : [t.halfWins, -t.halfLosses, t.spread],
        withdrawn: from !== undefined && from <= r,
      };
    });
    const amongAll = ranksWithin(entries);
    const amongActive = ranksWithin(entries.filter((e) => !e.withdrawn));
    for (const e of entries) {
      const from = state.withdrawn.get(e.id);
      if (from !== undefined && r > from) continue;
      out.get(e.id)?.push(e.withdrawn ? (amongAll.get(e.id) as number) : (amongActive.get(e.id) as number));
    }
  }
  return out;
}
