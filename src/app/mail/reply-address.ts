/**
 * Signed reply addresses: a notice asks its recipient to answer to `club+<id>-<signature>@…`,
 * where `id` names a stored reply address (competition, person, what the notice was about) and
 * the signature is an HMAC of the id under the mailbox's secret. An answer to such an address is
 * from the person the notice went to (PYR-0: his mail, his moment), without any syntax for the
 * obvious answer. A changed id or signature is a tampered token, never a guess at another notice.
 * Both parts are lower-case base32, so mail servers that change the case break nothing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const PART = 10;

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const signatureOf = (secret: string, id: string): string =>
  base32(createHmac('sha256', secret).update(`reply:${id}`).digest(), PART);

/** A new random id for a reply address (50 bits). */
export const newReplyId = (): string => base32(randomBytes(8), PART);

/** The mailbox's address split at the `@`, e.g. `pyramide` and `desc.example`. */
export interface MailboxAddress {
  readonly local: string;
  readonly domain: string;
}

export function parseMailboxAddress(address: string): MailboxAddress {
  const m = /^([^@\s+]+)@([^@\s]+)$/.exec(address.trim().toLowerCase());
  if (!m) throw new Error(`the mailbox address "${address}" is not an address such as club@example.org`);
  return { local: m[1] as string, domain: m[2] as string };
}

export const makeReplyAddress = (mailbox: MailboxAddress, secret: string, id: string): string =>
  `${mailbox.local}+${id}-${signatureOf(secret, id)}@${mailbox.domain}`;

/**
 * What the recipients of a mail say about a reply address: none of them is one (`none`), one is
 * and its signature holds (`valid` with the id), or one looks like one but does not hold
 * (`tampered`).
 */
export type ReplyToken =
  | { readonly kind: 'none' }
  | { readonly kind: 'valid'; readonly id: string }
  | { readonly kind: 'tampered'; readonly address: string };

export function findReplyToken(
  mailbox: MailboxAddress,
  secret: string,
  recipients: readonly string[],
): ReplyToken {
  const prefix = `${mailbox.local}+`;
  const suffix = `@${mailbox.domain}`;
  for (const raw of recipients) {
    const address = raw.trim().toLowerCase();
    if (!address.startsWith(prefix) || !address.endsWith(suffix)) continue;
    const tag = address.slice(prefix.length, address.length - suffix.length);
    const m = /^([a-z2-7]{10})-([a-z2-7]{10})$/.exec(tag);
    if (!m) return { kind: 'tampered', address };
    const [id, signature] = [m[1] as string, m[2] as string];
    const expected = Buffer.from(signatureOf(secret, id));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return { kind: 'tampered', address };
    return { kind: 'valid', id };
  }
  return { kind: 'none' };
}
