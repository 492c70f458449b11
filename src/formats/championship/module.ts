/** The championship's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { championship } from './index.js';
import { championshipMail } from './mail/index.js';
import { championshipApi } from './web/api.js';
import { championshipCalendar } from './web/calendar.js';
import { championshipDownloads } from './web/downloads.js';
import { championshipDue } from './web/due.js';
import { championshipUi } from './web/index.js';
import { championshipPageMessages } from './web/messages.js';
import { championshipNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: championship.name,
  web: championshipUi,
  pageMessages: championshipPageMessages,
  names: championshipNames,
  apiViews: championshipApi,
  due: championshipDue,
  downloads: championshipDownloads,
  mail: championshipMail,
  calendar: championshipCalendar,
  datesForm: 'dates',
};
