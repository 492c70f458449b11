/**
 * The web pages each format adds (see ui.ts); formats without an entry use the generic pages.
 */
import { championshipUi } from '../../formats/championship/web/index.js';
import { handicapLeagueUi } from '../../formats/handicap-league/web/index.js';
import { keizerUi } from '../../formats/keizer/web/index.js';
import { pyramidUi } from '../../formats/pyramid/web/index.js';
import { roundRobinUi } from '../../formats/round-robin/web/index.js';
import { tpTournamentUi } from '../../formats/tp-tournament/web/index.js';
import type { FormatUi } from '../kit/ui.js';

export const FORMAT_UIS: ReadonlyMap<string, FormatUi> = new Map<string, FormatUi>([
  ['handicap-league', handicapLeagueUi],
  ['championship', championshipUi],
  ['tp-tournament', tpTournamentUi],
  ['keizer', keizerUi],
  ['pyramid', pyramidUi],
  ['round-robin', roundRobinUi],
]);
