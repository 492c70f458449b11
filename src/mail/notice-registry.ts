/**
 * Each format's notices by format name; a format without any (the round robin) sends none.
 */
import { championshipNotices } from '../formats/championship/mail/notices.js';
import { handicapLeagueNotices } from '../formats/handicap-league/mail/notices.js';
import { keizerNotices } from '../formats/keizer/mail/notices.js';
import { pyramidNotices } from '../formats/pyramid/mail/notices.js';
import { tpNotices } from '../formats/tp-tournament/mail/notices.js';
import { LATE_KIND } from './late-notices.js';
import type { FormatNotices } from './notices.js';

const ALL: readonly FormatNotices[] = [
  pyramidNotices as FormatNotices,
  tpNotices as FormatNotices,
  keizerNotices as FormatNotices,
  handicapLeagueNotices as FormatNotices,
  championshipNotices as FormatNotices,
];

const BY_FORMAT = new Map(ALL.map((n) => [n.format, n]));

export const noticesOf = (format: string): FormatNotices | undefined => BY_FORMAT.get(format);

/** The kinds every format sends (a late entry's impact, PYR-0). */
export const SHARED_KINDS: readonly string[] = [LATE_KIND];

/** Every kind of notice, for the people's choices. */
export const NOTICE_KINDS: readonly string[] = [...ALL.flatMap((n) => n.kinds), ...SHARED_KINDS];
