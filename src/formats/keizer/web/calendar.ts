/**
 * The Keizer season in a calendar: each club evening, and the notice deadline before it (KZ-11,
 * 17:00 on the evening in the club's zone).
 */
import type { CalendarEntriesOf, CalendarEntry } from '../../../server/kit/calendar-entry.js';
import { type KeizerState, noticeDeadline, totalRounds } from '../index.js';

export const keizerCalendar: CalendarEntriesOf = (s) => {
  const state = s as KeizerState;
  const out: CalendarEntry[] = [];
  for (let round = 1; round <= totalRounds(state.config); round++) {
    const date = state.evenings.get(round);
    if (date === undefined) continue;
    out.push({ uid: `evening-${round}`, start: date, key: 'cal.evening', params: { round } });
    const notice = noticeDeadline(state, round);
    if (notice)
      out.push({ uid: `notice-${round}`, start: notice, key: 'cal.keizer.notice', params: { round } });
  }
  return out;
};
