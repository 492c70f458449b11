/**
 * Input as it arrives from outside — a request body, an imported document — checked before
 * anything reads it: bytes that are UTF-8 (never silently replaced by U+FFFD), JSON nested no
 * deeper than a limit (a deep document must not exhaust the stack), no `__proto__`,
 * `constructor` or `prototype` keys, and texts without control characters or lone surrogates
 * (core/text.ts; tab and line breaks are allowed here, single-line fields refuse them in their
 * schemas). Every refusal names where: `<source>:<line>:<column>` and the field.
 */
import { textProblem } from '../core/text.js';
import { err, ok, type Refusal, type Result, refusal } from '../core/types.js';

export const MAX_JSON_DEPTH = 64;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `line:column` (1-based) of a character offset. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

/** The offset of the first byte that is not part of a well-formed UTF-8 sequence, or -1. */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    const second = bytes[i + 1] as number;
    // Overlong forms, UTF-16 surrogates and code points above U+10FFFF are not UTF-8.
    const [low, high] =
      b === 0xe0
        ? [0xa0, 0xbf]
        : b === 0xed
          ? [0x80, 0x9f]
          : b === 0xf0
            ? [0x90, 0xbf]
            : b === 0xf4
              ? [0x80, 0x8f]
              : [0x80, 0xbf];
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) if (((bytes[i + k] as number) & 0xc0) !== 0x80) return i;
    i += length;
  }
  return -1;
}

/** Decodes UTF-8 strictly (a leading byte-order mark is dropped). */
export function decodeUtf8(bytes: Uint8Array, source: string): Result<string, Refusal> {
  const bad = invalidUtf8Offset(bytes);
  if (bad >= 0) {
    const before = Buffer.from(bytes.subarray(0, bad)).toString('utf8');
    return err(
      refusal(
        'ERR_INVALID_UTF8',
        `${source}:${position(before, before.length)}: byte ${bad + 1} (0x${(bytes[bad] as number).toString(16).toUpperCase()}) is not UTF-8`,
        { params: { offset: bad + 1 } },
      ),
    );
  }
  const text = Buffer.from(bytes).toString('utf8');
  return ok(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

/** Refuses JSON text nested deeper than `maxDepth` (counted without parsing, outside strings). */
export function checkJsonDepth(
  text: string,
  source: string,
  maxDepth = MAX_JSON_DEPTH,
): Result<true, Refusal> {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i += 1;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth += 1;
      if (depth > maxDepth)
        return err(
          refusal(
            'ERR_MALFORMED_JSON',
            `${source}:${position(text, i)}: nested deeper than ${maxDepth} levels`,
          ),
        );
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth -= 1;
  }
  return ok(true);
}

const pathText = (path: readonly (string | number)[]): string =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p), '');

/**
 * Refuses forbidden keys and texts with control characters or lone surrogates anywhere in a parsed
 * JSON value (walked without recursion). The refusal's `path` names the field.
 */
export function checkJsonValue(value: unknown, source: string): Result<true, Refusal> {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, (string | number)[]];
    if (typeof node === 'string') {
      const problem = textProblem(node, true);
      if (problem) return err(invalidText(source, path, problem));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], [...path, i]]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node).reverse()) {
        const at = [...path, key];
        if (FORBIDDEN_KEYS.has(key))
          return err(
            refusal('ERR_INVALID_KEY', `${from(source)}${pathText(at)}: the key "${key}" is not allowed`, {
              path: pathText(at),
            }),
          );
        const problem = textProblem(key, false);
        if (problem) return err(invalidText(source, at, `its key ${problem}`));
        stack.push([item, at]);
      }
    }
  }
  return ok(true);
}

/** `source: ` before a message, unless the caller places the message itself (source ''). */
const from = (source: string): string => (source ? `${source}: ` : '');

function invalidText(source: string, path: readonly (string | number)[], problem: string): Refusal {
  const field = pathText(path) || '(the text)';
  return refusal('ERR_INVALID_TEXT', `${from(source)}${field}: ${problem}`, {
    path: pathText(path),
    params: { field },
  });
}

/** Strict JSON from bytes or text: UTF-8, depth, syntax, keys and texts; a refusal names where. */
export function parseJsonInput(input: Uint8Array | string, source: string): Result<unknown, Refusal> {
  const text = typeof input === 'string' ? ok(input) : decodeUtf8(input, source);
  if (!text.ok) return text;
  const depth = checkJsonDepth(text.value, source);
  if (!depth.ok) return depth;
  let value: unknown;
  try {
    value = JSON.parse(text.value);
  } catch (e) {
    return err(refusal('ERR_MALFORMED_JSON', `${source}: not JSON (${(e as Error).message})`));
  }
  const checked = checkJsonValue(value, source);
  return checked.ok ? ok(value) : checked;
}

/** Checks every field of a form (name → values): the texts and the field names. */
export function checkFormFields(fields: Iterable<[string, string]>, source: string): Result<true, Refusal> {
  for (const [name, value] of fields) {
    const problem = textProblem(name, false) ?? textProblem(value, true);
    if (problem) return err(invalidText(source, [name], problem));
  }
  return ok(true);
}

/**
 * The fields of an `application/x-www-form-urlencoded` body, percent-decoded as UTF-8 — strictly:
 * a field whose bytes are not UTF-8 is refused by name instead of being read as U+FFFD.
 */
export function parseUrlEncoded(body: Uint8Array, source: string): Result<[string, string][], Refusal> {
  const ascii = Buffer.from(body).toString('latin1');
  const fields: [string, string][] = [];
  for (const pair of ascii.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const [rawName, rawValue] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    const name = percentDecode(rawName);
    const nameText = decodeUtf8(name, source);
    const label = nameText.ok ? nameText.value : '(a field name)';
    const value = decodeUtf8(percentDecode(rawValue), `${source}: field ${label}`);
    if (!nameText.ok || !value.ok)
      return err(
        refusal('ERR_INVALID_UTF8', `${source}: field ${label}: not UTF-8`, {
          path: label,
          params: { field: label },
        }),
      );
    fields.push([nameText.value, value.value]);
  }
  return ok(fields);
}

/**
 * Refuses a `multipart/form-data` body one of whose text fields (a part without a file name) is
 * not UTF-8, naming the field (the form reader would read it as U+FFFD); files are the business
 * of the importer they go to. A body without a boundary is left to the form reader.
 */
export function checkMultipartUtf8(
  body: Uint8Array,
  contentType: string,
  source: string,
): Result<true, Refusal> {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  if (!boundary) return ok(true);
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`, 'latin1');
  let at = bytes.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = bytes.indexOf(delimiter, start);
    if (next < 0) break;
    const headEnd = bytes.indexOf('\r\n\r\n', start);
    if (headEnd >= 0 && headEnd < next) {
      const head = bytes.toString('utf8', start, headEnd);
      const name = /\bname="([^"]*)"/i.exec(head)?.[1] ?? '(a field)';
      // The part's content runs up to the line break before the next delimiter.
      const content = bytes.subarray(headEnd + 4, Math.max(headEnd + 4, next - 2));
      if (!/\bfilename\*?=/i.test(head) && invalidUtf8Offset(content) >= 0)
        return err(
          refusal('ERR_INVALID_UTF8', `${source}: field ${name}: not UTF-8`, {
            path: name,
            params: { field: name },
          }),
        );
    }
    at = next;
  }
  return ok(true);
}

function percentDecode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 43 /* + */) bytes.push(32);
    else if (ch === 37 /* % */ && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(ch);
  }
  return Uint8Array.from(bytes);
}
