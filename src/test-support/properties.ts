/**
 * How many cases a property test tries: the count it is written with, times the factor in
 * `ARBITER_PROPERTY_SCALE`. The default, 0.25, keeps the unit tier quick on every run (fast-check
 * draws new cases each time, so runs add up); `ARBITER_PROPERTY_SCALE=1` tries every property as
 * often as written, a larger factor searches longer. Never fewer than five cases (or the count
 * itself, when that is smaller).
 */
const DEFAULT_SCALE = 0.25;

function scale(): number {
  const text = process.env.ARBITER_PROPERTY_SCALE;
  if (text === undefined || text === '') return DEFAULT_SCALE;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`ARBITER_PROPERTY_SCALE: "${text}" is not a positive number`);
  return value;
}

export const runs = (written: number): number =>
  Math.max(Math.min(written, 5), Math.round(written * scale()));
