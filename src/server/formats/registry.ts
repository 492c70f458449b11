/**
 * The web pages each format adds (see ui.ts); formats without an entry use the generic pages.
 */
import { championshipUi } from './championship/index.js';
import { handicapLeagueUi } from './handicap-league/index.js';
import { keizerUi } from './keizer/index.js';
import { pyramidUi } from './pyramid/index.js';
import { roundRobinUi } from './round-robin/index.js';
import { swissUi } from './swiss/index.js';
import { tpTournamentUi } from './tp-tournament/index.js';
import type { FormatUi } from './ui.js';

export const FORMAT_UIS: ReadonlyMap<string, FormatUi> = new Map<string, FormatUi>([
  ['handicap-league', handicapLeagueUi],
  ['championship', championshipUi],
  ['tp-tournament', tpTournamentUi],
  ['keizer', keizerUi],
  ['pyramid', pyramidUi],
  ['round-robin', roundRobinUi],
  ['swiss', swissUi],
]);
