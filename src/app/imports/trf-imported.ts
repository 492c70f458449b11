/**
 * What a TRF import is asked for and what it makes (app/imports/trf-import.ts): the formats a TRF can be
 * imported as are those whose TRF mapping reads one (`formats/trf.ts`).
 */
import type { AnyFormat } from '../../core/format.js';
import type { Participant } from '../../core/participant.js';
import { type TrfFile, trfTag } from '../../core/trf.js';
import type { Moment } from '../../core/types.js';
import { FORMAT_TRF } from '../../formats/trf.js';
import type { CompetitionDocument } from './document.js';

/** The formats a TRF can be imported as, each with what the file becomes; the first is the default. */
export const TRF_IMPORT_FORMATS: readonly { readonly format: string; readonly help: string }[] = [
  ...FORMAT_TRF,
].flatMap(([format, trf]) => (trf.reader ? [{ format, help: trf.reader.help }] : []));

export interface TrfImport {
  readonly id: string;
  /** The format to create (default: the first of `TRF_IMPORT_FORMATS`). */
  readonly format?: string;
  readonly name?: string;
  readonly preset?: string;
}

export interface TrfDocument {
  readonly document: CompetitionDocument;
  readonly players: number;
  readonly rounds: number;
  readonly games: number;
}

/** The imported competition: named by `--name`, else by the file's tournament name (tag 012), else its id. */
export function importedCompetition(
  format: AnyFormat,
  file: TrfFile,
  options: TrfImport,
  made: { preset: string; config: unknown; participants: readonly Participant[]; createdAt: Moment },
) {
  return {
    id: options.id,
    name: options.name ?? trfTag(file, '012') ?? options.id,
    format: format.name,
    formatVersion: format.version,
    ...made,
  };
}
