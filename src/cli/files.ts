/**
 * Files named on the command line: a missing one is "not found" (exit 5); a competition document
 * or a tsh file must be UTF-8 (a byte-order mark is allowed) and valid, else it is invalid input
 * (exit 3) naming the file and the place.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type CompetitionDocument, invalidUtf8At, parseDocumentBytes } from '../app/imports/document.js';
import type { CliContext } from './context.js';

/** The bytes of a file named on the command line. */
export function readInputFile(path: string, context: CliContext): Buffer {
  if (!existsSync(path)) return context.fail('ERR_NOT_FOUND', `${path}: no such file`);
  return readFileSync(path);
}

/** Writes a command's output file (`--output`/`--out`), replacing it. */
export function writeOutputFile(path: string, text: string): void {
  writeFileSync(path, text);
}

/** A UTF-8 text file (a `.t` division), or exit 3 naming where it is not UTF-8. */
export function readUtf8(path: string, context: CliContext): string {
  const bytes = readInputFile(path, context);
  const bad = invalidUtf8At(bytes);
  if (bad)
    return context.invalid(
      'ERR_MALFORMED_FILE',
      `${path}:${bad.line}:${bad.column}: the file is not UTF-8 (save it as UTF-8)`,
    );
  return new TextDecoder('utf-8').decode(bytes);
}

/** A competition document file, parsed and checked (app/imports/document.ts), or exit 3. */
export function readDocumentFile(path: string, context: CliContext): CompetitionDocument {
  const doc = parseDocumentBytes(readInputFile(path, context), path);
  if (!doc.ok) return context.invalid(doc.error.code, doc.error.message);
  return doc.value;
}

/** Whether a command's target is a document file rather than a competition id. */
export const isDocumentFile = (target: string): boolean => target.endsWith('.json') && existsSync(target);
