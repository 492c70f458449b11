/**
 * Notices: what a format tells its players and its director by mail, chosen by pure functions
 * (no clock, no I/O) from the fold. `ofEvents` looks at events as they are written (a challenge,
 * a result, a pairing); `timed` at the deadlines the fold knows (PYR-4/13 acceptance and
 * confirmation, PYR-8 objection periods, TX-11 answers): every notice whose moment lies in a window
 * of time, so that a scheduler that looks at consecutive windows finds each reminder and expiry
 * exactly once. Each notice has a key that names it for good (the same notice is queued once,
 * whoever finds it), its kind (each person chooses per kind: immediately, daily or never), its
 * recipient (a participant or the director), values for its text (participant ids become names
 * and moments words at the edge), and what an answer to it needs no syntax for (mail/answers.ts).
 */
import type { StoredEvent } from '../core/events.js';
import { instantOf } from '../core/moment.js';
import type { Moment, ParticipantId } from '../core/types.js';

export type NoticeValue = string | number | readonly string[];

export interface Notice {
  /** `<format>.<what>`: `pyramid.challenged`; its texts are `notice.<kind>.subject` and `.body`. */
  readonly kind: string;
  readonly to: ParticipantId | 'director';
  /** Values for the texts: participant ids (lists too) become names, moments and dates words. */
  readonly params: Readonly<Record<string, NoticeValue>>;
  /** Names the notice for good, within its competition (with the recipient added at the edge). */
  readonly key: string;
  /** What a reply needs no command word for (`accept`, `confirm`, …), and what it is about. */
  readonly expects?: string;
  readonly context?: Readonly<Record<string, unknown>>;
  /** Where the recipient acts: `act` (his forms), `` (the competition), `t/<tab>`. */
  readonly page: string;
  /** How it goes to a person who chose nothing for its kind (absent: at once), e.g. a daily digest. */
  readonly delivery?: 'digest';
  /** Not sent before this moment (a pairing published at 18:00, KZ-12). */
  readonly notBefore?: Moment;
  /** Rows of a table the notice shows (league ranks, a group table): a participant and his cells. */
  readonly table?: readonly { readonly participant: ParticipantId; readonly cells: readonly string[] }[];
  /**
   * Parts of the texts that are texts of their own (what a late entry changed): each a message
   * key with its values, written first and given to the subject and body under its name.
   */
  readonly phrases?: Readonly<
    Record<string, { readonly key: string; readonly params: Readonly<Record<string, NoticeValue>> }>
  >;
  /** A reason with its own message key (the format's), its values and its English sentence. */
  readonly explain?: {
    readonly code: string;
    readonly params: Readonly<Record<string, string | number>>;
    readonly text: string;
  };
}

export interface FormatNotices<S = unknown> {
  readonly format: string;
  /** Every kind it sends, for the people's choices. */
  readonly kinds: readonly string[];
  /** The notices of new events: `before` is the state they were decided against, `after` theirs. */
  ofEvents(before: S, after: S, events: readonly StoredEvent[]): Notice[];
  /**
   * The notices due in the window (`from`, `to`], from the state as of `to`; left out by a format
   * whose notices all come with events (the scheduler then never folds its competitions).
   */
  timed?(state: S, from: Moment, to: Moment): Notice[];
  /** What an entry of the log is, in words a late entry's notice uses (PYR-0); else "an entry". */
  entry?(event: StoredEvent): Entry | undefined;
}

/** What kinds of entries a late entry can change, each with its text `notice.late.entry.<what>`. */
export const ENTRY_KINDS = [
  'challenge',
  'acceptance',
  'result',
  'objection',
  'place',
  'vacation',
  'absence',
  'appointment',
  'game',
  'entry',
] as const;

/** An entry of the log in words: what it is, and the players it is about (ids, or several). */
export interface Entry {
  readonly what: (typeof ENTRY_KINDS)[number];
  readonly player: NoticeValue;
  readonly opponent?: NoticeValue;
}

/** Whether a moment lies in the window (`from`, `to`] (compared as instants). */
export const within = (m: Moment | undefined, from: number, to: number): m is Moment => {
  if (m === undefined) return false;
  const t = instantOf(m);
  return t > from && t <= to;
};
