/**
 * What a download is (server/downloads/catalog.ts lists them, a format's module adds its own,
 * `formats/<f>/web/downloads.ts`): a table written as CSV or a file's text, for one page.
 */
import type { Loaded } from '../../app/competitions/competitions.js';
import { type Audience, nameOf } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import type { StoredEvent } from '../../core/events.js';
import type { Roster } from '../../core/participant.js';
import type { Moment } from '../../core/types.js';
import type { Table } from '../downloads/csv.js';

export interface DownloadInput {
  readonly t: Translate;
  readonly loaded: Loaded;
  /** The format's state as of `asOf`. */
  readonly state: unknown;
  /** The roster with the names the audience may see. */
  readonly roster: Roster;
  readonly audience: Audience;
  readonly asOf: Moment;
  /** The competition's log (up to its fold). */
  readonly log: readonly StoredEvent[];
}

export interface Download {
  /** The last part of its address and of its file name: `standings.csv`. */
  readonly name: string;
  /** Message key of the link. */
  readonly label: string;
  /** The page (tab id) whose table it is, where its link is shown. */
  readonly tab: string;
  readonly contentType: string;
  readonly directorOnly?: boolean;
  /** The formats that have it; every format when absent. */
  readonly formats?: readonly string[];
  /** A table, written as CSV; or the file's text; undefined when the competition has none yet. */
  readonly make: (input: DownloadInput) => Table | string | undefined;
}

export const CSV = 'text/csv; charset=utf-8; header=present';
export const TEXT = 'text/plain; charset=utf-8';

/** Participants by the name the download shows (the roster already holds what the audience may see). */
export const downloadName = (input: DownloadInput) => (id: string | null) =>
  nameOf(input.roster, id, 'director');
