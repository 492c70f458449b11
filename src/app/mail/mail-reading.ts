/**
 * A stored mail read with postal-mime: who it says it is from, to whom it went (for the signed
 * reply address), its subject and text (HTML-only mail as text, quotes marked), its date and the
 * sender's offset from UTC, the language it declares, whether a machine sent it, and whether its
 * text lost characters to a wrong charset. Reading never throws: a message postal-mime cannot take
 * apart is `unreadable`, with the reason.
 *
 * postal-mime (no dependencies, the charsets of the runtime's TextDecoder) rather than mailparser:
 * a mail delivery program starts a process per mail, and mailparser with its charset tables cost
 * that process a third of a second (issue 24, point 10). HTML-only mail is turned into text by
 * html-to-text, loaded only for such a mail: it renders quotes (`<blockquote>`) as `>` lines and
 * the source's line breaks as the spaces they are, which postal-mime's own conversion does not.
 */
import PostalMime, { type Address, type Email, type Mailbox } from 'postal-mime';
import type { Lang, Moment } from '../../core/types.js';
import { type Automatic, automaticKind } from '../../mail/automatic.js';
import { cleanBodyText, cleanHeaderText, hasControlCharacters } from '../../mail/control-characters.js';
import { isLang } from '../i18n.js';
import { momentOfMailDate } from './mail-date.js';
import { headerValues } from './raw-mail.js';

export interface MailReading {
  readonly from?: string;
  readonly fromName?: string;
  /** Every address it went to: To, Cc, Delivered-To, X-Original-To. */
  readonly recipients: readonly string[];
  readonly subject?: string;
  readonly text: string;
  /** The Date header's moment, in the sender's own offset. */
  readonly date?: Moment;
  /** The sender's offset from UTC (`+02:00`), from the Date header; `Z` without one. */
  readonly offset: string;
  readonly lang?: Lang;
  readonly automatic?: Automatic;
  /** Characters of the text could not be decoded (a wrong or missing charset). */
  readonly garbled: boolean;
  /** The subject, the sender's name or the text held control characters (removed above), e.g. a NUL. */
  readonly controlCharacters?: boolean;
  /** The Message-ID to answer to (`In-Reply-To`). */
  readonly messageId?: string;
  /** The Message-IDs it answers (`In-Reply-To` and `References`), without angle brackets. */
  readonly references?: readonly string[];
}

export type Reading =
  | { readonly ok: true; readonly mail: MailReading }
  | { readonly ok: false; readonly reason: string };

const addresses = (value: Address | readonly Address[] | undefined): { address: string; name: string }[] =>
  (Array.isArray(value) ? value : value ? [value as Address] : []).flatMap((a) =>
    a.group
      ? a.group.flatMap((g: Mailbox) =>
          g.address ? [{ address: g.address.toLowerCase(), name: g.name }] : [],
        )
      : a.address
        ? [{ address: a.address.toLowerCase(), name: a.name }]
        : [],
  );

/** The nesting html-to-text goes down to, as mailparser had it. */
const MAX_HTML_DEPTH = 1000;

/** Whether any part of the message is plain text (else its text is made from its HTML). */
const hasPlainPart = (raw: Uint8Array): boolean => {
  const text = Buffer.from(raw).toString('latin1');
  return /^content-type:[ \t]*text\/plain\b/im.test(text) || !/^content-type:/im.test(text);
};

/** The text of the mail: its plain parts, or for an HTML-only mail its HTML as text. */
async function textOf(parsed: Email, raw: Uint8Array): Promise<string> {
  if (parsed.html === undefined || hasPlainPart(raw)) return parsed.text ?? '';
  const { htmlToText } = await import('html-to-text');
  return htmlToText(parsed.html, { limits: { maxDepth: MAX_HTML_DEPTH } });
}

/** A Message-ID in angle brackets, as mailparser gave it (answers name it in `In-Reply-To`). */
const bracketed = (id: string | undefined): string | undefined => {
  const bare = id?.trim().replace(/^<|>$/g, '');
  return bare ? `<${bare}>` : undefined;
};

/** The offset of `+0200` as `+02:00`; `Z` for none or zero. */
function offsetOf(date: Moment | undefined): string {
  const m = date ? /([+-]\d{2}:\d{2})$/.exec(date) : null;
  return m && m[1] !== '+00:00' && m[1] !== '-00:00' ? (m[1] as string) : 'Z';
}

export async function readMail(raw: Uint8Array): Promise<Reading> {
  let parsed: Email;
  let body: string;
  try {
    parsed = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
    body = await textOf(parsed, raw);
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
  const header = (name: string) => parsed.headers.find((h) => h.key === name)?.value;
  const from = addresses(parsed.from)[0];
  const rawDate = headerValues(raw, 'date')[0];
  const date = rawDate === undefined ? undefined : momentOfMailDate(rawDate);
  const delivered = [...headerValues(raw, 'delivered-to'), ...headerValues(raw, 'x-original-to')].map((a) =>
    a.replace(/[<>]/g, '').trim().toLowerCase(),
  );
  // Control characters (a NUL in the subject) are never stored or echoed (issue 24, point 9).
  const text = cleanBodyText(body).trim();
  const subject = parsed.subject === undefined ? undefined : cleanHeaderText(parsed.subject);
  const controls = [parsed.subject ?? '', from?.name ?? '', body].some(hasControlCharacters);
  const language = header('content-language')?.trim().slice(0, 2).toLowerCase();
  const automatic = automaticKind((name) => headerValues(raw, name)[0] ?? header(name));
  const references = [parsed.inReplyTo ?? '', parsed.references ?? '']
    .flatMap((r) => r.split(/\s+/))
    .map((r) => r.replace(/[<>]/g, '').trim())
    .filter(Boolean);
  if (!from && !text && parsed.headers.length === 0)
    return { ok: false, reason: 'the message has no headers and no text' };
  const messageId = bracketed(parsed.messageId);
  return {
    ok: true,
    mail: {
      ...(from ? { from: cleanHeaderText(from.address), fromName: cleanHeaderText(from.name) } : {}),
      recipients: [...addresses(parsed.to), ...addresses(parsed.cc)].map((a) => a.address).concat(delivered),
      ...(subject !== undefined ? { subject } : {}),
      text,
      ...(date ? { date } : {}),
      offset: offsetOf(date),
      ...(isLang(language) ? { lang: language } : {}),
      ...(automatic ? { automatic } : {}),
      garbled: text.includes('\uFFFD') || (subject ?? '').includes('\uFFFD'),
      ...(controls ? { controlCharacters: true } : {}),
      ...(messageId ? { messageId: cleanHeaderText(messageId) } : {}),
      ...(references.length > 0 ? { references } : {}),
    },
  };
}
