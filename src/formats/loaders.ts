/**
 * Each format's rules by name, loaded on the first call (`loadFormat`), from the one list of formats
 * (`catalog.ts`), where each format's rules sit behind an `import()`. A mail delivery program
 * (`arbiter mail ingest`, one process per mail) so loads the format of the competition a mail
 * concerns and no other (issue 24, point 10); the web app and the command line load all of them
 * at once through `registry.ts`, whose `FORMATS` is this list loaded. The order is the product's
 * order of formats (pages, lists).
 */
import { type AnyFormat, formatAtVersion } from '../core/format.js';
import { err, type Refusal, type Result, refusal } from '../core/types.js';
import { FORMAT_MANIFESTS } from './catalog.js';

const LOADERS: ReadonlyMap<string, () => Promise<AnyFormat>> = new Map(
  FORMAT_MANIFESTS.map((manifest) => [manifest.name, manifest.rules]),
);

/** Every format's name, in the product's order. */
export const FORMAT_NAMES: readonly string[] = [...LOADERS.keys()];

const loading = new Map<string, Promise<AnyFormat>>();
const loaded: AnyFormat[] = [];

/** A format's rules, loaded on the first call; undefined for a name no format has. */
export function loadFormat(name: string): Promise<AnyFormat | undefined> {
  const load = LOADERS.get(name);
  if (!load) return Promise.resolve(undefined);
  let format = loading.get(name);
  if (!format) {
    format = load().then((f) => {
      loaded.push(f);
      return f;
    });
    loading.set(name, format);
  }
  return format;
}

/** Every format's rules, in the product's order. */
export const loadAllFormats = (): Promise<AnyFormat[]> =>
  Promise.all(FORMAT_NAMES.map(async (name) => (await loadFormat(name)) as AnyFormat));

/** The formats loaded so far, in the order they were loaded (their texts join the catalogues: app/i18n.ts). */
export const loadedFormats = (): readonly AnyFormat[] => loaded;

/**
 * The format a stored competition folds with: its format as it scored under the rule version the
 * competition was written with, or a refusal naming the versions (never a silent rescoring).
 */
export async function loadFormatAt(name: string, version: number): Promise<Result<AnyFormat, Refusal>> {
  const format = await loadFormat(name);
  if (!format)
    return err(
      refusal('ERR_UNKNOWN_FORMAT', `"${name}" is not a format of this Arbiter`, { path: 'format' }),
    );
  return formatAtVersion(format, version);
}
