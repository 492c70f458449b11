/**
 * Game results as text: the usual spellings a director or a player types (`½-½`, `0.5-0.5`,
 * `1:0`, `1–0`, `=`, `draw`, `remise`) read as the canonical token of a format's results
 * (`1/2-1/2`, `1-0`), and back as the pages write them. Formats with chess-like results share it
 * (round robin, Swiss, Keizer), and the record of such a game.
 */
import { z } from 'zod';
import type { ParticipantId } from './types.js';

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

/** The chess results as the pages write them: an en dash, ½, and a minus sign for a forfeit. */
export const CHESS_RESULT_TEXT = {
  '1-0': '1–0',
  '0-1': '0–1',
  '1/2-1/2': '½–½',
  '+-': '+/−',
  '-+': '−/+',
  '--': '−/−',
} as const;

/** The headings of a chess round's two name columns (`RoundView.sides`): white, then black. */
export const CHESS_SIDES: readonly [string, string] = ['comp.white', 'comp.black'];

/** A game's result as recorded by the event at `seq`: white first. */
export interface RecordedGame<R extends string> {
  readonly seq: number;
  readonly round: number;
  readonly white: ParticipantId;
  readonly black: ParticipantId;
  readonly result: R;
}
