/**
 * Turning the integer score units of recalc.ts back into exact rationals for views.
 */
import { type Rational, rational } from '../../core/rational.js';

/** `x` units of 1/unit as a rational; halves (from averaging two vectors) stay exact. */
export function fromUnits(x: number, unit: number): Rational {
  return Number.isInteger(x) ? rational(x, unit) : rational(Math.round(x * 2), unit * 2);
}
