/**
 * The web pages each format adds (see ui.ts); formats without an entry use the generic pages.
 */
import { tpTournamentUi } from './tp-tournament/index.js';
import type { FormatUi } from './ui.js';

export const FORMAT_UIS: ReadonlyMap<string, FormatUi> = new Map<string, FormatUi>([
  ['tp-tournament', tpTournamentUi],
]);
