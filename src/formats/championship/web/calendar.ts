/**
 * The championship in a calendar: each main round at its date (set ahead on the act page, issue
 * 25.5), else at its pairing's moment once paired.
 */
import { isAfter } from '../../../core/moment.js';
import type { Moment } from '../../../core/types.js';
import type { CalendarEntry } from '../../../server/kit/calendar-entry.js';
import type { ChampionshipState } from '../state.js';

export function championshipCalendar(state: unknown, asOf: Moment): CalendarEntry[] {
  const s = state as ChampionshipState;
  const entries: CalendarEntry[] = [];
  for (let round = 1; round <= s.config.rounds; round++) {
    // A date is known ahead; a pairing's moment only once it has happened.
    const paired = s.pairedAt?.get(round);
    const at = s.dates?.get(round) ?? (paired && !isAfter(paired, asOf) ? paired : undefined);
    if (at) entries.push({ uid: `round-${round}`, start: at, key: 'cal.round', params: { round } });
  }
  return entries;
}
