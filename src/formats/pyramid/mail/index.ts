/** The pyramid by mail: challenges, answers and results in words (PYR-13), and its notices. */
import type { FormatMail } from '../../../mail/format-mail.js';
import type { Grammar } from '../../../mail/grammar.js';
import type { FormatNotices } from '../../../mail/notices.js';
import { pyramidGrammar } from './grammar.js';
import { pyramidMailHelp } from './help.js';
import { pyramidKindNames } from './kinds.js';
import { pyramidNotices } from './notices.js';

export const pyramidMail: FormatMail = {
  grammar: pyramidGrammar as Grammar,
  help: pyramidMailHelp,
  notices: pyramidNotices as FormatNotices,
  kindNames: pyramidKindNames,
};
