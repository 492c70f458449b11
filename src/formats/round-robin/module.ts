/** The round robin's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { roundRobin } from './index.js';
import { roundRobinApi } from './web/api.js';
import { roundRobinDue } from './web/due.js';
import { roundRobinUi } from './web/index.js';
import { roundRobinPageMessages } from './web/messages.js';
import { roundRobinNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: roundRobin.name,
  web: roundRobinUi,
  pageMessages: roundRobinPageMessages,
  names: roundRobinNames,
  apiViews: roundRobinApi,
  due: roundRobinDue,
  datesForm: 'dates',
};
