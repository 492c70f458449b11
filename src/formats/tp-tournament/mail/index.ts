/** The tournament by mail: arranging games and reporting results in words, and its notices. */
import type { FormatMail } from '../../../mail/format-mail.js';
import type { Grammar } from '../../../mail/grammar.js';
import type { FormatNotices } from '../../../mail/notices.js';
import { tpGrammar } from './grammar.js';
import { tpTournamentMailHelp } from './help.js';
import { tpTournamentKindNames } from './kinds.js';
import { tpNotices } from './notices.js';

export const tpTournamentMail: FormatMail = {
  grammar: tpGrammar as Grammar,
  help: tpTournamentMailHelp,
  notices: tpNotices as FormatNotices,
  kindNames: tpTournamentKindNames,
};
