/**
 * Every format the product knows, by name, loaded at once: the web app, the CLI and the pages
 * look formats up here. The list itself is `loaders.ts`; a process that needs one format only (the
 * mail delivery program) asks `loadFormat` there instead and loads no other.
 */
import { type AnyFormat, formatAtVersion } from '../core/format.js';
import { err, type Refusal, type Result, refusal } from '../core/types.js';
import { loadAllFormats } from './loaders.js';

export const FORMATS: ReadonlyMap<string, AnyFormat> = new Map<string, AnyFormat>(
  (await loadAllFormats()).map((f) => [f.name, f]),
);

export function formatByName(name: string): AnyFormat | undefined {
  return FORMATS.get(name);
}

/**
 * The format a stored competition folds with: its format as it scored under the rule version the
 * competition was written with, or a refusal naming the versions (never a silent rescoring).
 */
export function formatOf(name: string, version: number): Result<AnyFormat, Refusal> {
  const format = FORMATS.get(name);
  if (!format)
    return err(
      refusal('ERR_UNKNOWN_FORMAT', `"${name}" is not a format of this Arbiter`, { path: 'format' }),
    );
  return formatAtVersion(format, version);
}
