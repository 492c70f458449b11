/** A Keizer season by mail: absences and results in words, and its notices. */
import type { FormatMail } from '../../../mail/format-mail.js';
import type { Grammar } from '../../../mail/grammar.js';
import type { FormatNotices } from '../../../mail/notices.js';
import { keizerGrammar } from './grammar.js';
import { keizerMailHelp } from './help.js';
import { keizerKindNames } from './kinds.js';
import { keizerNotices } from './notices.js';

export const keizerMail: FormatMail = {
  grammar: keizerGrammar as Grammar,
  help: keizerMailHelp,
  notices: keizerNotices as FormatNotices,
  kindNames: keizerKindNames,
};
