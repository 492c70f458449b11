/** The pyramid's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { pyramid } from './index.js';
import { pyramidMail } from './mail/index.js';
import { pyramidApi } from './web/api.js';
import { pyramidCalendar } from './web/calendar.js';
import { pyramidDownloads } from './web/downloads.js';
import { pyramidDue } from './web/due.js';
import { pyramidUi } from './web/index.js';
import { pyramidPageMessages } from './web/messages.js';
import { pyramidNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: pyramid.name,
  web: pyramidUi,
  pageMessages: pyramidPageMessages,
  names: pyramidNames,
  apiViews: pyramidApi,
  calendar: pyramidCalendar,
  due: pyramidDue,
  downloads: pyramidDownloads,
  unscheduled: true,
  mail: pyramidMail,
};
