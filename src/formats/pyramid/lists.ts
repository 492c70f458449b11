/**
 * Joining and leaving the waiting list (PYR-13) and the eternal waiting list, with suspension and
 * resumption of its automatic challenges (PYR-14). The assignments themselves are in assignment.ts.
 */
import { err, ok, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import { challengerHindrance, freeTargets } from './eligibility.js';
import type { PayloadOf } from './events.js';
import { levelOfSlot } from './formula.js';
import { acted } from './games.js';
import { placeText } from './places.js';
import {
  type EternalStatus,
  inPyramid,
  type PlayerRecord,
  type PyramidState,
  playerAt,
  playerOf,
  updatePlayer,
} from './state.js';
import { NO_EFFECTS, type Transition } from './transition.js';

/**
 * PYR-13: only a player who can challenge nobody may ask; the refusal lists whom he can
 * challenge instead.
 */
export const waitingListJoined: Transition<PayloadOf<'WaitingListJoined'>> = (state, p, ctx) => {
  const hindrance = challengerHindrance(state, p.participant);
  if (hindrance) {
    return err(
      hindrance.code === 'ERR_ON_WAITING_LIST'
        ? refusal('ERR_ALREADY_WAITING', `${p.participant} is already on the waiting list`, {
            params: { player: p.participant },
          })
        : hindrance,
    );
  }
  const player = playerOf(state, p.participant) as PlayerRecord;
  const free = freeTargets(state, player.slot);
  if (free.length > 0) {
    const names = free.map((slot) => playerAt(state, slot)?.id ?? `XXX ${placeText(slot)}`).join(', ');
    return err(
      refusal(
        'ERR_CHALLENGEABLE_AVAILABLE',
        `${p.participant} can challenge ${names} now; the waiting list is for players who can challenge nobody`,
        {
          params: { player: p.participant, targets: names },
        },
      ),
    );
  }
  const s = updatePlayer(acted(state, p.participant, ctx.at), p.participant, (r) => ({
    ...r,
    waitingSince: ctx.at,
    waitingLevel: levelOfSlot(r.slot),
  }));
  return ok({
    state: { ...s, waiting: [...s.waiting, p.participant] },
    effects: NO_EFFECTS,
  });
};

export const waitingListLeft: Transition<PayloadOf<'WaitingListLeft'>> = (state, p, ctx) => {
  const player = playerOf(state, p.participant);
  if (!player?.waitingSince) {
    return err(
      refusal('ERR_NOT_WAITING', `${p.participant} is not on the waiting list`, {
        params: { player: p.participant },
      }),
    );
  }
  const s = updatePlayer(state, p.participant, (r) => ({
    ...r,
    waitingSince: undefined,
    waitingLevel: undefined,
    lastActiveAt: ctx.at,
  }));
  return ok({
    state: { ...s, waiting: s.waiting.filter((w) => w !== p.participant) },
    effects: NO_EFFECTS,
  });
};

function eternalRefusal(id: ParticipantId, status: EternalStatus): Refusal {
  switch (status) {
    case 'off':
      return refusal('ERR_NOT_ETERNAL', `${id} is not on the eternal waiting list`, {
        params: { player: id },
      });
    case 'active':
      return refusal('ERR_NOT_SUSPENDED', `${id}'s automatic challenges are not suspended`, {
        params: { player: id },
      });
    case 'suspended':
      return refusal('ERR_ALREADY_SUSPENDED', `${id}'s automatic challenges are already suspended`, {
        params: { player: id },
      });
  }
}

/** Changes a player's eternal-list status if it is one of `from`. */
function eternalChange(
  state: PyramidState,
  id: ParticipantId,
  from: readonly EternalStatus[],
  to: EternalStatus,
  refuse: (status: EternalStatus) => Refusal,
): PyramidState | Refusal {
  const p = playerOf(state, id);
  if (!inPyramid(p))
    return refusal('ERR_NOT_IN_PYRAMID', `${id} is not in the pyramid`, { params: { player: id } });
  if (!from.includes(p.eternal)) return refuse(p.eternal);
  const s = updatePlayer(state, id, (r) => ({ ...r, eternal: to }));
  // Always a new list: a changed status may allow an assignment (evolve.ts).
  if (to === 'off') return { ...s, eternal: s.eternal.filter((e) => e !== id) };
  return { ...s, eternal: s.eternal.includes(id) ? [...s.eternal] : [...s.eternal, id] };
}

const result = (next: PyramidState | Refusal) =>
  'players' in next ? ok({ state: next, effects: NO_EFFECTS }) : err(next);

/** PYR-14: joining; a free player is assigned at once (assignment.ts). */
export const eternalListJoined: Transition<PayloadOf<'EternalListJoined'>> = (state, p, ctx) =>
  result(
    eternalChange(acted(state, p.participant, ctx.at), p.participant, ['off'], 'active', () =>
      refusal('ERR_ALREADY_ETERNAL', `${p.participant} is already on the eternal waiting list`, {
        params: { player: p.participant },
      }),
    ),
  );

export const eternalListLeft: Transition<PayloadOf<'EternalListLeft'>> = (state, p) =>
  result(
    eternalChange(state, p.participant, ['active', 'suspended'], 'off', (s) =>
      eternalRefusal(p.participant, s),
    ),
  );

/** PYR-14: on his request the automatic challenges stop until he asks again. */
export const automaticChallengesSuspended: Transition<PayloadOf<'AutomaticChallengesSuspended'>> = (
  state,
  p,
) =>
  result(
    eternalChange(state, p.participant, ['active'], 'suspended', (s) => eternalRefusal(p.participant, s)),
  );

export const automaticChallengesResumed: Transition<PayloadOf<'AutomaticChallengesResumed'>> = (
  state,
  p,
  ctx,
) =>
  result(
    eternalChange(acted(state, p.participant, ctx.at), p.participant, ['suspended'], 'active', (s) =>
      eternalRefusal(p.participant, s),
    ),
  );
