/**
 * The periods of the rules as moments: deadlines of a challenge with the players' vacations
 * (PYR-4, PYR-13, PYR-15), the official start (PYR-6), the game limit (PYR-9), the end of the
 * objection period (PYR-8) and the moment a player counts as inactive (PYR-10).
 */
import {
  DAY_MS,
  type DateRange,
  type Deadline,
  dateOf,
  deadline,
  type IsoDate,
} from '../../core/deadline.js';
import { addDays, addDuration, instantOf, zoneDate } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { FinishedGame, OpenGame, PlayerRecord, PyramidState } from './state.js';
import { activeSince, playerOf } from './state.js';

/** PYR-15: the known vacations of the players of a game. */
export function vacationsOf(state: PyramidState, a: ParticipantId, b?: ParticipantId): readonly DateRange[] {
  const first = playerOf(state, a)?.vacations ?? [];
  const second = b === undefined ? [] : (playerOf(state, b)?.vacations ?? []);
  return second.length === 0 ? first : first.length === 0 ? second : [...first, ...second];
}

/**
 * PYR-15: the calendar date of a moment in the club's zone, where vacations are dated; a mail's
 * moment is written in UTC, but the day it arrived on is the club's.
 */
export function clubDate(state: PyramidState, m: Moment): IsoDate {
  const zone = state.config.timeZone;
  return zone ? zoneDate(m, zone) : dateOf(m);
}

/** A period of `days` from `start`, extended by the vacations' days in the club's calendar (PYR-15). */
export const periodDeadline = (
  state: PyramidState,
  start: Moment,
  days: number,
  vacations: readonly DateRange[] = [],
): Deadline =>
  vacations.length === 0 ? deadline(start, days) : deadline(start, days, vacations, clubDate(state, start));

/** PYR-4, PYR-13: a deadline of a challenge, extended by the players' vacations (PYR-15). */
export const challengeDeadline = (
  state: PyramidState,
  challenger: ParticipantId,
  defender: ParticipantId,
  from: Moment,
  days: number,
): Deadline => periodDeadline(state, from, days, vacationsOf(state, challenger, defender));

/**
 * PYR-6: the game's clock officially starts this long after the challenge — for an assigned
 * challenge after the guardian's message, which tells the players of it (PYR-13).
 */
export function officialStart(state: PyramidState, g: OpenGame): Moment | undefined {
  const from = g.kind === 'direct' ? g.challengedAt : g.issuedAt;
  return from ? addDays(from, state.config.officialStartDays) : undefined;
}

/** PYR-9: from this moment the guardian adjudicates. */
export function gameLimit(state: PyramidState, g: OpenGame): Moment | undefined {
  const start = officialStart(state, g);
  return start ? addDuration(start, { months: state.config.gameLimitMonths }) : undefined;
}

/** PYR-8: the instant after which an unopposed reported result is final. */
export const objectionEndInstant = (state: PyramidState, g: FinishedGame): number =>
  instantOf(g.endedAt) + state.config.objectionDays * DAY_MS;

export const objectionEnd = (state: PyramidState, g: FinishedGame): Moment =>
  addDays(g.endedAt, state.config.objectionDays);

/**
 * PYR-10: the moment from which the player counts as inactive, or undefined while he is in a
 * game or on the waiting list (or when nothing has been folded yet).
 */
export function inactiveFrom(state: PyramidState, p: PlayerRecord): Moment | undefined {
  if (p.waitingSince || state.open.some((g) => g.challenger === p.id || g.defender === p.id))
    return undefined;
  const since = activeSince(state, p);
  return since ? addDuration(since, { months: state.config.inactivityMonths }) : undefined;
}
