/**
 * Each format's notices by format name (each format's `formats/<f>/mail/`, listed in
 * `formats/mail.ts`); a format without any (the round robin) sends none.
 */
import { FORMAT_MAIL } from '../formats/mail.js';
import { LATE_KIND } from './late-notices.js';
import type { FormatNotices } from './notices.js';

const ALL: readonly FormatNotices[] = [...FORMAT_MAIL.values()].flatMap((m) =>
  m.notices ? [m.notices] : [],
);

const BY_FORMAT = new Map(ALL.map((n) => [n.format, n]));

export const noticesOf = (format: string): FormatNotices | undefined => BY_FORMAT.get(format);

/** The formats whose notices come with time too (`timed`), not only with new events. */
export const TIMED_FORMATS: readonly string[] = ALL.filter((n) => n.timed !== undefined).map((n) => n.format);

/** The kinds every format sends (a late entry's impact, PYR-0). */
export const SHARED_KINDS: readonly string[] = [LATE_KIND];

/** Every kind of notice, for the people's choices. */
export const NOTICE_KINDS: readonly string[] = [...ALL.flatMap((n) => n.kinds), ...SHARED_KINDS];
