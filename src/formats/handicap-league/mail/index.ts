/** The handicap league's notices (its results are entered at the board: no grammar). */
import type { FormatMail } from '../../../mail/format-mail.js';
import type { FormatNotices } from '../../../mail/notices.js';
import { handicapLeagueKindNames } from './kinds.js';
import { handicapLeagueNotices } from './notices.js';

export const handicapLeagueMail: FormatMail = {
  notices: handicapLeagueNotices as FormatNotices,
  kindNames: handicapLeagueKindNames,
};
