/**
 * Moving players between places: entering at the bottom (PYR-1), exchanging two places after a
 * challenger's win (PYR-7, PYR-12), and vacating a place (PYR-11).
 */
import type { Moment, ParticipantId } from '../../core/types.js';
import { formatPlace, placeOfSlot } from './formula.js';
import type { ArrayDraft } from './persistent-array.js';
import { newPlayer, type PlayerRecord, type PyramidState, VACANT } from './state.js';

export const placeText = (slot: number): string => formatPlace(placeOfSlot(slot));

/**
 * PYR-1: a player enters on the lowest level in its leftmost free place, which is always the
 * slot after the last one (a full level opens the next). A former player re-enters the same way.
 */
export function enter(state: PyramidState, id: ParticipantId, at: Moment): PyramidState {
  const slot = state.slots.length;
  const known = state.index.get(id);
  if (known === undefined) {
    const i = state.players.length;
    return {
      ...state,
      players: state.players.append(newPlayer(id, slot, at)),
      index: new Map(state.index).set(id, i),
      slots: [...state.slots, i],
    };
  }
  const back = {
    ...(state.players.get(known) as PlayerRecord),
    left: undefined,
    slot,
    enteredAt: at,
    lastActiveAt: at,
    eternal: 'off' as const,
  };
  return { ...state, players: state.players.with(known, back), slots: [...state.slots, known] };
}

/**
 * Exchanges the contents of two slots (players or XXX places) into a new list of slots; the
 * players' own slot numbers go into the draft of the players.
 */
export function exchangeInto(
  slots: readonly number[],
  players: ArrayDraft<PlayerRecord>,
  a: number,
  b: number,
): number[] {
  const out = slots.slice();
  const pa = out[a] as number;
  const pb = out[b] as number;
  out[a] = pb;
  out[b] = pa;
  if (pa !== VACANT) players.set(pa, { ...(players.get(pa) as PlayerRecord), slot: b });
  if (pb !== VACANT) players.set(pb, { ...(players.get(pb) as PlayerRecord), slot: a });
  return out;
}

export function exchange(state: PyramidState, a: number, b: number): PyramidState {
  const players = state.players.draft();
  const slots = exchangeInto(state.slots, players, a, b);
  return { ...state, slots, players: players.done() };
}

/** PYR-11: the player's place becomes an XXX place; he is no longer in the pyramid. */
export function vacate(state: PyramidState, id: ParticipantId): PyramidState {
  const i = state.index.get(id);
  const p = i === undefined ? undefined : state.players.get(i);
  if (i === undefined || !p || p.slot < 0) return state;
  const slots = state.slots.slice();
  slots[p.slot] = VACANT;
  return { ...state, slots, players: state.players.with(i, { ...p, slot: -1 }) };
}
