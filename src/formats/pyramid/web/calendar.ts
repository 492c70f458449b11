/**
 * The pyramid in a calendar: the running challenges' first-move and acceptance deadlines (PYR-13)
 * and game limits (PYR-9), for the two players.
 */
import type { Moment } from '../../../core/types.js';
import type { CalendarEntriesOf, CalendarEntry } from '../../../server/kit/calendar-entry.js';
import { type PyramidState, runningChallenges } from '../index.js';

export const pyramidCalendar: CalendarEntriesOf = (s, asOf) =>
  runningChallenges(s as PyramidState, asOf).flatMap((c) => {
    const pair = `${c.challenger}-${c.defender}-${c.challengedAt ?? c.assignedAt ?? ''}`;
    const people = { challenger: c.challenger, defender: c.defender };
    const participants = [c.challenger, c.defender];
    const entry = (uid: string, start: Moment | undefined, key: string): CalendarEntry[] =>
      start ? [{ uid: `${uid}-${pair}`, start, key, people, participants }] : [];
    return [
      ...entry('first-move', c.confirmBy?.at, 'cal.pyr.firstMove'),
      ...entry('accept', c.acceptBy?.at, 'cal.pyr.accept'),
      ...entry('game-limit', c.gameLimit, 'cal.pyr.gameLimit'),
    ];
  });
