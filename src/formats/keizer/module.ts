/** The Keizer season's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { keizer } from './index.js';
import { keizerMail } from './mail/index.js';
import { keizerApi } from './web/api.js';
import { keizerCalendar } from './web/calendar.js';
import { keizerDownloads } from './web/downloads.js';
import { keizerDue } from './web/due.js';
import { keizerUi } from './web/index.js';
import { keizerPageMessages } from './web/messages.js';
import { keizerNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: keizer.name,
  web: keizerUi,
  pageMessages: keizerPageMessages,
  names: keizerNames,
  apiViews: keizerApi,
  calendar: keizerCalendar,
  due: keizerDue,
  downloads: keizerDownloads,
  mail: keizerMail,
};
