/**
 * Each format's CLI tools (`arbiter <format> …`): the group's help line (the `tools` of its manifest
 * in `catalog.ts`) and a loader of `<f>/cli/tools.ts`'s `registerTools` (formats/manifest.ts says why
 * the manifest does not name it), so that `arbiter --help` lists every format's tools without loading
 * one, and `arbiter keizer …` loads the Keizer tools alone (src/cli/tools.ts adds them).
 */
import type { RegisterTools } from '../cli/context.js';
import { FORMAT_MANIFESTS } from './catalog.js';

export interface FormatTools {
  /** The format's name, the group's command. */
  readonly format: string;
  /** The group's help line. */
  readonly description: string;
  readonly load: () => Promise<RegisterTools>;
}

const toolsAt = async (name: string): Promise<RegisterTools> =>
  ((await import(/* @vite-ignore */ `./${name}/cli/tools.js`)) as { registerTools: RegisterTools })
    .registerTools;

export const FORMAT_TOOLS: readonly FormatTools[] = FORMAT_MANIFESTS.flatMap(({ name, tools }) =>
  tools === undefined ? [] : [{ format: name, description: tools, load: () => toolsAt(name) }],
);
