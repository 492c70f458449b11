/**
 * Every format module (formats/module.ts): the one list the hosts loop over for a format's pages,
 * forms, views, calendar, due links, downloads and mail, in the order of the rules' list
 * (`loaders.ts`). Adding a format is one line here (and one in `loaders.ts`, and where it has
 * them, `mail.ts` and `tools.ts`).
 */
import { championshipModule } from './championship/module.js';
import { handicapLeagueModule } from './handicap-league/module.js';
import { keizerModule } from './keizer/module.js';
import type { FormatModule } from './module.js';
import { pyramidModule } from './pyramid/module.js';
import { roundRobinModule } from './round-robin/module.js';
import { swissModule } from './swiss/module.js';
import { tpTournamentModule } from './tp-tournament/module.js';

export const FORMAT_MODULES: readonly FormatModule[] = [
  roundRobinModule,
  handicapLeagueModule,
  championshipModule,
  tpTournamentModule,
  keizerModule,
  pyramidModule,
  swissModule,
];

/** The module of a format by its name; undefined for a name no format has. */
export const moduleOf = (name: string): FormatModule | undefined =>
  FORMAT_MODULES.find((m) => m.name === name);
