/**
 * Time rules: when a no-show may be claimed (TX-10 at weekend events, TX-11 at appointments of
 * scheduled events), the answer deadlines of TX-11 (reported to the director after 5 days, the
 * game lost after 2 more), the rescheduling chances of TX-11, and the entry deadline of TX-12.
 * `applyDeadlines` is the format's `advance`: it lets the deadlines that expired take effect.
 */
import { addDays, addDuration, compareMoments, isAfter, isBefore } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { GameInfo } from './games.js';
import { seedEntry } from './seeding.js';
import { type Contact, roundKey, type TpState } from './state.js';

/** The earliest moment a player may claim a no-show for a game, or undefined if he may not at all. */
export function noShowClaimFrom(state: TpState, game: GameInfo): Moment | 'any time' | undefined {
  const { weekend, scheduled } = state.config;
  if (state.config.eventKind === 'weekend') {
    const times = game.round ? state.rounds.get(roundKey(game.round.stage, game.round.round)) : undefined;
    // TX-10: more than 5 minutes late, then 10 more minutes, and the game may be declared lost.
    return times
      ? addDuration(times.startsAt, { minutes: weekend.graceMinutes + weekend.noShowAfterMinutes })
      : 'any time';
  }
  const appointment = state.appointments.get(game.id);
  // Seed 8.3: the opponent waits 15 minutes at the appointment.
  return appointment ? addDuration(appointment.startsAt, { minutes: scheduled.waitMinutes }) : undefined;
}

/** TX-11: when the silent player is reported to the director. */
export const reportAt = (c: Contact, state: TpState): Moment =>
  addDays(c.sentAt, state.config.scheduled.answerDays);

/** TX-11: when the silent player loses the game. */
export const forfeitAt = (c: Contact, state: TpState): Moment =>
  addDays(reportAt(c, state), state.config.scheduled.forfeitDays);

/** Messages still waiting for an answer in games without a result. */
function openContacts(state: TpState): { game: string; contact: Contact }[] {
  const out: { game: string; contact: Contact }[] = [];
  for (const [game, list] of state.contacts) {
    if (state.results.has(game) || state.forfeits.has(game)) continue;
    for (const contact of list.messages) if (contact.answeredAt === undefined) out.push({ game, contact });
  }
  return out;
}

/** The next moment at which `applyDeadlines` changes something. */
export function nextDeadline(state: TpState): Moment | null {
  let next: Moment | null =
    state.frozenSeeds === null && state.config.seeding.entryDeadline
      ? state.config.seeding.entryDeadline
      : null;
  for (const { contact } of openContacts(state)) {
    const at = forfeitAt(contact, state);
    if (next === null || isBefore(at, next)) next = at;
  }
  return next;
}

/** Lets time pass up to `moment`: deadlines that expired before it take effect. */
export function applyDeadlines(state: TpState, moment: Moment): TpState {
  if (state.nextDeadline === null || !isAfter(moment, state.nextDeadline)) return state;
  let next = state;
  const deadline = state.config.seeding.entryDeadline;
  if (next.frozenSeeds === null && deadline && isAfter(moment, deadline)) {
    // TX-12: ratings count as they stood at the entry deadline.
    next = {
      ...next,
      frozenSeeds: new Map([...next.entrants.values()].map((p) => [p.id, seedEntry(p, next.config)])),
    };
  }
  const expired = openContacts(next)
    .map(({ game, contact }) => ({ game, contact, at: forfeitAt(contact, next) }))
    .filter((x) => isAfter(moment, x.at))
    .sort((x, y) => compareMoments(x.at, y.at));
  if (expired.length > 0) {
    const forfeits = new Map(next.forfeits);
    for (const { game, contact, at } of expired) {
      const players = next.contacts.get(game)?.players;
      // TX-11: the first deadline to run out decides; the game is lost by the silent player.
      if (players && !forfeits.has(game)) forfeits.set(game, { players, absent: contact.to, at });
    }
    next = { ...next, forfeits };
  }
  return { ...next, nextDeadline: nextDeadline(next) };
}

export interface Chances {
  readonly match: number;
  readonly tournament: number;
}

/** TX-11: how many more missed appointments of `player` may be rearranged, in `match` and overall. */
export function chancesLeft(state: TpState, player: ParticipantId, match: string): Chances {
  const mine = state.rearrangements.filter((r) => r.absent === player);
  const { reschedulesPerMatch, reschedulesPerTournament } = state.config.scheduled;
  return {
    match: Math.max(0, reschedulesPerMatch - mine.filter((r) => r.match === match).length),
    tournament: Math.max(0, reschedulesPerTournament - mine.length),
  };
}
