/**
 * Values and the exact unit of scores (KZ-4, KZ-10). Values are integers in 1/valueDen of a value
 * point; scores are integers in 1/unit of a value point, where `unit` is chosen so that every
 * share (½, ⅓, ⅙ …) of every value, every entry amount and the fixed-point average of two score
 * vectors is a whole number of units. Hot loops then add plain integers; rationals appear only
 * at the edges (views).
 */
import { div, mul, type Rational, rational, sub } from '../../core/rational.js';
import { fractionOf, type KeizerConfig } from './config.js';
import type { KeizerState } from './state.js';

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

export interface ValueScale {
  /** Values are integers in 1/valueDen. */
  readonly valueDen: number;
  readonly stepInt: number;
  readonly minInt: number;
  /** The top value for a field of n players, in 1/valueDen. */
  topInt(n: number): number;
}

/** The rational factor q with top = q × (something integral), per kind of top. */
function topFactor(config: KeizerConfig): Rational {
  const top = config.values.top;
  if (top.kind === 'fixed') return fractionOf(top.value);
  if (top.kind === 'per-player') return fractionOf(top.factor);
  // first : last = ratio with last = top − (n − 1) step  ⇒  top = ratio·step/(ratio − 1) · (n − 1).
  const ratio = fractionOf(top.ratio);
  return div(mul(ratio, fractionOf(config.values.step)), sub(ratio, rational(1)));
}

export function valueScale(config: KeizerConfig): ValueScale {
  const step = fractionOf(config.values.step);
  const minimum = fractionOf(config.values.minimum);
  const factor = topFactor(config);
  const valueDen = lcm(lcm(step.d, minimum.d), factor.d);
  const f = (factor.n * valueDen) / factor.d;
  const kind = config.values.top.kind;
  return {
    valueDen,
    stepInt: (step.n * valueDen) / step.d,
    minInt: (minimum.n * valueDen) / minimum.d,
    topInt: (n) => (kind === 'fixed' ? f : kind === 'per-player' ? f * n : f * Math.max(0, n - 1)),
  };
}

/** KZ-4: the value of place `place` (1-based) in a field of `n`, never below the minimum. */
export function valueAt(scale: ValueScale, n: number, place: number): number {
  return Math.max(scale.minInt, scale.topInt(n) - (place - 1) * scale.stepInt);
}

/** KZ-4: whether the scale runs out before the last place (the minimum value takes over). */
export const scaleTooShort = (scale: ValueScale, n: number): boolean =>
  scale.topInt(n) - (n - 1) * scale.stepInt < scale.minInt;

export type ShareName = 'win' | 'draw' | 'loss' | 'bye' | 'notice' | 'teamMatch' | 'withoutNotice';

export function shares(config: KeizerConfig): Record<ShareName, Rational> {
  const a = config.absence;
  return {
    win: fractionOf(config.game.win),
    draw: fractionOf(config.game.draw),
    loss: fractionOf(config.game.loss),
    bye: fractionOf(a.bye.fraction),
    notice: fractionOf(a.notice.fraction),
    teamMatch: fractionOf(a.teamMatch.fraction),
    withoutNotice: fractionOf(a.withoutNotice),
  };
}

export interface ScoreUnit {
  /** Scores are integers in 1/unit of a value point. */
  readonly unit: number;
  readonly scale: ValueScale;
  /** Units per value unit for each share: points = multiplier × value (both integers). */
  readonly multiplier: Record<ShareName, number>;
  /** Entry points per player index, in units. */
  readonly entry: Float64Array;
}

export function scoreUnit(state: KeizerState): ScoreUnit {
  const scale = valueScale(state.config);
  const s = shares(state.config);
  // The factor 2 keeps the fixed-point average of two score vectors whole (KZ-10).
  let unit = 2 * scale.valueDen;
  for (const share of Object.values(s)) unit = lcm(unit, share.d * 2 * scale.valueDen);
  const entries = state.players.map((p) =>
    p.entryPoints === undefined ? rational(0) : fractionOf(p.entryPoints),
  );
  for (const e of entries) unit = lcm(unit, e.d);
  const multiplier = Object.fromEntries(
    Object.entries(s).map(([name, share]) => [name, (share.n * unit) / (share.d * scale.valueDen)]),
  ) as Record<ShareName, number>;
  const entry = Float64Array.from(entries, (e) => (e.n * unit) / e.d);
  return { unit, scale, multiplier, entry };
}
