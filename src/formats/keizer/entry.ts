/**
 * KZ-6 late entrants: the entry points the system proposes so that a newcomer starts where his
 * rating belongs — between the established players rated just above and just below him. The
 * director may take the proposal or choose other points (`SetEntryPoints`).
 */
import { add, compare, div, type Rational, rational, sub, ZERO } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { seasonRanking } from './recalc.js';
import type { KeizerState } from './state.js';
import { valueAt } from './values.js';

export interface EntryProposal {
  readonly participantId: ParticipantId;
  /** The place his rating belongs to in the ranking he enters. */
  readonly place: number;
  readonly points: Rational;
  /** The established neighbours at that place. */
  readonly above?: ParticipantId;
  readonly below?: ParticipantId;
}

export function proposeEntryPoints(
  state: KeizerState,
  participantId: ParticipantId,
): EntryProposal | undefined {
  const newcomer = state.byId.get(participantId);
  if (!newcomer) return undefined;
  const season = seasonRanking(state);
  const prev = [...season.snapshots].reverse().find((s) => s.round < newcomer.firstRound);
  if (!prev) return undefined;
  const established = Array.from(prev.order).filter((i) => i !== newcomer.index);
  const { unit, scale } = season.unit;
  const score = (i: number): Rational => rational(prev.score[i] as number, unit);
  const higherRated = established.filter((i) => (state.players[i]?.rating ?? 0) > newcomer.rating).length;
  const place = higherRated + 1;
  const own = state.config.countOwnValue
    ? rational(valueAt(scale, established.length + 1, place), scale.valueDen)
    : ZERO;
  const aboveIndex = established[place - 2];
  const belowIndex = established[place - 1];
  let total: Rational;
  if (aboveIndex !== undefined && belowIndex !== undefined) {
    const low = score(belowIndex);
    const mid = div(add(low, score(aboveIndex)), rational(2));
    // A whole number of points reads better; take it when it still lands strictly above `low`.
    const whole = rational(Math.floor(mid.n / mid.d));
    total = compare(whole, low) > 0 ? whole : mid;
  } else if (aboveIndex === undefined && belowIndex !== undefined) {
    total = add(score(belowIndex), rational(1));
  } else {
    total = aboveIndex === undefined ? own : sub(score(aboveIndex), rational(1));
  }
  const points = sub(total, own);
  const above = aboveIndex === undefined ? undefined : state.players[aboveIndex]?.id;
  const below = belowIndex === undefined ? undefined : state.players[belowIndex]?.id;
  return {
    participantId,
    place,
    points: compare(points, ZERO) < 0 ? ZERO : points,
    ...(above ? { above } : {}),
    ...(below ? { below } : {}),
  };
}
