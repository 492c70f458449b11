/**
 * What a competition puts into a calendar: the entries its format's module gives (club evenings
 * and rounds, and the deadlines people plan around, `formats/<f>/web/calendar.ts`), else its
 * rounds that have a moment. Entries are data; server/calendar.ts turns them into iCalendar with
 * ical-generator.
 */
import type { Loaded } from '../app/competitions.js';
import type { Moment } from '../core/types.js';
import { FORMAT_MODULES } from '../formats/modules.js';
import type { CalendarEntriesOf, CalendarEntry } from './kit/calendar-entry.js';

export type { CalendarEntry } from './kit/calendar-entry.js';

/** Formats without their own entries: their rounds that have a moment. */
const roundEntries = (loaded: Loaded, state: unknown): CalendarEntry[] =>
  loaded.format.views.rounds(state).flatMap((r) =>
    r.at
      ? [
          {
            uid: `round-${r.id}`,
            start: r.at,
            key: 'cal.round',
            params: { round: r.id },
          } satisfies CalendarEntry,
        ]
      : [],
  );

const BY_FORMAT: ReadonlyMap<string, CalendarEntriesOf> = new Map(
  FORMAT_MODULES.flatMap((m) => (m.calendar ? [[m.name, m.calendar] as const] : [])),
);

/** The calendar entries of a competition as of a moment (deadlines of what is running then). */
export function calendarEntries(loaded: Loaded, state: unknown, asOf: Moment): readonly CalendarEntry[] {
  const own = BY_FORMAT.get(loaded.record.format);
  return own ? own(state, asOf) : roundEntries(loaded, state);
}
