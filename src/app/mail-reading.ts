/**
 * A stored mail read with mailparser: who it says it is from, to whom it went (for the signed
 * reply address), its subject and text (HTML-only mail as text, quotes marked), its date and the
 * sender's offset from UTC, the language it declares, whether a machine sent it, and whether its
 * text lost characters to a wrong charset. Reading never throws: a message mailparser cannot take
 * apart is `unreadable`, with the reason.
 */
import { type AddressObject, type HeaderValue, simpleParser } from 'mailparser';
import type { Lang, Moment } from '../core/types.js';
import { type Automatic, automaticKind } from '../mail/automatic.js';
import { cleanBodyText, cleanHeaderText, hasControlCharacters } from '../mail/control-characters.js';
import { isLang } from './i18n.js';
import { headerValues, momentOfMailDate } from './raw-mail.js';

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

const addresses = (value: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((o) =>
    o.value.flatMap((a) => [
      ...(a.address ? [{ address: a.address.toLowerCase(), name: a.name }] : []),
      ...(a.group ?? []).flatMap((g) =>
        g.address ? [{ address: g.address.toLowerCase(), name: g.name }] : [],
      ),
    ]),
  );

const headerText = (value: HeaderValue | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(', ');
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
};

/** The offset of `+0200` as `+02:00`; `Z` for none or zero. */
function offsetOf(date: Moment | undefined): string {
  const m = date ? /([+-]\d{2}:\d{2})$/.exec(date) : null;
  return m && m[1] !== '+00:00' && m[1] !== '-00:00' ? (m[1] as string) : 'Z';
}

export async function readMail(raw: Uint8Array): Promise<Reading> {
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(Buffer.from(raw), {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      maxHtmlLengthToParse: 2_000_000,
    });
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
  const headers = parsed.headers;
  const header = (name: string) => headerText(headers.get(name));
  const from = addresses(parsed.from)[0];
  const rawDate = headerValues(raw, 'date')[0];
  const date = rawDate === undefined ? undefined : momentOfMailDate(rawDate);
  const delivered = [...headerValues(raw, 'delivered-to'), ...headerValues(raw, 'x-original-to')].map((a) =>
    a.replace(/[<>]/g, '').trim().toLowerCase(),
  );
  // Control characters (a NUL in the subject) are never stored or echoed (issue 24, point 9).
  const text = cleanBodyText(parsed.text ?? '').trim();
  const subject = parsed.subject === undefined ? undefined : cleanHeaderText(parsed.subject);
  const controls = [parsed.subject ?? '', from?.name ?? '', parsed.text ?? ''].some(hasControlCharacters);
  const language = header('content-language')?.slice(0, 2).toLowerCase();
  const automatic = automaticKind((name) => headerValues(raw, name)[0] ?? header(name));
  const references = [parsed.inReplyTo ?? '', ...[parsed.references ?? []].flat()]
    .flatMap((r) => r.split(/\s+/))
    .map((r) => r.replace(/[<>]/g, '').trim())
    .filter(Boolean);
  if (!from && !text && headers.size === 0)
    return { ok: false, reason: 'the message has no headers and no text' };
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
      ...(parsed.messageId ? { messageId: cleanHeaderText(parsed.messageId) } : {}),
      ...(references.length > 0 ? { references } : {}),
    },
  };
}
