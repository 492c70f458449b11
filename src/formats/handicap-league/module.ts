/** The handicap league's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { handicapLeague } from './index.js';
import { handicapLeagueMail } from './mail/index.js';
import { handicapLeagueApi } from './web/api.js';
import { handicapLeagueDue } from './web/due.js';
import { handicapLeagueUi } from './web/index.js';
import { handicapLeaguePageMessages } from './web/messages.js';
import { handicapLeagueNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: handicapLeague.name,
  web: handicapLeagueUi,
  pageMessages: handicapLeaguePageMessages,
  names: handicapLeagueNames,
  apiViews: handicapLeagueApi,
  due: handicapLeagueDue,
  mail: handicapLeagueMail,
};
