/**
 * What a calendar entry is (`formats/<f>/web/calendar.ts` make them, server/calendar/calendar-entries.ts
 * collects them, server/calendar/calendar.ts writes them as iCalendar).
 */
import type { StoredEvent } from '../../core/events.js';
import type { Moment, ParticipantId } from '../../core/types.js';

export interface CalendarEntry {
  /** Unique within the competition and stable while the entry lasts (the feed's UID). */
  readonly uid: string;
  /** A moment, or a date (`2026-03-02`) for a whole day. */
  readonly start: Moment | string;
  /** Message key of the entry's title (`cal.*`), filled with `params` (participant ids become names). */
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Params that are participant ids, named for the reader. */
  readonly people?: Readonly<Record<string, ParticipantId>>;
  /** Whom it concerns; absent: everyone in the competition. A person's feed has only his own. */
  readonly participants?: readonly ParticipantId[];
  /** Its end, where the competition knows one (a round's deadline). */
  readonly end?: Moment;
  /** How often its moment moved (RFC 5545 SEQUENCE), and when it last did (LAST-MODIFIED). */
  readonly sequence?: number;
  readonly modifiedAt?: Moment;
}

/** A format's calendar entries of a competition's state as of a moment (its log for what moved). */
export type CalendarEntriesOf = (
  state: unknown,
  asOf: Moment,
  events: readonly StoredEvent[],
) => CalendarEntry[];
