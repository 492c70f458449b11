/**
 * The Keizer season in a calendar: each club evening, and the notice deadline before it (KZ-11,
 * 17:00 on the evening in the club's zone).
 */
import type { StoredEvent } from '../../../core/events.js';
import type { Moment } from '../../../core/types.js';
import type { CalendarEntriesOf, CalendarEntry } from '../../../server/kit/calendar-entry.js';
import { type KeizerState, noticeDeadline, totalRounds } from '../index.js';

/** How often each Keizer evening was planned on another date (KZ-1), and when that was last recorded. */
function eveningMoves(events: readonly StoredEvent[]): Map<number, { sequence: number; modifiedAt: Moment }> {
  const dates = new Map<number, string>();
  const moves = new Map<number, { sequence: number; modifiedAt: Moment }>();
  for (const e of events) {
    if (e.type !== 'EveningsPlanned') continue;
    for (const { round, date } of (e.payload as { evenings: { round: number; date: string }[] }).evenings) {
      const before = dates.get(round);
      dates.set(round, date);
      const known = moves.get(round);
      if (before === undefined) moves.set(round, { sequence: 0, modifiedAt: e.recordedAt });
      else if (before !== date)
        moves.set(round, { sequence: (known?.sequence ?? 0) + 1, modifiedAt: e.recordedAt });
    }
  }
  return moves;
}

export const keizerCalendar: CalendarEntriesOf = (s, _asOf, events) => {
  const state = s as KeizerState;
  const moves = eveningMoves(events);
  const out: CalendarEntry[] = [];
  for (let round = 1; round <= totalRounds(state.config); round++) {
    const date = state.evenings.get(round);
    if (date === undefined) continue;
    const moved = moves.get(round) ?? {};
    out.push({ uid: `evening-${round}`, start: date, key: 'cal.evening', params: { round }, ...moved });
    const notice = noticeDeadline(state, round);
    if (notice)
      out.push({
        uid: `notice-${round}`,
        start: notice,
        key: 'cal.keizer.notice',
        params: { round },
        ...moved,
      });
  }
  return out;
};
