/** The championship's notices (its results are entered at the board: no grammar). */
import type { FormatMail } from '../../../mail/format-mail.js';
import type { FormatNotices } from '../../../mail/notices.js';
import { championshipKindNames } from './kinds.js';
import { championshipNotices } from './notices.js';

export const championshipMail: FormatMail = {
  notices: championshipNotices as FormatNotices,
  kindNames: championshipKindNames,
};
