/**
 * Each format's notices by format name (each format's `formats/<f>/mail/`, listed in
 * `formats/mail.ts`, loaded when first asked for); a format without any (the round robin) sends
 * none but the shared ones.
 */
import { allFormatMail, loadFormatMail } from '../formats/mail.js';
import { LATE_KIND } from './late-notices.js';
import type { FormatNotices } from './notices.js';

export const noticesOf = async (format: string): Promise<FormatNotices | undefined> =>
  (await loadFormatMail(format))?.notices;

/** The formats whose notices come with time too (`timed`), not only with new events (loads every format's mail). */
export async function timedFormats(): Promise<readonly string[]> {
  return [...(await allFormatMail()).entries()]
    .filter(([, m]) => m.notices?.timed !== undefined)
    .map(([f]) => f);
}

/** The kinds every format sends (a late entry's impact, PYR-0). */
export const SHARED_KINDS: readonly string[] = [LATE_KIND];

/** Every kind of notice, for the people's choices (loads every format's mail). */
export async function noticeKinds(): Promise<readonly string[]> {
  const mails = [...(await allFormatMail()).values()];
  return [...mails.flatMap((m) => m.notices?.kinds ?? []), ...SHARED_KINDS];
}
