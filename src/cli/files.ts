/**
 * Files named on the command line: a missing one is "not found" (exit 5); a competition document
 * must be UTF-8 (a byte-order mark is allowed) and valid, else it is invalid input (exit 3)
 * naming the file and the place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type CompetitionDocument, parseDocument } from '../app/document.js';
import type { CliContext } from './context.js';

/** The bytes of a file named on the command line. */
export function readInputFile(path: string, context: CliContext): Buffer {
  if (!existsSync(path)) return context.fail('ERR_NOT_FOUND', `${path}: no such file`);
  return readFileSync(path);
}

/** Line and column of the first byte that is not UTF-8, if any. */
export function invalidUtf8At(bytes: Uint8Array): { line: number; column: number } | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(bytes);
    return undefined;
  } catch {
    // Decode line by line to say where: lines split at "\n", which UTF-8 never uses inside a character.
    let start = 0;
    for (let line = 1; start <= bytes.length; line++) {
      let end = bytes.indexOf(10, start);
      if (end < 0) end = bytes.length;
      try {
        decoder.decode(bytes.subarray(start, end));
      } catch {
        return { line, column: firstBadByte(bytes.subarray(start, end)) + 1 };
      }
      start = end + 1;
    }
    return { line: 1, column: 1 };
  }
}

/** The index of the first byte that cannot continue valid UTF-8 (a prefix may end mid-character). */
function firstBadByte(bytes: Uint8Array): number {
  const decodes = (length: number): boolean => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (decodes(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A competition document file as UTF-8 text, or exit 3 naming where it is not. */
export function readUtf8(path: string, context: CliContext): string {
  const bytes = readInputFile(path, context);
  const bad = invalidUtf8At(bytes);
  if (bad)
    return context.invalid(
      'ERR_MALFORMED_DOCUMENT',
      `${path}:${bad.line}:${bad.column}: the file is not UTF-8 (save it as UTF-8)`,
    );
  return bytes.toString('utf8');
}

/** A competition document file, parsed and checked (app/document.ts). */
export function readDocumentFile(path: string, context: CliContext): CompetitionDocument {
  const doc = parseDocument(readUtf8(path, context), path);
  if (!doc.ok) return context.invalid(doc.error.code, doc.error.message);
  return doc.value;
}

/** Whether a command's target is a document file rather than a competition id. */
export const isDocumentFile = (target: string): boolean => target.endsWith('.json') && existsSync(target);
