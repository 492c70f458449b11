/**
 * PYR-16: the waiting lists. The normal list in order of priority — the best-placed player first,
 * as assignments go (PYR-13) — and the eternal list with each player's state (PYR-14).
 */
import type { Moment, ParticipantId } from '../../../core/types.js';
import { type Place, placeOfSlot } from '../formula.js';
import { type EternalStatus, inPyramid, type PlayerRecord, type PyramidState, playerOf } from '../state.js';

export interface WaitingEntry {
  readonly participantId: ParticipantId;
  readonly place: Place;
  readonly since: Moment;
  /** Put there by the eternal list because nobody was free (PYR-14). */
  readonly eternal: boolean;
}

export interface EternalEntry {
  readonly participantId: ParticipantId;
  readonly place: Place;
  readonly status: Exclude<EternalStatus, 'off'>;
  readonly challenging?: ParticipantId;
  readonly waitingSince?: Moment;
}

export interface WaitingListsView {
  readonly waiting: readonly WaitingEntry[];
  readonly eternal: readonly EternalEntry[];
}

const bySlot = (a: PlayerRecord, b: PlayerRecord) => a.slot - b.slot;

export function waitingListsView(state: PyramidState): WaitingListsView {
  const waiting = state.waiting
    .map((id) => playerOf(state, id))
    .filter(inPyramid)
    .sort(bySlot)
    .map((p) => ({
      participantId: p.id,
      place: placeOfSlot(p.slot),
      since: p.waitingSince as Moment,
      eternal: p.eternal !== 'off',
    }));
  const eternal = state.eternal
    .map((id) => playerOf(state, id))
    .filter(inPyramid)
    .sort(bySlot)
    .map((p): EternalEntry => {
      return {
        participantId: p.id,
        place: placeOfSlot(p.slot),
        status: p.eternal === 'suspended' ? 'suspended' : 'active',
        ...(p.challenging ? { challenging: p.challenging } : {}),
        ...(p.waitingSince ? { waitingSince: p.waitingSince } : {}),
      };
    });
  return { waiting, eternal };
}
