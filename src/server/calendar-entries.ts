/**
 * What a competition puts into a calendar, by format: club evenings and rounds, and the
 * deadlines people plan around — the pyramid's first-move and acceptance deadlines (PYR-13) and
 * game limit (PYR-9), the tournament's answer deadlines (TX-11), the Keizer notice deadline
 * (KZ-11, 17:00 on the evening in the club's zone). Entries are data; server/calendar.ts turns
 * them into iCalendar with ical-generator.
 */
import type { Loaded } from '../app/competitions.js';
import type { Moment, ParticipantId } from '../core/types.js';
import { type KeizerState, noticeDeadline, totalRounds } from '../formats/keizer/index.js';
import { type PyramidState, runningChallenges } from '../formats/pyramid/index.js';
import { scheduleView, type TpState } from '../formats/tp-tournament/index.js';

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
}

type EntriesOf = (state: unknown, asOf: Moment) => CalendarEntry[];

const keizerEntries: EntriesOf = (s) => {
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

const pyramidEntries: EntriesOf = (s, asOf) =>
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

const tpEntries: EntriesOf = (s, asOf) => {
  const view = scheduleView(s as TpState, asOf);
  const out: CalendarEntry[] = view.rounds.map((r) => ({
    uid: `round-${r.stage}-${r.round}`,
    start: r.startsAt,
    key: 'cal.round',
    params: { round: r.round },
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

const BY_FORMAT: ReadonlyMap<string, EntriesOf> = new Map([
  ['keizer', keizerEntries],
  ['pyramid', pyramidEntries],
  ['tp-tournament', tpEntries],
]);

/** The calendar entries of a competition as of a moment (deadlines of what is running then). */
export function calendarEntries(loaded: Loaded, state: unknown, asOf: Moment): readonly CalendarEntry[] {
  const own = BY_FORMAT.get(loaded.record.format);
  return own ? own(state, asOf) : roundEntries(loaded, state);
}
