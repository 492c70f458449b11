/**
 * What a competition puts into a calendar: the entries its format's module gives (club evenings
 * and rounds, and the deadlines people plan around, `formats/<f>/web/calendar.ts`), else its
 * rounds that have a moment. Entries are data; server/calendar/calendar.ts turns them into iCalendar with
 * ical-generator.
 */
import type { Loaded } from '../../app/competitions/competitions.js';
import type { StoredEvent } from '../../core/events.js';
import { isAfter } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import { FORMAT_MODULES } from '../../formats/modules.js';
import type { CalendarEntriesOf, CalendarEntry } from '../kit/calendar-entry.js';

export type { CalendarEntry } from '../kit/calendar-entry.js';

/**
 * When each round began by the log: the earliest event naming it (`payload.round`) — its pairing
 * (championship), or its first result (the round robin, which schedules no dates).
 */
function roundMoments(events: readonly StoredEvent[]): Map<string, Moment> {
  const first = new Map<string, Moment>();
  for (const e of events) {
    const round = (e.payload as { round?: unknown }).round;
    if (typeof round !== 'number') continue;
    const known = first.get(String(round));
    if (known === undefined || isAfter(known, e.at)) first.set(String(round), e.at);
  }
  return first;
}

/**
 * Formats without their own entries: their rounds that have a moment, in the round's own title
 * (a handicap league's evening by its date in words, not its id).
 */
const roundEntries = (
  loaded: Loaded,
  state: unknown,
  asOf: Moment,
  log: readonly StoredEvent[],
): CalendarEntry[] => {
  const moments = roundMoments(log);
  return loaded.format.views.rounds(state).flatMap((r) => {
    // A round's own moment is known as of `asOf` (a date set ahead included); the log's is not.
    const at = r.at ?? moments.get(r.id);
    if (at === undefined || (r.at === undefined && isAfter(at, asOf))) return [];
    // A round named by its date (a handicap league's evening) is a club evening; its date is the
    // event's own.
    const title: Pick<CalendarEntry, 'key' | 'params'> = /^\d+$/.test(r.id)
      ? { key: 'cal.round', params: { round: r.id } }
      : { key: 'cal.clubEvening' };
    return [{ uid: `round-${r.id}`, start: at, ...title } satisfies CalendarEntry];
  });
};

const BY_FORMAT: ReadonlyMap<string, CalendarEntriesOf> = new Map(
  FORMAT_MODULES.flatMap((m) => (m.calendar ? [[m.name, m.calendar] as const] : [])),
);

/** The calendar entries of a competition as of a moment (deadlines of what is running then). */
export function calendarEntries(
  loaded: Loaded,
  state: unknown,
  asOf: Moment,
  log: readonly StoredEvent[],
): readonly CalendarEntry[] {
  const own = BY_FORMAT.get(loaded.record.format);
  return own ? own(state, asOf, log) : roundEntries(loaded, state, asOf, log);
}
