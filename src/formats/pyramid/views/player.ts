/**
 * A player's own page (the self-service of the issue): his place, his games in both roles, his
 * waiting-list state, the places he may challenge and why not the others (PYR-3, PYR-2, PYR-13),
 * his vacations and the yearly allowance used (PYR-15), and his inactivity date (PYR-10).
 */
import { type DateRange, daysPerYear } from '../../../core/deadline.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { type ChallengeOptions, challengeOptions } from '../eligibility.js';
import { type Place, placeOfSlot } from '../formula.js';
import { inactiveFrom } from '../periods.js';
import {
  type EternalStatus,
  openAsChallenger,
  openAsDefender,
  type PyramidState,
  playerOf,
} from '../state.js';
import { type ArchivedGame, archiveView } from './archive.js';
import { type ChallengeView, challengeView } from './challenges.js';

export interface PlayerView {
  readonly participantId: ParticipantId;
  readonly place?: Place;
  readonly left?: { readonly at: Moment; readonly kind: string };
  readonly challenging?: ChallengeView;
  readonly defending?: ChallengeView;
  readonly waitingSince?: Moment;
  readonly eternal: EternalStatus;
  readonly options: ChallengeOptions;
  readonly vacations: readonly DateRange[];
  /** PYR-15: vacation days announced for the year of the view's moment, and the allowance. */
  readonly allowance: { readonly year: number; readonly used: number; readonly days: number };
  /** PYR-10: from when he counts as inactive unless he plays or joins the waiting list. */
  readonly inactiveFrom?: Moment;
  readonly letterSentAt?: Moment;
  readonly forfeits: number;
  /** His finished games, newest first, provisional ones included. */
  readonly games: readonly ArchivedGame[];
}

export function playerView(state: PyramidState, id: ParticipantId, asOf: Moment): PlayerView | undefined {
  const p = playerOf(state, id);
  if (!p) return undefined;
  const challenging = openAsChallenger(state, id);
  const defending = openAsDefender(state, id);
  const year = Number(asOf.slice(0, 4));
  const inactive = p.slot >= 0 ? inactiveFrom(state, p) : undefined;
  return {
    participantId: id,
    ...(p.slot >= 0 ? { place: placeOfSlot(p.slot) } : {}),
    ...(p.left ? { left: p.left } : {}),
    ...(challenging ? { challenging: challengeView(state, challenging, asOf) } : {}),
    ...(defending ? { defending: challengeView(state, defending, asOf) } : {}),
    ...(p.waitingSince ? { waitingSince: p.waitingSince } : {}),
    eternal: p.eternal,
    options: challengeOptions(state, id),
    vacations: p.vacations,
    allowance: {
      year,
      used: daysPerYear(p.vacations).get(year) ?? 0,
      days: state.config.vacationAllowanceDays,
    },
    ...(inactive ? { inactiveFrom: inactive } : {}),
    ...(p.letter ? { letterSentAt: p.letter.sentAt } : {}),
    forfeits: p.forfeits,
    games: archiveView(state, asOf, { include: 'all', participant: id }),
  };
}
