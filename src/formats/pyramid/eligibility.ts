/**
 * Who may challenge whom (PYR-2, PYR-3, PYR-12, PYR-13), with the reason when not. The same
 * checks decide commands, judge events at their moment (PYR-5), and answer "whom may I
 * challenge" and "why not X" on the pages. Reasons are refusals: a stable code, an English
 * sentence, and the values a translation needs.
 */
import type { Moment, ParticipantId, Refusal } from '../../core/types.js';
import { refusal } from '../../core/types.js';
import type { Target } from './events.js';
import {
  challengeRange,
  isPlace,
  levelCount,
  levelOfSlot,
  levelStart,
  mayChallengeLevel,
  type Place,
  placeOfSlot,
  slotOf,
} from './formula.js';
import { placeText } from './places.js';
import {
  inPyramid,
  type OpenGame,
  openAsChallenger,
  openAsDefender,
  type PlayerRecord,
  type PyramidState,
  playerAt,
  playerOf,
  VACANT,
} from './state.js';

/** Whether the place is free to be challenged: an XXX place, or a player not defending (PYR-2, PYR-12). */
export function isFreeTarget(state: PyramidState, slot: number): boolean {
  const i = state.slots[slot];
  if (i === undefined) return false;
  return i === VACANT || (state.players.get(i) as PlayerRecord).defending === undefined;
}

/** Since when a game occupies its challenger: the challenge's moment (PYR-13: the request's). */
export const challengingSince = (g: OpenGame): Moment => (g.challengedAt ?? g.assignedAt) as Moment;

/** Since when a game occupies its defender: the assignment, or the challenge. */
export const defendingSince = (g: OpenGame): Moment => (g.assignedAt ?? g.challengedAt) as Moment;

/** Why this player may not challenge anybody at all just now, if so. */
export function challengerHindrance(state: PyramidState, id: ParticipantId): Refusal | undefined {
  const p = playerOf(state, id);
  if (!inPyramid(p)) {
    return refusal('ERR_NOT_IN_PYRAMID', `${id} is not in the pyramid`, { params: { player: id } });
  }
  // PYR-2: one game as challenger at a time.
  const g = openAsChallenger(state, id);
  if (g) {
    const since = challengingSince(g);
    return refusal('ERR_ALREADY_CHALLENGING', `${id} is already challenging ${g.defender} since ${since}`, {
      params: { player: id, opponent: g.defender, since },
    });
  }
  // PYR-13: the waiting-list request counts as a challenge.
  if (p.waitingSince) {
    return refusal(
      'ERR_ON_WAITING_LIST',
      `${id} is on the waiting list since ${p.waitingSince}, which counts as his challenge`,
      { params: { player: id, since: p.waitingSince } },
    );
  }
  if (levelOfSlot(p.slot) === 1) {
    return refusal('ERR_NOBODY_ABOVE', `${id} is the pharaoh; there is nobody above to challenge`, {
      params: { player: id },
    });
  }
  return undefined;
}

/** PYR-2: why the place cannot be challenged as defender just now (an XXX place never is busy). */
function defenderHindrance(state: PyramidState, target: PlayerRecord): Refusal | undefined {
  const g = openAsDefender(state, target.id);
  if (!g) return undefined;
  const since = defendingSince(g);
  const message =
    g.status === 'assigned'
      ? `${target.id} is assigned to ${g.challenger} from the waiting list since ${since}`
      : `${target.id} is already defending against ${g.challenger} since ${since}`;
  return refusal('ERR_DEFENDER_BUSY', message, {
    params: { player: target.id, opponent: g.challenger, since },
  });
}

/**
 * Why `challenger` may not challenge the place `slot`, if so. `forced` (PYR-5, the guardian's
 * override) skips the level checks of the formula but never the one-game-per-role rule.
 */
export function targetHindrance(
  state: PyramidState,
  challenger: PlayerRecord,
  slot: number,
  forced = false,
): Refusal | undefined {
  const target = playerAt(state, slot);
  if (target?.id === challenger.id) {
    return refusal('ERR_SELF', `${challenger.id} cannot challenge themselves`, {
      params: { player: challenger.id },
    });
  }
  const lc = levelOfSlot(challenger.slot);
  const ld = levelOfSlot(slot);
  const name = target?.id ?? `the XXX place ${placeText(slot)}`;
  if (!forced && ld >= lc) {
    return refusal(
      'ERR_NOT_ABOVE',
      `${name} on level ${ld} is not above ${challenger.id} on level ${lc}; challenges go upwards only`,
      {
        params: { player: challenger.id, target: target?.id ?? `XXX ${placeText(slot)}`, level: ld, own: lc },
      },
    );
  }
  if (!forced && !mayChallengeLevel(lc, ld)) {
    const range = challengeRange(lc);
    return refusal(
      'ERR_OUT_OF_REACH',
      `level ${ld} is out of reach for ${challenger.id}: a player on level ${lc} may challenge levels ${range?.from}–${range?.to}`,
      { params: { player: challenger.id, level: ld, own: lc, from: range?.from ?? 0, to: range?.to ?? 0 } },
    );
  }
  return target ? defenderHindrance(state, target) : undefined;
}

/** The slot a target names, or why it names none. */
export function resolveTarget(state: PyramidState, target: Target): number | Refusal {
  if ('player' in target) {
    const p = playerOf(state, target.player);
    if (!p) {
      return refusal('ERR_UNKNOWN_PARTICIPANT', `${target.player} is not a participant`, {
        params: { player: target.player },
      });
    }
    if (!inPyramid(p)) {
      return refusal('ERR_TARGET_LEFT', `${target.player} is no longer in the pyramid`, {
        params: { player: target.player },
      });
    }
    return p.slot;
  }
  const place: Place = { level: target.level, index: target.index };
  const slot = slotOf(place);
  if (!isPlace(place) || slot >= state.slots.length) {
    const levels = levelCount(state.slots.length);
    return refusal(
      'ERR_NO_SUCH_PLACE',
      `(${target.level},${target.index}) is not a place of the pyramid (it has ${levels} levels)`,
      { params: { level: target.level, index: target.index, levels } },
    );
  }
  return slot;
}

/**
 * PYR-3, PYR-2: the free places a player on `fromSlot` may challenge, best first: XXX places and
 * players not defending, on the levels his formula allows.
 */
export function freeTargets(state: PyramidState, fromSlot: number): number[] {
  const range = challengeRange(levelOfSlot(fromSlot));
  if (!range) return [];
  const out: number[] = [];
  const end = Math.min(levelStart(range.to + 1), state.slots.length);
  for (let slot = levelStart(range.from); slot < end; slot++) if (isFreeTarget(state, slot)) out.push(slot);
  return out;
}

/** The free places a player may challenge right now (empty when he may challenge nobody). */
export function challengeablePlaces(state: PyramidState, id: ParticipantId): number[] {
  if (challengerHindrance(state, id)) return [];
  return freeTargets(state, (playerOf(state, id) as PlayerRecord).slot);
}

export interface PlaceOption {
  readonly slot: number;
  readonly place: Place;
  /** Null for an XXX place. */
  readonly participantId: ParticipantId | null;
  /** Why this place cannot be challenged now; absent when it can. */
  readonly hindrance?: Refusal;
}

export interface ChallengeOptions {
  readonly challenger: ParticipantId;
  /** Why the player cannot challenge anybody now (busy, waiting, pharaoh, not in the pyramid). */
  readonly hindrance?: Refusal;
  /** PYR-3: the levels his formula allows, absent for the pharaoh. */
  readonly levels?: { readonly from: number; readonly to: number };
  /** Every place on those levels, each with its hindrance if any. */
  readonly places: readonly PlaceOption[];
}

/** "Whom may I challenge": every place within reach, free or with the reason it is not. */
export function challengeOptions(state: PyramidState, id: ParticipantId): ChallengeOptions {
  const p = playerOf(state, id);
  const hindrance = challengerHindrance(state, id);
  if (!inPyramid(p)) return { challenger: id, ...(hindrance ? { hindrance } : {}), places: [] };
  const range = challengeRange(levelOfSlot(p.slot));
  const places: PlaceOption[] = [];
  if (range) {
    const end = Math.min(levelStart(range.to + 1), state.slots.length);
    for (let slot = levelStart(range.from); slot < end; slot++) {
      const h = targetHindrance(state, p, slot);
      places.push({
        slot,
        place: placeOfSlot(slot),
        participantId: playerAt(state, slot)?.id ?? null,
        ...(h ? { hindrance: h } : {}),
      });
    }
  }
  return { challenger: id, ...(hindrance ? { hindrance } : {}), ...(range ? { levels: range } : {}), places };
}

/** "Why may I not challenge X": the first reason, or undefined when the challenge is allowed. */
export function whyNot(state: PyramidState, challenger: ParticipantId, target: Target): Refusal | undefined {
  const own = challengerHindrance(state, challenger);
  if (own) return own;
  const slot = resolveTarget(state, target);
  if (typeof slot !== 'number') return slot;
  return targetHindrance(state, playerOf(state, challenger) as PlayerRecord, slot);
}

/** Whom every player in the pyramid may challenge now: participant id → free slots. */
export function challengeMap(state: PyramidState): Map<ParticipantId, number[]> {
  const out = new Map<ParticipantId, number[]>();
  for (const i of state.slots) {
    if (i === VACANT) continue;
    const id = (state.players.get(i) as PlayerRecord).id;
    out.set(id, challengeablePlaces(state, id));
  }
  return out;
}
