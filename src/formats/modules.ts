/**
 * Every format module (formats/module.ts): the one list the hosts loop over for a format's pages,
 * forms, views, calendar, due links, downloads and mail, in the product's order (`catalog.ts`).
 * A format's module is found at a fixed place in its folder, `<f>/module.ts` exporting
 * `formatModule` (formats/manifest.ts says why the manifest does not name it); the web app loads them
 * all at start.
 */
import { FORMAT_MANIFESTS } from './catalog.js';
import type { FormatModule } from './module.js';

const moduleAt = async (name: string): Promise<FormatModule> =>
  ((await import(/* @vite-ignore */ `./${name}/module.js`)) as { formatModule: FormatModule }).formatModule;

export const FORMAT_MODULES: readonly FormatModule[] = await Promise.all(
  FORMAT_MANIFESTS.map((manifest) => moduleAt(manifest.name)),
);

/** The module of a format by its name; undefined for a name no format has. */
export const moduleOf = (name: string): FormatModule | undefined =>
  FORMAT_MODULES.find((m) => m.name === name);
