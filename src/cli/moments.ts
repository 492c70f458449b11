/**
 * Moments given on the command line (`--as-of`, `--at`): ISO-8601 with an offset; anything else
 * is a usage error naming the option.
 */
import { parseMoment } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { usageError } from './exit.js';

export function momentOption(option: string, value: string | undefined): Moment | undefined {
  if (value === undefined) return undefined;
  const parsed = parseMoment(value);
  if (!parsed.ok) throw usageError(`${option}: ${parsed.error}`);
  return parsed.value;
}
