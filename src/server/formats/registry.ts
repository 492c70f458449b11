/**
 * The web pages each format adds (its module's `web`, see kit/ui.ts), by format name; formats
 * without them use the generic pages.
 */
import { FORMAT_MODULES } from '../../formats/modules.js';
import type { FormatUi } from '../kit/ui.js';

export const FORMAT_UIS: ReadonlyMap<string, FormatUi> = new Map(
  FORMAT_MODULES.flatMap((m) => (m.web ? [[m.name, m.web] as const] : [])),
);
