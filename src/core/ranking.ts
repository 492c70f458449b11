/**
 * Ranking by an ordered chain of criteria (never one packed "magic score"). Players are split
 * into groups of equal value by the first criterion; each group that is still tied is split by
 * the next criterion, evaluated within that group — which is what makes group-relative criteria
 * such as head-to-head work. Whatever is still tied at the end shares a place.
 */
import { compare, type Rational, rational } from './rational.js';

export interface Criterion<P> {
  readonly id: string;
  /** Message key of the criterion's column heading. */
  readonly label: string;
  /**
   * True when the value does not depend on the tied group (rating, wins): it is then computed for
   * every player and shown even where it breaks no tie. Otherwise (head-to-head) it is evaluated
   * within each tied group only.
   */
  readonly absolute?: boolean;
  /**
   * The player's value, higher is better. `group` is the set of players still tied when this
   * criterion is applied (all players for the first criterion).
   */
  value(player: P, group: readonly P[]): Rational;
}

export interface RankedEntry<P> {
  readonly player: P;
  /** 1-based place; tied players share the place of the first of them. */
  readonly place: number;
  readonly tied: boolean;
  /** Value of each criterion that was evaluated for this player, by criterion id. */
  readonly values: ReadonlyMap<string, Rational>;
  /** Index of the criterion that separated this player from its neighbours (-1 if still tied). */
  readonly decidedBy: number;
}

interface Working<P> {
  readonly player: P;
  readonly values: Map<string, Rational>;
  decidedBy: number;
}

export function rankByChain<P>(players: readonly P[], chain: readonly Criterion<P>[]): RankedEntry<P>[] {
  const start = players.map((player) => ({ player, values: new Map<string, Rational>(), decidedBy: -1 }));
  // Absolute criteria are shown for everyone, not only where they break a tie.
  for (const c of chain) {
    if (!c.absolute) continue;
    for (const w of start) w.values.set(c.id, c.value(w.player, players));
  }
  const groups = split(start, chain, 0);
  const out: RankedEntry<P>[] = [];
  let place = 1;
  for (const group of groups) {
    for (const w of group) {
      out.push({ player: w.player, place, tied: group.length > 1, values: w.values, decidedBy: w.decidedBy });
    }
    place += group.length;
  }
  return out;
}

function split<P>(group: Working<P>[], chain: readonly Criterion<P>[], index: number): Working<P>[][] {
  const criterion = chain[index];
  if (group.length <= 1 || criterion === undefined) return [group];
  if (!criterion.absolute) {
    const members = group.map((w) => w.player);
    for (const w of group) w.values.set(criterion.id, criterion.value(w.player, members));
  }
  const sorted = [...group].sort((a, b) =>
    compare(b.values.get(criterion.id) as Rational, a.values.get(criterion.id) as Rational),
  );
  const out: Working<P>[][] = [];
  let run: Working<P>[] = [];
  for (const w of sorted) {
    const first = run[0];
    if (
      first &&
      compare(first.values.get(criterion.id) as Rational, w.values.get(criterion.id) as Rational) !== 0
    ) {
      out.push(...finish(run, chain, index, group.length));
      run = [];
    }
    run.push(w);
  }
  out.push(...finish(run, chain, index, group.length));
  return out;
}

function finish<P>(
  run: Working<P>[],
  chain: readonly Criterion<P>[],
  index: number,
  groupSize: number,
): Working<P>[][] {
  if (run.length === 1) {
    const only = run[0] as Working<P>;
    if (only.decidedBy === -1 && groupSize > 1) only.decidedBy = index;
    return [run];
  }
  return split(run, chain, index + 1);
}

/** A criterion from a plain per-player number (rating, wins …). */
export function numericCriterion<P>(
  id: string,
  label: string,
  value: (player: P) => number | Rational,
): Criterion<P> {
  return {
    id,
    label,
    absolute: true,
    value: (player) => {
      const v = value(player);
      return typeof v === 'number' ? rational(v) : v;
    },
  };
}
