/**
 * Input checks (issue #13, findings 6 and 7): strict UTF-8 against Node's own fatal decoder as the
 * oracle, nesting depth counted without parsing, forbidden keys, control characters and lone
 * surrogates, form fields decoded strictly — each refusal naming where.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkJsonDepth,
  checkJsonValue,
  checkMultipartUtf8,
  decodeUtf8,
  invalidUtf8Offset,
  MAX_JSON_DEPTH,
  parseJsonInput,
  parseUrlEncoded,
} from './text-input.js';

const bytes = (...b: number[]) => Uint8Array.from(b);
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('UTF-8', () => {
  // Cases from RFC 3629 §3 and the Unicode standard's table 3-7 of well-formed byte sequences.
  const cases: [string, Uint8Array, number][] = [
    ['ASCII', utf8('Anna'), -1],
    ['two bytes (ä)', utf8('ä'), -1],
    ['three bytes (€)', utf8('€'), -1],
    ['four bytes (♞ is three; 😀 four)', utf8('😀'), -1],
    ['a lone continuation byte', bytes(0x41, 0x80), 1],
    ['an overlong two-byte form of "/"', bytes(0xc0, 0xaf), 0],
    ['an overlong three-byte form', bytes(0xe0, 0x80, 0x80), 0],
    ['a UTF-16 surrogate (U+D800)', bytes(0xed, 0xa0, 0x80), 0],
    ['above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), 0],
    ['a lead byte F5', bytes(0xf5, 0x80, 0x80, 0x80), 0],
    ['a truncated sequence at the end', bytes(0x61, 0xe2, 0x82), 1],
    ['Latin-1 "é" in a word', bytes(0x63, 0x61, 0x66, 0xe9), 3],
  ];
  for (const [name, input, offset] of cases) {
    it(`${name}: ${offset < 0 ? 'valid' : `invalid at byte ${offset + 1}`}`, () => {
      expect(invalidUtf8Offset(input)).toBe(offset);
    });
  }

  it('agrees with the fatal TextDecoder on random bytes', () => {
    const oracle = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (input) => {
        let valid = true;
        try {
          oracle.decode(input);
        } catch {
          valid = false;
        }
        expect(invalidUtf8Offset(input) < 0).toBe(valid);
      }),
      { numRuns: 5000 },
    );
  });

  it('a refusal names the byte, its line and column, and the source', () => {
    const decoded = decodeUtf8(bytes(0x7b, 0x0a, 0x20, 0x22, 0xe9, 0x22), 'club.json');
    expect(decoded).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_UTF8' } });
    expect(!decoded.ok && decoded.error.message).toBe('club.json:2:3: byte 5 (0xE9) is not UTF-8');
  });

  it('a byte-order mark is dropped', () => {
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d), 'x')).toEqual({ ok: true, value: '{}' });
  });
});

describe('JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it(`nesting up to ${MAX_JSON_DEPTH} levels passes, deeper is refused where it goes too deep`, () => {
    expect(checkJsonDepth(nested(MAX_JSON_DEPTH), 'x').ok).toBe(true);
    const deep = checkJsonDepth(`{"a":\n ${nested(MAX_JSON_DEPTH + 1)}}`, 'deep.json');
    expect(!deep.ok && deep.error.message).toBe(
      `deep.json:2:${MAX_JSON_DEPTH + 1}: nested deeper than 64 levels`,
    );
  });

  it('brackets inside strings do not count', () => {
    expect(checkJsonDepth(JSON.stringify({ a: '['.repeat(1000), b: '\\"[[[' }), 'x').ok).toBe(true);
  });

  it('a document nested 100,000 levels deep is refused, not a stack overflow', () => {
    const parsed = parseJsonInput(nested(100_000), 'request body');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_JSON' } });
  });

  it('__proto__, constructor and prototype keys are refused with their path', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const parsed = parseJsonInput(
        `{"command":{"type":"X","list":[{"${key}":{"admin":true}}]}}`,
        'request body',
      );
      expect(parsed).toMatchObject({
        ok: false,
        error: { code: 'ERR_INVALID_KEY', path: `command.list[0].${key}` },
      });
    }
  });

  it('control characters and lone surrogates are refused with their path; tabs and line breaks pass', () => {
    expect(parseJsonInput('{"reason":"line one\\nline two\\tend"}', 'x').ok).toBe(true);
    expect(parseJsonInput('{"p":{"name":"Anna\\u0000"}}', 'x')).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_INVALID_TEXT',
        path: 'p.name',
        message: 'x: p.name: contains the control character U+0000 at position 5',
      },
    });
    expect(parseJsonInput('{"names":["ok","\\ud800"]}', 'x')).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_TEXT', path: 'names[1]' },
    });
    expect(parseJsonInput('{"a\\u0007":1}', 'x')).toMatchObject({ ok: false, error: { path: 'a\u0007' } });
  });

  it('the first problem in document order is the one named', () => {
    expect(checkJsonValue({ a: ['\u0001', '\u0002'], b: '\u0003' }, 'x')).toMatchObject({
      ok: false,
      error: { path: 'a[0]' },
    });
  });
});

describe('forms', () => {
  it('fields are percent-decoded as UTF-8, + as a space', () => {
    expect(parseUrlEncoded(utf8('name=J%C3%BCrgen+M%C3%BCller&x=&flag'), 'body')).toEqual({
      ok: true,
      value: [
        ['name', 'Jürgen Müller'],
        ['x', ''],
        ['flag', ''],
      ],
    });
  });

  it('a field that is not UTF-8 is refused by name, never read as U+FFFD', () => {
    expect(parseUrlEncoded(utf8('email=a%40b.org&name=Caf%E9'), 'request body')).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_UTF8', path: 'name', message: 'request body: field name: not UTF-8' },
    });
  });
});

describe('multipart forms', () => {
  /** A body as a browser sends it, encoded by Node's own `FormData`. */
  async function encoded(form: FormData) {
    const request = new Request('http://x/', { method: 'POST', body: form });
    return {
      type: request.headers.get('content-type') ?? '',
      body: new Uint8Array(await request.arrayBuffer()),
    };
  }
  /** A hand-made body: the browser never sends these bytes, an attacker may. */
  const handMade = (...parts: [head: string, content: Uint8Array][]) =>
    Buffer.concat([
      ...parts.flatMap(([head, content]) => [
        Buffer.from(`--XyZ\r\nContent-Disposition: form-data; ${head}\r\n\r\n`),
        content,
        Buffer.from('\r\n'),
      ]),
      Buffer.from('--XyZ--\r\n'),
    ]);
  const TYPE = 'multipart/form-data; boundary=XyZ';

  it('text fields and files in UTF-8 pass', async () => {
    const form = new FormData();
    form.set('name', 'Jürgen Müller ½');
    form.set('file', new Blob([bytes(0xff, 0xfe, 0x41, 0x00)]), 'season.csv');
    const { type, body } = await encoded(form);
    expect(checkMultipartUtf8(body, type, 'request body')).toEqual({ ok: true, value: true });
  });

  it('a text field that is not UTF-8 is refused by name, never read as U+FFFD', () => {
    const body = handMade(['name="email"', utf8('a@b.org')], ['name="name"', bytes(0x43, 0x61, 0x66, 0xe9)]);
    expect(checkMultipartUtf8(body, TYPE, 'request body')).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_UTF8', path: 'name', message: 'request body: field name: not UTF-8' },
    });
  });

  it('a file in another encoding is left to its importer', () => {
    const body = handMade(['name="file"; filename="season.csv"', bytes(0x46, 0x72, 0xe9, 0x64)]);
    expect(checkMultipartUtf8(body, TYPE, 'request body').ok).toBe(true);
  });

  it('a quoted boundary is read too', () => {
    const body = handMade(['name="name"', bytes(0xc3, 0x28)]);
    expect(checkMultipartUtf8(body, 'multipart/form-data; boundary="XyZ"', 'b')).toMatchObject({
      ok: false,
      error: { path: 'name' },
    });
  });
});
