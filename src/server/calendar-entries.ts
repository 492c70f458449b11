/**
 * What a competition puts into a calendar, by format: club evenings and rounds, and the
 * deadlines people plan around — the pyramid's first-move and acceptance deadlines (PYR-13) and
 * game limit (PYR-9), the tournament's answer deadlines (TX-11), the Keizer notice deadline
 * (KZ-11, 17:00 on the evening in the club's zone). Entries are data; server/calendar.ts turns
 * them into iCalendar with ical-generator.
 */
import type { Loaded } from '../app/competitions.js';
import type { StoredEvent } from '../core/events.js';
import { isAfter } from '../core/moment.js';
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
  /** Its end, where the competition knows one (a round's deadline). */
  readonly end?: Moment;
  /** How often its moment moved (RFC 5545 SEQUENCE), and when it last did (LAST-MODIFIED). */
  readonly sequence?: number;
  readonly modifiedAt?: Moment;
}

type EntriesOf = (state: unknown, asOf: Moment, events: readonly StoredEvent[]) => CalendarEntry[];

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

const keizerEntries: EntriesOf = (s, _asOf, events) => {
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
const roundEntries = (loaded: Loaded, state: unknown, asOf: Moment): CalendarEntry[] => {
  const moments = roundMoments(loaded.events);
  return loaded.format.views.rounds(state).flatMap((r) => {
    const at = r.at ?? moments.get(r.id);
    if (at === undefined || isAfter(at, asOf)) return [];
    // A round named by its date (a handicap league's evening) is a club evening; its date is the
    // event's own.
    const title: Pick<CalendarEntry, 'key' | 'params'> = /^\d+$/.test(r.id)
      ? { key: 'cal.round', params: { round: r.id } }
      : { key: 'cal.clubEvening' };
    return [{ uid: `round-${r.id}`, start: at, ...title } satisfies CalendarEntry];
  });
};

const BY_FORMAT: ReadonlyMap<string, EntriesOf> = new Map([
  ['keizer', keizerEntries],
  ['pyramid', pyramidEntries],
  ['tp-tournament', tpEntries],
]);

/** The calendar entries of a competition as of a moment (deadlines of what is running then). */
export function calendarEntries(loaded: Loaded, state: unknown, asOf: Moment): readonly CalendarEntry[] {
  const own = BY_FORMAT.get(loaded.record.format);
  return own ? own(state, asOf, loaded.events) : roundEntries(loaded, state, asOf);
}
