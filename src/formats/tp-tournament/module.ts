/** The tournament-points tournament's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { tpTournament } from './index.js';
import { tpTournamentMail } from './mail/index.js';
import { tpTournamentApi } from './web/api.js';
import { tpCalendar } from './web/calendar.js';
import { tpTournamentDownloads } from './web/downloads.js';
import { tpTournamentDue } from './web/due.js';
import { tpTournamentUi } from './web/index.js';
import { tpPageMessages } from './web/messages.js';
import { tpTournamentNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: tpTournament.name,
  web: tpTournamentUi,
  pageMessages: tpPageMessages,
  names: tpTournamentNames,
  apiViews: tpTournamentApi,
  calendar: tpCalendar,
  due: tpTournamentDue,
  downloads: tpTournamentDownloads,
  mail: tpTournamentMail,
};
