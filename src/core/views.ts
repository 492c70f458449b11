/**
 * The generic views every format offers, so that the app, the CLI and the basic pages can show
 * any competition without knowing its format. Formats add richer views of their own.
 * Labels are message keys (`col.points`), translated at the edge (core/messages.ts and the
 * format's own messages).
 */
import type { PerState } from './memo.js';
import type { Moment, ParticipantId } from './types.js';

export interface Column {
  readonly id: string;
  /** Message key of the column heading. */
  readonly label: string;
  readonly align?: 'left' | 'right' | 'center';
}

export interface StandingsRow {
  /** 1-based place; tied rows share the place of the first of them. */
  readonly place: number;
  readonly tied: boolean;
  readonly participantId: ParticipantId;
  /** Display text per column id (exact values already formatted). */
  readonly cells: Readonly<Record<string, string>>;
}

/**
 * A text for the reader's language: a message key and its params; a participant id among them,
 * or in a list of them, stands for the name.
 */
export interface ViewMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number | readonly string[]>>;
}

export interface StandingsTable {
  readonly columns: readonly Column[];
  readonly rows: readonly StandingsRow[];
  /** Notes shown under the table (e.g. "a play-off decides places 2–3"), as English sentences. */
  readonly notes?: readonly string[];
  /** The same notes as messages, for the pages in the reader's language. */
  readonly noteMessages?: readonly ViewMessage[];
}

/** A column as `[id, message key, alignment]`; right-aligned where no alignment is given. */
export type ColumnSpec = readonly [id: string, label: string, align?: Column['align']];

/** What a standings row is made from: a ranked entry (tied where the format says so). */
export interface Ranked {
  readonly place: number;
  readonly tied?: boolean;
  readonly participantId: ParticipantId;
}

/** The standings table of ranked entries: their cells by column id, and the notes where there are any. */
export function standingsTable<R extends Ranked>(
  columns: readonly ColumnSpec[],
  rows: readonly R[],
  cells: (row: R) => Readonly<Record<string, string>>,
  notes: readonly string[] = [],
  noteMessages: readonly ViewMessage[] = [],
): StandingsTable {
  return {
    columns: columns.map(([id, label, align = 'right']) => ({ id, label, align })),
    rows: rows.map((r) => ({
      place: r.place,
      tied: r.tied ?? false,
      participantId: r.participantId,
      cells: cells(r),
    })),
    ...(notes.length > 0 ? { notes } : {}),
    ...(noteMessages.length > 0 ? { noteMessages } : {}),
  };
}

/** A whole number with its sign: `+3`, `0`, `-2`. */
export const signedNumber = (n: number): string => (n > 0 ? `+${n}` : String(n));

export interface PairingView {
  readonly board?: number;
  /** White / home / challenger / uwate, depending on the format. */
  readonly first: ParticipantId;
  /** Null for a bye. */
  readonly second: ParticipantId | null;
  /** Result text such as `1-0`, `½-½`, `412:388`, or undefined while unplayed. */
  readonly result?: string;
  /** The result in words where `result` is no plain score (a bye, a forfeit, a no-show). */
  readonly resultMessage?: ViewMessage;
  readonly note?: string;
}

export interface RoundView {
  readonly id: string;
  /** Message key or plain label such as "Round 3". */
  readonly label: string;
  /** Placeholders of the label's message (`{n}`), if it has any. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly at?: Moment;
  /** The public sees the round's pairings from this moment on (e.g. KZ-12); before it, directors only. */
  readonly publishedAt?: Moment;
  readonly status: 'planned' | 'paired' | 'playing' | 'complete';
  readonly pairings: readonly PairingView[];
  /**
   * The headings of the `first` and `second` columns as message keys, where the sides have names
   * in the game (`comp.white`, `comp.black`); a plain "Name" otherwise.
   */
  readonly sides?: readonly [string, string];
}

/**
 * A round without its pairings: what a page's "as of" picker needs of every round, kept with a
 * snapshot (a 200-player round robin's rounds view builds 20,000 pairings).
 */
export type RoundOutline = Omit<RoundView, 'pairings'>;

export const roundOutline = ({ pairings: _, ...outline }: RoundView): RoundOutline => outline;

export type DueSeverity = 'info' | 'due' | 'overdue';

/** Something the director should look at: a deadline, an unreported result, an objection … */
export interface DueItem {
  readonly code: string;
  readonly severity: DueSeverity;
  /** The deadline or the moment it became due. */
  readonly due: Moment;
  readonly participantIds: readonly ParticipantId[];
  /** English sentence; the code is the message key for translations. */
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface FormatViews<S> {
  standings(state: S): StandingsTable;
  rounds(state: S): readonly RoundView[];
  due(state: S, asOf: Moment): readonly DueItem[];
  /**
   * Views of the format's own, computed once per state (`perState`), that a snapshot of the state
   * keeps with it (app/competitions/snapshots.ts): what the format's pages compute first, so that
   * a page opened cold does not compute them again (a Keizer season's ranking history and outcome
   * sheet). Each must be a pure function of the state whose value the snapshot can hold (plain
   * data, typed arrays, the format's snapshot classes).
   */
  readonly kept?: Readonly<Record<string, PerState<S & object, unknown>>>;
}
