/**
 * Every text the web app shows, in one catalog per language: the core's and the formats' (the
 * texts of their rules, shared with the CLI and the API), the generic pages' (messages.ts) and
 * each format's page texts, which live beside its pages (`formats/<format>/messages.ts`), and
 * the accounts' e-mails.
 */
import { accountMailMessages } from '../app/account-mail-messages.js';
import { domainCatalogs, mergeCatalogs } from '../app/i18n.js';
import type { Messages } from '../core/types.js';
import { apiMessages } from './api-messages.js';
import { commandNames } from './command-names.js';
import { directorMessages } from './director-messages.js';
import { downloadMessages } from './downloads/messages.js';
import { embedMessages } from './embed-messages.js';
import { eventNames } from './event-names.js';
import { championshipPageMessages } from './formats/championship/messages.js';
import { handicapLeaguePageMessages } from './formats/handicap-league/messages.js';
import { keizerPageMessages } from './formats/keizer/messages.js';
import { pyramidPageMessages } from './formats/pyramid/messages.js';
import { roundRobinPageMessages } from './formats/round-robin/messages.js';
import { swissPageMessages } from './formats/swiss/messages.js';
import { tpPageMessages } from './formats/tp-tournament/messages.js';
import { mailPageMessages } from './mail/messages.js';
import { serverMessages } from './messages.js';
import { presetNames } from './preset-names.js';

/** The page texts of the formats' own pages. */
export const pageCatalogs: readonly Messages[] = [
  championshipPageMessages,
  handicapLeaguePageMessages,
  keizerPageMessages,
  pyramidPageMessages,
  roundRobinPageMessages,
  swissPageMessages,
  tpPageMessages,
  mailPageMessages,
  downloadMessages,
  embedMessages,
];

/** Every catalog the web app uses, in the order they are merged (later ones win). */
export const webCatalogs: readonly Messages[] = [
  ...domainCatalogs,
  serverMessages,
  directorMessages,
  eventNames,
  commandNames,
  presetNames,
  ...pageCatalogs,
  accountMailMessages,
  apiMessages,
];

export const webCatalog: Messages = mergeCatalogs(webCatalogs);
