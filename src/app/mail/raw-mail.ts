/**
 * A received message as bytes, before anything is parsed: read with a size limit (a huge
 * attachment is counted, not kept), its Message-ID (or a hash of it, for mail without one) and
 * the moment in its newest `Received` header when the club's own server added it (when it reached
 * the club's server, PYR-0). These run before the raw message is stored, so they never fail on bad
 * input: they read what they can and leave the rest to the processing.
 */
import { createHash } from 'node:crypto';
import type { Moment } from '../../core/types.js';
import { hasControlCharacters } from '../../mail/control-characters.js';
import { momentOfMailDate } from './mail-date.js';

/** The default limit of a stored message: 5 MiB; more is counted, not kept (ARBITER_MAIL_MAX_BYTES). */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

export { type BoundedRaw, bounded, readBounded } from './bounded-raw.js';

/** The header block's lines unfolded, as `name: value` pairs in order (latin1, byte for byte). */
function headerLines(raw: Uint8Array): { name: string; value: string }[] {
  const text = Buffer.from(raw.subarray(0, 256 * 1024)).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const block = end < 0 ? text : text.slice(0, end);
  const out: { name: string; value: string }[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && out.length > 0) {
      const last = out[out.length - 1] as { name: string; value: string };
      last.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0)
      out.push({ name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() });
  }
  return out;
}

/** Every value of a header, first (newest) first. */
export const headerValues = (raw: Uint8Array, name: string): string[] =>
  headerLines(raw)
    .filter((h) => h.name === name)
    .map((h) => h.value);

/**
 * The Message-ID without brackets; `sha256:<hex>` of the message when it has none, or one that
 * cannot be stored as it is (too long, or with a control character such as a NUL).
 */
export function messageIdOf(raw: Uint8Array): string {
  const value = headerValues(raw, 'message-id')[0];
  const id = value ? /<?([^<>\s]+)>?/.exec(value)?.[1] : undefined;
  return id && id.length <= 500 && !hasControlCharacters(id)
    ? id
    : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

/** The host a `Received` header says added it: the name after `by`, lower case, without a final dot. */
export function receivedBy(value: string): string | undefined {
  const by = /(?:^|[\s;)])by\s+([^\s;()]+)/i.exec(value)?.[1];
  return by?.toLowerCase().replace(/\.$/, '');
}

/**
 * The moment in the newest `Received` header when a trusted host added it (the club's own mail
 * server, ARBITER_MAIL_TRUSTED_RECEIVERS): the date after its last `;`. Anybody can write a
 * `Received` header into a mail, so one by another host, or a message without one, gives
 * undefined: its moment is then the ingestion (issue 24, point 7).
 */
export function receivedMoment(raw: Uint8Array, trusted: readonly string[]): Moment | undefined {
  const newest = headerValues(raw, 'received')[0];
  if (newest === undefined) return undefined;
  const by = receivedBy(newest);
  if (!by || !trusted.some((host) => host.toLowerCase().replace(/\.$/, '') === by)) return undefined;
  const semicolon = newest.lastIndexOf(';');
  return semicolon < 0 ? undefined : momentOfMailDate(newest.slice(semicolon + 1));
}
