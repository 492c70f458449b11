/**
 * KZ-10 recalculation: the ranking after every round of the season, kept as history.
 *
 * - rebase (default): after round r, all rounds 1..r are rescored with the values of the ranking
 *   after round r − 1, then ranked once.
 * - fixed-point: rescore and re-rank until the ranking reproduces itself; at most `maxPasses`
 *   passes; when it alternates between two rankings the two score vectors are averaged.
 * - frozen: each round keeps the values of its time; scores accumulate.
 *
 * Ties keep the previous ranking's order (KZ-10); late entrants are placed into the previous
 * ranking by their entry points (KZ-6), and the initial ranking follows rating or the director's
 * order (KZ-4). All arithmetic is on integers in the exact unit of values.ts.
 */

import { perState } from '../../core/memo.js';
import { KIND, OUTCOMES, type RoundSheet, SCORING, sheetOf } from './sheet.js';
import type { KeizerState } from './state.js';
import { type ScoreUnit, scoreUnit, valueAt } from './values.js';

export interface Snapshot {
  /** 0 for the initial ranking, else the round after which it was made. */
  readonly round: number;
  /** Player indices by place. */
  readonly order: Int32Array;
  /** Per player index: 1-based place, 0 when not in the ranking. */
  readonly place: Int32Array;
  /** Per player index: score in units (ScoreUnit.unit). */
  readonly score: Float64Array;
  /** Per player index: the value of the new place, in value units (what a win against him is worth next). */
  readonly values: Int32Array;
  /** The value vectors the scores were computed with (two when a fixed-point 2-cycle was averaged). */
  readonly scoredWith: readonly Int32Array[];
  /** Fixed point: passes made; 1 for the other methods. */
  readonly passes: number;
  /** Fixed point: false when the pass cap stopped the iteration. */
  readonly converged: boolean;
}

export interface SeasonRanking {
  readonly unit: ScoreUnit;
  /** snapshots[0] is the initial ranking; then one per paired round, in round order. */
  readonly snapshots: readonly Snapshot[];
}

/**
 * The season's ranking snapshots alone, computed once per state: plain data (typed arrays), which
 * a snapshot of the state keeps (views.ts `kept`); the score unit beside them holds a function.
 */
export const rankingSnapshots = perState((state: KeizerState) => computeSeasonRanking(state).snapshots);

/** The season's ranking history, computed once per state. */
export const seasonRanking = perState(
  (state: KeizerState): SeasonRanking => ({ unit: scoreUnit(state), snapshots: rankingSnapshots(state) }),
);

/** KZ-4: the initial ranking: the director's order first, then everyone else by rating. */
export function initialOrder(state: KeizerState): number[] {
  const inField = state.players.filter((p) => p.firstRound <= 1);
  const listed = state.initialRanking?.order ?? [];
  const head: number[] = [];
  const seen = new Set<number>();
  for (const id of listed) {
    const p = state.byId.get(id);
    if (p && p.firstRound <= 1 && !seen.has(p.index)) {
      head.push(p.index);
      seen.add(p.index);
    }
  }
  const byRating = state.config.initialOrder === 'rating' || state.initialRanking?.basis === 'rating';
  const rest = inField
    .filter((p) => !seen.has(p.index))
    .sort((a, b) => (byRating ? b.rating - a.rating : 0) || a.index - b.index)
    .map((p) => p.index);
  return [...head, ...rest];
}

interface Context {
  readonly state: KeizerState;
  readonly unit: ScoreUnit;
  readonly n: number;
  /** Units of score per value unit of the own value (KZ-5), 0 when not counted. */
  readonly ownFactor: number;
  /** Per outcome kind: units per value unit, and whether the value is the opponent's. */
  readonly kindMultiplier: Float64Array;
  readonly kindUsesOpponent: Uint8Array;
}

function contextOf(state: KeizerState): Context {
  const unit = scoreUnit(state);
  const kindMultiplier = new Float64Array(OUTCOMES.length);
  const kindUsesOpponent = new Uint8Array(OUTCOMES.length);
  OUTCOMES.forEach((kind, k) => {
    const scoring = SCORING[kind];
    if (scoring === 'nothing') return;
    kindMultiplier[k] = unit.multiplier[scoring];
    kindUsesOpponent[k] = scoring === 'win' || scoring === 'draw' || scoring === 'loss' ? 1 : 0;
  });
  return {
    state,
    unit,
    n: state.players.length,
    ownFactor: state.config.countOwnValue ? unit.unit / unit.scale.valueDen : 0,
    kindMultiplier,
    kindUsesOpponent,
  };
}

/** Values of a ranking: place p gets value(p) in a field of order.length (KZ-4). */
function valuesOf(ctx: Context, order: ArrayLike<number>): Int32Array {
  const values = new Int32Array(ctx.n);
  for (let p = 0; p < order.length; p++)
    values[order[p] as number] = valueAt(ctx.unit.scale, order.length, p + 1);
  return values;
}

/** Adds one round's points under `values` to `into` (KZ-7, KZ-8, KZ-9). */
function addRound(ctx: Context, sheet: RoundSheet, values: Int32Array, into: Float64Array): void {
  const { kind, opponent, capped } = sheet;
  for (let i = 0; i < ctx.n; i++) {
    const k = kind[i] as number;
    if (k === KIND.none || capped[i]) continue;
    const m = ctx.kindMultiplier[k] as number;
    if (m === 0) continue;
    const v = ctx.kindUsesOpponent[k] ? values[opponent[i] as number] : values[i];
    into[i] = (into[i] as number) + m * (v as number);
  }
}

/** Own value (KZ-5) and entry points (KZ-6) of the players of a field. */
function baseScores(ctx: Context, field: ArrayLike<number>, values: Int32Array): Float64Array {
  const score = new Float64Array(ctx.n);
  for (let p = 0; p < field.length; p++) {
    const i = field[p] as number;
    score[i] = ctx.ownFactor * (values[i] as number) + (ctx.unit.entry[i] as number);
  }
  return score;
}

function scoreRounds(
  ctx: Context,
  rounds: readonly RoundSheet[],
  upTo: number,
  field: ArrayLike<number>,
  values: Int32Array,
): Float64Array {
  const score = baseScores(ctx, field, values);
  for (let k = 0; k <= upTo; k++) addRound(ctx, rounds[k] as RoundSheet, values, score);
  return score;
}

/** KZ-10: by score, ties in the order of the ranking we start from (a stable sort keeps it). */
const rank = (base: Int32Array, score: Float64Array): Int32Array =>
  Int32Array.from(base).sort((a, b) => (score[b] as number) - (score[a] as number));

function sameOrder(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function snapshotOf(
  ctx: Context,
  round: number,
  order: Int32Array,
  score: Float64Array,
  scoredWith: readonly Int32Array[],
  passes = 1,
  converged = true,
): Snapshot {
  const place = new Int32Array(ctx.n);
  order.forEach((i, p) => {
    place[i] = p + 1;
  });
  return { round, order, place, score, values: valuesOf(ctx, order), scoredWith, passes, converged };
}

/**
 * KZ-6: the previous ranking with the newcomers of `round` placed by their entry points: each
 * goes to the first place where entry + own value there beats the score of the one holding it.
 */
function extend(ctx: Context, prev: Snapshot, round: number): { order: Int32Array; score: Float64Array } {
  const newcomers = ctx.state.players
    .filter((p) => p.firstRound <= round && prev.place[p.index] === 0)
    .sort(
      (a, b) =>
        (ctx.unit.entry[b.index] as number) - (ctx.unit.entry[a.index] as number) ||
        b.rating - a.rating ||
        a.index - b.index,
    );
  if (newcomers.length === 0) return { order: prev.order, score: prev.score };
  const size = prev.order.length + newcomers.length;
  const order = Array.from(prev.order);
  const score = Float64Array.from(prev.score);
  for (const p of newcomers) {
    let at = order.length;
    for (let q = 0; q < order.length; q++) {
      const own = ctx.ownFactor * valueAt(ctx.unit.scale, size, q + 1);
      if ((ctx.unit.entry[p.index] as number) + own > (score[order[q] as number] as number)) {
        at = q;
        break;
      }
    }
    score[p.index] =
      (ctx.unit.entry[p.index] as number) + ctx.ownFactor * valueAt(ctx.unit.scale, size, at + 1);
    order.splice(at, 0, p.index);
  }
  return { order: Int32Array.from(order), score };
}

/**
 * The ranking a round is paired and scored from: the ranking after the previous round with the
 * round's newcomers placed, its scores (newcomers: entry points plus own value) and values.
 */
export function baseRanking(
  state: KeizerState,
  round: number,
): { order: Int32Array; score: Float64Array; values: Int32Array } {
  const season = seasonRanking(state);
  const ctx = contextOf(state);
  let prev = season.snapshots[0] as Snapshot;
  for (const s of season.snapshots) if (s.round < round) prev = s;
  const { order, score } = extend(ctx, prev, round);
  return { order, score, values: valuesOf(ctx, order) };
}

export function computeSeasonRanking(state: KeizerState): SeasonRanking {
  const ctx = contextOf(state);
  const rounds = sheetOf(state).rounds;
  const initial = Int32Array.from(initialOrder(state));
  const initialValues = valuesOf(ctx, initial);
  const snapshots: Snapshot[] = [
    snapshotOf(ctx, 0, initial, baseScores(ctx, initial, initialValues), [initialValues]),
  ];
  const method = state.config.recalculation.method;
  let frozen = new Float64Array(ctx.n);
  rounds.forEach((sheet, k) => {
    const prev = snapshots[snapshots.length - 1] as Snapshot;
    const base = extend(ctx, prev, sheet.round).order;
    const values = valuesOf(ctx, base);
    if (method === 'frozen') {
      frozen = Float64Array.from(frozen);
      addRound(ctx, sheet, values, frozen);
      const score = baseScores(ctx, base, values);
      for (const i of base) score[i] = (score[i] as number) + (frozen[i] as number);
      snapshots.push(snapshotOf(ctx, sheet.round, rank(base, score), score, [values]));
    } else if (method === 'rebase') {
      const score = scoreRounds(ctx, rounds, k, base, values);
      snapshots.push(snapshotOf(ctx, sheet.round, rank(base, score), score, [values]));
    } else {
      snapshots.push(fixedPoint(ctx, rounds, k, base, values));
    }
  });
  return { unit: ctx.unit, snapshots };
}

/** KZ-10 fixed point with the pass cap and 2-cycle averaging. */
function fixedPoint(
  ctx: Context,
  rounds: readonly RoundSheet[],
  k: number,
  base: Int32Array,
  startValues: Int32Array,
): Snapshot {
  const round = (rounds[k] as RoundSheet).round;
  const cap = ctx.state.config.recalculation.maxPasses;
  // R(i) is ranked from scores under the values of R(i − 1); R(0) is the base ranking.
  let producer = base;
  let values = startValues;
  let grandProducer: Int32Array | undefined;
  let last: { score: Float64Array; values: Int32Array } | undefined;
  let score: Float64Array = new Float64Array(ctx.n);
  let order = base;
  for (let pass = 1; pass <= cap; pass++) {
    score = scoreRounds(ctx, rounds, k, base, values);
    order = rank(base, score);
    if (sameOrder(order, producer)) return snapshotOf(ctx, round, order, score, [values], pass);
    if (last && grandProducer && sameOrder(order, grandProducer)) {
      // R(i) = R(i − 2): two rankings alternate; average their score vectors and rank once more.
      const mean = new Float64Array(ctx.n);
      for (const i of base) mean[i] = ((score[i] as number) + (last.score[i] as number)) / 2;
      return snapshotOf(ctx, round, rank(base, mean), mean, [values, last.values], pass);
    }
    grandProducer = producer;
    last = { score, values };
    producer = order;
    values = valuesOf(ctx, order);
  }
  return snapshotOf(ctx, round, order, score, [last?.values ?? values], cap, false);
}

export interface RoundPoints {
  /** Per paired round up to the snapshot, per player index: points in units. */
  readonly rounds: readonly { readonly round: number; readonly points: Float64Array }[];
  /** Per player index: own value (KZ-5) plus entry points (KZ-6), in units. */
  readonly base: Float64Array;
}

/**
 * How the score of a snapshot is made up, round by round: under the snapshot's values (rebase,
 * fixed point; the mean of the two vectors after 2-cycle averaging) or, with frozen values, under
 * the values each round had at its time. The parts add up to the snapshot's score exactly.
 */
export function pointsByRound(state: KeizerState, round = state.lastPaired): RoundPoints {
  const season = seasonRanking(state);
  const ctx = contextOf(state);
  const rounds = sheetOf(state).rounds.filter((s) => s.round <= round);
  const snapshot = [...season.snapshots].reverse().find((s) => s.round <= round) as Snapshot;
  const field = snapshot.order;
  const frozen = state.config.recalculation.method === 'frozen';
  const vectors = snapshot.scoredWith;
  const base = new Float64Array(ctx.n);
  for (const values of vectors) {
    const b = baseScores(ctx, field, values);
    for (const i of field) base[i] = (base[i] as number) + (b[i] as number) / vectors.length;
  }
  return {
    base,
    rounds: rounds.map((sheet) => {
      const points = new Float64Array(ctx.n);
      const own = frozen
        ? [(season.snapshots.find((s) => s.round === sheet.round) as Snapshot).scoredWith[0] as Int32Array]
        : vectors;
      for (const values of own) {
        const part = new Float64Array(ctx.n);
        addRound(ctx, sheet, values, part);
        for (let i = 0; i < ctx.n; i++) points[i] = (points[i] as number) + (part[i] as number) / own.length;
      }
      return { round: sheet.round, points };
    }),
  };
}
