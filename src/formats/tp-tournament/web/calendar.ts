/**
 * The tournament in a calendar: its rounds, the arranged games and the answer deadlines of the
 * contacts still waiting (TX-11).
 */
import type { CalendarEntriesOf, CalendarEntry } from '../../../server/kit/calendar-entry.js';
import { scheduleView, type TpState } from '../index.js';

export const tpCalendar: CalendarEntriesOf = (s, asOf) => {
  const view = scheduleView(s as TpState, asOf);
  const out: CalendarEntry[] = view.rounds.map((r) => ({
    uid: `round-${r.stage}-${r.round}`,
    start: r.startsAt,
    key: 'cal.round',
    params: { round: r.round },
    ...(r.endsBy ? { end: r.endsBy } : {}),
  }));
  for (const g of view.games) {
    const [a, b] = g.game.players;
    if (g.appointment && !g.decided)
      out.push({
        uid: `game-${g.game.id}`,
        start: g.appointment.startsAt,
        key: 'cal.tx.game',
        people: { first: a, second: b },
        participants: [a, b],
      });
    for (const contact of g.contacts) {
      if (contact.status !== 'waiting') continue;
      out.push({
        uid: `answer-${g.game.id}-${contact.sentAt}`,
        start: contact.reportAt,
        key: 'cal.tx.answer',
        people: { from: contact.from, to: contact.to },
        participants: [contact.to, contact.from],
      });
    }
  }
  return out;
};
