/**
 * What a TRF import is asked for and what it makes, shared by the round robin's import
 * (trf-import.ts) and the Keizer season's (trf-keizer.ts).
 */
import type { AnyFormat } from '../core/format.js';
import type { Participant } from '../core/participant.js';
import { type TrfFile, trfTag } from '../core/trf.js';
import type { Moment } from '../core/types.js';
import type { CompetitionDocument } from './document.js';

/** The formats a TRF can be imported as: a round robin's, or any pairings (a Swiss) as a Keizer season. */
export const TRF_IMPORT_FORMATS = ['round-robin', 'keizer'] as const;
export type TrfImportFormat = (typeof TRF_IMPORT_FORMATS)[number];

export interface TrfImport {
  readonly id: string;
  /** The format to create (default: round robin). */
  readonly format?: TrfImportFormat;
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
