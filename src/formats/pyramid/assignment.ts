/**
 * Assignments from the waiting lists, run after every change of the pyramid.
 *
 * PYR-13: a waiting request is a standing challenge, made at its moment, against every level the
 * formula allowed from where the player stood then; so as soon as a place within that reach is
 * free (a defender's game ended, a challenge lapsed, a player left), the best placed of the free
 * places goes to the best-placed waiting player whose request reaches it. The defender is reserved
 * for him at that moment (`assigned`); the challenge keeps the request's moment, and its periods
 * start with the guardian's message. An XXX place loses at once (PYR-12).
 *
 * PYR-14: a player on the eternal waiting list who is free as challenger (his game as challenger
 * ended, or he just joined or resumed) is at once assigned the best free player: the highest
 * level within reach, there an XXX place first, then whoever has gone longest without a game as
 * defender, then the leftmost; with nobody free he goes onto the normal waiting list.
 *
 * The normal list goes first: its requests are older than any new automatic one.
 */
import { instantOf } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { takeVacant } from './challenge.js';
import { freeTargets, isFreeTarget } from './eligibility.js';
import { challengeRange, levelOfSlot, levelStart, mayChallengeLevel } from './formula.js';
import { addOpen } from './games.js';
import {
  inPyramid,
  newGame,
  type PlayerRecord,
  type PyramidState,
  playerAt,
  playerOf,
  updatePlayer,
} from './state.js';
import { NO_EFFECTS, type Step } from './transition.js';

function offWaitingList(state: PyramidState, id: ParticipantId): PyramidState {
  const s = updatePlayer(state, id, (p) => ({ ...p, waitingSince: undefined, waitingLevel: undefined }));
  return { ...s, waiting: s.waiting.filter((w) => w !== id) };
}

/**
 * Reserves the place `slot` for `challenger` (PYR-13/14); an XXX place is taken at once. The
 * challenge's moment is the waiting-list request's (PYR-13), or now for an automatic one (PYR-14).
 */
function assign(
  state: PyramidState,
  challenger: ParticipantId,
  slot: number,
  at: Moment,
  list: 'waiting' | 'eternal',
): Step {
  const challengedAt = (list === 'waiting' && playerOf(state, challenger)?.waitingSince) || at;
  const s = offWaitingList(state, challenger);
  const defender = playerAt(s, slot);
  if (!defender) return takeVacant(s, challenger, slot, at, 0, list, challengedAt);
  const assigned = addOpen(
    s,
    newGame({
      challenger,
      defender: defender.id,
      kind: list,
      status: 'assigned',
      assignedAt: at,
      challengedAt,
    }),
  );
  return {
    state: assigned,
    effects: [`${challenger} is assigned to challenge ${defender.id} (${list} waiting list)`],
  };
}

/**
 * PYR-13: the best free place within any waiting player's reach, to the best-placed of them who
 * may challenge it. One pass over the levels the waiting players reach together.
 */
function assignFromWaitingList(state: PyramidState, at: Moment): Step | undefined {
  if (state.waiting.length === 0) return undefined;
  const waiters: {
    readonly id: ParticipantId;
    /** The level he asked from: his request reaches what the formula allowed from there. */
    readonly level: number;
    /** His level now: challenges go upwards only (a correction may have moved him up). */
    readonly current: number;
    readonly slot: number;
  }[] = [];
  let from = Number.POSITIVE_INFINITY;
  let to = 0;
  for (const id of state.waiting) {
    const p = playerOf(state, id);
    if (!inPyramid(p)) continue;
    const current = levelOfSlot(p.slot);
    const level = p.waitingLevel ?? current;
    const range = challengeRange(level);
    if (!range) continue;
    waiters.push({ id, level, current, slot: p.slot });
    from = Math.min(from, range.from);
    to = Math.max(to, range.to);
  }
  if (waiters.length === 0) return undefined;
  waiters.sort((a, b) => a.slot - b.slot);
  const end = Math.min(levelStart(to + 1), state.slots.length);
  for (let slot = levelStart(from); slot < end; slot++) {
    if (!isFreeTarget(state, slot)) continue;
    const level = levelOfSlot(slot);
    const waiter = waiters.find((w) => level < w.current && mayChallengeLevel(w.level, level));
    if (waiter) return assign(state, waiter.id, slot, at, 'waiting');
  }
  return undefined;
}

/** PYR-14: the reference for "longest without a game as defender"; XXX places come first. */
function sinceDefended(state: PyramidState, p: PlayerRecord | undefined): number {
  if (!p) return Number.NEGATIVE_INFINITY;
  const since = p.lastDefendedAt ?? p.enteredAt ?? state.origin;
  return since ? instantOf(since) : Number.NEGATIVE_INFINITY;
}

/** PYR-14: the best free player for an eternal-list player, or undefined when none is free. */
function bestFreeFor(state: PyramidState, p: PlayerRecord): number | undefined {
  const free = freeTargets(state, p.slot);
  const first = free[0];
  if (first === undefined) return undefined;
  const level = levelOfSlot(first);
  let best = first;
  let bestSince = sinceDefended(state, playerAt(state, first));
  for (const slot of free) {
    if (levelOfSlot(slot) !== level) break;
    const since = sinceDefended(state, playerAt(state, slot));
    // Strictly earlier only, so that among equals the leftmost stays.
    if (since < bestSince) {
      best = slot;
      bestSince = since;
    }
  }
  return best;
}

/**
 * PYR-14: one pass over the eternal list, assigning every active player free as challenger. An
 * assignment only makes players busier, so the pass goes on, except after an XXX place was taken:
 * then places changed and the waiting list may have something new.
 */
function assignEternal(
  state: PyramidState,
  at: Moment,
  candidates: readonly ParticipantId[] = state.eternal,
): { step: Step; placesChanged: boolean } {
  let s = state;
  const effects: string[] = [];
  let placesChanged = false;
  for (const id of candidates) {
    const p = playerOf(s, id);
    if (!inPyramid(p) || p.eternal !== 'active' || p.waitingSince || p.challenging !== undefined) continue;
    if (!challengeRange(levelOfSlot(p.slot))) continue;
    const slot = bestFreeFor(s, p);
    if (slot === undefined) {
      const waiting = updatePlayer(s, id, (r) => ({
        ...r,
        waitingSince: at,
        waitingLevel: levelOfSlot(r.slot),
      }));
      s = { ...waiting, waiting: [...waiting.waiting, id] };
      effects.push(`nobody is free for ${id}; he goes onto the waiting list`);
      continue;
    }
    placesChanged = playerAt(s, slot) === undefined;
    const step = assign(s, id, slot, at, 'eternal');
    s = step.state;
    effects.push(...step.effects);
    // The XXX place moved down: the waiting list, whose requests are older, chooses first again.
    if (placesChanged) break;
  }
  return { step: { state: s, effects }, placesChanged };
}

/**
 * Runs the assignments until nothing changes; cheap when both lists are empty. `freed` limits the
 * first look at the eternal list to the players a change may have freed (Step.freed).
 */
export function settle(state: PyramidState, at: Moment, freed?: readonly ParticipantId[]): Step {
  if (state.waiting.length === 0 && state.eternal.length === 0) return { state, effects: NO_EFFECTS };
  let s = state;
  const effects: string[] = [];
  for (;;) {
    const waiting = assignFromWaitingList(s, at);
    if (waiting) {
      s = waiting.state;
      effects.push(...waiting.effects);
      continue;
    }
    const eternal = assignEternal(s, at, freed);
    freed = undefined;
    s = eternal.step.state;
    effects.push(...eternal.step.effects);
    if (!eternal.placesChanged) return { state: s, effects };
  }
}
