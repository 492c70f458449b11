/**
 * The competition document: one JSON file holding a whole competition — format, preset, resolved
 * configuration, the roster at creation, and every event including superseded ones. `makeDocument`
 * writes it in a canonical form (fixed key order, two-space indent, final newline), so
 * export → import → export is byte-identical. `parseDocument` validates everything and names the
 * file, line and field of the first problem; it takes a UTF-8 byte-order mark, and refuses before
 * building anything JSON nested deeper than any document needs and `__proto__` keys (which would
 * change the objects built from it). `parseDocumentBytes` first checks that the bytes are UTF-8.
 * See docs/competition-document.md.
 */
import {
  findNodeAtLocation,
  getNodeValue,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { z } from 'zod';
import { refusalsFromZod } from '../../core/config.js';
import { checkNewEvents, fold } from '../../core/engine.js';
import { momentSchema, type StoredEvent, storedEventSchema } from '../../core/events.js';
import type { AnyFormat } from '../../core/format.js';
import { PARTICIPANT_FIELDS, type Participant, participantSchema } from '../../core/participant.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import { formatOf } from '../../formats/registry.js';
import type { CompetitionRecord } from '../../store/port.js';
import { COMPETITION_ID_PATTERN } from '../competitions/competition-id.js';
import { checkJsonValue, invalidUtf8Offset } from '../text-input.js';

export const DOCUMENT_KIND = 'arbiter-competition';
export const DOCUMENT_VERSION = 1;

export { COMPETITION_ID_PATTERN };

const documentSchema = z.strictObject({
  kind: z.literal(DOCUMENT_KIND, { message: `must be "${DOCUMENT_KIND}"` }),
  version: z.literal(DOCUMENT_VERSION, { message: `must be ${DOCUMENT_VERSION}` }),
  competition: z.strictObject({
    id: z.string().regex(COMPETITION_ID_PATTERN, 'an id is lower-case letters, digits and "-" (at most 63)'),
    name: z.string().trim().min(1).max(200),
    format: z.string().min(1),
    formatVersion: z.number().int().positive(),
    preset: z.string().min(1),
    config: z.record(z.string(), z.unknown()),
    createdAt: momentSchema,
  }),
  participants: z.array(participantSchema),
  events: z.array(z.unknown()),
});

/** A competition without its club: what a document carries. */
export type CompetitionSetupRecord = Omit<CompetitionRecord, 'clubId'>;

export interface CompetitionDocument {
  readonly competition: CompetitionSetupRecord;
  readonly events: readonly StoredEvent[];
  /** The format as it scored under the document's rule version (`competition.formatVersion`). */
  readonly format: AnyFormat;
}

/** Canonical JSON of a competition: the same competition always gives the same bytes. */
export function makeDocument(competition: CompetitionSetupRecord, events: readonly StoredEvent[]): string {
  const doc = {
    kind: DOCUMENT_KIND,
    version: DOCUMENT_VERSION,
    competition: {
      id: competition.id,
      name: competition.name,
      format: competition.format,
      formatVersion: competition.formatVersion,
      preset: competition.preset,
      config: competition.config,
      createdAt: competition.createdAt,
    },
    participants: competition.participants.map(canonicalParticipant),
    events: events.map((e) => ({
      seq: e.seq,
      at: e.at,
      recordedAt: e.recordedAt,
      actor: e.actor,
      type: e.type,
      payload: e.payload,
      ...(e.supersedes ? { supersedes: e.supersedes } : {}),
      ...(e.reason !== undefined ? { reason: e.reason } : {}),
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function canonicalParticipant(p: Participant): Participant {
  return {
    id: p.id,
    name: p.name,
    ...(p.alias !== undefined ? { alias: p.alias } : {}),
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...Object.fromEntries(PARTICIPANT_FIELDS.filter((f) => p[f] !== undefined).map((f) => [f, p[f]])),
    ...(p.attributes !== undefined ? { attributes: p.attributes } : {}),
  };
}

/** Line and column (1-based) of a JSON path in the source text, for error messages. */
function locate(root: Node | undefined, text: string, path: readonly (string | number)[]): string {
  let node: Node | undefined;
  for (let depth = path.length; depth >= 0 && !node; depth--) {
    node = root ? findNodeAtLocation(root, path.slice(0, depth) as (string | number)[]) : undefined;
  }
  return position(text, node?.offset ?? 0);
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${line}:${column}`;
}

/** A document nests about eight levels deep; JSON nested deeper than this is refused unread. */
export const MAX_DOCUMENT_DEPTH = 64;

/** The offset of the first bracket nested deeper than `MAX_DOCUMENT_DEPTH`, outside strings. */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > MAX_DOCUMENT_DEPTH) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/** The first object key `__proto__`: building the value would set the object's prototype. */
function protoKeyIn(root: Node): Node | undefined {
  const stack: Node[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'property' && node.children?.[0]?.value === '__proto__') return node.children[0];
    for (const child of node.children ?? []) stack.push(child);
  }
  return undefined;
}

/** Line and column (in bytes) of the first byte that is not UTF-8, if any. */
export function invalidUtf8At(bytes: Uint8Array): { line: number; column: number } | undefined {
  const offset = invalidUtf8Offset(bytes);
  if (offset < 0) return undefined;
  // Lines split at "\n", which UTF-8 never uses inside a character.
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(10); i >= 0 && i < offset; i = bytes.indexOf(10, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Parses a document from the bytes of a file: UTF-8 (with or without a byte-order mark) only. */
export function parseDocumentBytes(
  bytes: Uint8Array,
  source = 'document',
): Result<CompetitionDocument, Refusal> {
  const bad = invalidUtf8At(bytes);
  if (bad)
    return err(
      refusal(
        'ERR_MALFORMED_DOCUMENT',
        `${source}:${bad.line}:${bad.column}: the file is not UTF-8 (save it as UTF-8)`,
        { path: '' },
      ),
    );
  return parseDocument(new TextDecoder('utf-8').decode(bytes), source);
}

const pathParts = (path: string | undefined): (string | number)[] =>
  (path ?? '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Parses and validates a competition document. Every refusal's message starts with
 * `<source>:<line>:<column>: <field>:` so a director can find the problem in the file.
 */
export function parseDocument(raw: string, source = 'document'): Result<CompetitionDocument, Refusal> {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const malformed = (offset: number, what: string) =>
    err(
      refusal('ERR_MALFORMED_JSON', `${source}:${position(text, offset)}: malformed JSON (${what})`, {
        path: '',
      }),
    );
  const deep = tooDeepAt(text);
  if (deep !== undefined) return malformed(deep, `nested deeper than ${MAX_DOCUMENT_DEPTH} levels`);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (first || !root)
    return malformed(first?.offset ?? 0, first ? printParseErrorCode(first.error) : 'empty document');
  const proto = protoKeyIn(root);
  if (proto) return malformed(proto.offset, 'the key "__proto__" is not allowed');
  const at = (r: Refusal): Refusal => ({
    ...r,
    message: `${source}:${locate(root, text, pathParts(r.path))}: ${r.message}`,
  });
  const value = getNodeValue(root);
  // No text with control characters or lone surrogates, no `constructor` or `prototype` keys.
  const clean = checkJsonValue(value, '');
  if (!clean.ok) return err(at(clean.error));
  const parsed = documentSchema.safeParse(value);
  if (!parsed.success)
    return err(at(refusalsFromZod(parsed.error, '', 'ERR_INVALID_DOCUMENT')[0] as Refusal));
  const doc = parsed.data;

  const versioned = formatOf(doc.competition.format, doc.competition.formatVersion);
  if (!versioned.ok) {
    const path = `competition.${versioned.error.path}`;
    return err(at({ ...versioned.error, path, message: `${path}: ${versioned.error.message}` }));
  }
  const format = versioned.value;
  const config = format.parseConfig(doc.competition.config, doc.competition.preset);
  if (!config.ok) {
    const first = config.error[0] as Refusal;
    const path = first.path === 'preset' ? 'competition.preset' : `competition.${first.path ?? 'config'}`;
    return err(at({ ...first, path, message: `competition.${first.message}` }));
  }
  const seen = new Set<string>();
  for (const [i, p] of doc.participants.entries()) {
    if (seen.has(p.id)) {
      return err(
        at(
          refusal('ERR_DUPLICATE_PARTICIPANT', `participants[${i}].id: "${p.id}" appears twice`, {
            path: `participants[${i}].id`,
          }),
        ),
      );
    }
    seen.add(p.id);
  }

  const events: StoredEvent[] = [];
  for (const [i, raw] of doc.events.entries()) {
    const e = storedEventSchema.safeParse(raw);
    if (!e.success)
      return err(at(refusalsFromZod(e.error, `events[${i}]`, 'ERR_INVALID_EVENT')[0] as Refusal));
    events.push(e.data as StoredEvent);
  }
  const checked = checkNewEvents(format, [], events, (i) => `events[${i}]`);
  if (!checked.ok) return err(at(checked.error));

  const competition: CompetitionSetupRecord = {
    id: doc.competition.id,
    name: doc.competition.name,
    format: format.name,
    formatVersion: doc.competition.formatVersion,
    preset: doc.competition.preset,
    config: config.value,
    participants: doc.participants,
    createdAt: doc.competition.createdAt as Moment,
  };
  const rejected = firstRejected(format, competition, events);
  if (rejected) return err(at(rejected));
  return ok({ competition, events, format });
}

function firstRejected(
  format: AnyFormat,
  competition: CompetitionSetupRecord,
  events: readonly StoredEvent[],
) {
  const result = fold(format, competition, events);
  for (const [index, e] of events.entries()) {
    const outcome = result.outcomes.get(e.seq);
    if (outcome?.status === 'rejected') {
      return refusal(
        outcome.code ?? 'ERR_REJECTED_EVENT',
        `events[${index}]: ${outcome.message ?? 'rejected'}`,
        {
          path: `events[${index}]`,
        },
      );
    }
  }
  return undefined;
}
