/**
 * Game results as text: the usual spellings a director or a player types (`½-½`, `0.5-0.5`,
 * `1:0`, `1–0`, `=`, `draw`, `remise`) read as the canonical token of a format's results
 * (`1/2-1/2`, `1-0`). Formats with chess-like results share it (round robin, Keizer).
 */
import { z } from 'zod';

/** The canonical token among `results` that `text` spells, if any. */
export function parseResult<R extends string>(text: string, results: readonly R[]): R | undefined {
  const t = text
    .trim()
    .replace(/\s+/g, '')
    .replace(/[:–—]/g, '-')
    .replace(/½|0\.5|\.5/g, '1/2');
  const token = t === '=' || t === 'draw' || t === 'remise' ? '1/2-1/2' : t;
  return results.find((r) => r === token);
}

/**
 * A result given in any usual spelling, read as its canonical token; anything else names the
 * tokens. An enumeration underneath, so that generated forms offer the tokens to choose from.
 */
export const resultSchema = <R extends string>(results: readonly [R, ...R[]]) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (parseResult(value, results) ?? value) : value),
    z.enum(results, {
      error: (issue) => `"${String(issue.input)}" is not a result (use ${results.join(', ')})`,
    }),
  );
