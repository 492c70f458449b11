/**
 * Coming and going: entry at the bottom (PYR-1), leaving or exclusion with the place becoming an
 * XXX place and running games counted as lost (PYR-11), re-entry, and the inactivity letter whose
 * unanswered deadline makes the player leave (PYR-10).
 */
import { deadlineInstant } from '../../core/deadline.js';
import { instantOf } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import { err, type Moment, ok, type ParticipantId, refusal } from '../../core/types.js';
import type { EventPayload, LeaveKind } from './events.js';
import { acted, finish } from './games.js';
import { inactiveFrom, periodDeadline } from './periods.js';
import { enter, placeText, vacate } from './places.js';
import { inPyramid, type PlayerRecord, type PyramidState, playerOf, updatePlayer } from './state.js';
import { NO_EFFECTS, type Step, type Transition } from './transition.js';

/** PYR-1: registering a participant is his entry into the pyramid. */
export const participantRegistered: Transition<{ participant: Participant }> = (state, p, ctx) => {
  if (state.index.has(p.participant.id)) {
    return err(refusal('ERR_DUPLICATE_PARTICIPANT', `${p.participant.id} has already entered the pyramid`));
  }
  const s = enter(state, p.participant.id, ctx.at);
  return ok({ state: s, effects: [`${p.participant.id} enters at ${placeText(s.slots.length - 1)}`] });
};

/**
 * PYR-11: the place becomes an XXX place; a game the player is in counts as lost by him — as
 * defender his challenger takes the XXX place (PYR-12), as challenger nobody moves.
 */
export function leave(
  state: PyramidState,
  id: ParticipantId,
  kind: LeaveKind | 'inactive',
  at: Moment,
  seq?: number,
): Step {
  const p = playerOf(state, id) as PlayerRecord;
  const place = p.slot;
  let s = vacate(state, id);
  const effects = [`${id} leaves (${kind}); ${placeText(place)} becomes an XXX place`];
  for (const g of s.open.filter((o) => o.defender === id)) {
    const step = finish(s, g, '+-', 'left', at, seq, { defender: place });
    s = step.state;
    effects.push(...step.effects);
  }
  for (const g of s.open.filter((o) => o.challenger === id)) {
    const step = finish(s, g, '-+', 'left', at, seq);
    s = step.state;
    effects.push(...step.effects);
  }
  s = updatePlayer(s, id, (r) => ({
    ...r,
    waitingSince: undefined,
    waitingLevel: undefined,
    letter: undefined,
    eternal: 'off',
    left: { at, kind },
  }));
  s = {
    ...s,
    waiting: s.waiting.filter((w) => w !== id),
    eternal: s.eternal.filter((e) => e !== id),
    letters: s.letters.filter((l) => l !== id),
  };
  return { state: s, effects };
}

const notInPyramid = (id: ParticipantId) =>
  refusal('ERR_NOT_IN_PYRAMID', `${id} is not in the pyramid`, { params: { player: id } });

/** PYR-11: leaving by the player's own wish or by the guardian's exclusion. */
export const playerLeft: Transition<EventPayload<'PlayerLeft'>> = (state, p, ctx) => {
  if (!inPyramid(playerOf(state, p.participant))) return err(notInPyramid(p.participant));
  return ok(leave(state, p.participant, p.kind, ctx.at, ctx.seq || undefined));
};

/** PYR-1: a former player comes back on the lowest level, like a new one. */
export const playerRejoined: Transition<EventPayload<'PlayerRejoined'>> = (state, p, ctx) => {
  const player = playerOf(state, p.participant);
  if (!player) return err(refusal('ERR_UNKNOWN_PARTICIPANT', `${p.participant} is not a participant`));
  if (inPyramid(player)) {
    return err(
      refusal('ERR_STILL_IN_PYRAMID', `${p.participant} is still in the pyramid`, {
        params: { player: p.participant },
      }),
    );
  }
  const s = enter(state, p.participant, ctx.at);
  return ok({ state: s, effects: [`${p.participant} re-enters at ${placeText(s.slots.length - 1)}`] });
};

/** PYR-10: the guardian writes to a player who has been inactive for the configured months. */
export const inactivityLetterSent: Transition<EventPayload<'InactivityLetterSent'>> = (state, p, ctx) => {
  const player = playerOf(state, p.participant);
  if (!inPyramid(player)) return err(notInPyramid(p.participant));
  if (player.letter) {
    return err(
      refusal(
        'ERR_LETTER_PENDING',
        `${p.participant} has not yet answered the letter of ${player.letter.sentAt}`,
      ),
    );
  }
  const from = inactiveFrom(state, player);
  if (!from || instantOf(ctx.at) < instantOf(from)) {
    return err(
      refusal(
        'ERR_NOT_INACTIVE',
        from
          ? `${p.participant} counts as inactive only from ${from}`
          : `${p.participant} is in a game or on the waiting list`,
        { params: { player: p.participant, from: from ?? '' } },
      ),
    );
  }
  // The answer period stands still during a known vacation, like the periods of PYR-15.
  const reply = periodDeadline(state, ctx.at, p.replyDays, player.vacations);
  const s = updatePlayer(state, p.participant, (r) => ({
    ...r,
    letter: { sentAt: ctx.at, reply, replyInstant: deadlineInstant(reply) },
  }));
  return ok({
    state: { ...s, letters: [...s.letters, p.participant] },
    effects: NO_EFFECTS,
  });
};

/** PYR-10: the player answers; he stays, and his inactivity is counted afresh. */
export const inactivityLetterAnswered: Transition<EventPayload<'InactivityLetterAnswered'>> = (
  state,
  p,
  ctx,
) => {
  const player = playerOf(state, p.participant);
  if (!player?.letter) {
    return err(
      refusal('ERR_NO_LETTER', `${p.participant} has no letter to answer`, {
        params: { player: p.participant },
      }),
    );
  }
  return ok({
    state: acted(state, p.participant, ctx.at),
    effects: NO_EFFECTS,
  });
};
