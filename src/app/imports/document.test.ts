import { describe, expect, it } from 'vitest';
import { roundRobinDemoDocument } from '../../test-support/documents.js';
import { MAX_DOCUMENT_DEPTH, makeDocument, parseDocument, parseDocumentBytes } from './document.js';

const doc = await roundRobinDemoDocument();
const text = makeDocument(doc.competition, doc.events);

/** Rewrites the document's JSON and parses it again. */
const mutate = (
  fn: (
    json: Record<string, unknown> & {
      events: Record<string, unknown>[];
      participants: Record<string, unknown>[];
    },
  ) => void,
) => {
  const json = JSON.parse(text);
  fn(json);
  return parseDocument(JSON.stringify(json, null, 2), 'season.json');
};

describe('competition document', () => {
  it('round-trips byte for byte', () => {
    const parsed = parseDocument(text, 'season.json');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(makeDocument(parsed.value.competition, parsed.value.events)).toBe(text);
  });

  it('keeps what clubs exchange about a participant (FIDE id, federation, club …) through a round trip (issue 25)', () => {
    const fields = {
      fideId: '1234567',
      federation: 'NED',
      title: 'WIM',
      birthDate: '1999-04-17',
      sex: 'f',
      club: 'SV Utrecht',
    };
    const parsed = mutate((json) => {
      json.participants[0] = { ...json.participants[0], ...fields };
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const again = makeDocument(parsed.value.competition, parsed.value.events);
    expect(JSON.parse(again).participants[0]).toMatchObject(fields);
    expect(mutate((json) => void (json.participants[0] = { ...json.participants[0], sex: 'x' })).ok).toBe(
      false,
    );
  });

  it('takes a UTF-8 byte-order mark (as editors on Windows write it)', () => {
    const parsed = parseDocumentBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(parsed.ok).toBe(true);
    expect(parseDocument(`\uFEFF${text}`).ok).toBe(true);
  });

  it('refuses bytes that are not UTF-8, naming line and column', () => {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes('"name"'));
    const bytes = Buffer.from(text);
    const offset = bytes.indexOf('"name"') + 2;
    bytes[offset] = 0xe9; // "é" in Windows-1252, not UTF-8
    const parsed = parseDocumentBytes(bytes, 'season.json');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_DOCUMENT' } });
    const column = (lines[at] as string).indexOf('"name"') + 3;
    expect(!parsed.ok && parsed.error.message).toBe(
      `season.json:${at + 1}:${column}: the file is not UTF-8 (save it as UTF-8)`,
    );
  });

  it('refuses JSON nested deeper than a document ever is, before parsing it', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const parsed = parseDocument(deep, 'deep.json');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_JSON' } });
    expect(!parsed.ok && parsed.error.message).toBe(
      `deep.json:1:${MAX_DOCUMENT_DEPTH + 1}: malformed JSON (nested deeper than ${MAX_DOCUMENT_DEPTH} levels)`,
    );
    // Brackets inside strings do not count.
    const names = mutate((j) => {
      (j.participants[0] as Record<string, unknown>).name = '['.repeat(200);
    });
    expect(names.ok).toBe(true);
  });

  it('refuses a "__proto__" key, naming where it is', () => {
    const polluted = text.replace('"payload": {', '"payload": { "__proto__": { "x": 1 },');
    const line = polluted.split('\n').findIndex((l) => l.includes('__proto__')) + 1;
    const parsed = parseDocument(polluted, 'season.json');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_JSON' } });
    expect(!parsed.ok && parsed.error.message).toMatch(
      new RegExp(`^season\\.json:${line}:\\d+: malformed JSON \\(the key "__proto__" is not allowed\\)$`),
    );
  });

  it('keeps superseded events', () => {
    expect(doc.events.some((e) => e.supersedes)).toBe(true);
  });

  it('malformed JSON names the line and column', () => {
    const broken = text.replace('"events": [', '"events": [,');
    const parsed = parseDocument(broken, 'season.json');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_JSON' } });
    const line = broken.split('\n').findIndex((l) => l.includes('"events": [,')) + 1;
    expect(!parsed.ok && parsed.error.message).toMatch(
      new RegExp(`^season\\.json:${line}:\\d+: malformed JSON`),
    );
  });

  it('an unknown participant is named with its event and line', () => {
    const parsed = mutate((j) => {
      (j.events[2]?.payload as Record<string, unknown>).white = 'nobody';
    });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_PARTICIPANT' } });
    expect(!parsed.ok && parsed.error.message).toMatch(/^season\.json:\d+:\d+: events\[2\]: .*"nobody"/);
  });

  it('a log scored under another rule version is refused, naming both versions, never rescored', () => {
    const parsed = mutate((j) => {
      (j.competition as Record<string, unknown>).formatVersion = 2;
    });
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'ERR_FORMAT_VERSION', path: 'competition.formatVersion' },
    });
    expect(!parsed.ok && parsed.error.message).toMatch(
      /^season\.json:\d+:\d+: competition\.formatVersion: .*round-robin rules version 2; .*version 1 /,
    );
  });

  it('an unknown event type is refused', () => {
    const parsed = mutate((j) => {
      (j.events[1] as Record<string, unknown>).type = 'GameWonByMagic';
    });
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_EVENT_TYPE', path: 'events[1].type' },
    });
  });

  it('a duplicate sequence number is refused', () => {
    const parsed = mutate((j) => {
      (j.events[3] as Record<string, unknown>).seq = 3;
    });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_SEQUENCE' } });
    expect(!parsed.ok && parsed.error.message).toMatch(
      /events\[3\]\.seq: expected sequence number 4, but the event duplicates sequence number 3/,
    );
  });

  it('a missing sequence number is refused', () => {
    const parsed = mutate((j) => {
      j.events.splice(4, 1);
    });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_SEQUENCE' } });
    expect(!parsed.ok && parsed.error.message).toMatch(
      /expected sequence number 5, but the event skips to 6/,
    );
  });

  it('a moment without an offset is refused', () => {
    const parsed = mutate((j) => {
      (j.events[0] as Record<string, unknown>).at = '2026-09-01T22:00:00';
    });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_EVENT', path: 'events[0].at' } });
    expect(!parsed.ok && parsed.error.message).toMatch(/not an ISO-8601 moment with an offset/);
  });

  it('a result for a pairing that does not exist is refused', () => {
    const parsed = mutate((j) => {
      const p = j.events[0]?.payload as Record<string, unknown>;
      p.round = 2;
    });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_PAIRING' } });
  });

  it('an invalid configuration names the field', () => {
    const parsed = mutate((j) => {
      ((j.competition as Record<string, unknown>).config as Record<string, unknown>).cycles = 0;
    });
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'ERR_INVALID_CONFIG', path: 'competition.config.cycles' },
    });
  });

  it('a duplicate participant id is refused', () => {
    const parsed = mutate((j) => {
      (j.participants[1] as Record<string, unknown>).id = j.participants[0]?.id;
    });
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'ERR_DUPLICATE_PARTICIPANT', path: 'participants[1].id' },
    });
  });
});
