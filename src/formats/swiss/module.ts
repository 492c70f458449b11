/** The FIDE Swiss's edges as one format module (formats/module.ts), found by formats/modules.ts. */
import type { FormatModule } from '../module.js';
import { swiss } from './index.js';
import { swissApi } from './web/api.js';
import { swissDownloads } from './web/downloads.js';
import { swissUi } from './web/index.js';
import { swissPageMessages } from './web/messages.js';
import { swissNames } from './web/names.js';

export const formatModule: FormatModule = {
  name: swiss.name,
  web: swissUi,
  pageMessages: swissPageMessages,
  names: swissNames,
  apiViews: swissApi,
  downloads: swissDownloads,
};
