/**
 * Every text the web app shows, in one catalog per language: the core's and the formats' (the
 * texts of their rules, shared with the CLI and the API), the generic pages' (messages.ts) and
 * each format's page texts, which live beside its pages (`formats/<format>/web/messages.ts`, its
 * module's `pageMessages`), and
 * the accounts' e-mails.
 */
import { accountMailMessages } from '../../app/accounts/account-mail-messages.js';
import { domainCatalogsOf, mergeCatalogs } from '../../app/i18n.js';
import type { Messages } from '../../core/types.js';
import { FORMAT_MODULES } from '../../formats/modules.js';
import { FORMATS } from '../../formats/registry.js';
import { apiMessages } from '../api/api-messages.js';
import { downloadMessages } from '../downloads/messages.js';
import { embedMessages } from '../embed/embed-messages.js';
import { mailPageMessages } from '../mail/messages.js';
import { trfImportMessages } from '../trf-import/messages.js';
import { commandNames } from './command-names.js';
import { directorMessages } from './director-messages.js';
import { eventNames } from './event-names.js';
import { joinMessages } from './join-messages.js';
import { serverMessages } from './messages.js';

/**
 * The page texts of the formats' own pages, of their rows of the mail help page, and the names of
 * the kinds of mail they send.
 */
export const pageCatalogs: readonly Messages[] = [
  ...FORMAT_MODULES.flatMap((m) => (m.pageMessages ? [m.pageMessages] : [])),
  mailPageMessages,
  ...FORMAT_MODULES.flatMap((m) => (m.mail?.help ? [m.mail.help.messages] : [])),
  ...FORMAT_MODULES.flatMap((m) => (m.mail?.kindNames ? [m.mail.kindNames] : [])),
  downloadMessages,
  embedMessages,
  trfImportMessages,
];

/** Every catalog the web app uses, in the order they are merged (later ones win). */
export const webCatalogs: readonly Messages[] = [
  ...domainCatalogsOf([...FORMATS.values()]),
  serverMessages,
  directorMessages,
  joinMessages,
  eventNames,
  commandNames,
  ...FORMAT_MODULES.flatMap((m) => (m.names ? [m.names] : [])),
  ...pageCatalogs,
  accountMailMessages,
  apiMessages,
];

export const webCatalog: Messages = mergeCatalogs(webCatalogs);
